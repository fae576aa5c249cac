/**
 * The embedded wallet's account type on eip155: the externally owned account or the smart
 * account the frame builds on the networks that have one. A change shows loading, tells the
 * frame, stores the type and reconnects, so the kit's address becomes the chosen account's.
 * When the frame cannot set it, the account type falls back to EOA.
 */
import { markConnected } from '../core/connection-changes.js';
import { adapterFor } from '../core/context.js';
import { updateAccountState } from '../core/chain-state.js';
import { EMBEDDED_CONNECTOR_ID, embeddedConnector } from '../core/embedded.js';
import type { KitContext } from '../core/context.js';
import { currentNetwork, type EmbeddedSession } from './session.js';

export type EmbeddedAccountType = 'eoa' | 'smartAccount';

const NAMESPACE = 'eip155';

/** The type the kit asks the frame for: the visitor's stored choice, else the config's default. */
export function wantedAccountType(ctx: KitContext): EmbeddedAccountType | undefined {
  const type =
    ctx.storage.field('preferredAccountTypes').get()?.[NAMESPACE] ??
    ctx.config.defaultAccountTypes[NAMESPACE];
  return type === 'eoa' || type === 'smartAccount' ? type : undefined;
}

function storeType(ctx: KitContext, type: EmbeddedAccountType): void {
  const field = ctx.storage.field('preferredAccountTypes');
  field.set({ ...field.get(), [NAMESPACE]: type });
}

/** Reads the user again from the frame and makes its account the kit's eip155 account. */
async function reconnect(session: EmbeddedSession): Promise<void> {
  const { ctx } = session.host;
  const adapter = adapterFor(ctx, NAMESPACE);
  const network = currentNetwork(session, NAMESPACE);
  if (!adapter || !network) return;
  const connection = await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, network });
  markConnected(ctx, {
    namespace: NAMESPACE,
    connector: embeddedConnector(NAMESPACE),
    connection,
    activate: false,
  });
  const user = session.users[NAMESPACE];
  updateAccountState(ctx.stores.chain, NAMESPACE, {
    smartAccountDeployed: user?.smartAccountDeployed ?? false,
    allAccounts: (user?.accounts ?? []).map((account) => ({
      address: account.address,
      type: account.type === 'smartAccount' ? 'smartAccount' : 'eoa',
    })),
  });
}

export async function setEmbeddedAccountType(
  session: EmbeddedSession,
  type: EmbeddedAccountType,
): Promise<void> {
  const { ctx } = session.host;
  const store = ctx.stores.embedded;
  store.setState({ switchingAccountType: true, error: undefined });
  try {
    try {
      await session.client.request('setPreferredAccount', { type });
      storeType(ctx, type);
    } catch (error) {
      // The frame could not give this type: the account is the EOA.
      storeType(ctx, 'eoa');
      await session.client.request('setPreferredAccount', { type: 'eoa' }).catch(() => undefined);
      await reconnect(session);
      throw error;
    }
    await reconnect(session);
  } finally {
    store.setState({ switchingAccountType: false });
  }
}
