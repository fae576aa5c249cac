/**
 * A polkadot-js style browser extension for chromium tests: an init script installs
 * `window.injectedWeb3['polkadot-js']` in every page, and the extension's state and keys live
 * here, in Node (real sr25519 / ed25519 keys of the family signers), reached through
 * `page.exposeFunction`. Like the real extension it remembers the app names the visitor
 * allowed (a reload is answered without a prompt), lists accounts in the generic SS58 format
 * with their names, and signs raw bytes wrapped in `<Bytes>…</Bytes>`.
 */
import { hexToU8a, u8aWrapBytes } from '@polkadot/util';
import type { Page } from 'playwright-core';
import {
  createPolkadotSigner,
  type PolkadotKeyType,
  type PolkadotSigner,
} from '../family-signers/index.js';

export interface PolkadotTestAccount {
  seed: string;
  name: string;
  type?: PolkadotKeyType;
}

export interface PolkadotTestExtension {
  /** The entry name under `window.injectedWeb3`. */
  readonly entryName: string;
  /** The accounts as the extension lists them (generic SS58 format, 42). */
  readonly accounts: readonly { address: string; name: string; type: PolkadotKeyType }[];
  /** The signers of those accounts, in the same order. */
  readonly signers: readonly PolkadotSigner[];
  /** App names the visitor was asked to allow (each prompt, in order). */
  readonly prompts: string[];
  /** The messages signed, as text. */
  readonly signed: string[];
  /** Whether the visitor approves the next prompt or signature. */
  approve: boolean;
}

const DEFAULT_ACCOUNTS: PolkadotTestAccount[] = [
  { seed: 'wallet-kit polkadot test key', name: 'Test Alice', type: 'sr25519' },
];

interface EnableAnswer {
  error?: string;
}
interface SignAnswer {
  error?: string;
  signature?: string;
}

export async function installPolkadotExtension(
  page: Page,
  options: { entryName?: string; accounts?: PolkadotTestAccount[] } = {},
): Promise<PolkadotTestExtension> {
  const entryName = options.entryName ?? 'polkadot-js';
  const listed = options.accounts ?? DEFAULT_ACCOUNTS;
  const signers = await Promise.all(
    listed.map((account) =>
      createPolkadotSigner({ seed: account.seed, type: account.type, ss58Format: 42 }),
    ),
  );
  const allowed = new Set<string>();
  const extension: PolkadotTestExtension = {
    entryName,
    accounts: signers.map((signer, index) => ({
      address: signer.address,
      name: listed[index]!.name,
      type: signer.type,
    })),
    signers,
    prompts: [],
    signed: [],
    approve: true,
  };

  await page.exposeFunction('__wkPolkadotEnable', (appName: string): EnableAnswer => {
    if (allowed.has(appName)) return {};
    extension.prompts.push(appName);
    if (!extension.approve) return { error: 'Rejected by user' };
    allowed.add(appName);
    return {};
  });
  await page.exposeFunction('__wkPolkadotAccounts', () => extension.accounts);
  await page.exposeFunction(
    '__wkPolkadotSign',
    (address: string, data: string, type: string): SignAnswer => {
      const index = extension.accounts.findIndex((account) => account.address === address);
      if (index < 0 || type !== 'bytes') return { error: 'Unable to find the account' };
      if (!extension.approve) return { error: 'Cancelled' };
      const bytes = hexToU8a(data);
      extension.signed.push(new TextDecoder().decode(bytes));
      return { signature: signers[index]!.signBytes(u8aWrapBytes(bytes)) };
    },
  );
  await page.addInitScript(
    ({ name }) => {
      type Answer = { error?: string; signature?: string };
      const bridge = window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
      const injected = ((
        window as unknown as { injectedWeb3?: Record<string, unknown> }
      ).injectedWeb3 ??= {});
      let requestId = 0;
      injected[name] = {
        version: '0.0.0-test',
        async enable(appName: string) {
          const answer = (await bridge['__wkPolkadotEnable']!(appName)) as Answer;
          if (answer.error) throw new Error(answer.error);
          const get = () => bridge['__wkPolkadotAccounts']!() as Promise<unknown[]>;
          return {
            accounts: {
              get,
              subscribe(callback: (accounts: unknown[]) => void) {
                let active = true;
                void get().then((accounts) => active && callback(accounts));
                return () => {
                  active = false;
                };
              },
            },
            signer: {
              async signRaw(payload: { address: string; data: string; type: string }) {
                const signed = (await bridge['__wkPolkadotSign']!(
                  payload.address,
                  payload.data,
                  payload.type,
                )) as Answer;
                if (signed.error) throw new Error(signed.error);
                return { id: ++requestId, signature: signed.signature };
              },
            },
          };
        },
      };
    },
    { name: entryName },
  );
  return extension;
}
