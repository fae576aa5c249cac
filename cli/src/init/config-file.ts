/** The text of a new walletkit.config.ts. */
import { format } from 'prettier';
import type { WalletKitConfigInput } from '@wallet-kit/schemas';
import { DEFAULT_FORMAT_OPTIONS } from '../plan/format.js';

export async function renderConfigFile(config: WalletKitConfigInput): Promise<string> {
  const source = [
    "import { defineConfig } from 'create-wallet-kit';",
    '',
    '// Every option, its default and its meaning: see the wallet-kit README.',
    '// After a change, run `npx create-wallet-kit generate` to update the generated module.',
    `export default defineConfig(${JSON.stringify(config, null, 2)});`,
  ].join('\n');
  return format(source, { ...DEFAULT_FORMAT_OPTIONS, parser: 'typescript' });
}
