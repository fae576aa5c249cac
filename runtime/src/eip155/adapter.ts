/**
 * The eip155 `ChainAdapter`: discovers browser wallets at once; connects to one through
 * EIP-1193 and forwards its events to the kit with code fetched on use (wallet-session.ts);
 * reads balances over the network's own RPC with viem code fetched on use (on-chain.ts).
 * All state lives in the instance; two kits on one page never share a connection.
 */
import { DEFAULT_RECONNECT_WAIT_MS } from '../core/discovered-wallets.js';
import { codeOnUse } from '../core/code-on-use.js';
import type { AdapterContext, ChainAdapter } from '../core/types.js';
import type { OnChain } from './on-chain.js';
import { createWalletDiscovery, type Eip155WindowLike } from './discovery.js';

export interface Eip155AdapterOptions {
  /** The window to discover wallets on; defaults to the global `window` (none during SSR). */
  window?: Eip155WindowLike;
  /**
   * How long a silent reconnect waits for the remembered wallet to announce itself: many
   * extensions announce a moment after the page starts. Default 1000 ms.
   */
  reconnectWaitMs?: number;
}

/** The start of the error a call gets when the adapter's wallet code could not be fetched. */
export const WALLET_CODE_NOT_LOADED = 'The eip155 wallet code could not be loaded';

function defaultWindow(): Eip155WindowLike | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

export function createEip155Adapter(options: Eip155AdapterOptions = {}): ChainAdapter {
  const reconnectWaitMs = options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS;
  // Balances, sends and name lookups load with their viem code when first used, not with the
  // page: connecting a wallet needs none of it.
  let onChainParts: Promise<OnChain> | undefined;
  const onChain = () =>
    (onChainParts ??= import('./on-chain.js').then((parts) => parts.createOnChain()));
  let context: AdapterContext | undefined;

  const discovery = createWalletDiscovery(options.window ?? defaultWindow(), (connectors) =>
    context?.emit({ type: 'connectors', connectors }),
  );

  // The wallet code is fetched once (again after a failure), when the kit fetches its actions
  // (`prepare`) or at the first call that needs it. Only it starts a session, so while it has
  // not come there is no wallet to disconnect, call or release.
  const walletSession = codeOnUse(
    () =>
      import('./wallet-session.js').then(({ createWalletSession }) =>
        createWalletSession({ discovery, reconnectWaitMs, context: () => context, onChain }),
      ),
    WALLET_CODE_NOT_LOADED,
  );

  return {
    namespace: 'eip155',

    init(kitContext) {
      context = kitContext;
      discovery.start();
    },

    getConnectors: () => discovery.connectors(),

    prepare() {
      // A failure is reported by the call that needs the code.
      walletSession().catch(() => undefined);
    },

    connect: async (params) => (await walletSession()).connect(params),

    reconnect: async (params) => (await walletSession()).reconnect(params),

    disconnect: async () => walletSession.loaded()?.disconnect(),

    switchNetwork: async (params) => (await walletSession()).switchNetwork(params),

    getBalance: async ({ address, network }) => (await onChain()).getBalance(address, network),

    getTokenBalances: async (params) => (await onChain()).getTokenBalances(params),

    sendNative: async (params) => (await walletSession()).sendNative(params),

    sendToken: async (params) => (await walletSession()).sendToken(params),

    estimateFee: async (request) => (await walletSession()).estimateFee(request),

    transfersThrough: (provider) => {
      const through = async () => (await walletSession()).transfersThrough(provider);
      return {
        sendNative: async (params) => (await through()).sendNative(params),
        sendToken: async (params) => (await through()).sendToken(params),
        estimateFee: async (request) => (await through()).estimateFee(request),
      };
    },

    resolveName: async ({ name, network }) => (await onChain()).resolveName(network, name),

    reverseName: async ({ address, network }) => (await onChain()).reverseName(network, address),

    nameText: async ({ name, key, network }) => (await onChain()).nameText(network, name, key),

    encodeFunctionCall: async (call) => (await onChain()).encodeFunctionCall(call),

    signMessage: async (params) => (await walletSession()).signMessage(params),

    walletCalls: () => walletSession.loaded()?.walletCalls(),

    destroy() {
      discovery.stop();
      walletSession.loaded()?.end();
    },
  };
}
