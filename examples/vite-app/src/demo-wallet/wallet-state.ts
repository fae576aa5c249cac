/**
 * The Demo Wallet's observable state, so the page can show it (authorised, chain, the
 * "reject next request" switch, recent activity) and react when it changes.
 */
export type ActivityOutcome = 'approved' | 'rejected' | 'failed';

export interface ActivityEntry {
  id: number;
  method: string;
  outcome: ActivityOutcome;
}

export interface DemoWalletState {
  authorised: boolean;
  chainId: number;
  /** When armed, the next request that needs the visitor's approval is declined (code 4001). */
  rejectNextArmed: boolean;
  /** Newest first, a handful of entries: enough to see what the kit asked for. */
  activity: ActivityEntry[];
}

const ACTIVITY_LIMIT = 5;

export function createWalletState(initial: Omit<DemoWalletState, 'activity' | 'rejectNextArmed'>) {
  let state: DemoWalletState = { ...initial, rejectNextArmed: false, activity: [] };
  let nextActivityId = 1;
  const listeners = new Set<() => void>();

  const set = (patch: Partial<DemoWalletState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  return {
    get: () => state,
    set,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    record(method: string, outcome: ActivityOutcome) {
      const entry = { id: nextActivityId++, method, outcome };
      set({ activity: [entry, ...state.activity].slice(0, ACTIVITY_LIMIT) });
    },
  };
}

export type WalletStateStore = ReturnType<typeof createWalletState>;
