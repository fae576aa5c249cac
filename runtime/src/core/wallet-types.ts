/**
 * Shapes of balances, fees and transactions shared by the adapters, the core
 * features (balances, send, activity) and the views. Data only.
 */
import type { CaipNetwork, CaipNetworkId, TokenConfig } from '@wallet-kit/schemas';

/** One token balance: what the adapters and the blockchain API both turn into. */
export interface TokenBalance {
  name?: string;
  symbol?: string;
  /** The CAIP-2 network id, e.g. `eip155:1`. */
  chainId: CaipNetworkId;
  /** Contract (eip155) or mint (solana) address; absent for the native currency. */
  address?: string;
  /** Value in USD, when a price is known. */
  value?: number;
  price?: number;
  /** `decimals` as a string, `numeric` the exact amount in whole tokens ("12.5"). */
  quantity: { decimals: string; numeric: string };
  iconUrl?: string;
}

export interface TokenBalancesParams {
  address: string;
  network: CaipNetwork;
  /** The tokens configured for this network (`config.tokens`). */
  tokens?: readonly TokenConfig[];
}

export interface FeeEstimate {
  /** The network fee in whole native units, e.g. "0.000021". */
  fee: string;
  symbol: string;
  /** Extra native currency locked by the send (Solana rent of a new token account). */
  accountRent?: string;
  /**
   * The least a native balance may hold other than nothing (Solana: the rent-exempt minimum of
   * an account without data). The network refuses a send that leaves the sender with less than
   * this but more than 0, or that opens a receiver's account with less.
   */
  minimumBalance?: string;
  /** The receiver of a native send holds nothing yet: it must receive `minimumBalance`. */
  receiverIsNew?: boolean;
  /**
   * The receiver of a native send is the sender: the amount comes back, so the balance ends
   * lower by the fee alone, and only that is held to `minimumBalance`.
   */
  receiverIsSender?: boolean;
}

/** A transaction, as the blockchain API sends it (fields the kit reads). */
export interface Transaction {
  id: string;
  metadata: {
    /** ISO date. */
    minedAt: string;
    /** CAIP-2 network id. */
    chain: string;
    operationType: string;
    status: string;
    sentFrom: string;
    sentTo: string;
    /** The transaction's hash (signature on Solana), when the history API gives it. */
    hash?: string;
  };
  transfers: TransactionTransfer[];
}

export interface TransactionTransfer {
  /** 'in' or 'out', seen from the account. */
  direction?: string;
  nft_info?: {
    flags?: { is_spam?: boolean };
    name?: string;
    content?: { preview?: { url?: string } };
  };
  fungible_info?: { name?: string; symbol?: string; icon?: { url?: string } };
  quantity: { numeric: string };
}
