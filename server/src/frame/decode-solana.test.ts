/** The Solana decoder's refusal is exact: a transaction's bytes are refused, text never is. */
import { Keypair, SystemProgram, Transaction } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { describeSolanaTransaction, isSolanaTransactionBytes } from './decode-solana.js';

function transfer() {
  const payer = Keypair.generate().publicKey;
  return new Transaction({
    feePayer: payer,
    recentBlockhash: Keypair.generate().publicKey.toBase58(),
  }).add(
    SystemProgram.transfer({
      fromPubkey: payer,
      toPubkey: Keypair.generate().publicKey,
      lamports: 1_500_000_000,
    }),
  );
}

describe('Solana bytes for the approval panel', () => {
  it('a transaction message and a whole transaction are taken for transactions', () => {
    const transaction = transfer();
    expect(isSolanaTransactionBytes(transaction.serializeMessage())).toBe(true);
    expect(isSolanaTransactionBytes(transaction.serialize({ requireAllSignatures: false }))).toBe(
      true,
    );
  });

  it('text, even text starting with small bytes, is never taken for a transaction', () => {
    for (const text of ['Sign in to example.com', '\u0001\u0000\u0001hello', ''])
      expect(isSolanaTransactionBytes(new TextEncoder().encode(text))).toBe(false);
  });

  it('a transaction with one byte more is not a transaction (its signature would not be one)', () => {
    const bytes = transfer().serializeMessage();
    expect(isSolanaTransactionBytes(new Uint8Array([...bytes, 0]))).toBe(false);
  });

  it('a system transfer is shown in SOL with its receiver', () => {
    const transaction = transfer();
    const sections = describeSolanaTransaction(
      transaction.serialize({ requireAllSignatures: false }),
      'Transaction',
    );
    const lines = sections.flatMap((section) => section.lines.map((entry) => entry.value));
    expect(lines).toContain('1.5 SOL');
  });
});
