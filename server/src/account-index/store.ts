/**
 * What the account index keeps, in PostgreSQL through Kysely (PGlite embedded by default): the
 * value movements of every account on the indexed chains, how far each chain was scanned, and
 * the metadata of each token seen. Every write is repeatable, so several instances may scan one
 * database side by side.
 */
import { Kysely, Migrator, sql, type ColumnType } from 'kysely';
import { PgliteDialect } from '../db/pglite-dialect.js';
import { openPglite } from '../db/pglite-template.js';
import { accountIndexMigrations } from './migrations.js';

interface TransfersTable {
  chain_id: string;
  tx_id: string;
  log_index: number;
  block_number: ColumnType<string, bigint, bigint>;
  tx_position: number;
  mined_at: ColumnType<Date, Date, Date>;
  from_address: string;
  to_address: string;
  token: string;
  amount: string;
  failed: boolean;
}

interface CursorsTable {
  chain_id: string;
  next_block: ColumnType<string, bigint, bigint>;
  last_block_hash: string | null;
}

interface TokensTable {
  chain_id: string;
  token: string;
  name: string | null;
  symbol: string | null;
  decimals: number;
}

interface AccountCursorsTable {
  chain_id: string;
  address: string;
  newest_signature: string;
}

export interface AccountIndexDatabase {
  index_account_cursors: AccountCursorsTable;
  index_transfers: TransfersTable;
  index_cursors: CursorsTable;
  index_tokens: TokensTable;
}

/** One value movement: a transaction's native value (logIndex -1) or one token transfer. */
export interface Transfer {
  chainId: string;
  txId: string;
  logIndex: number;
  blockNumber: bigint;
  /**
   * The transaction's index in its block; on Solana 0 unless the block was read (a slot holding
   * two or more transactions of one account).
   */
  txPosition: number;
  minedAt: Date;
  from: string;
  to: string;
  /** '' for the native currency. */
  token: string;
  amount: bigint;
  failed: boolean;
}

export interface TokenInfo {
  token: string;
  name?: string;
  symbol?: string;
  decimals: number;
}

export interface ScanCursor {
  nextBlock: bigint;
  lastBlockHash?: string;
}

/**
 * A history page's position: the key of the last transaction of the page before, every part of
 * the order included (block time alone is whole seconds; the rest tells apart what shares one).
 */
export interface HistoryPosition {
  minedAt: Date;
  blockNumber: bigint;
  txPosition: number;
  txId: string;
}

export interface AccountIndexStore {
  cursor(chainId: string): Promise<ScanCursor | undefined>;
  /**
   * Keeps a scanned range's transfers and tokens and moves the chain's cursor to `next`, in one
   * database transaction. The cursor never moves back here: an instance that scanned a range
   * another one already passed adds nothing and changes nothing.
   */
  commitRange(
    chainId: string,
    range: { transfers: Transfer[]; tokens: TokenInfo[]; next: ScanCursor },
  ): Promise<void>;
  /** The newest transaction read for an address of a chain read account by account. */
  accountCursor(chainId: string, address: string): Promise<string | undefined>;
  /** Keeps an account scan's transfers and tokens and each address's newest transaction. */
  commitAccountScan(
    chainId: string,
    scan: { transfers: Transfer[]; tokens: TokenInfo[]; cursors: Map<string, string> },
  ): Promise<void>;
  /** Forgets everything from `fromBlock` on (a reorganised chain) and scans again from there. */
  rewind(chainId: string, fromBlock: bigint): Promise<void>;
  knownTokens(chainId: string, tokens: string[]): Promise<Set<string>>;
  /**
   * The transfers of the `limit` newest transactions touching `address` after `before`, whether
   * more exist, and the last one's position. Newest first is block time, then block number, then
   * index in the block, then id: block times are whole seconds, so the chain's own order tells
   * apart what one second holds (a transaction's transfers follow in log order).
   */
  historyPage(
    chainId: string,
    address: string,
    options: { before?: HistoryPosition; limit: number },
  ): Promise<{ transfers: Transfer[]; more: boolean; last?: HistoryPosition }>;
  /** Every token `address` ever sent or received on the chain, with its metadata. */
  tokensOf(chainId: string, address: string): Promise<TokenInfo[]>;
  tokenInfo(chainId: string, tokens: string[]): Promise<Map<string, TokenInfo>>;
  close(): Promise<void>;
}

export class AccountIndexMigrationError extends Error {
  override readonly name = 'AccountIndexMigrationError';
}

export async function migrateAccountIndex(db: Kysely<AccountIndexDatabase>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: accountIndexMigrations,
    // Its own bookkeeping tables, so it shares a database with the names or wallet service.
    migrationTableName: 'account_index_migrations',
    migrationLockTableName: 'account_index_migrations_lock',
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new AccountIndexMigrationError(
      `Account index migration ${failed ?? ''} failed: ${(error as Error).message ?? error}`,
    );
  }
}

const toTransfer = (row: {
  chain_id: string;
  tx_id: string;
  log_index: number;
  block_number: string;
  tx_position: number;
  mined_at: Date;
  from_address: string;
  to_address: string;
  token: string;
  amount: string;
  failed: boolean;
}): Transfer => ({
  chainId: row.chain_id,
  txId: row.tx_id,
  logIndex: row.log_index,
  blockNumber: BigInt(row.block_number),
  txPosition: row.tx_position,
  minedAt: new Date(row.mined_at),
  from: row.from_address,
  to: row.to_address,
  token: row.token,
  amount: BigInt(row.amount),
  failed: row.failed,
});

const toTokenInfo = (row: TokensTable): TokenInfo => ({
  token: row.token,
  decimals: row.decimals,
  ...(row.name !== null ? { name: row.name } : {}),
  ...(row.symbol !== null ? { symbol: row.symbol } : {}),
});

type Writer = Kysely<AccountIndexDatabase>;

async function insertTokens(trx: Writer, chainId: string, tokens: TokenInfo[]) {
  if (tokens.length === 0) return;
  await trx
    .insertInto('index_tokens')
    .values(
      tokens.map((token) => ({
        chain_id: chainId,
        token: token.token,
        name: token.name ?? null,
        symbol: token.symbol ?? null,
        decimals: token.decimals,
      })),
    )
    .onConflict((conflict) => conflict.columns(['chain_id', 'token']).doNothing())
    .execute();
}

/** Repeatable: a transfer already kept (another instance, a scan done again) is left as it is. */
async function insertTransfers(trx: Writer, chainId: string, transfers: Transfer[]) {
  if (transfers.length === 0) return;
  await trx
    .insertInto('index_transfers')
    .values(
      transfers.map((transfer) => ({
        chain_id: chainId,
        tx_id: transfer.txId,
        log_index: transfer.logIndex,
        block_number: transfer.blockNumber,
        tx_position: transfer.txPosition,
        mined_at: transfer.minedAt,
        from_address: transfer.from,
        to_address: transfer.to,
        token: transfer.token,
        amount: transfer.amount.toString(),
        failed: transfer.failed,
      })),
    )
    .onConflict((conflict) => conflict.columns(['chain_id', 'tx_id', 'log_index']).doNothing())
    .execute();
}

/**
 * A transaction's index in its block is a fact of the chain, the same whoever reads it, and all
 * rows of one transaction carry the same one (a history page keys a transaction by its rows).
 * Where a scan read it (a Solana slot holding two of the account's transactions), rows of the
 * transaction kept before with 0 (read by another account, alone in its slot for that one) take
 * it; where the scan kept 0 and an earlier scan had read it, the new rows take that one.
 */
async function fillPositions(trx: Writer, chainId: string, transfers: Transfer[]) {
  const known = new Map<string, number>();
  for (const transfer of transfers)
    if (transfer.txPosition > 0) known.set(transfer.txId, transfer.txPosition);
  if (known.size > 0) {
    const values = sql.join(
      [...known].map(([txId, position]) => sql`(${txId}, ${position}::integer)`),
    );
    await sql`update index_transfers set tx_position = read.position
      from (values ${values}) as read(tx_id, position)
      where index_transfers.chain_id = ${chainId}
        and index_transfers.tx_id = read.tx_id
        and index_transfers.tx_position = 0`.execute(trx);
  }
  const unread = [
    ...new Set(transfers.filter((transfer) => transfer.txPosition === 0).map((t) => t.txId)),
  ];
  if (unread.length === 0) return;
  await sql`update index_transfers set tx_position = kept.position
    from (select tx_id, max(tx_position) as position from index_transfers
          where chain_id = ${chainId} and tx_id in (${sql.join(unread)})
          group by tx_id) as kept
    where index_transfers.chain_id = ${chainId}
      and index_transfers.tx_id = kept.tx_id
      and index_transfers.tx_position = 0
      and kept.position > 0`.execute(trx);
}

export function accountIndexStoreOver(db: Kysely<AccountIndexDatabase>): AccountIndexStore {
  return {
    async cursor(chainId) {
      const row = await db
        .selectFrom('index_cursors')
        .selectAll()
        .where('chain_id', '=', chainId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        nextBlock: BigInt(row.next_block),
        ...(row.last_block_hash ? { lastBlockHash: row.last_block_hash } : {}),
      };
    },
    async commitRange(chainId, { transfers, tokens, next }) {
      await db.transaction().execute(async (trx) => {
        await insertTokens(trx, chainId, tokens);
        await insertTransfers(trx, chainId, transfers);
        await trx
          .insertInto('index_cursors')
          .values({
            chain_id: chainId,
            next_block: next.nextBlock,
            last_block_hash: next.lastBlockHash ?? null,
          })
          .onConflict((conflict) =>
            conflict
              .column('chain_id')
              .doUpdateSet({
                next_block: (eb) => eb.ref('excluded.next_block'),
                last_block_hash: (eb) => eb.ref('excluded.last_block_hash'),
              })
              .where('index_cursors.next_block', '<', sql<string>`excluded.next_block`),
          )
          .execute();
      });
    },
    async accountCursor(chainId, address) {
      const row = await db
        .selectFrom('index_account_cursors')
        .select('newest_signature')
        .where('chain_id', '=', chainId)
        .where('address', '=', address)
        .executeTakeFirst();
      return row?.newest_signature;
    },
    async commitAccountScan(chainId, { transfers, tokens, cursors }) {
      await db.transaction().execute(async (trx) => {
        await insertTokens(trx, chainId, tokens);
        await insertTransfers(trx, chainId, transfers);
        await fillPositions(trx, chainId, transfers);
        for (const [address, signature] of cursors) {
          await trx
            .insertInto('index_account_cursors')
            .values({ chain_id: chainId, address, newest_signature: signature })
            .onConflict((conflict) =>
              conflict
                .columns(['chain_id', 'address'])
                .doUpdateSet({ newest_signature: signature }),
            )
            .execute();
        }
      });
    },
    async rewind(chainId, fromBlock) {
      await db.transaction().execute(async (trx) => {
        await trx
          .deleteFrom('index_transfers')
          .where('chain_id', '=', chainId)
          .where('block_number', '>=', fromBlock as never)
          .execute();
        await trx
          .updateTable('index_cursors')
          .set({ next_block: fromBlock, last_block_hash: null })
          .where('chain_id', '=', chainId)
          .execute();
      });
    },
    async knownTokens(chainId, tokens) {
      if (tokens.length === 0) return new Set();
      const rows = await db
        .selectFrom('index_tokens')
        .select('token')
        .where('chain_id', '=', chainId)
        .where('token', 'in', tokens)
        .execute();
      return new Set(rows.map((row) => row.token));
    },
    async historyPage(chainId, address, { before, limit }) {
      const touching = db
        .selectFrom('index_transfers')
        .where('chain_id', '=', chainId)
        .where((eb) => eb.or([eb('from_address', '=', address), eb('to_address', '=', address)]));
      // One key per transaction (its rows share it, see fillPositions), compared as one row
      // value so a page boundary inside one second or one block neither skips nor repeats one.
      const page = await touching
        .select(['mined_at', 'block_number', 'tx_position', 'tx_id'])
        .distinct()
        .$if(before !== undefined, (query) =>
          query.where(
            sql<boolean>`(mined_at, block_number, tx_position, tx_id) < (${before!.minedAt.toISOString()}::timestamptz, ${before!.blockNumber.toString()}::bigint, ${before!.txPosition}::integer, ${before!.txId})`,
          ),
        )
        .orderBy('mined_at', 'desc')
        .orderBy('block_number', 'desc')
        .orderBy('tx_position', 'desc')
        .orderBy('tx_id', 'desc')
        .limit(limit + 1)
        .execute();
      const kept = page.slice(0, limit);
      if (kept.length === 0) return { transfers: [], more: false };
      const rank = new Map(kept.map((row, i) => [row.tx_id, i]));
      const rows = await touching
        .selectAll()
        .where(
          'tx_id',
          'in',
          kept.map((row) => row.tx_id),
        )
        .execute();
      const transfers = rows
        .map(toTransfer)
        .sort((a, b) => rank.get(a.txId)! - rank.get(b.txId)! || a.logIndex - b.logIndex);
      const last = kept.at(-1)!;
      return {
        transfers,
        more: page.length > limit,
        last: {
          minedAt: new Date(last.mined_at),
          blockNumber: BigInt(last.block_number),
          txPosition: last.tx_position,
          txId: last.tx_id,
        },
      };
    },
    async tokensOf(chainId, address) {
      const rows = await db
        .selectFrom('index_tokens')
        .selectAll()
        .where('chain_id', '=', chainId)
        .where('token', 'in', (eb) =>
          eb
            .selectFrom('index_transfers')
            .select('token')
            .where('chain_id', '=', chainId)
            .where('token', '!=', '')
            .where((inner) =>
              inner.or([inner('from_address', '=', address), inner('to_address', '=', address)]),
            ),
        )
        .orderBy('token')
        .execute();
      return rows.map(toTokenInfo);
    },
    async tokenInfo(chainId, tokens) {
      if (tokens.length === 0) return new Map();
      const rows = await db
        .selectFrom('index_tokens')
        .selectAll()
        .where('chain_id', '=', chainId)
        .where('token', 'in', tokens)
        .execute();
      return new Map(rows.map((row) => [row.token, toTokenInfo(row)]));
    },
    close: () => db.destroy(),
  };
}

export interface OpenAccountIndexStoreOptions {
  /** A folder PGlite keeps its files in; absent: in memory, gone when the process ends. */
  dataDir?: string;
}

/** The embedded database; a host with PostgreSQL passes its Kysely to `accountIndexStoreOver`. */
export async function openAccountIndexStore(
  options: OpenAccountIndexStoreOptions = {},
): Promise<AccountIndexStore> {
  const pglite = await openPglite(options.dataDir);
  const db = new Kysely<AccountIndexDatabase>({ dialect: new PgliteDialect(pglite) });
  try {
    await migrateAccountIndex(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return accountIndexStoreOver(db);
}
