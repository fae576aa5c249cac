/**
 * The Solana RPC methods the kit calls, over `json-rpc.ts`, at 'confirmed' commitment (what
 * wallets show as done; 'finalized' would add ~13 s to every send). Transactions are built and
 * serialised with web3.js's `Transaction`, `Message` and `PublicKey`; only the transport is
 * the kit's own.
 */
import { Buffer } from 'buffer';
import { PublicKey, type Message } from '@solana/web3.js';
import { createJsonRpc, type JsonRpcOptions } from '../../core/json-rpc.js';

const COMMITMENT = 'confirmed';

export interface AccountInfo {
  owner: PublicKey;
  data: Uint8Array;
  lamports: bigint;
}

export interface ParsedTokenAccount {
  pubkey: string;
  account: { data: unknown };
}

export interface SignatureStatus {
  err: unknown;
  confirmationStatus?: 'processed' | 'confirmed' | 'finalized' | null;
}

export interface RawSendOptions {
  skipPreflight?: boolean;
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  maxRetries?: number;
  minContextSlot?: number;
}

export interface SolanaRpc {
  getBalance(address: PublicKey): Promise<bigint>;
  getLatestBlockhash(): Promise<{ blockhash: string; lastValidBlockHeight: number }>;
  getAccountInfo(address: PublicKey): Promise<AccountInfo | null>;
  getMultipleAccountsInfo(addresses: readonly PublicKey[]): Promise<(AccountInfo | null)[]>;
  getParsedTokenAccountsByOwner(
    owner: PublicKey,
    filter: { programId: PublicKey },
  ): Promise<ParsedTokenAccount[]>;
  /** Null when the node no longer knows the message's blockhash. */
  getFeeForMessage(message: Message): Promise<number | null>;
  getMinimumBalanceForRentExemption(size: number): Promise<number>;
  /** Returns the base58 signature. */
  sendRawTransaction(bytes: Uint8Array, options?: RawSendOptions): Promise<string>;
  getSignatureStatuses(signatures: readonly string[]): Promise<(SignatureStatus | null)[]>;
  getBlockHeight(): Promise<number>;
}

interface WireAccount {
  owner: string;
  lamports: number | string;
  data: [string, string];
}

function toAccountInfo(account: WireAccount | null): AccountInfo | null {
  if (!account) return null;
  return {
    owner: new PublicKey(account.owner),
    data: Buffer.from(account.data[0], 'base64'),
    lamports: BigInt(account.lamports),
  };
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

export function createSolanaRpc(url: string, options: JsonRpcOptions = {}): SolanaRpc {
  const call = createJsonRpc(url, options);
  const withValue = async <T>(method: string, params: unknown[]) =>
    (await call<{ value: T }>(method, params)).value;
  return {
    getBalance: async (address) =>
      BigInt(
        await withValue<number>('getBalance', [address.toBase58(), { commitment: COMMITMENT }]),
      ),
    getLatestBlockhash: () => withValue('getLatestBlockhash', [{ commitment: COMMITMENT }]),
    getAccountInfo: async (address) =>
      toAccountInfo(
        await withValue<WireAccount | null>('getAccountInfo', [
          address.toBase58(),
          { commitment: COMMITMENT, encoding: 'base64' },
        ]),
      ),
    getMultipleAccountsInfo: async (addresses) =>
      (
        await withValue<(WireAccount | null)[]>('getMultipleAccounts', [
          addresses.map((address) => address.toBase58()),
          { commitment: COMMITMENT, encoding: 'base64' },
        ])
      ).map(toAccountInfo),
    getParsedTokenAccountsByOwner: (owner, { programId }) =>
      withValue('getTokenAccountsByOwner', [
        owner.toBase58(),
        { programId: programId.toBase58() },
        { commitment: COMMITMENT, encoding: 'jsonParsed' },
      ]),
    getFeeForMessage: (message) =>
      withValue('getFeeForMessage', [base64(message.serialize()), { commitment: COMMITMENT }]),
    getMinimumBalanceForRentExemption: (size) =>
      call('getMinimumBalanceForRentExemption', [size, { commitment: COMMITMENT }]),
    sendRawTransaction: (bytes, sendOptions = {}) =>
      call('sendTransaction', [
        base64(bytes),
        { encoding: 'base64', preflightCommitment: COMMITMENT, ...sendOptions },
      ]),
    getSignatureStatuses: (signatures) => withValue('getSignatureStatuses', [[...signatures]]),
    getBlockHeight: () => call('getBlockHeight', [{ commitment: COMMITMENT }]),
  };
}
