import { describe, expect, test } from 'vitest';
import { CliError } from '../errors.js';
import { generateOptionsSchema } from './generate.js';
import { parseOptions } from './parse-options.js';

describe('generate options', () => {
  test('the flags default to off', () => {
    expect(parseOptions(generateOptionsSchema, {})).toEqual({
      check: false,
      dryRun: false,
      force: false,
      accept: [],
      acceptAll: false,
      install: true,
    });
  });

  test('--check and --dry-run together are refused', () => {
    expect(() => parseOptions(generateOptionsSchema, { check: true, dryRun: true })).toThrow(
      new CliError('Invalid options: use either --check or --dry-run, not both'),
    );
  });

  test('--check with --force is refused (a check never writes)', () => {
    expect(() => parseOptions(generateOptionsSchema, { check: true, force: true })).toThrow(
      /--force cannot be combined with --check/,
    );
  });

  test('--accept is refused with --check (a check never writes) and with --force', () => {
    expect(() => parseOptions(generateOptionsSchema, { check: true, accept: ['a.ts'] })).toThrow(
      /--accept cannot be combined with --check/,
    );
    expect(() => parseOptions(generateOptionsSchema, { force: true, acceptAll: true })).toThrow(
      /--force overwrites your edits and --accept keeps them/,
    );
  });

  test('an empty --config is refused naming the option', () => {
    expect(() => parseOptions(generateOptionsSchema, { config: ' ' })).toThrow(
      'Invalid options: --config: needs a file path',
    );
  });
});
