import type { z } from 'zod';
import type { ResolvedConfig } from '../resolved-config.js';
import { configSchema } from './config-schema.js';
import { controlCharacterIssues } from './control-characters.js';
import type { WalletKitConfigInput } from './config-schema.js';

export interface ConfigIssue {
  /** Dotted field path (`theme.variables.zIndex`, `networks.2`), `(root)` for the whole config. */
  path: string;
  message: string;
}

export type ParseConfigResult =
  { ok: true; config: ResolvedConfig } | { ok: false; issues: ConfigIssue[] };

/** Identity: gives walletkit.config.ts type checking and completion. */
export function defineConfig(input: WalletKitConfigInput): WalletKitConfigInput {
  return input;
}

/** Validates a config and applies its defaults. Never throws on bad input. */
export function parseConfig(input: unknown): ParseConfigResult {
  const result = configSchema.safeParse(input);
  // Checked on the parsed values (surrounding whitespace is trimmed first), and on the input
  // only where the schema found nothing else to say about the field.
  if (result.success) {
    const invisible = controlCharacterIssues(result.data);
    if (invisible.length > 0) return { ok: false, issues: invisible };
    // Typed as ResolvedConfig: the build fails if the schema drifts from the contract.
    const config: ResolvedConfig = result.data;
    return { ok: true, config };
  }
  const issues = result.error.issues.flatMap(toConfigIssues);
  const reported = new Set(issues.map((issue) => issue.path));
  const invisible = controlCharacterIssues(input).filter((issue) => !reported.has(issue.path));
  return { ok: false, issues: [...invisible, ...issues] };
}

/** One line per issue: `✖ <path>: <message>`. */
export function formatConfigIssues(issues: readonly ConfigIssue[]): string {
  return issues.map((issue) => `✖ ${issue.path}: ${issue.message}`).join('\n');
}

function dottedPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? '(root)' : path.map(String).join('.');
}

function toConfigIssues(issue: z.core.$ZodIssue): ConfigIssue[] {
  if (issue.code === 'unrecognized_keys') {
    // strictObject writes one message line per unknown key, in key order.
    const lines = issue.message.split('\n');
    return issue.keys.map((key, index) => ({
      path: dottedPath([...issue.path, key]),
      message: lines[index] ?? `Unknown key "${key}"`,
    }));
  }
  return [{ path: dottedPath(issue.path), message: issue.message }];
}
