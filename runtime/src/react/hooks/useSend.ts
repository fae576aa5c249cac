import { useStoreSlice } from './useStoreSlice.js';
import { sendFeature, type SendFeature, type SendState } from '../../core/send/send.js';
import { useWalletKit } from './useWalletKit.js';

/** The send form's state and actions. */
export function useSend(): SendState & Omit<SendFeature, 'store'> {
  const { store, ...actions } = useWalletKit().feature(sendFeature);
  return { ...useStoreSlice(store), ...actions };
}
