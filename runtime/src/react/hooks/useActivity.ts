import { useEffect } from 'react';
import { useStoreSlice } from './useStoreSlice.js';
import {
  activityFeature,
  type ActivityFeature,
  type ActivityState,
} from '../../core/activity/activity.js';
import { useWalletKit } from './useWalletKit.js';

/** The account's activity on the active chain; loads the first page when first used. */
export function useActivity(): ActivityState & Omit<ActivityFeature, 'store'> {
  const feature = useWalletKit().feature(activityFeature);
  const state = useStoreSlice(feature.store);
  useEffect(() => {
    void feature.refresh();
  }, [feature]);
  return { ...state, refresh: feature.refresh, loadMore: feature.loadMore };
}
