/**
 * What a real wallet remembers per site across reloads: whether the visitor authorised this
 * page, and which chain the wallet is on. A corrupt stored value is discarded, never thrown.
 */
const STORAGE_KEY = 'demo-wallet:site-state';

export interface PersistedWalletState {
  authorised: boolean;
  chainId: number;
}

export function readPersistedState(
  storage: Storage,
  fallbackChainId: number,
): PersistedWalletState {
  const fallback = { authorised: false, chainId: fallbackChainId };
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return fallback;
    const value = JSON.parse(raw) as Partial<PersistedWalletState>;
    return {
      authorised: value.authorised === true,
      chainId: typeof value.chainId === 'number' ? value.chainId : fallbackChainId,
    };
  } catch {
    storage.removeItem(STORAGE_KEY);
    return fallback;
  }
}

export function writePersistedState(storage: Storage, state: PersistedWalletState): void {
  storage.setItem(STORAGE_KEY, JSON.stringify(state));
}
