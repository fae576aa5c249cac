/**
 * Bitcoin wallets of the sats-connect interface (Xverse and its kind): a provider at
 * `window.XverseProviders.BitcoinProvider` or `window.BitcoinProvider` whose `request(method,
 * params)` answers JSON-RPC style. `getAccounts` asks for the payment and ordinals addresses,
 * `wallet_getAccount` lists them without a prompt once the page is allowed, `signMessage`
 * signs with BIP-322 (the legacy ECDSA form for a P2PKH address), and
 * `wallet_renouncePermissions` forgets the page.
 */
import type { CaipNetwork } from '../core/types.js';
import { REQUESTED_PURPOSES, withPurposes, type Bip122Account } from './accounts.js';
import { signatureText, type Bip122WalletInterface } from './bitcoin-wallet.js';
import { isAddressOfNetwork } from './network.js';
import { bip122WalletError, callBip122Wallet } from './wallet-errors.js';

export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>;
}

interface SatsAddress {
  address: string;
  publicKey?: string;
  purpose?: string;
}

export function isSatsConnectProvider(value: unknown): value is SatsConnectProvider {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { request?: unknown }).request === 'function'
  );
}

/** The result of a JSON-RPC style answer, or the wallet's error thrown. */
async function call<T>(
  provider: SatsConnectProvider,
  method: string,
  params?: unknown,
): Promise<T> {
  const answer = (await callBip122Wallet(() => provider.request(method, params))) as {
    result?: T;
    error?: unknown;
    status?: string;
  };
  if (answer && typeof answer === 'object' && 'error' in answer && answer.error) {
    throw bip122WalletError(answer.error);
  }
  if (answer && typeof answer === 'object' && 'result' in answer) return answer.result as T;
  throw new Error(`The wallet gave no answer to ${method}`);
}

function accountsOf(listed: unknown, network: CaipNetwork): Bip122Account[] {
  if (!Array.isArray(listed)) return [];
  const addresses = listed.filter(
    (entry): entry is SatsAddress =>
      typeof entry === 'object' &&
      entry !== null &&
      isAddressOfNetwork((entry as SatsAddress).address, network),
  );
  // Stacks and other non-Bitcoin purposes are not the kit's to show.
  return withPurposes(
    addresses
      .filter(
        (entry) =>
          entry.purpose === undefined || REQUESTED_PURPOSES.includes(entry.purpose as never),
      )
      .map((entry) => ({
        address: entry.address,
        ...(entry.purpose ? { purpose: entry.purpose } : {}),
        ...(typeof entry.publicKey === 'string' && entry.publicKey
          ? { publicKey: entry.publicKey }
          : {}),
      })),
  );
}

/** P2PKH addresses (`1…`, `m…`, `n…`) sign in the legacy form; the others with BIP-322. */
function protocolFor(address: string): 'ECDSA' | 'BIP322' {
  return /^[1mn]/.test(address) ? 'ECDSA' : 'BIP322';
}

export function satsConnectInterface(provider: SatsConnectProvider): Bip122WalletInterface {
  return {
    async connect(network) {
      const listed = await call<unknown>(provider, 'getAccounts', { purposes: REQUESTED_PURPOSES });
      return accountsOf(listed, network);
    },
    async authorized(network) {
      try {
        const account = await call<{ addresses?: unknown }>(provider, 'wallet_getAccount');
        const accounts = accountsOf(account?.addresses, network);
        return accounts.length > 0 ? accounts : null;
      } catch {
        // Not allowed (or a provider without the permission calls): a prompt would be needed.
        return null;
      }
    },
    async signMessage(account, message) {
      const signed = await call<{ signature?: unknown }>(provider, 'signMessage', {
        address: account.address,
        message,
        protocol: protocolFor(account.address),
      });
      return signatureText(signed?.signature);
    },
    async disconnect() {
      try {
        await call(provider, 'wallet_renouncePermissions');
      } catch {
        // A provider without the call keeps its permission; the kit forgets the session anyway.
      }
    },
  };
}
