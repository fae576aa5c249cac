/**
 * The batches `wallet_sendCalls` sent, by the id the caller got back, so `wallet_getCallsStatus`
 * can answer for them. They live as long as the frame's page: after a reload the ids are unknown
 * (the transactions themselves are on chain and their hashes were in the caller's receipts).
 */
import type { Hex } from 'viem';

interface SentBatch {
  /** The CAIP-2 network the calls were sent on. */
  chainId: string;
  /** The transactions broadcast, in call order. */
  hashes: Hex[];
  /** Calls left unsent because an earlier one could not be sent (0 when all were). */
  unsent: number;
}

const batches = new Map<string, SentBatch>();

function randomBatchId(): Hex {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `0x${[...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Records a sent batch and returns its new id. */
export function recordBatch(batch: SentBatch): Hex {
  const id = randomBatchId();
  batches.set(id, batch);
  return id;
}

export function sentBatch(id: string): SentBatch | undefined {
  return batches.get(id);
}
