/** A §3 "wallet asset response item" (hex base units) as a §3 token balance (whole units). */
import type { TokenBalance } from '../wallet-types.js';

/** Base units to a decimal string without floating point: 1500000n, 6 → "1.5". */
export function formatBaseUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export function assetToTokenBalance(
  asset: {
    address?: string | undefined;
    balance: string;
    type: 'ERC20' | 'NATIVE';
    metadata: {
      name?: string | undefined;
      symbol?: string | undefined;
      decimals: number;
      price?: number | undefined;
      iconUrl?: string | undefined;
      value?: number | undefined;
    };
  },
  caipNetworkId: string,
): TokenBalance {
  const { metadata } = asset;
  return {
    ...(metadata.name ? { name: metadata.name } : {}),
    ...(metadata.symbol ? { symbol: metadata.symbol } : {}),
    chainId: caipNetworkId as TokenBalance['chainId'],
    ...(asset.type === 'ERC20' && asset.address ? { address: asset.address } : {}),
    ...(metadata.value !== undefined ? { value: metadata.value } : {}),
    ...(metadata.price !== undefined ? { price: metadata.price } : {}),
    ...(metadata.iconUrl ? { iconUrl: metadata.iconUrl } : {}),
    quantity: {
      decimals: String(metadata.decimals),
      numeric: formatBaseUnits(BigInt(asset.balance), metadata.decimals),
    },
  };
}
