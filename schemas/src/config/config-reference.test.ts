import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nestedFieldPaths, renderConfigReference } from './config-reference.js';
import { FIELD_DESCRIPTIONS } from './field-descriptions.js';
import { configSchema } from './config-schema.js';

const file = join(import.meta.dirname, '..', '..', '..', 'docs', 'config.md');

describe('the config reference', () => {
  it('docs/config.md is generated from the current schema', () => {
    const rendered = renderConfigReference();
    if (process.env.UPDATE_CONFIG_REFERENCE === '1') writeFileSync(file, rendered);
    expect(readFileSync(file, 'utf8')).toBe(rendered);
  });

  it('every option of the schema has a meaning and an example', () => {
    const root = z.toJSONSchema(configSchema, { io: 'input', unrepresentable: 'any' }) as {
      properties: Record<string, { description?: string; example?: string }>;
    };
    for (const [name, option] of Object.entries(root.properties)) {
      expect(option.description, name).toBeTruthy();
      expect(option.example, name).toBeTruthy();
    }
  });

  it('every nested option has a meaning and an example', () => {
    const paths = nestedFieldPaths();
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      expect(FIELD_DESCRIPTIONS[path]?.description, path).toBeTruthy();
      expect(FIELD_DESCRIPTIONS[path]?.example, path).toBeTruthy();
    }
  });

  it('each object form of a network entry has its field rows', () => {
    const reference = renderConfigReference();
    for (const path of [
      'networks[custom].caipNetworkId',
      'networks[custom].nativeCurrency.decimals',
      'networks[custom].rpcUrls.default.http',
      'networks[override].id',
      'networks[override].rpcUrls.default.http',
    ]) {
      expect(reference, path).toContain(`| \`${path}\` |`);
    }
  });

  it('no nested option is described that the schema does not have', () => {
    const paths = new Set(nestedFieldPaths());
    expect(Object.keys(FIELD_DESCRIPTIONS).filter((path) => !paths.has(path))).toEqual([]);
  });
});
