/**
 * The `window.injectedWeb3` interface Polkadot extensions install (the one
 * `@polkadot/extension-dapp` reads): one entry per extension, whose `enable(appName)` asks the
 * visitor to allow the page and answers with the extension's accounts and signer.
 */

export interface InjectedAccount {
  address: string;
  name?: string;
  /** The key type: sr25519, ed25519, ecdsa or ethereum. */
  type?: string;
  /** Set when the account is meant for one chain only. */
  genesisHash?: string | null;
}

export interface SignRawPayload {
  address: string;
  /** Hex with 0x. */
  data: string;
  type: 'bytes';
}

export interface InjectedExtension {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>;
    /** Calls back with the accounts on every change; returns the unsubscribe call. */
    subscribe?(callback: (accounts: InjectedAccount[]) => void): (() => void) | undefined;
  };
  signer: {
    signRaw?(payload: SignRawPayload): Promise<{ id?: number; signature: string }>;
  };
}

export interface InjectedWeb3Entry {
  version?: string;
  enable(appName: string): Promise<InjectedExtension>;
}

export interface PolkadotWindowLike {
  injectedWeb3?: Record<string, InjectedWeb3Entry | undefined>;
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  document?: { title?: string };
  location?: { host?: string };
}

/** How the well-known extensions call themselves; any other keeps its entry name. */
const EXTENSION_NAMES: Readonly<Record<string, string>> = {
  'polkadot-js': 'Polkadot{.js}',
  'subwallet-js': 'SubWallet',
  talisman: 'Talisman',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  nova: 'Nova Wallet',
};

export function extensionDisplayName(entryName: string): string {
  return EXTENSION_NAMES[entryName] ?? entryName;
}

export function isInjectedWeb3Entry(value: unknown): value is InjectedWeb3Entry {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>)['enable'] === 'function'
  );
}

export function defaultPolkadotWindow(): PolkadotWindowLike | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as PolkadotWindowLike);
}
