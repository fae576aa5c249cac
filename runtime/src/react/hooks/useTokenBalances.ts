import { useEffect } from 'react';
import { useStoreSlice } from './useStoreSlice.js';
import {
  balancesFeature,
  type BalancesFeature,
  type BalancesState,
} from '../../core/balances/balances.js';
import { useWalletKit } from './useWalletKit.js';

/** The connected account's token balances; reads them (30 s cache) when first used. */
export function useTokenBalances(): BalancesState &
  Pick<BalancesFeature, 'fetch' | 'retryBlockedForMs'> {
  const feature = useWalletKit().feature(balancesFeature);
  const state = useStoreSlice(feature.store);
  useEffect(() => {
    void feature.fetch();
  }, [feature]);
  return { ...state, fetch: feature.fetch, retryBlockedForMs: feature.retryBlockedForMs };
}
