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

/** The key whose change is the most opposite to `delta` (the other side of a transfer). */
function counterparty(deltas: Map<string, bigint>, owner: string, delta: bigint): string {
  let best = '';
  let bestAmount = 0n;
  for (const [key, change] of deltas) {
    if (key === owner || change === 0n || change > 0n === delta > 0n) continue;
    const amount = change < 0n ? -change : change;
    if (amount > bestAmount) [best, bestAmount] = [key, amount];
  }
  return best || 'unknown';
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
  const sol = lamports.get(owner) ?? 0n;
  if (sol !== 0n) {
    const other = counterparty(lamports, owner, sol);
    transfers.push({
      ...base,
      logIndex: 0,
      from: sol < 0n ? owner : other,
      to: sol < 0n ? other : owner,
      token: '',
      amount: sol < 0n ? -sol : sol,
    });
  }
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
    const change = deltas.get(owner) ?? 0n;
    if (change === 0n) return;
    const other = counterparty(deltas, owner, change);
    tokens.push({ token: mint, decimals, symbol: mintSymbol(mint) });
    transfers.push({
      ...base,
      logIndex: i + 1,
      from: change < 0n ? owner : other,
      to: change < 0n ? other : owner,
      token: mint,
      amount: change < 0n ? -change : change,
    });
  });
  return { transfers, tokens };
}
