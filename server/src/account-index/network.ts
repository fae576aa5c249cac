/** A network the account index answers for, whatever its family reads the chain with. */
import type { NativeCurrency } from './transactions.js';

export interface IndexedNetwork {
  /** CAIP-2 id, e.g. `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  caipNetworkId: string;
  native: NativeCurrency;
  /** The account as the index keys it, or undefined when `address` is not one of this family. */
  accountOf(address: string): string | undefined;
  /** Reads what the chain added for the account since the index last looked. */
  refresh(account: string): Promise<void>;
  /** The account's holdings now, as balance items the kit reads. */
  balances(account: string): Promise<unknown[]>;
  /** Names and symbols the host gives tokens the chain does not name (Solana mints). */
  tokenNames?: Record<string, { name?: string; symbol: string }>;
}
