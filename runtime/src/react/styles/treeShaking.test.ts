/**
 * A view that is not generated ships no CSS: a host bundle that imports only what the
 * Connect views use contains none of the rules of Send, sign-in or WalletConnect, because each
 * rule set lives in the module of the component it styles. Built with esbuild, as a host's
 * bundler would, from the runtime's source.
 */
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** What the generated ConnectButton, WalletModal, Connect and ConnectingExternal import. */
const CONNECT_IMPORTS = [
  'AccountButton',
  'Button',
  'ConnectingFigure',
  'KitRoot',
  'List',
  'ModalShell',
  'Spinner',
  'Stack',
  'Text',
  'WalletListItem',
  'formatBalanceWithSymbol',
  'useAccount',
  'useConnectMethods',
  'useConnection',
  'useModal',
  'useViewData',
  'useWalletChoices',
];

/** Rules only the Send form, the sign-in message box and the WalletConnect views use. */
const RULES_OF_VIEWS_NOT_GENERATED = {
  Send: ['.wk-review-list', '.wk-input'],
  SIWX: ['.wk-siwx-message'],
  WalletConnect: ['.wk-qr-frame', '.wk-wallet-tile', '.wk-search-input'],
  Account: ['.wk-tablist', '.wk-token-row'],
};

async function bundle(names: string[]): Promise<string> {
  const result = await build({
    stdin: {
      contents: `export { ${names.join(', ')} } from './index.js';`,
      resolveDir: import.meta.dirname + '/..',
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    // React, zustand, the schemas: only the runtime's own modules are the question here.
    packages: 'external',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('styles in a host bundle', () => {
  it('a bundle of the Connect views carries their rules and none of the views not generated', async () => {
    const output = await bundle(CONNECT_IMPORTS);
    expect(output).toContain('.wk-list-item {');
    expect(output).toContain('.wk-modal {');
    for (const [view, rules] of Object.entries(RULES_OF_VIEWS_NOT_GENERATED)) {
      for (const rule of rules) expect(output, `${view}: ${rule}`).not.toContain(`${rule} `);
    }
  });

  it('a bundle that uses the send form carries its rules', async () => {
    const output = await bundle([...CONNECT_IMPORTS, 'SendForm']);
    for (const rule of RULES_OF_VIEWS_NOT_GENERATED.Send) expect(output).toContain(`${rule} `);
  });
});
