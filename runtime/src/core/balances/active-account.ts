/** The account the balance views are about: the active family's connected address and network. */
import type { KitContext } from '../context.js';
import type { CaipAddress, CaipNetwork, ChainNamespace } from '../types.js';

export interface ActiveAccount {
  namespace: ChainNamespace;
  address: string;
  caipAddress: CaipAddress;
  network: CaipNetwork;
}

export function activeAccount(ctx: KitContext): ActiveAccount | undefined {
  const state = ctx.stores.chain.getState();
  const namespace = state.activeChain;
  const entry = namespace ? state.chains[namespace] : undefined;
  const { address, caipAddress } = entry?.accountState ?? {};
  const network = entry?.networkState.caipNetwork;
  if (!namespace || !address || !caipAddress || !network) return undefined;
  return { namespace, address, caipAddress, network };
}
