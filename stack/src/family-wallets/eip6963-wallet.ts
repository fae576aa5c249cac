/**
 * A browser wallet for chromium tests of any page: an init script installs an EIP-1193 provider
 * and announces it with EIP-6963, and its requests go through `page.exposeFunction` to Node and
 * on to an anvil node, whose dev accounts are unlocked (anvil signs messages, typed data and
 * transactions for them). Nothing of the page under test is needed, so a host app built outside
 * the workspace can be driven like a visitor with an extension.
 */
import { postJsonRpc } from '../json-rpc.js';
import type { Page } from 'playwright-core';

export interface Eip6963TestWallet {
  /** Every method the page asked for, in order. */
  readonly requests: string[];
}

export interface Eip6963WalletOptions {
  rpcUrl: string;
  /** An anvil dev account: the wallet's only account. */
  account: string;
  name?: string;
  rdns?: string;
}

/** Methods that need the visitor's consent and answer with the account. */
const ACCOUNT_METHODS = new Set(['eth_requestAccounts', 'eth_accounts']);

export async function installEip6963Wallet(
  page: Page,
  options: Eip6963WalletOptions,
): Promise<Eip6963TestWallet> {
  const wallet: Eip6963TestWallet = { requests: [] };
  let id = 0;

  async function forward(
    method: string,
    params: unknown,
  ): Promise<{ result?: unknown; error?: { code: number; message: string } }> {
    wallet.requests.push(method);
    if (ACCOUNT_METHODS.has(method)) return { result: [options.account] };
    const answer = await postJsonRpc(options.rpcUrl, method, params ?? [], ++id);
    return answer.error ? { error: answer.error } : { result: answer.result };
  }

  await page.exposeFunction('__wkEip6963Request', forward);
  await page.addInitScript(
    ({ name, rdns }) => {
      const bridge = window as unknown as {
        __wkEip6963Request(
          method: string,
          params: unknown,
        ): Promise<{ result?: unknown; error?: { code: number; message: string } }>;
      };
      const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
      const provider = {
        async request({ method, params }: { method: string; params?: unknown }) {
          const answer = await bridge.__wkEip6963Request(method, params);
          if (answer.error) {
            throw Object.assign(new Error(answer.error.message), { code: answer.error.code });
          }
          return answer.result;
        },
        on(event: string, listener: (...args: unknown[]) => void) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)!.add(listener);
        },
        removeListener(event: string, listener: (...args: unknown[]) => void) {
          listeners.get(event)?.delete(listener);
        },
      };
      const info = {
        uuid: '6d1f2b6c-7f4a-4e53-9a55-0f7f3b1c9e21',
        name,
        rdns,
        icon: 'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg"/%3E',
      };
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: Object.freeze({ info, provider }),
          }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { name: options.name ?? 'Test Wallet', rdns: options.rdns ?? 'org.wallet-kit.test-wallet' },
  );
  return wallet;
}
