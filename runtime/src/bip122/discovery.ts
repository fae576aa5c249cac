/**
 * Discovery of Bitcoin browser wallets: every Wallet Standard wallet with `bitcoin:connect`
 * (ANNOUNCED connector) and every sats-connect provider the page's window holds (INJECTED
 * connector). A provider a Wallet Standard wallet already carries as its `sats-connect:`
 * feature is the same wallet and is listed once. Wallets register and inject when their
 * scripts run, which can be after the kit starts: the list is read at start, on every
 * registration, when the page has loaded, and on demand while a silent reconnect waits.
 */
import type { Wallet } from '@wallet-standard/base';
import { createPolledDiscovery, type PolledDiscovery } from '../core/polled-discovery.js';
import type { Connector } from '../core/types.js';
import type { Bip122WalletInterface } from './bitcoin-wallet.js';
import {
  isSatsConnectProvider,
  satsConnectInterface,
  type SatsConnectProvider,
} from './sats-connect.js';
import {
  isBitcoinStandardWallet,
  SATS_CONNECT_FEATURE,
  standardWalletInterface,
} from './wallet-standard.js';

/** The registry of Wallet Standard wallets (`@wallet-standard/app`'s `getWallets()`). */
export interface Bip122WalletSource {
  get(): readonly Wallet[];
  on(event: 'register' | 'unregister', listener: () => void): () => void;
}

/** The part of a window discovery reads. */
export interface Bip122WindowLike {
  addEventListener(type: 'load', listener: () => void): void;
  removeEventListener(type: 'load', listener: () => void): void;
  BitcoinProvider?: unknown;
  XverseProviders?: { BitcoinProvider?: unknown };
}

export interface Bip122Connector extends Connector {
  wallet: Bip122WalletInterface;
}

/** Stable across page loads: what a silent reconnect finds the wallet by. */
export function bip122ConnectorId(kind: 'wallet-standard' | 'sats-connect', name: string): string {
  return `${kind}:${name}`;
}

function iconOf(wallet: Wallet): { imageUrl?: string } {
  // Only data URIs: any other URL would make the page fetch an address a wallet chose.
  return typeof wallet.icon === 'string' && wallet.icon.startsWith('data:image/')
    ? { imageUrl: wallet.icon }
    : {};
}

function satsProviderOf(wallet: Wallet): SatsConnectProvider | undefined {
  const found = (wallet.features as Record<string, { provider?: unknown } | undefined>)[
    SATS_CONNECT_FEATURE
  ]?.provider;
  return isSatsConnectProvider(found) ? found : undefined;
}

export type Bip122Discovery = PolledDiscovery<Bip122Connector>;

export function createBip122Discovery(
  source: Bip122WalletSource | undefined,
  win: Bip122WindowLike | undefined,
  onChange: (connectors: Connector[]) => void,
): Bip122Discovery {
  /** One interface per wallet object, so a session keeps talking to the same one. */
  const interfaces = new WeakMap<object, Bip122WalletInterface>();
  function interfaceOf(key: object, make: () => Bip122WalletInterface): Bip122WalletInterface {
    let found = interfaces.get(key);
    if (!found) {
      found = make();
      interfaces.set(key, found);
    }
    return found;
  }

  function read(): Bip122Connector[] {
    const found = new Map<string, Bip122Connector>();
    const carried = new Set<unknown>();
    for (const wallet of source?.get() ?? []) {
      const satsProvider = satsProviderOf(wallet);
      if (satsProvider) carried.add(satsProvider);
      if (!isBitcoinStandardWallet(wallet) && !satsProvider) continue;
      const id = bip122ConnectorId('wallet-standard', wallet.name);
      if (found.has(id)) continue;
      found.set(id, {
        id,
        name: wallet.name,
        type: 'ANNOUNCED',
        chain: 'bip122',
        ...iconOf(wallet),
        provider: wallet,
        wallet: interfaceOf(wallet, () =>
          isBitcoinStandardWallet(wallet)
            ? standardWalletInterface(wallet)
            : satsConnectInterface(satsProvider!),
        ),
      });
    }
    const injected: [string, unknown][] = [
      ['XverseProviders.BitcoinProvider', win?.XverseProviders?.BitcoinProvider],
      ['BitcoinProvider', win?.BitcoinProvider],
    ];
    for (const [name, provider] of injected) {
      if (!isSatsConnectProvider(provider) || carried.has(provider)) continue;
      carried.add(provider);
      const id = bip122ConnectorId('sats-connect', name);
      found.set(id, {
        id,
        name: name.startsWith('Xverse') ? 'Xverse' : 'Bitcoin wallet',
        type: 'INJECTED',
        chain: 'bip122',
        provider,
        wallet: interfaceOf(provider, () => satsConnectInterface(provider)),
      });
    }
    return [...found.values()];
  }

  return createPolledDiscovery({
    win,
    read,
    onChange,
    ...(source
      ? {
          subscribe: (refresh: () => void) => [
            source.on('register', refresh),
            source.on('unregister', refresh),
          ],
        }
      : {}),
  });
}
