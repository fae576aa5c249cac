import { describe, expect, it } from 'vitest';
import { parseConfig } from './parse-config.js';

const base = {
  projectId: 'newcomer-app',
  metadata: { name: 'Shop', url: 'https://shop.example' },
  networks: ['eip155:1'],
};

describe('config strings refuse control characters', () => {
  it('a control character typed into the wizard (Ctrl-U) is refused, naming the field', () => {
    const result = parseConfig({ ...base, projectId: '\u0015newcomer-app' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual({
      path: 'projectId',
      message: 'Contains a control character (U+0015): retype the value without it',
    });
  });

  it('a control character in a nested string names its full path', () => {
    const result = parseConfig({ ...base, metadata: { ...base.metadata, name: 'Sh\u001bop' } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.path)).toContain('metadata.name');
  });
});
