/**
 * The account's shown name (`accountState.profileName`) has two sources: the kit's own names
 * service (a name the visitor registered with this app) and ENS (the primary name on the
 * chain). Each writes its own slot and the shown name is derived from both, so neither source
 * erases the other, whichever answers last. The kit's own name wins: the visitor chose it in
 * this app, and it is the name this app's Send resolves.
 */
import { updateChainEntry } from '../chain-state.js';
import type { ChainState } from '../kit-api.js';
import type { ChainNamespace } from '../types.js';
import type { StoreApi } from 'zustand/vanilla';

export type ProfileNameSource = 'names' | 'ens';

export function setProfileName(
  store: StoreApi<ChainState>,
  namespace: ChainNamespace,
  source: ProfileNameSource,
  name: string | null | undefined,
): void {
  updateChainEntry(store, namespace, (entry) => {
    const profileNames = { ...entry.accountState.profileNames, [source]: name ?? null };
    const shown = profileNames.names ?? profileNames.ens ?? null;
    return { ...entry, accountState: { ...entry.accountState, profileNames, profileName: shown } };
  });
}
