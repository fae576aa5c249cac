import type { z } from 'zod';
import type { ResolvedConfig } from '../resolved-config.js';
import { configSchema } from './config-schema.js';
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
  if (result.success) {
    // Typed as ResolvedConfig: the build fails if the schema drifts from the contract.
    const config: ResolvedConfig = result.data;
    return { ok: true, config };
  }
  return { ok: false, issues: result.error.issues.flatMap(toConfigIssues) };
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
