/**
 * What one Solana transaction moved for one owner, read from its balances before and after (a
 * node's `getTransaction` meta): SOL (the fee the owner paid is not a transfer) and each SPL
 * mint the owner's token accounts hold, each with the account on the other side.
 */
import type { TokenInfo, Transfer } from './store.js';

interface UiTokenAmount {
  amount: string;
  decimals: number;
}

interface TokenBalanceEntry {
  accountIndex: number;
  mint: string;
  owner?: string;
  uiTokenAmount: UiTokenAmount;
}

export interface SolanaTransaction {
  slot: number;
  blockTime: number | null;
  transaction: { signatures: string[]; message: { accountKeys: string[] } };
  meta: {
    err: unknown;
    fee: number;
    preBalances: number[];
    postBalances: number[];
    preTokenBalances?: TokenBalanceEntry[];
    postTokenBalances?: TokenBalanceEntry[];
    loadedAddresses?: { writable: string[]; readonly: string[] };
  } | null;
}

/** A mint has no symbol on chain: its first characters stand in until a host names it. */
export const mintSymbol = (mint: string) => `${mint.slice(0, 4)}…`;

/**
 * Where a movement's second and later legs are numbered: a group's first leg keeps the group's
 * own number (0 for SOL, 1 + the mint's place for a token), as rows stored before legs existed
 * do, and leg n adds n strides. Room for 65,535 mints and 32,767 legs of each in a transaction.
 */
export const LEG_STRIDE = 1 << 16;

interface Leg {
  from: string;
  to: string;
  amount: bigint;
}

/**
 * One asset's balance changes split into sender → receiver legs, senders and receivers each in
 * the transaction's key order, each leg as much as both sides have left. The split reads the
 * transaction alone, never whose refresh reads it, so every account's refresh writes the same
 * rows: a payment from A to both B and C is two legs, and B's and C's histories each show theirs.
 * A change nothing balances (lamports burned or created) is a leg to or from "unknown".
 */
export function legsOf(changes: Map<string, bigint>): Leg[] {
  const senders = [...changes]
    .filter(([, change]) => change < 0n)
    .map(([key, c]) => [key, -c] as const);
  const receivers = [...changes].filter(([, change]) => change > 0n);
  const legs: Leg[] = [];
  let s = 0;
  let r = 0;
  let sendLeft = senders[0]?.[1] ?? 0n;
  let receiveLeft = receivers[0]?.[1] ?? 0n;
  while (s < senders.length || r < receivers.length) {
    const from = senders[s]?.[0] ?? 'unknown';
    const to = receivers[r]?.[0] ?? 'unknown';
    const amount =
      s >= senders.length
        ? receiveLeft
        : r >= receivers.length
          ? sendLeft
          : sendLeft < receiveLeft
            ? sendLeft
            : receiveLeft;
    legs.push({ from, to, amount });
    if (s < senders.length) {
      sendLeft -= amount;
      if (sendLeft === 0n) sendLeft = senders[++s]?.[1] ?? 0n;
    }
    if (r < receivers.length) {
      receiveLeft -= amount;
      if (receiveLeft === 0n) receiveLeft = receivers[++r]?.[1] ?? 0n;
    }
  }
  return legs;
}

/** `position`: the transaction's index in its block, 0 where it was not read. */
export function solanaTransfers(
  chainId: string,
  owner: string,
  tx: SolanaTransaction,
  position = 0,
): { transfers: Transfer[]; tokens: TokenInfo[] } {
  const { meta } = tx;
  // A failed transaction moved nothing but its fee.
  if (!meta || meta.err !== null) return { transfers: [], tokens: [] };
  const keys = [
    ...tx.transaction.message.accountKeys,
    ...(meta.loadedAddresses?.writable ?? []),
    ...(meta.loadedAddresses?.readonly ?? []),
  ];
  const base = {
    chainId,
    txId: tx.transaction.signatures[0]!,
    blockNumber: BigInt(tx.slot),
    txPosition: position,
    minedAt: new Date((tx.blockTime ?? 0) * 1000),
    failed: false,
  };
  const transfers: Transfer[] = [];
  const tokens: TokenInfo[] = [];
  const lamports = new Map(
    keys.map((key, i) => [
      key,
      BigInt(meta.postBalances[i] ?? 0) -
        BigInt(meta.preBalances[i] ?? 0) +
        (i === 0 ? BigInt(meta.fee) : 0n),
    ]),
  );
  const ownersLegs = (group: number, token: string, changes: Map<string, bigint>) =>
    legsOf(changes).forEach((leg, n) => {
      if (leg.from !== owner && leg.to !== owner) return;
      transfers.push({ ...base, logIndex: group + n * LEG_STRIDE, ...leg, token });
    });
  ownersLegs(0, '', lamports);
  // Per mint, per token-account owner: the change in base units.
  const byMint = new Map<string, { decimals: number; deltas: Map<string, bigint> }>();
  const add = (entry: TokenBalanceEntry, sign: 1n | -1n) => {
    const holder = entry.owner ?? keys[entry.accountIndex] ?? 'unknown';
    const mint = byMint.get(entry.mint) ?? {
      decimals: entry.uiTokenAmount.decimals,
      deltas: new Map(),
    };
    mint.deltas.set(
      holder,
      (mint.deltas.get(holder) ?? 0n) + sign * BigInt(entry.uiTokenAmount.amount),
    );
    byMint.set(entry.mint, mint);
  };
  for (const entry of meta.preTokenBalances ?? []) add(entry, -1n);
  for (const entry of meta.postTokenBalances ?? []) add(entry, 1n);
  [...byMint.entries()].forEach(([mint, { decimals, deltas }], i) => {
    if ((deltas.get(owner) ?? 0n) === 0n) return;
    tokens.push({ token: mint, decimals, symbol: mintSymbol(mint) });
    ownersLegs(i + 1, mint, deltas);
  });
  return { transfers, tokens };
}
