/**
 * Disconnect. The order of effects is part of the contract (SIWX first, the event last);
 * disconnect.test.ts checks it. Every namespace is reset even when its wallet fails to
 * disconnect: the visitor asked to leave, and the failures are reported together after.
 */
import { resetNamespace, resetPairing } from './connection-changes.js';
import { adapterFor, type KitContext } from './context.js';
import { ERRORS, errorMessage } from './errors.js';
import { failedToDisconnectChain } from './action-messages.js';
import { closeModal, setNamespaceLoading } from './modal.js';
import type { ChainNamespace } from './types.js';

/** Connector kinds whose one session spans several namespaces. */
const SHARED_SESSION_KINDS = ['WALLET_CONNECT', 'AUTH'] as const;

/**
 * A namespace also takes along the other namespaces connected through the same
 * WalletConnect or embedded-auth session; with no namespace, every namespace goes.
 */
export function namespacesToDisconnect(
  ctx: KitContext,
  namespace?: ChainNamespace,
): ChainNamespace[] {
  const { chains } = ctx.stores.chain.getState();
  const all = Object.keys(chains) as ChainNamespace[];
  if (!namespace) return all;
  const entry = chains[namespace];
  if (!entry) throw new Error(ERRORS.NETWORK_NOT_FOUND);
  const kind = entry.accountState.connectedWalletInfo?.type;
  if (!kind || !(SHARED_SESSION_KINDS as readonly string[]).includes(kind)) return [namespace];
  return all.filter(
    (other) =>
      other === namespace || chains[other]?.accountState.connectedWalletInfo?.type === kind,
  );
}

async function disconnectWallet(
  ctx: KitContext,
  namespace: ChainNamespace,
): Promise<Error | undefined> {
  const address = ctx.stores.chain.getState().chains[namespace]?.accountState.address;
  if (!address) return undefined;
  try {
    const adapter = adapterFor(ctx, namespace);
    if (!adapter) throw new Error(ERRORS.CHAIN_ADAPTER_NOT_FOUND);
    await adapter.disconnect();
    return undefined;
  } catch (error) {
    return new Error(failedToDisconnectChain(namespace, errorMessage(error)), { cause: error });
  }
}

export async function disconnect(ctx: KitContext, namespace?: ChainNamespace): Promise<void> {
  const namespaces = namespacesToDisconnect(ctx, namespace);
  const failures: Error[] = [];

  // 1. SIWX sessions are cleared first.
  try {
    await ctx.siwx.clearSessions();
  } catch (error) {
    failures.push(new Error(errorMessage(error), { cause: error }));
  }
  // 2. Loading is shown.
  for (const ns of namespaces) setNamespaceLoading(ctx, ns, true);
  try {
    // 3. Each chain's disconnect is called when an address exists (all at once: one slow
    //    wallet must not hold up the others).
    const results = await Promise.all(namespaces.map((ns) => disconnectWallet(ctx, ns)));
    failures.push(...results.filter((result): result is Error => result !== undefined));
    // 4. Account and network are reset, and pairing is reset.
    for (const ns of namespaces) resetNamespace(ctx, ns);
    resetPairing(ctx);
    // 5. The stored social provider and connector ids are removed.
    ctx.storage.field('connectedSocial').remove();
    ctx.storage.field('connectedSocialUsername').remove();
    for (const ns of namespaces) ctx.storage.connectorId(ns).remove();
  } finally {
    for (const ns of namespaces) setNamespaceLoading(ctx, ns, false);
  }

  // 6. A success or error event is sent.
  if (failures.length > 0) {
    const message = failures.map((failure) => failure.message).join('; ');
    ctx.events.emit({ type: 'DISCONNECT_ERROR', properties: { namespaces, message } });
  } else {
    ctx.events.emit({ type: 'DISCONNECT_SUCCESS', properties: { namespaces } });
  }
  // Nothing connected is left to show: hide the modal (embedded: show Connect).
  if (ctx.stores.modal.getState().open || ctx.config.enableEmbedded)
    closeModal(ctx, { force: true });

  if (failures.length > 0) {
    throw new Error(ERRORS.FAILED_TO_DISCONNECT, {
      cause: new AggregateError(failures, failures.map((failure) => failure.message).join('; ')),
    });
  }
}
