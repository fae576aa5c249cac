/**
 * The code of the eip155 wallet calls (eip1193-calls.ts holds the types and the shell that
 * loads this file at the first call). Plain JSON-RPC, no chain library: quantities are hex, the
 * ERC-20 transfer is encoded here (one fixed function), and EIP-5792 support is asked of the
 * wallet with `wallet_getCapabilities` rather than assumed.
 */
import type { WalletCallName } from '@wallet-kit/schemas';
import { unsupportedWalletCall } from './errors.js';
import type {
  CallDescription,
  CallsStatus,
  Eip1193CallsOptions,
  Eip1193Request,
  Eip1193WalletCalls,
  Eip155Call,
  Hex,
  SendCallsParams,
  TokenTransferParams,
  TypedData,
} from './types.js';

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** `transfer(address,uint256)` */
const ERC20_TRANSFER_SELECTOR = '0xa9059cbb';

const quantity = (value: bigint): Hex => `0x${value.toString(16)}`;

function checkedAddress(value: string, what: string): string {
  if (!ADDRESS.test(value)) throw new Error(`Invalid ${what} address: ${value}`);
  return value;
}

function word(value: bigint): string {
  if (value < 0n || value >= 2n ** 256n) throw new Error('The amount is out of range');
  return value.toString(16).padStart(64, '0');
}

/** The calldata of an ERC-20 `transfer(to, amount)`. */
export function erc20TransferData(to: string, amount: bigint): Hex {
  const address = checkedAddress(to, 'receiver').slice(2).toLowerCase().padStart(64, '0');
  return `${ERC20_TRANSFER_SELECTOR}${address}${word(amount)}`;
}

function rpcCall(call: Eip155Call): Record<string, string> {
  return {
    to: checkedAddress(call.to, 'receiver'),
    ...(call.value === undefined ? {} : { value: quantity(call.value) }),
    ...(call.data === undefined ? {} : { data: call.data }),
  };
}

/** Typed data as JSON; bigints (uint256 values) become decimal strings, as wallets expect. */
function typedDataJson(typedData: TypedData): string {
  return JSON.stringify(typedData, (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
}

function hexResult(value: unknown, what: string): Hex {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]*$/.test(value)) {
    throw new Error(`The wallet returned an invalid ${what}`);
  }
  return value as Hex;
}

export function eip1193CallBodies(
  request: Eip1193Request,
  options: Eip1193CallsOptions,
): Eip1193WalletCalls {
  function ask(
    call: WalletCallName,
    method: string,
    params: readonly unknown[],
    description?: CallDescription,
  ) {
    if (options.methods && !options.methods.includes(method)) {
      return Promise.reject(unsupportedWalletCall(call, { wallet: true }));
    }
    return description ? request(method, params, description) : request(method, params);
  }

  async function sendTransaction(
    transaction: Eip155Call & { gas?: bigint },
    description?: CallDescription,
  ): Promise<Hex> {
    const { from } = await options.account();
    const params = {
      from,
      ...rpcCall(transaction),
      ...(transaction.gas === undefined ? {} : { gas: quantity(transaction.gas) }),
    };
    if (options.methods && !options.methods.includes('eth_sendTransaction')) {
      throw unsupportedWalletCall('sendTransaction', { wallet: true });
    }
    if (transaction.gas === undefined) await options.estimateGas?.(params);
    const hash = await ask('sendTransaction', 'eth_sendTransaction', [params], description);
    return hexResult(hash, 'transaction hash');
  }

  return {
    async signTypedData(typedData) {
      const { from } = await options.account();
      const signature = await ask('signTypedData', 'eth_signTypedData_v4', [
        from,
        typedDataJson(typedData),
      ]);
      return hexResult(signature, 'signature');
    },

    sendTransaction,

    writeContract({ token, to, amount }: TokenTransferParams) {
      return sendTransaction({
        to: checkedAddress(token, 'token'),
        data: erc20TransferData(to, amount),
      });
    },

    async getCapabilities() {
      const { from, chainId } = await options.account();
      const result = await ask('getCapabilities', 'wallet_getCapabilities', [
        from,
        [quantity(BigInt(chainId))],
      ]);
      if (typeof result !== 'object' || result === null) {
        throw new Error('The wallet returned invalid capabilities');
      }
      return result as Record<string, Record<string, unknown>>;
    },

    async sendCalls(params: SendCallsParams) {
      if (params.calls.length === 0) throw new Error('A batch needs at least one call');
      const { from, chainId } = await options.account();
      const result = await ask('sendCalls', 'wallet_sendCalls', [
        {
          version: '2.0.0',
          chainId: quantity(BigInt(chainId)),
          from,
          atomicRequired: params.atomicRequired ?? false,
          calls: params.calls.map(rpcCall),
          ...(params.capabilities ? { capabilities: params.capabilities } : {}),
        },
      ]);
      // EIP-5792 v2 answers `{ id }`; early wallets answered the id string itself.
      const id = typeof result === 'string' ? result : (result as { id?: unknown } | null)?.id;
      if (typeof id !== 'string' || id === '') throw new Error('The wallet returned no batch id');
      return { id };
    },

    async getCallsStatus(id) {
      const result = await ask('getCallsStatus', 'wallet_getCallsStatus', [id]);
      const status = (result as { status?: unknown } | null)?.status;
      if (typeof status !== 'number') throw new Error('The wallet returned an invalid status');
      return { ...(result as CallsStatus), id };
    },
  };
}
