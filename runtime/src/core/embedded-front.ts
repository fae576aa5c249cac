/**
 * The embedded wallet as the core holds it before its module is loaded: `kit.embedded` and
 * one AUTH adapter per family it serves, each loading `@wallet-kit/runtime/embedded` on first
 * use and then handing every call to it. The module loads at the first email login, at a
 * silent reconnect of an AUTH connection, or at start when an earlier email login is recorded.
 *
 * Only a kit with email login imports this file (its generated provider passes
 * `createEmbeddedFront(loader)` to `createWalletKit`), so a kit without it ships none of it.
 */
import { checkAllowedOrigin } from './allowed-origin.js';
import { combineAdapters } from './combine-adapters.js';
import type { KitContext } from './context.js';
import {
  embeddedConnector,
  servesEmbedded,
  type EmbeddedController,
  type EmbeddedFront,
  type EmbeddedWalletInstance,
  type EmbeddedWalletLoader,
} from './embedded.js';
import type { WalletKit } from './kit-api.js';
import type { AdapterContext, ChainAdapter, ChainNamespace } from './types.js';

export interface EmbeddedHost {
  ctx: KitContext;
  kit: WalletKit;
}

/** What `embeddedWallet(options)` of the embedded subpath returns. */
export type EmbeddedWalletFactory = (host: EmbeddedHost) => EmbeddedWalletInstance;

/** The error a kit shows when the embedded wallet's code could not be loaded. */
export const EMBEDDED_LOAD_FAILED = 'Unable to load email login dependency';
export function createEmbeddedFront(loader: EmbeddedWalletLoader): EmbeddedFront {
  let host: EmbeddedHost | undefined;
  let loading: Promise<EmbeddedWalletInstance> | undefined;
  let loaded: EmbeddedWalletInstance | undefined;
  let destroyed = false;
  // Set before the module is there: handed over when it arrives.
  let approvalElement: HTMLElement | null = null;
  const onLoad: ((instance: EmbeddedWalletInstance) => void)[] = [];

  function load(): Promise<EmbeddedWalletInstance> {
    loading ??= loader().then(
      (factory) => {
        if (!host || destroyed) throw new Error(EMBEDDED_LOAD_FAILED);
        const instance = (factory as EmbeddedWalletFactory)(host);
        loaded = instance;
        if (approvalElement) instance.controller.attachApproval(approvalElement);
        for (const callback of onLoad) callback(instance);
        return instance;
      },
      (error: unknown) => {
        loading = undefined; // a later attempt may succeed
        throw new Error(EMBEDDED_LOAD_FAILED, { cause: error });
      },
    );
    return loading;
  }

  const controller: EmbeddedController = {
    connectEmail: async (email) => (await load()).controller.connectEmail(email),
    connectDevice: async () => (await load()).controller.connectDevice(),
    connectOtp: async (otp) => (await load()).controller.connectOtp(otp),
    updateEmail: async (email) => (await load()).controller.updateEmail(email),
    updateEmailPrimaryOtp: async (otp) => (await load()).controller.updateEmailPrimaryOtp(otp),
    updateEmailSecondaryOtp: async (otp) => (await load()).controller.updateEmailSecondaryOtp(otp),
    farcasterUri: async () => (await load()).controller.farcasterUri(),
    connectFarcaster: async () => (await load()).controller.connectFarcaster(),
    // Nothing waits before the module is loaded: stopping does not load it.
    stopFarcaster: async () => {
      if (loading) await (await loading).controller.stopFarcaster();
    },
    setAccountType: async (type) => (await load()).controller.setAccountType(type),
    connectSocial: async (provider, popup) =>
      (await load()).controller.connectSocial(provider, popup),
    attachApproval(element) {
      approvalElement = element;
      loaded?.controller.attachApproval(element);
    },
  };

  function adapter(namespace: ChainNamespace, reads: ChainAdapter): ChainAdapter {
    let context: AdapterContext | undefined;
    let real: ChainAdapter | undefined;
    onLoad.push((instance) => {
      real = instance.adapter(namespace, reads);
      if (context) {
        real.init(context);
        // The loaded connector carries the provider: the kit lists it afresh.
        context.emit({ type: 'connectors', connectors: real.getConnectors() });
      }
    });
    const ready = async (): Promise<ChainAdapter> => {
      await load();
      return real!;
    };
    return {
      namespace,
      init(kitContext) {
        context = kitContext;
        real?.init(kitContext);
      },
      getConnectors: () => real?.getConnectors() ?? [embeddedConnector(namespace)],
      connect: async (params) => (await ready()).connect(params),
      reconnect: async (params) => (await ready()).reconnect(params),
      disconnect: async () => real?.disconnect(),
      switchNetwork: async (params) => (real ?? reads).switchNetwork(params),
      getBalance: (params) => reads.getBalance(params),
      ...(reads.transfersThrough
        ? {
            sendNative: async (params) => (await ready()).sendNative!(params),
            sendToken: async (params) => (await ready()).sendToken!(params),
            estimateFee: async (params) => (await ready()).estimateFee!(params),
          }
        : {}),
      signMessage: async (params) => (await ready()).signMessage(params),
      walletCalls: () => real?.walletCalls?.(),
      destroy: () => real?.destroy(),
    };
  }

  return {
    controller,
    adapter,
    withAdapters: (adapters) =>
      adapters.map((family) =>
        servesEmbedded(family.namespace)
          ? combineAdapters(family, adapter(family.namespace, family))
          : family,
      ),
    bind(next) {
      // Its loaded module holds one kit's frame and stores: a second kit would share them.
      if (host) throw new Error('An embedded front serves one kit: create one per kit');
      host = next as EmbeddedHost;
    },
    load,
    start() {
      if (!host) return;
      void checkAllowedOrigin(host.ctx);
      if (host.ctx.storage.field('embeddedLoginUsed').get()) load().catch(() => undefined);
    },
    destroy() {
      destroyed = true;
      loaded?.destroy();
    },
  };
}
