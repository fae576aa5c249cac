/**
 * The tokens the Swap view offers on a network: its native currency first, then the tokens the
 * config and the network's known-token list name, then any other token the visitor holds. Each
 * carries the visitor's balance when the balance list has it, so an amount above it is refused
 * before the wallet is asked.
 */
import { parseUnits, type Address } from 'viem';
import type { TokenConfig } from '@wallet-kit/schemas';
import type { CaipNetwork } from '../../core/types.js';
import type { TokenBalance } from '../../core/wallet-types.js';
import type { SwapToken } from './uniswap-v2.js';

export interface SwapTokenOption {
  key: SwapToken;
  symbol: string;
  decimals: number;
  /** What the visitor holds, in the smallest unit; undefined when not read yet. */
  balance?: bigint;
}

function held(balance: TokenBalance | undefined, decimals: number): bigint | undefined {
  if (!balance) return undefined;
  try {
    return parseUnits(balance.quantity.numeric, decimals);
  } catch {
    return undefined;
  }
}

export function swapTokenOptions(params: {
  network: CaipNetwork;
  configured: readonly TokenConfig[];
  held: readonly TokenBalance[];
}): SwapTokenOption[] {
  const { network } = params;
  const heldOn = params.held.filter((balance) => balance.chainId === network.caipNetworkId);
  const balanceOf = (address?: string) =>
    heldOn.find((balance) =>
      address ? balance.address?.toLowerCase() === address.toLowerCase() : !balance.address,
    );
  const { symbol, decimals } = network.nativeCurrency;
  const options: SwapTokenOption[] = [
    { key: 'native', symbol, decimals, balance: held(balanceOf(), decimals) },
  ];
  const seen = new Set<string>();
  for (const token of params.configured) {
    const key = token.address.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    options.push({
      key: token.address as Address,
      symbol: token.symbol,
      decimals: token.decimals,
      balance: held(balanceOf(token.address), token.decimals),
    });
  }
  for (const balance of heldOn) {
    if (!balance.address || seen.has(balance.address.toLowerCase())) continue;
    seen.add(balance.address.toLowerCase());
    const tokenDecimals = Number(balance.quantity.decimals);
    options.push({
      key: balance.address as Address,
      symbol: balance.symbol ?? balance.address.slice(0, 8),
      decimals: tokenDecimals,
      balance: held(balance, tokenDecimals),
    });
  }
  return options;
}
