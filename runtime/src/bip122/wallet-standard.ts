/**
 * Bitcoin wallets of the Wallet Standard: `bitcoin:connect` (with the address purposes the
 * page wants), `bitcoin:signMessage` (BIP-322 signature bytes), and the optional
 * `standard:disconnect` and `standard:events`. A wallet that carries a sats-connect provider
 * as its `sats-connect:` feature is spoken to through that provider instead.
 */
import type { Wallet, WalletAccount } from '@wallet-standard/base';
import type { CaipNetwork } from '../core/types.js';
import { REQUESTED_PURPOSES, withPurposes, type Bip122Account } from './accounts.js';
import { signatureText, type Bip122WalletInterface } from './bitcoin-wallet.js';
import { standardChainOf } from './network.js';
import { callBip122Wallet } from './wallet-errors.js';

export const BITCOIN_CONNECT = 'bitcoin:connect';
export const BITCOIN_SIGN_MESSAGE = 'bitcoin:signMessage';
export const SATS_CONNECT_FEATURE = 'sats-connect:';

interface ConnectFeature {
  connect(input?: { purposes: readonly string[] }): Promise<{ accounts: readonly WalletAccount[] }>;
}
interface SignMessageFeature {
  signMessage(
    ...inputs: { account: WalletAccount; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array | string }[]>;
}
interface DisconnectFeature {
  disconnect(): Promise<void>;
}
interface EventsFeature {
  on(event: 'change', listener: (properties: { accounts?: unknown }) => void): () => void;
}

function feature<T>(wallet: Wallet, name: string): T | undefined {
  const found = (wallet.features as Record<string, unknown>)[name];
  return typeof found === 'object' && found !== null ? (found as T) : undefined;
}

/** A wallet the adapter can connect: it has `bitcoin:connect`. */
export function isBitcoinStandardWallet(wallet: Wallet): boolean {
  return feature<ConnectFeature>(wallet, BITCOIN_CONNECT)?.connect instanceof Function;
}

function hex(bytes: ArrayLike<number> | undefined): string | undefined {
  if (!bytes || bytes.length === 0) return undefined;
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function accountsOf(listed: readonly WalletAccount[], network: CaipNetwork): Bip122Account[] {
  const chain = standardChainOf(network);
  const usable = listed.filter(
    (account) =>
      account.chains.length === 0 || account.chains.includes(chain as `${string}:${string}`),
  );
  return withPurposes(
    usable.map((account) => ({
      address: account.address,
      ...(hex(account.publicKey) ? { publicKey: hex(account.publicKey)! } : {}),
    })),
  );
}

export function standardWalletInterface(wallet: Wallet): Bip122WalletInterface {
  const connectFeature = feature<ConnectFeature>(wallet, BITCOIN_CONNECT)!;
  const granted = new Map<string, WalletAccount>();

  function remember(listed: readonly WalletAccount[]): void {
    for (const account of listed) granted.set(account.address, account);
  }

  return {
    async connect(network) {
      const { accounts } = await callBip122Wallet(() =>
        connectFeature.connect({ purposes: REQUESTED_PURPOSES }),
      );
      remember(accounts);
      return accountsOf(accounts, network);
    },
    async authorized(network) {
      // A wallet lists the accounts it has already allowed the page (none until it has).
      remember(wallet.accounts);
      const accounts = accountsOf(wallet.accounts, network);
      return accounts.length > 0 ? accounts : null;
    },
    async signMessage(account, message) {
      const signer = feature<SignMessageFeature>(wallet, BITCOIN_SIGN_MESSAGE);
      if (!signer) throw new Error(`${wallet.name} cannot sign messages`);
      const walletAccount =
        granted.get(account.address) ??
        wallet.accounts.find((candidate) => candidate.address === account.address);
      if (!walletAccount) throw new Error(`Account ${account.address} is not connected`);
      const [signed] = await callBip122Wallet(() =>
        signer.signMessage({ account: walletAccount, message: new TextEncoder().encode(message) }),
      );
      return signatureText(signed?.signature);
    },
    async disconnect() {
      granted.clear();
      await feature<DisconnectFeature>(wallet, 'standard:disconnect')?.disconnect();
    },
    onChange(listener) {
      const events = feature<EventsFeature>(wallet, 'standard:events');
      if (!events) return () => undefined;
      return events.on('change', (properties) => {
        if ('accounts' in properties) listener();
      });
    },
  };
}
