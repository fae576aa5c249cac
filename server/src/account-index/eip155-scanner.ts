/**
 * Reads an EVM chain's value movements from its JSON-RPC node, a bounded range of blocks at a
 * time: each transaction's native value (with its receipt's status) and every ERC-20 `Transfer`
 * log. Internal transfers (value moved by a contract call) need a tracing node and are not read.
 */
import { createPublicClient, erc20Abi, http, type Hex, type PublicClient } from 'viem';
import type { TokenInfo, Transfer } from './store.js';

/** keccak256("Transfer(address,address,uint256)"). */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

interface RawLog {
  address: Hex;
  topics: Hex[];
  data: Hex;
  blockNumber: Hex;
  transactionHash: Hex;
  transactionIndex: Hex;
  logIndex: Hex;
  removed?: boolean;
}

export interface ScannedRange {
  transfers: Transfer[];
  /** Metadata of the tokens seen in the range that the store did not know yet. */
  tokens: TokenInfo[];
  lastBlockHash: string;
}

export interface ChainScanner {
  head(): Promise<bigint>;
  blockHash(blockNumber: bigint): Promise<string | undefined>;
  scan(
    from: bigint,
    to: bigint,
    knownTokens: (tokens: string[]) => Promise<Set<string>>,
  ): Promise<ScannedRange>;
}

/** A topic holds an address in its last 20 bytes. */
const topicAddress = (topic: Hex) => `0x${topic.slice(-40)}`.toLowerCase();

async function readTokenInfo(client: PublicClient, token: Hex): Promise<TokenInfo | undefined> {
  const read = <T>(functionName: 'name' | 'symbol' | 'decimals') =>
    client
      .readContract({ address: token, abi: erc20Abi, functionName })
      .then((value) => value as T)
      .catch(() => undefined);
  const [decimals, name, symbol] = await Promise.all([
    read<number>('decimals'),
    read<string>('name'),
    read<string>('symbol'),
  ]);
  // A contract without decimals is no ERC-20 (an ERC-721's Transfer has one more topic; this is
  // something else): its amounts could not be shown right, so its transfers are left out.
  if (decimals === undefined) return undefined;
  return {
    token: token.toLowerCase(),
    decimals,
    ...(name ? { name: name.slice(0, 64) } : {}),
    ...(symbol ? { symbol: symbol.slice(0, 16) } : {}),
  };
}

export function createEip155Scanner(options: {
  caipNetworkId: string;
  rpcUrl: string;
}): ChainScanner {
  const client = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 1 }) });
  const chainId = options.caipNetworkId;

  async function nativeTransfers(blockNumber: bigint) {
    const block = await client.getBlock({ blockNumber, includeTransactions: true });
    const minedAt = new Date(Number(block.timestamp) * 1000);
    const moving = block.transactions.filter((tx) => tx.value > 0n && tx.to);
    const receipts = await Promise.all(
      moving.map((tx) => client.getTransactionReceipt({ hash: tx.hash })),
    );
    const transfers = moving.map((tx, i): Transfer => ({
      chainId,
      txId: tx.hash,
      logIndex: -1,
      blockNumber,
      txPosition: tx.transactionIndex ?? 0,
      minedAt,
      from: tx.from.toLowerCase(),
      to: tx.to!.toLowerCase(),
      token: '',
      amount: tx.value,
      failed: receipts[i]!.status !== 'success',
    }));
    return { transfers, minedAt, hash: block.hash! };
  }

  return {
    head: () => client.getBlockNumber({ cacheTime: 0 }),
    async blockHash(blockNumber) {
      const block = await client.getBlock({ blockNumber }).catch(() => undefined);
      return block?.hash ?? undefined;
    },
    async scan(from, to, knownTokens) {
      const blocks: bigint[] = [];
      for (let n = from; n <= to; n++) blocks.push(n);
      const [perBlock, logs] = await Promise.all([
        Promise.all(blocks.map(nativeTransfers)),
        client.request({
          method: 'eth_getLogs',
          params: [
            {
              fromBlock: `0x${from.toString(16)}`,
              toBlock: `0x${to.toString(16)}`,
              topics: [TRANSFER_TOPIC],
            },
          ],
        }) as Promise<RawLog[]>,
      ]);
      const minedAt = new Map(blocks.map((n, i) => [n, perBlock[i]!.minedAt]));
      // ERC-20 Transfer: from and to indexed, the amount in the data. Zero amounts are left
      // out: anyone can emit them "from" a look-alike of a visitor's correspondent, to get that
      // address copied from the history (address poisoning).
      const erc20Logs = logs.filter(
        (log) =>
          !log.removed &&
          log.topics.length === 3 &&
          log.data.length === 66 &&
          BigInt(log.data) > 0n,
      );
      const seen = [...new Set(erc20Logs.map((log) => log.address.toLowerCase()))];
      const known = await knownTokens(seen);
      const fresh = seen.filter((token) => !known.has(token));
      const tokens = (
        await Promise.all(fresh.map((token) => readTokenInfo(client, token as Hex)))
      ).filter((info): info is TokenInfo => info !== undefined);
      const usable = new Set([...known, ...tokens.map((info) => info.token)]);
      const tokenTransfers = erc20Logs
        .filter((log) => usable.has(log.address.toLowerCase()))
        .map((log): Transfer => {
          const blockNumber = BigInt(log.blockNumber);
          return {
            chainId,
            txId: log.transactionHash,
            logIndex: Number(log.logIndex),
            blockNumber,
            txPosition: Number(log.transactionIndex),
            minedAt: minedAt.get(blockNumber) ?? new Date(0),
            from: topicAddress(log.topics[1]!),
            to: topicAddress(log.topics[2]!),
            token: log.address.toLowerCase(),
            amount: BigInt(log.data),
            failed: false,
          };
        });
      return {
        transfers: [...perBlock.flatMap((block) => block.transfers), ...tokenTransfers],
        tokens,
        lastBlockHash: perBlock.at(-1)!.hash,
      };
    },
  };
}
