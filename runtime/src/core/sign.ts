/**
 * Signing with the connected account of the active namespace.
 */
import { adapterFor, type KitContext } from './context.js';
import { ERRORS } from './errors.js';

export async function signMessage(ctx: KitContext, message: string): Promise<string> {
  const { activeChain, chains } = ctx.stores.chain.getState();
  const address = activeChain ? chains[activeChain]?.accountState.address : undefined;
  if (!activeChain || !address) throw new Error(ERRORS.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND);
  const adapter = adapterFor(ctx, activeChain);
  if (!adapter) throw new Error(ERRORS.CHAIN_ADAPTER_NOT_FOUND);
  return adapter.signMessage({ message, address });
}
