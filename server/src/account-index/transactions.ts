/**
 * The index's transfers in the shapes the kit reads from a blockchain API: a history item per
 * transaction (its transfers touching the account, signed by direction) and a wallet asset per
 * holding (hex base units).
 */
import { formatUnits, getAddress, isAddress } from 'viem';
import type { TokenInfo, Transfer } from './store.js';

export interface NativeCurrency {
  name: string;
  symbol: string;
  decimals: number;
}

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

/**
 * What the transaction was for the account: tokens from the zero address were minted, tokens
 * to it burned (an ERC-20's convention); otherwise sent or received.
 */
function operationType(account: string, group: Transfer[]): string {
  if (group.every((transfer) => transfer.token !== '' && transfer.from === ZERO_ADDRESS))
    return 'mint';
  if (group.every((transfer) => transfer.token !== '' && transfer.to === ZERO_ADDRESS))
    return 'burn';
  return group.some((transfer) => transfer.from === account) ? 'send' : 'receive';
}

/** Checksummed where the address is an EVM one, as written otherwise. */
const display = (address: string) => (isAddress(address) ? getAddress(address) : address);

/** One history item per transaction, in the order given (newest first). */
export function historyItems(
  account: string,
  transfers: Transfer[],
  tokens: Map<string, TokenInfo>,
  native: NativeCurrency,
): unknown[] {
  const byTransaction = new Map<string, Transfer[]>();
  for (const transfer of transfers) {
    const group = byTransaction.get(transfer.txId) ?? [];
    group.push(transfer);
    byTransaction.set(transfer.txId, group);
  }
  return [...byTransaction.values()].map((group) => {
    const first = group[0]!;
    return {
      id: first.txId,
      metadata: {
        minedAt: first.minedAt.toISOString(),
        chain: first.chainId,
        operationType: operationType(account, group),
        status: group.some((transfer) => transfer.failed) ? 'failed' : 'confirmed',
        sentFrom: display(first.from),
        sentTo: display(first.to),
      },
      transfers: group.map((transfer) => {
        const info = transfer.token === '' ? native : tokens.get(transfer.token);
        return {
          direction: transfer.from === account ? 'out' : 'in',
          fungible_info: {
            ...(info?.name ? { name: info.name } : {}),
            symbol: info?.symbol ?? '?',
          },
          quantity: { numeric: formatUnits(transfer.amount, info?.decimals ?? 0) },
        };
      }),
    };
  });
}

/** A wallet asset item: the native balance, or a token's with its contract address. */
export function walletAsset(balance: bigint, info: TokenInfo | NativeCurrency): unknown {
  const token = 'token' in info ? info.token : undefined;
  return {
    ...(token ? { address: display(token) } : {}),
    balance: `0x${balance.toString(16)}`,
    type: token ? 'ERC20' : 'NATIVE',
    metadata: {
      ...(info.name ? { name: info.name } : {}),
      ...(info.symbol ? { symbol: info.symbol } : {}),
      decimals: info.decimals,
    },
  };
}
