/**
 * Confirmation by polling `getSignatureStatuses`. Not `connection.confirmTransaction`: it
 * waits on a websocket subscription, which many RPC providers (and the kit's own test chain)
 * do not serve, and which a page would otherwise keep open for nothing.
 */
import type { SolanaRpc } from './rpc/client.js';

export interface ConfirmOptions {
  /** From the blockhash the transaction was built with: after it, the transaction can never land. */
  lastValidBlockHeight?: number;
  timeoutMs: number;
  intervalMs: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves once confirmed; rejects when it failed on chain, expired, or the wait ran out. */
export async function confirmByPolling(
  connection: SolanaRpc,
  signature: string,
  { lastValidBlockHeight, timeoutMs, intervalMs }: ConfirmOptions,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [status] = await connection.getSignatureStatuses([signature]);
    if (status?.err) {
      throw new Error(`Transaction ${signature} failed: ${JSON.stringify(status.err)}`);
    }
    if (status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized') {
      return;
    }
    if (
      lastValidBlockHeight !== undefined &&
      (await connection.getBlockHeight()) > lastValidBlockHeight
    ) {
      throw new Error(`Transaction ${signature} expired before it was confirmed`);
    }
    if (Date.now() + intervalMs > deadline) {
      throw new Error(`Transaction ${signature} was not confirmed within ${timeoutMs} ms`);
    }
    await sleep(intervalMs);
  }
}
