/**
 * Sends through the visitor's wallet: native currency with
 * `eth_sendTransaction`, ERC-20 with a `transfer` write-contract call. Both resolve with the
 * transaction hash once the chain has included it, read over the kit's own RPC client, so the
 * balances refreshed afterwards already include the send.
 */
import {
  createClient,
  custom,
  erc20Abi,
  getAddress,
  isAddress,
  parseUnits,
  type Address,
  type Chain,
  type Hash,
} from 'viem';
import {
  getAddresses,
  readContract,
  sendTransaction,
  waitForTransactionReceipt,
  writeContract,
} from 'viem/actions';
import type { CaipNetwork } from '../core/types.js';
import type { Eip1193Provider } from '../core/eip1193.js';
import { eip155ChainId } from './network.js';
import type { Eip155Client } from './public-clients.js';

export interface SendTarget {
  provider: Eip1193Provider;
  network: CaipNetwork;
  client: Eip155Client;
}

export interface TransferRequest {
  to: string;
  amount: string;
  /** ERC-20 contract; absent for the native currency. */
  token?: string;
}

function viemChain(network: CaipNetwork): Chain {
  return {
    id: eip155ChainId(network),
    name: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: { default: { http: network.rpcUrls.default.http } },
  };
}

function checkedAddress(value: string, what: string): Address {
  if (!isAddress(value, { strict: false })) throw new Error(`Invalid ${what} address`);
  return getAddress(value);
}

/** Amount as the token's smallest unit; refuses zero, negatives and too many decimals. */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const trimmed = amount.trim();
  const match = /^\d*(?:\.(\d*))?$/.exec(trimmed);
  if (!match || trimmed === '' || trimmed === '.') throw new Error('Enter an amount as a number');
  if ((match[1] ?? '').length > decimals)
    throw new Error(`At most ${decimals} decimals are allowed`);
  const value = parseUnits(trimmed, decimals);
  if (value <= 0n) throw new Error('The amount must be more than 0');
  return value;
}

export async function tokenDecimals(client: Eip155Client, token: Address): Promise<number> {
  return readContract(client, { address: token, abi: erc20Abi, functionName: 'decimals' });
}

/**
 * The wallet's account and a viem client over the wallet, bound to the network it must be on.
 * A bare client with the three wallet actions used here, like `public-clients.ts`:
 * `createWalletClient` would bundle every wallet action.
 */
async function walletFor(target: SendTarget) {
  const chain = viemChain(target.network);
  const wallet = createClient({ chain, transport: custom(target.provider) });
  const [account] = await getAddresses(wallet);
  if (!account) throw new Error('No eip155 wallet is connected');
  return { wallet, account, chain };
}

export type BuiltTransfer =
  | { kind: 'native'; to: Address; value: bigint }
  | { kind: 'token'; token: Address; to: Address; amount: bigint };

/** The transaction the send would make, for sending and for estimating its fee alike. */
export async function buildTransfer(
  client: Eip155Client,
  network: CaipNetwork,
  request: TransferRequest,
): Promise<BuiltTransfer> {
  const to = checkedAddress(request.to, 'receiver');
  if (!request.token) {
    return {
      kind: 'native',
      to,
      value: toBaseUnits(request.amount, network.nativeCurrency.decimals),
    };
  }
  const token = checkedAddress(request.token, 'token');
  const amount = toBaseUnits(request.amount, await tokenDecimals(client, token));
  return { kind: 'token', token, to, amount };
}

async function confirmed(client: Eip155Client, hash: Hash): Promise<Hash> {
  const receipt = await waitForTransactionReceipt(client, { hash, pollingInterval: 500 });
  // A mined but reverted transfer moved nothing: the visitor must not see it as sent.
  if (receipt.status !== 'success') throw new Error('execution reverted');
  return hash;
}

export async function sendTransfer(target: SendTarget, request: TransferRequest): Promise<Hash> {
  const { client, network } = target;
  const built = await buildTransfer(client, network, request);
  const { wallet, account, chain } = await walletFor(target);
  const hash =
    built.kind === 'token'
      ? await writeContract(wallet, {
          account,
          chain,
          address: built.token,
          abi: erc20Abi,
          functionName: 'transfer',
          args: [built.to, built.amount],
        })
      : await sendTransaction(wallet, { account, chain, to: built.to, value: built.value });
  return confirmed(client, hash);
}
