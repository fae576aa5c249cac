/**
 * A Keplr-style wallet for chromium tests: an init script installs `window.keplr` in every
 * page, and the wallet's state and keys live here, in Node (real secp256k1 keys of the family
 * signers, one address per chain's bech32 prefix), reached through `page.exposeFunction`. Like
 * Keplr it remembers the chains the visitor enabled for the page (a reload is answered without
 * a prompt), answers `getKey` with the chain's bech32 address and signs ADR-036
 * `signArbitrary` documents; `disable` forgets the page.
 */
import { COSMOS_ADDRESS_PREFIXES } from '@wallet-kit/schemas';
import type { Page } from 'playwright-core';
import { createCosmosSigner, type CosmosSigner } from '../family-signers/index.js';

export interface KeplrTestWallet {
  /** The key's name, as Keplr shows it. */
  readonly name: string;
  /** The signer of a chain (its bech32 prefix). */
  signerFor(chainId: string): Promise<CosmosSigner>;
  /** Chain ids the visitor was asked to enable (each prompt, in order). */
  readonly prompts: string[][];
  /** Chain ids the page may use. */
  readonly enabled: Set<string>;
  /** The messages signed, as text. */
  readonly signed: string[];
  /** Whether the visitor approves the next prompt or signature. */
  approve: boolean;
}

interface Answer<T = undefined> {
  error?: string;
  value?: T;
}

export async function installKeplrWallet(
  page: Page,
  options: { seed?: string; name?: string } = {},
): Promise<KeplrTestWallet> {
  const signers = new Map<string, Promise<CosmosSigner>>();
  const signerFor = (chainId: string) => {
    const prefix = COSMOS_ADDRESS_PREFIXES[chainId];
    if (!prefix) return Promise.reject(new Error(`Unknown chain ${chainId}`));
    if (!signers.has(prefix)) {
      signers.set(
        prefix,
        createCosmosSigner({ ...(options.seed ? { seed: options.seed } : {}), prefix }),
      );
    }
    return signers.get(prefix)!;
  };
  const wallet: KeplrTestWallet = {
    name: options.name ?? 'Test Keplr key',
    signerFor,
    prompts: [],
    enabled: new Set(),
    signed: [],
    approve: true,
  };

  function enable(chainIds: string[]): Answer {
    const missing = chainIds.filter((chainId) => !wallet.enabled.has(chainId));
    if (missing.length === 0) return {};
    if (missing.some((chainId) => !COSMOS_ADDRESS_PREFIXES[chainId])) {
      return { error: `There is no chain info for ${missing.join(', ')}` };
    }
    wallet.prompts.push(missing);
    if (!wallet.approve) return { error: 'Request rejected' };
    for (const chainId of missing) wallet.enabled.add(chainId);
    return {};
  }

  await page.exposeFunction('__wkKeplrEnable', (chainIds: string[]) => enable(chainIds));
  await page.exposeFunction('__wkKeplrDisable', (chainIds?: string[]): Answer => {
    if (chainIds) for (const chainId of chainIds) wallet.enabled.delete(chainId);
    else wallet.enabled.clear();
    return {};
  });
  await page.exposeFunction('__wkKeplrKey', async (chainId: string) => {
    // Keplr asks to enable a chain the page has not been allowed yet.
    const enabled = enable([chainId]);
    if (enabled.error) return enabled;
    const signer = await signerFor(chainId);
    return {
      value: {
        name: wallet.name,
        algo: 'secp256k1',
        pubKey: signer.publicKey,
        bech32Address: signer.address,
        isNanoLedger: false,
      },
    };
  });
  await page.exposeFunction(
    '__wkKeplrSign',
    async (chainId: string, signerAddress: string, data: { text?: string; bytes?: number[] }) => {
      if (!wallet.enabled.has(chainId)) return { error: `${chainId} is not enabled` };
      const signer = await signerFor(chainId);
      if (signer.address !== signerAddress) return { error: 'Signer mismatched' };
      if (!wallet.approve) return { error: 'Request rejected' };
      const message = data.text ?? new Uint8Array(data.bytes ?? []);
      wallet.signed.push(typeof message === 'string' ? message : new TextDecoder().decode(message));
      return { value: await signer.signArbitrary(message) };
    },
  );
  await page.addInitScript(() => {
    const bridge = window as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    async function call(name: string, ...args: unknown[]): Promise<unknown> {
      const answer = (await bridge[name]!(...args)) as { error?: string; value?: unknown };
      if (answer.error) throw new Error(answer.error);
      return answer.value;
    }
    const hexToBytes = (hex: string) =>
      new Uint8Array((hex.match(/../g) ?? []).map((byte) => parseInt(byte, 16)));
    (window as unknown as { keplr: unknown }).keplr = {
      version: '0.0.0-test',
      mode: 'extension',
      async enable(chainIds: string | string[]) {
        await call('__wkKeplrEnable', [chainIds].flat());
      },
      async disable(chainIds?: string | string[]) {
        await call('__wkKeplrDisable', chainIds === undefined ? undefined : [chainIds].flat());
      },
      async getKey(chainId: string) {
        const key = (await call('__wkKeplrKey', chainId)) as { pubKey: string };
        return { ...key, pubKey: hexToBytes(key.pubKey) };
      },
      signArbitrary(chainId: string, signer: string, data: string | Uint8Array) {
        const payload = typeof data === 'string' ? { text: data } : { bytes: [...data] };
        return call('__wkKeplrSign', chainId, signer, payload);
      },
    };
  });
  return wallet;
}

/** The visitor changes key in the wallet: Keplr tells the page with a window event. */
export async function changeKeplrKey(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('keplr_keystorechange')));
}
