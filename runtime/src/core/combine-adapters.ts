/**
 * `combineAdapters(primary, ...others)`: several adapters for one chain family (the browser
 * wallets of `/eip155` and WalletConnect's eip155 adapter) seen by the core as ONE adapter.
 * The core keys adapters, connectors and stored connector ids by namespace; combining keeps
 * that model instead of teaching every controller about several adapters per family.
 */
import type { AdapterContext, AdapterEvent, ChainAdapter, Connector } from './types.js';
import { combineWalletMethods } from './combine-wallet-methods.js';

export function combineAdapters(primary: ChainAdapter, ...others: ChainAdapter[]): ChainAdapter {
  const members = [primary, ...others];
  const namespace = primary.namespace;
  for (const member of others) {
    if (member.namespace !== namespace) {
      throw new Error(`Cannot combine a ${member.namespace} adapter with a ${namespace} adapter`);
    }
  }
  /** The member the visitor is connected through: only its wallet events reach the kit. */
  let active: ChainAdapter | undefined;

  const allConnectors = (): Connector[] => members.flatMap((member) => member.getConnectors());

  /**
   * The member owning a connector id. An id nobody lists yet goes to the primary: after a
   * reload a browser wallet may announce itself only after the silent reconnect has started.
   */
  const memberFor = (connectorId: string): ChainAdapter =>
    members.find((member) => member.getConnectors().some((c) => c.id === connectorId)) ?? primary;

  /** What wallet actions go to while nobody is connected (network switch before connecting). */
  const current = (): ChainAdapter => active ?? primary;

  function memberContext(member: ChainAdapter, context: AdapterContext): AdapterContext {
    return {
      networks: context.networks,
      ...(context.appName === undefined ? {} : { appName: context.appName }),
      ...(context.accountType === undefined ? {} : { accountType: context.accountType }),
      emit(event: AdapterEvent) {
        if (event.type === 'connectors') {
          context.emit({ type: 'connectors', connectors: allConnectors() });
          return;
        }
        // A wallet the visitor is not connected through must not move or end the session
        // (an injected wallet switching chains while WalletConnect is in use, or the reverse).
        if (member !== active) return;
        if (event.type === 'disconnect') active = undefined;
        context.emit(event);
      },
    };
  }

  return {
    namespace,
    init(context) {
      for (const member of members) member.init(memberContext(member, context));
    },
    getConnectors: allConnectors,
    prepare() {
      for (const member of members) member.prepare?.();
    },
    async connect(params) {
      const member = memberFor(params.connectorId);
      const connection = await member.connect(params);
      active = member;
      return connection;
    },
    async reconnect(params) {
      const member = memberFor(params.connectorId);
      const connection = await member.reconnect(params);
      if (connection) active = member;
      return connection;
    },
    async disconnect() {
      const member = active;
      active = undefined;
      await member?.disconnect();
    },
    switchNetwork: (params) => current().switchNetwork(params),
    getBalance: (params) => current().getBalance(params),
    signMessage: (params) => current().signMessage(params),
    // The host app's wallet calls go to the wallet the visitor is connected with.
    walletCalls: () => current().walletCalls?.(),
    // Balances and send: forwarded by a helper of their own.
    ...combineWalletMethods(members, current),
    destroy() {
      for (const member of members) member.destroy();
    },
  };
}
