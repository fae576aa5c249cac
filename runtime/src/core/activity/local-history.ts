/**
 * The transactions this kit sent from this browser, kept per account in the kit's storage so
 * Activity is never blank after a send when no blockchain API is configured. Parsed on read
 * with the blockchain API's own transaction shape: a corrupt entry is dropped, never trusted.
 */
import * as v from 'valibot';
import { transactionSchema } from '../blockchain-api/schemas.js';
import type { KitStorage } from '../storage.js';
import type { Transaction } from '../wallet-types.js';

/** Enough for an activity list; older entries are forgotten first. */
export const MAX_LOCAL_TRANSACTIONS = 50;

function field(storage: KitStorage, caipAddress: string) {
  return storage.json(`activity:${caipAddress}`, (stored) => v.parse(v.array(v.unknown()), stored));
}

export function readLocalTransactions(storage: KitStorage, caipAddress: string): Transaction[] {
  return (field(storage, caipAddress).get() ?? []).flatMap((item) => {
    const parsed = v.safeParse(transactionSchema, item);
    return parsed.success ? [parsed.output as Transaction] : [];
  });
}

export interface SentTransfer {
  caipAddress: string;
  chainId: string;
  txId: string;
  from: string;
  to: string;
  amount: string;
  symbol?: string;
  name?: string;
  /** ms since epoch. */
  at: number;
}

export function recordSentTransaction(storage: KitStorage, sent: SentTransfer): void {
  const transaction: Transaction = {
    id: sent.txId,
    metadata: {
      minedAt: new Date(sent.at).toISOString(),
      chain: sent.chainId,
      operationType: 'send',
      status: 'confirmed',
      sentFrom: sent.from,
      sentTo: sent.to,
    },
    transfers: [
      {
        direction: 'out',
        fungible_info: {
          ...(sent.symbol ? { symbol: sent.symbol } : {}),
          ...(sent.name ? { name: sent.name } : {}),
        },
        quantity: { numeric: sent.amount },
      },
    ],
  };
  const known = readLocalTransactions(storage, sent.caipAddress).filter(
    (tx) => tx.id !== sent.txId,
  );
  field(storage, sent.caipAddress).set([transaction, ...known].slice(0, MAX_LOCAL_TRANSACTIONS));
}
