/** The account sign-in is about: the active namespace's address on a configured network. */
import { getActiveAccount, getActiveNetwork, isNetworkSupported } from '../core/chain-state.js';
import type { ChainState } from '../core/kit-api.js';
import type { CaipNetwork } from '../core/types.js';

export interface SignInAccount {
  address: string;
  network: CaipNetwork;
  /** `namespace:chainId:address`, to notice any change of account or chain. */
  key: string;
}

/** Only an address on a supported network signs in (UnsupportedChain comes first). */
export function signInAccount(state: ChainState): SignInAccount | undefined {
  const address = getActiveAccount(state)?.address;
  const network = getActiveNetwork(state);
  if (!address || !network || !isNetworkSupported(state, network)) return undefined;
  return { address, network, key: `${network.caipNetworkId}:${address}` };
}
