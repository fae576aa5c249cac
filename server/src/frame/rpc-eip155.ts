/**
 * EVM signing and sending with the visitor's key. Transactions are filled (nonce, gas, fees,
 * chain id) and broadcast through the network's node that the wallet service lists.
 */
import { createWalletClient, http, isHex, type Hex, type TypedDataDefinition } from 'viem';
import { evmAccount } from './evm-account.js';
import type { EvmKey } from './evm-key.js';
import { FrameRequestError } from './frame-request-error.js';
import { recordBatch } from './sent-batches.js';

interface Eip155Request {
  method: string;
  params: unknown;
}

interface TransactionParams {
  to?: Hex;
  value?: Hex;
  data?: Hex;
  gas?: Hex;
}

const asList = (params: unknown): unknown[] => (Array.isArray(params) ? params : []);
const hexOrUndefined = (value: unknown) =>
  typeof value === 'string' && isHex(value) ? value : undefined;
const bigOrUndefined = (value: unknown) => {
  const hex = hexOrUndefined(value);
  return hex ? BigInt(hex) : undefined;
};

function transactionOf(value: unknown) {
  const tx = (value ?? {}) as TransactionParams;
  const to = hexOrUndefined(tx.to);
  if (!to) throw new Error('A transaction needs a to address');
  return {
    to,
    value: bigOrUndefined(tx.value),
    data: hexOrUndefined(tx.data),
    gas: bigOrUndefined(tx.gas),
  };
}

/** The typed data of `eth_signTypedData_v4` (a JSON string or an object), without the domain's own type. */
function typedDataOf(value: unknown): TypedDataDefinition {
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as TypedDataDefinition & {
    types: Record<string, unknown>;
  };
  const { EIP712Domain: _domainType, ...types } = parsed.types;
  return { ...parsed, types } as TypedDataDefinition;
}

export async function eip155Rpc(
  key: EvmKey,
  network: { chainId: string; rpcUrl: string | undefined },
  request: Eip155Request,
): Promise<unknown> {
  const { rpcUrl } = network;
  const account = evmAccount(key);
  const params = asList(request.params);
  const wallet = () => {
    if (!rpcUrl) throw new Error('Network Not Found');
    return createWalletClient({ account, transport: http(rpcUrl) });
  };
  switch (request.method) {
    case 'personal_sign': {
      const message = hexOrUndefined(params[0]);
      if (!message) throw new Error('personal_sign needs a hex message');
      return account.signMessage({ message: { raw: message } });
    }
    case 'eth_signTypedData_v4':
      return account.signTypedData(typedDataOf(params[1]));
    case 'eth_sendTransaction':
      return wallet().sendTransaction({ ...transactionOf(params[0]), chain: null });
    case 'eth_sendRawTransaction': {
      const raw = hexOrUndefined(params[0]);
      if (!raw) throw new Error('eth_sendRawTransaction needs a signed transaction');
      return wallet().sendRawTransaction({ serializedTransaction: raw });
    }
    case 'wallet_sendCalls': {
      const { calls, atomicRequired } = (params[0] ?? {}) as {
        calls?: unknown[];
        atomicRequired?: unknown;
      };
      if (!Array.isArray(calls) || calls.length === 0)
        throw new Error('wallet_sendCalls needs calls');
      // This account sends the calls one after another: it cannot promise all or nothing.
      if (atomicRequired === true) {
        throw new FrameRequestError('This wallet cannot send the calls atomically', 5760);
      }
      const client = wallet();
      const hashes: Hex[] = [];
      for (const call of calls) {
        try {
          hashes.push(await client.sendTransaction({ ...transactionOf(call), chain: null }));
        } catch (error) {
          // Nothing sent yet: the batch simply fails. Otherwise the calls already on their way
          // cannot be taken back, so the caller gets the id and its status tells the rest.
          if (hashes.length === 0) throw error;
          break;
        }
      }
      const unsent = calls.length - hashes.length;
      return { id: recordBatch({ chainId: network.chainId, hashes, unsent }) };
    }
    default:
      throw new Error('Requested RPC call is not allowed');
  }
}
