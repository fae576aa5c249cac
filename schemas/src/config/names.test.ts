import { describe, expect, it } from 'vitest';
import { featureActive } from '../registry/feature-active.js';
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

  // Like every feature whose service is missing, the CLI leaves names out and says so
  // (registry/feature-active.ts): the config itself is valid.
  it('features.names without endpoints.namesUrl is accepted and inactive', () => {
    const result = parseConfig({ ...base, features: { names: true } });
    expect(result.ok && result.config.features.names).toBe(true);
    expect(result.ok && featureActive(result.config, 'names')).toBe(false);
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
