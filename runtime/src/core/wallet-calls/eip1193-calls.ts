/**
 * The eip155 wallet calls over any EIP-1193 request channel: an injected wallet's provider or
 * a WalletConnect session. An adapter holds these from the start, but no call runs before a
 * visitor acts: each method loads the calls' code (eip1193-call-bodies.ts) with `import()` at
 * the first call, so a page does not load it with the kit.
 */
import type {
  CallsStatus,
  Hex,
  SendCallsParams,
  TokenTransferParams,
  TypedData,
  WalletCalls,
} from './types.js';

export type Eip1193Request = (method: string, params: readonly unknown[]) => Promise<unknown>;

export interface Eip1193Account {
  /** The connected account, sender of every call. */
  from: string;
  /** The chain id (decimal) the wallet is on now. */
  chainId: number;
}

export interface Eip1193CallsOptions {
  /** Read at each call, so a call follows the wallet's current account and network. */
  account(): Promise<Eip1193Account>;
  /**
   * The methods the wallet declared (a WalletConnect session's approved methods); a call whose
   * method is not among them is refused before the wallet is asked. Absent: ask the wallet.
   */
  methods?: readonly string[];
  /**
   * Asks the node what the transaction would cost before the wallet prompts, so a transfer
   * that would revert (or cannot be paid) fails with the node's reason instead of a mined
   * failure. Absent: the wallet estimates, as it must anyway.
   */
  estimateGas?(transaction: Record<string, string>): Promise<unknown>;
}

/** The calls every EIP-1193 channel offers. */
export type Eip1193WalletCalls = Required<
  Pick<
    WalletCalls,
    | 'signTypedData'
    | 'sendTransaction'
    | 'writeContract'
    | 'getCapabilities'
    | 'sendCalls'
    | 'getCallsStatus'
  >
>;

export function eip1193WalletCalls(
  request: Eip1193Request,
  options: Eip1193CallsOptions,
): Eip1193WalletCalls {
  let loading: Promise<Eip1193WalletCalls> | undefined;
  const calls = () =>
    (loading ??= import('./eip1193-call-bodies.js').then(
      (module) => module.eip1193CallBodies(request, options),
      (error: unknown) => {
        // The next call tries the import again.
        loading = undefined;
        throw error;
      },
    ));
  return {
    signTypedData: async (typedData: TypedData): Promise<Hex> =>
      (await calls()).signTypedData(typedData),
    sendTransaction: async (transaction) => (await calls()).sendTransaction(transaction),
    writeContract: async (transfer: TokenTransferParams): Promise<Hex> =>
      (await calls()).writeContract(transfer),
    getCapabilities: async () => (await calls()).getCapabilities(),
    sendCalls: async (params: SendCallsParams) => (await calls()).sendCalls(params),
    getCallsStatus: async (id: string): Promise<CallsStatus> => (await calls()).getCallsStatus(id),
  };
}
