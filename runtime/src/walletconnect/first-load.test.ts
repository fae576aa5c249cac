/**
 * What a page loads with the WalletConnect entry before a visitor picks WalletConnect: the
 * client's pairing state and the adapters, not the session code. Pairing, session events,
 * wallet requests, balances and the wallet calls (with their base58 encoding) are imported with
 * `import()` (load-on-demand.ts), so a host bundler puts them in a chunk of their own.
 */
import { describe, expect, it } from 'vitest';
import {
  packagesLoadedWithRuntime as packagesLoadedWith,
  runtimeFilesLoadedWith as filesLoadedWith,
} from '../../../test/fixtures/static-imports.js';

describe('the WalletConnect first load', () => {
  it('the entry loads none of the session code: its base58 wallet calls come on demand', () => {
    expect(packagesLoadedWith('walletconnect/index.ts')).toContain('@wallet-kit/schemas');
    expect(filesLoadedWith('walletconnect/index.ts')).not.toContain(
      'walletconnect/wallet-calls.ts',
    );
  });

  it('the session code the client loads on demand does carry the wallet calls', () => {
    expect(filesLoadedWith('walletconnect/on-demand.ts')).toContain(
      'walletconnect/wallet-calls.ts',
    );
  });

  it("a generated kit's first load (the on-use pair) carries neither the client nor its adapter: they come on use", () => {
    expect(filesLoadedWith('walletconnect/client-on-use.ts')).toContain(
      'walletconnect/remembered-session.ts',
    );
    for (const entry of ['walletconnect/client-on-use.ts', 'walletconnect/adapter-on-use.ts']) {
      const files = filesLoadedWith(entry);
      for (const onUse of [
        'walletconnect/client.ts',
        'walletconnect/adapter.ts',
        'walletconnect/load-on-demand.ts',
        'walletconnect/pairing.ts',
        'walletconnect/state.ts',
        // The whole WC_ERRORS and the pairing limits: the first load takes connector-constants.ts.
        'walletconnect/constants.ts',
      ]) {
        expect(files).not.toContain(onUse);
      }
    }
  });
});
