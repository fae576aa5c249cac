/**
 * A Solana network for the account index, read account by account (a Solana node lists an
 * address's transactions, `getSignaturesForAddress`, but has no chain-wide transfer log): an
 * account's refresh reads the new signatures of its wallet address and of each of its token
 * accounts (an SPL transfer names the token account, not the wallet), then each new transaction.
 */
import { base58Decode } from '@wallet-kit/schemas';
import { formatUnits } from 'viem';
import { jsonRpc } from './json-rpc.js';
import type { IndexedNetwork } from './network.js';
import { mintSymbol, solanaTransfers, type SolanaTransaction } from './solana-transfers.js';
import type { AccountIndexStore, TokenInfo, Transfer } from './store.js';
import type { NativeCurrency } from './transactions.js';

const TOKEN_PROGRAMS = [
  'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb',
];
/** Signatures read per call, and new transactions read per address in one refresh. */
const SIGNATURES_PER_CALL = 100;
export const MAX_NEW_TRANSACTIONS_PER_REFRESH = 1_000;
/**
 * How far down a later refresh pages an address's signatures looking for the last one it read
 * (signatures are cheap beside the transactions): 100 pages, 10,000 signatures.
 */
const MAX_SIGNATURE_PAGES_TO_CURSOR = 100;
const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 };

interface ParsedTokenAccount {
  pubkey: string;
  account: {
    data: {
      parsed: {
        info: {
          mint: string;
          tokenAmount: { amount: string; decimals: number; uiAmountString: string };
        };
      };
    };
  };
}

function isSolanaAddress(address: string): boolean {
  try {
    return base58Decode(address)?.length === 32;
  } catch {
    return false;
  }
}

export function createSolanaNetwork(options: {
  caipNetworkId: string;
  rpcUrl: string;
  store: AccountIndexStore;
  nativeCurrency?: NativeCurrency;
  tokenNames?: Record<string, { name?: string; symbol: string }>;
  /** New transactions read per address in one refresh (`MAX_NEW_TRANSACTIONS_PER_REFRESH`). */
  maxNewTransactionsPerRefresh?: number;
}): IndexedNetwork {
  const { caipNetworkId, rpcUrl, store } = options;
  const native = options.nativeCurrency ?? SOL;
  const call = <T>(method: string, params: unknown[]) => jsonRpc<T>(rpcUrl, method, params);
  const running = new Map<string, Promise<void>>();
  const maxNew = options.maxNewTransactionsPerRefresh ?? MAX_NEW_TRANSACTIONS_PER_REFRESH;

  const tokenAccounts = async (owner: string) =>
    (
      await Promise.all(
        TOKEN_PROGRAMS.map((programId) =>
          call<{ value: ParsedTokenAccount[] }>('getTokenAccountsByOwner', [
            owner,
            { programId },
            { encoding: 'jsonParsed' },
          ]),
        ),
      )
    ).flatMap((answer) => answer.value);

  /**
   * Signatures newer than the stored cursor, newest first, at most `maxNew` of them. An address
   * read for the first time gets its newest ones (how far back a history goes is bounded). A later
   * refresh that finds more new ones than it reads takes the oldest of them: the cursor then moves
   * only past what was read, and the next refreshes catch up, where taking the newest would leave
   * the ones between for ever unread.
   */
  async function newSignatures(address: string): Promise<string[]> {
    const until = await store.accountCursor(caipNetworkId, address);
    const pages = until ? MAX_SIGNATURE_PAGES_TO_CURSOR : Math.ceil(maxNew / SIGNATURES_PER_CALL);
    const found: string[] = [];
    let before: string | undefined;
    for (let read = 0; read < pages; read++) {
      const page = await call<Array<{ signature: string }>>('getSignaturesForAddress', [
        address,
        { limit: SIGNATURES_PER_CALL, ...(until ? { until } : {}), ...(before ? { before } : {}) },
      ]);
      found.push(...page.map((entry) => entry.signature));
      if (page.length < SIGNATURES_PER_CALL) break;
      before = page.at(-1)!.signature;
    }
    return until ? found.slice(-maxNew) : found.slice(0, maxNew);
  }

  /**
   * Each transaction's index in its block, for the slots that hold two or more of the ones read:
   * a transaction's metadata does not say it (nor does the order of getSignaturesForAddress,
   * which a node sorts by signature within a slot), and only the block's own list does. A slot
   * with one of them needs no order against the account's others, so its block (hundreds of
   * kilobytes on a busy cluster) is not read: that transaction keeps position 0.
   */
  async function positionsInBlocks(transactions: SolanaTransaction[]) {
    const perSlot = new Map<number, number>();
    for (const tx of transactions) perSlot.set(tx.slot, (perSlot.get(tx.slot) ?? 0) + 1);
    const shared = [...perSlot].filter(([, count]) => count > 1).map(([slot]) => slot);
    const blocks = await Promise.all(
      shared.map((slot) =>
        call<{ signatures: string[] }>('getBlock', [
          slot,
          {
            encoding: 'json',
            transactionDetails: 'signatures',
            rewards: false,
            maxSupportedTransactionVersion: 0,
            commitment: 'confirmed',
          },
        ]),
      ),
    );
    const positions = new Map<string, number>();
    for (const block of blocks)
      block.signatures.forEach((signature, index) => positions.set(signature, index));
    return positions;
  }

  async function readAccount(owner: string) {
    const addresses = [owner, ...(await tokenAccounts(owner)).map((entry) => entry.pubkey)];
    const perAddress = await Promise.all(addresses.map(newSignatures));
    const signatures = [...new Set(perAddress.flat())];
    const transactions = await Promise.all(
      signatures.map((signature) =>
        call<SolanaTransaction | null>('getTransaction', [
          signature,
          { encoding: 'json', maxSupportedTransactionVersion: 0, commitment: 'confirmed' },
        ]),
      ),
    );
    const read = transactions.filter((tx): tx is SolanaTransaction => tx !== null);
    const positions = await positionsInBlocks(read);
    const transfers: Transfer[] = [];
    const tokens: TokenInfo[] = [];
    for (const tx of read) {
      const signature = tx.transaction.signatures[0]!;
      const moved = solanaTransfers(caipNetworkId, owner, tx, positions.get(signature) ?? 0);
      transfers.push(...moved.transfers);
      tokens.push(...moved.tokens);
    }
    const cursors = new Map<string, string>();
    addresses.forEach((address, i) => {
      const newest = perAddress[i]![0];
      if (newest) cursors.set(address, newest);
    });
    await store.commitAccountScan(caipNetworkId, { transfers, tokens, cursors });
  }

  return {
    caipNetworkId,
    native,
    ...(options.tokenNames ? { tokenNames: options.tokenNames } : {}),
    accountOf: (address) => (isSolanaAddress(address) ? address : undefined),
    refresh(owner) {
      // One read per account at a time in this process: a second request waits for the first.
      let read = running.get(owner);
      if (!read) {
        read = readAccount(owner).finally(() => running.delete(owner));
        running.set(owner, read);
      }
      return read;
    },
    async balances(owner) {
      const [lamports, accounts] = await Promise.all([
        call<{ value: number }>('getBalance', [owner]),
        tokenAccounts(owner),
      ]);
      const held = new Map<string, { amount: bigint; decimals: number }>();
      for (const { account } of accounts) {
        const { mint, tokenAmount } = account.data.parsed.info;
        const sum = held.get(mint) ?? { amount: 0n, decimals: tokenAmount.decimals };
        sum.amount += BigInt(tokenAmount.amount);
        held.set(mint, sum);
      }
      return [
        {
          name: native.name,
          symbol: native.symbol,
          chainId: caipNetworkId,
          quantity: {
            decimals: native.decimals,
            numeric: formatUnits(BigInt(lamports.value), native.decimals),
          },
        },
        ...[...held].flatMap(([mint, { amount, decimals }]) => {
          if (amount === 0n) return [];
          const named = options.tokenNames?.[mint];
          return [
            {
              ...(named?.name ? { name: named.name } : {}),
              symbol: named?.symbol ?? mintSymbol(mint),
              chainId: caipNetworkId,
              address: mint,
              quantity: { decimals, numeric: formatUnits(amount, decimals) },
            },
          ];
        }),
      ];
    },
  };
}
