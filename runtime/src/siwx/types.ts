/**
 * Where the browser flow keeps sign-in sessions. The message and session shapes themselves
 * live in `@wallet-kit/schemas`, shared with the server package that verifies them.
 */
import type { CaipNetworkId, SiwxSession } from '@wallet-kit/schemas';

export type { Cacao, SiwxMessageData, SiwxSession } from '@wallet-kit/schemas';

/**
 * Where sessions live. The default keeps them in localStorage; a host backend provides its own
 * (verifying on `add`, answering `get` from its database).
 */
export interface SiwxStorage {
  add(session: SiwxSession): Promise<void>;
  /** Replaces every session (`set([])` signs out everywhere). */
  set(sessions: SiwxSession[]): Promise<void>;
  /** Sessions of one account on one chain (expired ones may be included; the flow filters). */
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>;
  /** Removes only the sessions matching both the chain and the address. */
  delete(chainId: CaipNetworkId, address: string): Promise<void>;
}
