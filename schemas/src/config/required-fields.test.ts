import { describe, expect, it } from 'vitest';
import { parseConfig } from './parse-config.js';
import { MINIMAL_CONFIG, issueAt, resolve } from './testing/parse-helpers.js';

describe('projectId', () => {
  it('is required: a missing projectId is refused as "Project ID Not Configured"', () => {
    const { projectId: _omitted, ...withoutProjectId } = MINIMAL_CONFIG;
    const result = parseConfig(withoutProjectId);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.issues).toEqual([
        { path: 'projectId', message: 'Project ID Not Configured: set projectId' },
      ]);
    }
  });

  it('refuses an empty or blank projectId', () => {
    expect(issueAt({ projectId: '   ' }, 'projectId')?.message).toMatch(
      /^Project ID Not Configured/,
    );
  });

  it('refuses a projectId that is not a string', () => {
    expect(issueAt({ projectId: 42 }, 'projectId')?.message).toBe('Expected a string');
  });

  it('trims surrounding whitespace from projectId', () => {
    expect(resolve({ projectId: ' abc \n' }).projectId).toBe('abc');
  });
});

describe('metadata', () => {
  it('is required', () => {
    expect(issueAt({ metadata: undefined }, 'metadata')?.message).toBe('Required');
  });

  it('requires a name', () => {
    expect(issueAt({ metadata: { url: 'https://app.example' } }, 'metadata.name')).toBeDefined();
  });

  it('requires an absolute http(s) url', () => {
    expect(issueAt({ metadata: { name: 'A' } }, 'metadata.url')).toBeDefined();
    expect(
      issueAt({ metadata: { name: 'A', url: 'app.example' } }, 'metadata.url')?.message,
    ).toMatch(/http\(s\) URL/);
    expect(
      issueAt({ metadata: { name: 'A', url: 'javascript:alert(1)' } }, 'metadata.url'),
    ).toBeDefined();
  });

  it('defaults description to an empty string', () => {
    expect(resolve().metadata.description).toBe('');
  });

  it('defaults icons to an empty list', () => {
    expect(resolve().metadata.icons).toEqual([]);
  });

  it('accepts http(s), root-relative and data:image icons', () => {
    const icons = [
      'https://app.example/icon.png',
      '/icon.svg',
      'data:image/svg+xml;base64,PHN2Zy8+',
    ];
    expect(resolve({ metadata: { ...MINIMAL_CONFIG.metadata, icons } }).metadata.icons).toEqual(
      icons,
    );
  });

  it('refuses an icon that is neither a URL, a root-relative path nor a data:image URI', () => {
    const metadata = { ...MINIMAL_CONFIG.metadata, icons: ['/ok.svg', 'icon.png'] };
    expect(issueAt({ metadata }, 'metadata.icons.1')).toBeDefined();
  });

  it('refuses an unknown metadata key naming its path', () => {
    const metadata = { ...MINIMAL_CONFIG.metadata, icon: '/x.svg' };
    expect(issueAt({ metadata }, 'metadata.icon')?.message).toBe(
      'Unknown key "icon" (did you mean "icons"?)',
    );
  });
});
