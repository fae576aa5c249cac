/** Test helpers: parse a minimal valid config with some fields changed. */
import type { ResolvedConfig } from '../../resolved-config.js';
import type { ConfigIssue } from '../parse-config.js';
import { formatConfigIssues, parseConfig } from '../parse-config.js';

export const MINIMAL_CONFIG = {
  projectId: 'test-project',
  metadata: { name: 'Test App', url: 'https://app.example' },
} as const;

/** The resolved config of MINIMAL_CONFIG plus `fields`; throws if it is refused. */
export function resolve(fields: Record<string, unknown> = {}): ResolvedConfig {
  const result = parseConfig({ ...MINIMAL_CONFIG, ...fields });
  if (!result.ok) throw new Error(`config refused:\n${formatConfigIssues(result.issues)}`);
  return result.config;
}

/** The issues of MINIMAL_CONFIG plus `fields`; throws if it is accepted. */
export function issuesOf(fields: Record<string, unknown>): ConfigIssue[] {
  const result = parseConfig({ ...MINIMAL_CONFIG, ...fields });
  if (result.ok) throw new Error('config was accepted but a refusal was expected');
  return result.issues;
}

/** The issue at exactly `path`, or undefined. */
export function issueAt(fields: Record<string, unknown>, path: string): ConfigIssue | undefined {
  return issuesOf(fields).find((issue) => issue.path === path);
}
