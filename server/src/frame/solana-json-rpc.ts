/**
 * Solana JSON-RPC over `fetch`, for the one call the frame makes to a Solana node (sending a
 * signed transaction). Not web3.js's `Connection`: it bundles `rpc-websockets` (LGPL-3.0) for
 * subscriptions the frame never makes, and the frame's script must ship no copyleft code
 * (test/integration/frame-bundle-licences.test.ts).
 */

/** How long the node may take to answer before the frame gives up. */
const TIMEOUT_MS = 30_000;

export interface SendTransactionOptions {
  skipPreflight?: boolean;
  preflightCommitment?: string;
  maxRetries?: number;
  minContextSlot?: number;
}

async function call<T>(rpcUrl: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${method}: HTTP status code: ${response.status}`);
  const body = (await response.json()) as { result?: T; error?: { message?: unknown } };
  if (body.error) {
    const message = typeof body.error.message === 'string' ? body.error.message : 'unknown error';
    throw new Error(`failed to send transaction: ${message}`);
  }
  if (body.result === undefined) throw new Error(`${method}: the node answered no result`);
  return body.result;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

/** Broadcasts a signed transaction; resolves to its signature (base58), as the node gives it. */
export function sendRawTransaction(
  rpcUrl: string,
  signed: Uint8Array,
  options: SendTransactionOptions,
): Promise<string> {
  return call<string>(rpcUrl, 'sendTransaction', [
    toBase64(signed),
    {
      encoding: 'base64',
      // As web3.js's Connection did for the frame: preflight at `confirmed` unless asked.
      preflightCommitment: options.preflightCommitment ?? 'confirmed',
      ...(options.skipPreflight !== undefined ? { skipPreflight: options.skipPreflight } : {}),
      ...(options.maxRetries !== undefined ? { maxRetries: options.maxRetries } : {}),
      ...(options.minContextSlot !== undefined ? { minContextSlot: options.minContextSlot } : {}),
    },
  ]);
}
