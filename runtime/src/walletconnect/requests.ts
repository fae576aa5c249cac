/**
 * Requests to the wallet over the session. Every failure reaches the caller as an `Error`
 * that keeps the wallet's `code` (the core recognises 4001 / 5000 rejections by it), exactly
 * like the eip155 adapter's injected-wallet requests.
 */
import { requestWallet, type Eip1193RequestArguments } from '../core/eip1193.js';
import type { CaipNetworkId } from '../core/types.js';
import { base58Encode } from '@wallet-kit/schemas';
import { textToHex } from '../core/text-hex.js';
import type { Provider } from './sdk.js';

export interface SessionRequest {
  /** The CAIP-2 chain the request is for; the session must include it. */
  chainId: CaipNetworkId;
  method: string;
  params?: Eip1193RequestArguments['params'];
}

export async function requestSession<T>(provider: Provider, request: SessionRequest): Promise<T> {
  const chainProvider = {
    request: (args: Eip1193RequestArguments) => provider.request(args, request.chainId),
  };
  const args: Eip1193RequestArguments = { method: request.method };
  if (request.params !== undefined) args.params = request.params;
  return (await requestWallet(chainProvider, args)) as T;
}

function hexResult(value: unknown, what: string): `0x${string}` {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) {
    throw new Error(`The wallet returned an invalid ${what}`);
  }
  return value as `0x${string}`;
}

export async function personalSign(
  provider: Provider,
  params: { chainId: CaipNetworkId; message: string; address: string },
): Promise<`0x${string}`> {
  const signature = await requestSession<unknown>(provider, {
    chainId: params.chainId,
    method: 'personal_sign',
    params: [textToHex(params.message), params.address],
  });
  return hexResult(signature, 'signature');
}

/** An eth_sendTransaction request (hex quantities, as EIP-1474 defines them). */
export interface Eip155TransactionRequest {
  from: string;
  to?: string;
  value?: `0x${string}`;
  data?: `0x${string}`;
  gas?: `0x${string}`;
  maxFeePerGas?: `0x${string}`;
  maxPriorityFeePerGas?: `0x${string}`;
  nonce?: `0x${string}`;
}

export async function sendTransaction(
  provider: Provider,
  params: { chainId: CaipNetworkId; transaction: Eip155TransactionRequest },
): Promise<`0x${string}`> {
  const hash = await requestSession<unknown>(provider, {
    chainId: params.chainId,
    method: 'eth_sendTransaction',
    params: [params.transaction],
  });
  return hexResult(hash, 'transaction hash');
}

/** WalletConnect's Solana RPC: `{ message: base58, pubkey }` → `{ signature: base58 }`. */
export async function signSolanaMessage(
  provider: Provider,
  params: { chainId: CaipNetworkId; message: string | Uint8Array; pubkey: string },
): Promise<string> {
  const bytes =
    typeof params.message === 'string' ? new TextEncoder().encode(params.message) : params.message;
  const result = await requestSession<unknown>(provider, {
    chainId: params.chainId,
    method: 'solana_signMessage',
    params: { message: base58Encode(bytes), pubkey: params.pubkey },
  });
  const signature = (result as { signature?: unknown } | null)?.signature;
  if (typeof signature !== 'string' || signature === '') {
    throw new Error('The wallet returned an invalid signature');
  }
  return signature;
}
