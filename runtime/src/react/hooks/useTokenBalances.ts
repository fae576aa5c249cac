import { useEffect } from 'react';
import { useStore } from 'zustand';
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
  const state = useStore(feature.store);
  useEffect(() => {
    void feature.fetch();
  }, [feature]);
  return { ...state, fetch: feature.fetch, retryBlockedForMs: feature.retryBlockedForMs };
}
