import { describe, expect, it } from 'vitest';
import { parseConfig } from './parse-config.js';

const base = {
  projectId: 'p',
  metadata: { name: 'App', url: 'https://app.example' },
  networks: ['eip155:1'],
};

describe('names switch', () => {
  it('names are off by default', () => {
    const result = parseConfig(base);
    expect(result.ok && result.config.features.names).toBe(false);
  });

  it('features.names without endpoints.namesUrl is refused at endpoints.namesUrl', () => {
    const result = parseConfig({ ...base, features: { names: true } });
    expect(result.ok).toBe(false);
    expect(JSON.stringify(result)).toContain('endpoints.namesUrl');
  });

  it('features.names with a names URL is accepted', () => {
    const result = parseConfig({
      ...base,
      features: { names: true },
      endpoints: { namesUrl: 'https://names.example/api/names' },
    });
    expect(result.ok && result.config.endpoints.namesUrl).toBe('https://names.example/api/names');
  });
});
