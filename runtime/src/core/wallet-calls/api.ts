/**
 * The host app's signing and sending calls, as a kit feature: `kit.feature(walletCalls)`.
 * Each call goes to the connected wallet of a namespace (the active one unless named), through
 * its adapter's `walletCalls()`. A call the family does not have, or the connected wallet does
 * not offer, fails with an `unsupported` `WalletCallError` before any prompt; every other
 * failure is mapped by `toWalletCallError`. Nothing here changes the kit's stores, so a
 * declined request leaves the modal exactly as it was.
 */
import { CHAIN_FAMILIES, familyHasWalletCall, type WalletCallName } from '@wallet-kit/schemas';
import { adapterFor, type KitContext } from '../context.js';
import { ERRORS } from '../errors.js';
import { defineFeature } from '../feature.js';
import type { ChainNamespace } from '../types.js';
import { unsupportedWalletCall, WalletCallError } from './errors.js';
import { toWalletCallError } from './to-wallet-call-error.js';
import type {
  CallsStatus,
  ContractFunctionCall,
  ContractWriteParams,
  Eip155TransactionParams,
  Hex,
  SendCallsParams,
  SolanaSendOptions,
  TokenTransferParams,
  TypedData,
  WalletCalls,
  WalletCapabilities,
} from './types.js';

/** Which connected account a call uses; the active namespace's when absent. */
export interface CallTarget {
  namespace?: ChainNamespace;
}

export interface WalletCallsApi {
  /** Whether the connected wallet can make `call` now (EIP-5792 calls ask the wallet). */
  supports(call: WalletCallName, target?: CallTarget): Promise<boolean>;
  signMessage(message: string, target?: CallTarget): Promise<string>;
  signTypedData(typedData: TypedData, target?: CallTarget): Promise<Hex>;
  sendTransaction(transaction: Eip155TransactionParams, target?: CallTarget): Promise<Hex>;
  /**
   * A write to any contract function given its ABI (`{ address, abi, functionName, args,
   * value }`), or the ERC-20 transfer shorthand (`{ token, to, amount }`).
   */
  writeContract(
    params: ContractWriteParams | TokenTransferParams,
    target?: CallTarget,
  ): Promise<Hex>;
  getCapabilities(target?: CallTarget): Promise<WalletCapabilities>;
  sendCalls(params: SendCallsParams, target?: CallTarget): Promise<{ id: string }>;
  getCallsStatus(id: string, target?: CallTarget): Promise<CallsStatus>;
  signTransaction(transaction: Uint8Array, target?: CallTarget): Promise<Uint8Array>;
  signAllTransactions(
    transactions: readonly Uint8Array[],
    target?: CallTarget,
  ): Promise<Uint8Array[]>;
  signAndSendTransaction(
    transaction: Uint8Array,
    options?: SolanaSendOptions,
    target?: CallTarget,
  ): Promise<string>;
}

/** The ABI's function fragments called `name`. */
function fragmentsNamed(abi: readonly unknown[], name: string): unknown[] {
  return abi.filter((item) => {
    const { type, name: itemName } = (item ?? {}) as { type?: unknown; name?: unknown };
    return type === 'function' && itemName === name;
  });
}

/** The EIP-5792 calls: a wallet supports them exactly when it answers wallet_getCapabilities. */
const EIP5792_CALLS: readonly WalletCallName[] = ['getCapabilities', 'sendCalls', 'getCallsStatus'];

interface Connected {
  namespace: ChainNamespace;
  address: string;
  calls: WalletCalls;
  signMessage(message: string): Promise<string>;
  encodeFunctionCall: ((call: ContractFunctionCall) => Promise<Hex>) | undefined;
}

export function createWalletCallsApi(ctx: KitContext): WalletCallsApi {
  function connected(call: WalletCallName, target: CallTarget = {}): Connected {
    const { activeChain, chains } = ctx.stores.chain.getState();
    const namespace = target.namespace ?? activeChain;
    const address = namespace ? chains[namespace]?.accountState.address : undefined;
    if (!namespace || !address) {
      throw new WalletCallError(call, {
        name: 'NotConnectedError',
        message: ERRORS.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND,
        category: 'wallet',
      });
    }
    if (!familyHasWalletCall(namespace, call)) {
      throw unsupportedWalletCall(call, { family: CHAIN_FAMILIES[namespace].title });
    }
    const adapter = adapterFor(ctx, namespace);
    if (!adapter) {
      throw new WalletCallError(call, {
        name: 'ChainAdapterNotFoundError',
        message: ERRORS.CHAIN_ADAPTER_NOT_FOUND,
        category: 'internal',
      });
    }
    return {
      namespace,
      address,
      calls: adapter.walletCalls?.() ?? {},
      signMessage: (message) => adapter.signMessage({ message, address }),
      encodeFunctionCall: adapter.encodeFunctionCall?.bind(adapter),
    };
  }

  /** Runs `call` on the wallet's method, or refuses it when the wallet has none. */
  async function run<K extends keyof WalletCalls, T>(
    call: K & WalletCallName,
    target: CallTarget | undefined,
    invoke: (method: NonNullable<WalletCalls[K]>) => Promise<T>,
  ): Promise<T> {
    try {
      const method = connected(call, target).calls[call];
      if (!method) throw unsupportedWalletCall(call, { wallet: true });
      return await invoke(method as NonNullable<WalletCalls[K]>);
    } catch (error) {
      throw toWalletCallError(call, error);
    }
  }

  const api: WalletCallsApi = {
    async supports(call, target) {
      try {
        const { calls } = connected(call, target);
        if (call === 'signMessage') return true;
        if (!calls[call as keyof WalletCalls]) return false;
        if (EIP5792_CALLS.includes(call)) await api.getCapabilities(target);
        return true;
      } catch (error) {
        if (error instanceof WalletCallError && error.category === 'unsupported') return false;
        throw error;
      }
    },

    async signMessage(message, target) {
      try {
        return await connected('signMessage', target).signMessage(message);
      } catch (error) {
        throw toWalletCallError('signMessage', error);
      }
    },

    signTypedData: (typedData, target) => run('signTypedData', target, (sign) => sign(typedData)),

    sendTransaction: (transaction, target) =>
      run('sendTransaction', target, (send) => send(transaction)),

    async writeContract(params, target) {
      if (!('abi' in params)) return run('writeContract', target, (write) => write(params));
      // Any function: the family's chain code encodes the call from its ABI, then the wallet
      // signs and sends it as a plain transaction to the contract.
      try {
        const { calls, encodeFunctionCall } = connected('writeContract', target);
        if (!encodeFunctionCall || !calls.sendTransaction) {
          throw unsupportedWalletCall('writeContract', { wallet: true });
        }
        const { address, abi, functionName, args, value, gas } = params;
        const data = await encodeFunctionCall({ abi, functionName, ...(args ? { args } : {}) });
        const functionAbi = fragmentsNamed(abi, functionName);
        return await calls.sendTransaction(
          {
            to: address,
            data,
            ...(value === undefined ? {} : { value }),
            ...(gas === undefined ? {} : { gas }),
          },
          // A wallet that shows calls decoded gets the function's ABI (every overload of the
          // name: the wallet keeps the one whose selector the data has).
          functionAbi.length > 0 ? { functionAbi } : undefined,
        );
      } catch (error) {
        throw toWalletCallError('writeContract', error);
      }
    },

    getCapabilities: (target) => run('getCapabilities', target, (read) => read()),

    async sendCalls(params, target) {
      // The capability check first: a wallet without EIP-5792 gets a clear "not supported",
      // never a half-sent batch.
      try {
        await api.getCapabilities(target);
      } catch (error) {
        if (error instanceof WalletCallError && error.category === 'unsupported') {
          throw unsupportedWalletCall('sendCalls', { wallet: true });
        }
        throw error;
      }
      return run('sendCalls', target, (send) => send(params));
    },

    getCallsStatus: (id, target) => run('getCallsStatus', target, (read) => read(id)),

    signTransaction: (transaction, target) =>
      run('signTransaction', target, (sign) => sign(transaction)),

    signAllTransactions: (transactions, target) =>
      run('signAllTransactions', target, (sign) => sign(transactions)),

    signAndSendTransaction: (transaction, options, target) =>
      run('signAndSendTransaction', target, (send) => send(transaction, options)),
  };
  return api;
}

/** `kit.feature(walletCalls)`: the signing and sending calls of this kit. */
export const walletCalls = defineFeature('walletCalls', (ctx) => createWalletCallsApi(ctx));
