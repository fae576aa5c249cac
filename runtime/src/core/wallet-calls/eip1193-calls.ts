/**
 * The eip155 wallet calls over any EIP-1193 request channel: an injected wallet's provider or
 * a WalletConnect session. An adapter holds these from the start, but no call runs before a
 * visitor acts: each method loads the calls' code (eip1193-call-bodies.ts) with `import()` at
 * the first call, so a page does not load it with the kit.
 */
import type {
  CallsStatus,
  Eip1193CallsOptions,
  Eip1193Request,
  Eip1193WalletCalls,
  Hex,
  SendCallsParams,
  TokenTransferParams,
  TypedData,
} from './types.js';

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
    sendTransaction: async (transaction, description) =>
      (await calls()).sendTransaction(transaction, description),
    writeContract: async (transfer: TokenTransferParams): Promise<Hex> =>
      (await calls()).writeContract(transfer),
    getCapabilities: async () => (await calls()).getCapabilities(),
    sendCalls: async (params: SendCallsParams) => (await calls()).sendCalls(params),
    getCallsStatus: async (id: string): Promise<CallsStatus> => (await calls()).getCallsStatus(id),
  };
}
