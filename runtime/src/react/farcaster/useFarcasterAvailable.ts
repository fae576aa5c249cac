import { useKitStore } from '../hooks/useKitStore.js';

/**
 * Whether the wallet service runs Sign In With Farcaster: the kit's start-up look at the
 * service (its origins answer) says so; false until it did.
 */
export function useFarcasterAvailable(): boolean {
  return useKitStore('embedded', (s) => s.farcasterAvailable ?? false);
}
