/**
 * A parsed config for the plan's tests: a project id and metadata, plus what each test sets.
 * A config the schema refuses fails the test at once, with the issues.
 */
import { parseConfig, type ResolvedConfig, type WalletKitConfigInput } from '@wallet-kit/schemas';

export function resolvedTestConfig(overrides: Partial<WalletKitConfigInput> = {}): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'test-project',
    metadata: { name: 'Test', url: 'https://example.com' },
    ...overrides,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}
