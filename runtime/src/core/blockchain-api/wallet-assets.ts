/** A blockchain API wallet asset (hex base units) as the kit's token balance (whole units). */
import { formatUnits } from '../units.js';
import type { TokenBalance } from '../wallet-types.js';

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
      numeric: formatUnits(BigInt(asset.balance), metadata.decimals),
    },
  };
}
