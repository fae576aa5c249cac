/**
 * The largest requests the frame shows for approval. A larger one is refused whole, never
 * trimmed: what the visitor approves is exactly what was shown. See docs/embedded-wallet.md.
 */
export const MAX_BATCH_CALLS = 20;
export const MAX_SOLANA_TRANSACTIONS = 10;
/** Characters of one shown value (calldata, a message); longer ones are shown cut and flagged. */
export const MAX_VALUE_CHARS = 2_000;
