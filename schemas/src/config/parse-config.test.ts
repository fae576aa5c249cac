import { describe, expect, it } from 'vitest';
import { defineConfig, formatConfigIssues, parseConfig } from './parse-config.js';
import { MINIMAL_CONFIG, issuesOf } from './testing/parse-helpers.js';

describe('parseConfig', () => {
  it('refuses an unknown top-level key with a suggestion', () => {
    expect(issuesOf({ themes: {} })).toEqual([
      { path: 'themes', message: 'Unknown key "themes" (did you mean "theme"?)' },
    ]);
  });

  it('reports each unknown key at its own path', () => {
    expect(issuesOf({ colour: 1, feautres: {} }).map((issue) => issue.path)).toEqual([
      'colour',
      'feautres',
    ]);
  });

  it('lists the known keys when no key is close to an unknown one', () => {
    expect(issuesOf({ zzzzzzzz: 1 })[0]?.message).toMatch(
      /^Unknown key "zzzzzzzz"; known keys: projectId, metadata/,
    );
  });

  it('reports every invalid field at once', () => {
    const paths = issuesOf({
      projectId: '',
      theme: { variables: { zIndex: 'top' } },
      socials: ['myspace'],
    }).map((issue) => issue.path);
    expect(paths).toEqual(['projectId', 'socials.0', 'theme.variables.zIndex']);
  });

  it.each([undefined, null, [], 'config', 42])(
    'names (root) when the config is not an object (%j)',
    (input) => {
      const result = parseConfig(input);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.issues.map((issue) => issue.path)).toEqual(['(root)']);
    },
  );

  it('does not change its input', () => {
    const input = structuredClone({
      ...MINIMAL_CONFIG,
      networks: [{ id: 'eip155:31337', name: 'Local' }],
    });
    const before = structuredClone(input);
    parseConfig(input);
    expect(input).toEqual(before);
  });
});

describe('formatConfigIssues', () => {
  it('writes one "✖ <path>: <message>" line per issue', () => {
    const text = formatConfigIssues([
      { path: 'projectId', message: 'Project ID Not Configured: set projectId' },
      { path: 'networks.1', message: 'Unknown network "eip155:5"' },
    ]);
    expect(text).toBe(
      '✖ projectId: Project ID Not Configured: set projectId\n✖ networks.1: Unknown network "eip155:5"',
    );
  });
});

describe('defineConfig', () => {
  it('returns its input unchanged', () => {
    const input = { ...MINIMAL_CONFIG, networks: ['eip155:1' as const] };
    expect(defineConfig(input)).toBe(input);
  });

  // Checked by `npm run lint`: the input type catches mistakes in walletkit.config.ts.
  it('types a full config and rejects mistakes at compile time', () => {
    const config = defineConfig({
      projectId: 'p',
      metadata: { name: 'App', url: 'https://app.example' },
      networks: [
        'eip155:1',
        { id: 'eip155:31337', rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } } },
      ],
      theme: { mode: 'light', variables: { accent: '#000' } },
      socials: ['github'],
    });
    expect(parseConfig(config).ok).toBe(true);
    // @ts-expect-error mode is dark or light
    defineConfig({ ...MINIMAL_CONFIG, theme: { mode: 'blue' } });
    // @ts-expect-error twitter is not a social provider
    defineConfig({ ...MINIMAL_CONFIG, socials: ['twitter'] });
    // @ts-expect-error unknown namespace in a network id
    defineConfig({ ...MINIMAL_CONFIG, networks: ['tron:1'] });
  });
});
