import { useStoreSlice } from '../hooks/useStoreSlice.js';
import { namesFeature, type NamesFeature, type NamesState } from '../../core/names/names.js';
import { useWalletKit } from '../hooks/useWalletKit.js';

/** The name form's state and the names actions of the kit. */
export function useNames(): NamesState & Omit<NamesFeature, 'store'> {
  const { store, ...actions } = useWalletKit().feature(namesFeature);
  return { ...useStoreSlice(store), ...actions };
}
