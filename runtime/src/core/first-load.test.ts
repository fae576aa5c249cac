/**
 * What a page loads with the kit's core before a visitor does anything: code that runs only
 * later (a wallet call, an analytics send) is imported with `import()` when first needed, so a
 * host bundler puts it in a chunk of its own.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as chainFamilies from '../../../schemas/src/registry/chain-families.js';
import * as chainNamespaces from '../../../schemas/src/registry/chain-namespaces.js';
import * as embeddedWallet from '../../../schemas/src/registry/embedded-wallet.js';
import * as featureActive from '../../../schemas/src/registry/feature-active.js';
import * as features from '../../../schemas/src/registry/features.js';
import * as socialLogin from '../../../schemas/src/registry/social-login.js';
import * as walletCallNames from '../../../schemas/src/registry/wallet-call-names.js';
import {
  packagesLoadedWithRuntime,
  runtimeFilesLoadedWith as filesLoadedWith,
} from '../../../test/fixtures/static-imports.js';

/** The values `file` (relative to `runtime/src`) imports from the schemas package. */
function schemasValuesImportedBy(file: string): string[] {
  const source = readFileSync(join(import.meta.dirname, '..', file), 'utf8');
  const lists = [...source.matchAll(/^import\s+\{([^}]*)\}\s+from\s+'@wallet-kit\/schemas'/gm)];
  return lists
    .flatMap((match) => match[1]!.split(','))
    .map((name) => name.trim())
    .filter((name) => name !== '' && !name.startsWith('type '));
}

describe('the core first load', () => {
  it('creating a kit loads no analytics code', () => {
    // A generated kit passes the analytics attach only when analytics is active.
    const files = filesLoadedWith('core/create-wallet-kit.ts');
    expect(files).not.toContain('core/analytics/kit-analytics.ts');
    expect(files).not.toContain('core/analytics/analytics-client.ts');
  });

  it('the eip155 wallet calls an adapter holds load their code at the first call', () => {
    expect(filesLoadedWith('core/wallet-calls/eip1193-calls.ts')).toEqual([
      'core/wallet-calls/eip1193-calls.ts',
    ]);
  });

  it('creating a kit, and the modal asking for consent or folding the wallets, read no feature row', () => {
    // The generated config's switches are decided by the registry: the page reads them as
    // written (`switchedOn`), so the rows stay out of the first load and of the modal's chunk.
    const rowValues = new Set([
      ...Object.keys(featureActive),
      ...Object.keys(features),
      ...Object.keys(socialLogin),
    ]);
    const entries = [
      'core/create-wallet-kit.ts',
      'react/hooks/useLegalConsent.ts',
      'react/embedded/WalletsBesideEmail.tsx',
    ];
    const files = [...new Set(entries.flatMap((entry) => filesLoadedWith(entry)))];
    const readers = files.flatMap((file) =>
      schemasValuesImportedBy(file)
        .filter((name) => rowValues.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(files).toContain('core/connectors.ts');
    expect(readers).toEqual([]);
  });

  it("a generated kit's start, WalletConnect's on-use pair included, reads no chain-family row", () => {
    // The namespaces, the wallet calls' names and the embedded wallet's row are modules of
    // their own; the family rows (what each family can do) are read by code loaded on demand.
    const ownModules = [chainNamespaces, walletCallNames, embeddedWallet].flatMap(Object.keys);
    const rowValues = new Set(Object.keys(chainFamilies).filter((n) => !ownModules.includes(n)));
    expect(rowValues).toContain('familyHasWalletCall');
    const entries = [
      'core/create-wallet-kit.ts',
      'walletconnect/client-on-use.ts',
      'walletconnect/adapter-on-use.ts',
    ];
    const files = [...new Set(entries.flatMap((entry) => filesLoadedWith(entry)))];
    const readers = files.flatMap((file) =>
      schemasValuesImportedBy(file)
        .filter((name) => rowValues.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(files).toContain('walletconnect/wallet-calls-on-arrival.ts');
    expect(readers).toEqual([]);
  });

  it('creating a kit loads no valibot and no email login front', () => {
    expect(packagesLoadedWithRuntime('core/create-wallet-kit.ts')).not.toContain('valibot');
    const files = filesLoadedWith('core/create-wallet-kit.ts');
    expect(files).toContain('core/stored-shape.ts');
    expect(files).not.toContain('core/embedded-front.ts');
  });

  it("creating a kit loads none of the code only a connection needs: the kit's actions come on use", () => {
    const files = filesLoadedWith('core/create-wallet-kit.ts');
    for (const action of [
      'core/actions.ts',
      'core/connect.ts',
      'core/disconnect.ts',
      'core/sign.ts',
      'core/switch-network.ts',
      'core/balance.ts',
      'core/restore-session.ts',
      'core/connection-changes.ts',
      'core/wallet-events.ts',
      'core/wallet-network.ts',
    ])
      expect(files).not.toContain(action);
  });
});
