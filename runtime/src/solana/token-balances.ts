/**
 * SPL token balances of an address (in the kit's `TokenBalance` shape), read from the chain with
 * `getTokenAccountsByOwner` (jsonParsed) for both token programs. The chain knows no symbol or
 * name: a mint listed in the config's `tokens` gets the configured ones (as on eip155), and a
 * configured mint the account does not hold shows at 0.
 */
import type { PublicKey } from '@solana/web3.js';
import type { CaipNetworkId, TokenConfig } from '@wallet-kit/schemas';
import type { SolanaRpc } from './rpc/client.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID } from './spl.js';
import { formatUnits } from '../core/units.js';

/** The core's token balance shape. Name, symbol and price need metadata the chain read lacks. */
export type { TokenBalance } from '../core/wallet-types.js';
import type { TokenBalance } from '../core/wallet-types.js';

interface ParsedHolding {
  mint: string;
  amount: bigint;
  decimals: number;
}

/** The fields a node's jsonParsed token account carries; anything else is skipped, not trusted. */
function parseHolding(data: unknown): ParsedHolding | undefined {
  const info = (data as { parsed?: { type?: unknown; info?: unknown } } | undefined)?.parsed;
  if (info?.type !== 'account' || typeof info.info !== 'object' || info.info === null)
    return undefined;
  const { mint, tokenAmount } = info.info as { mint?: unknown; tokenAmount?: unknown };
  const { amount, decimals } = (tokenAmount ?? {}) as { amount?: unknown; decimals?: unknown };
  if (typeof mint !== 'string' || typeof amount !== 'string' || !/^\d+$/.test(amount))
    return undefined;
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0) return undefined;
  return { mint, amount: BigInt(amount), decimals };
}

export async function readTokenBalances(
  connection: SolanaRpc,
  owner: PublicKey,
  chainId: CaipNetworkId,
  configured: readonly TokenConfig[] = [],
): Promise<TokenBalance[]> {
  const results = await Promise.all(
    [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID].map((programId) =>
      connection.getParsedTokenAccountsByOwner(owner, { programId }),
    ),
  );
  // One owner can hold several accounts of one mint (the associated one and others): one balance.
  const byMint = new Map<string, ParsedHolding>();
  for (const accounts of results) {
    for (const { account } of accounts) {
      const holding = parseHolding(account.data);
      if (!holding) continue;
      const known = byMint.get(holding.mint);
      byMint.set(
        holding.mint,
        known ? { ...known, amount: known.amount + holding.amount } : holding,
      );
    }
  }
  // The host's own tokens show even at zero; known tokens only when held (core/balances).
  for (const token of configured) {
    if (!byMint.has(token.address) && token.known !== true)
      byMint.set(token.address, { mint: token.address, amount: 0n, decimals: token.decimals });
  }
  const listed = new Map(configured.map((token) => [token.address, token]));
  return (
    [...byMint.values()]
      // Tokens with decimals "0" are low-quality (spam, NFTs) and are not shown.
      .filter((holding) => holding.decimals !== 0)
      // An emptied account is not a balance: it would list every token the visitor ever held.
      .filter((holding) => holding.amount > 0n || listed.has(holding.mint))
      .map((holding) => ({
        ...(listed.get(holding.mint)?.name ? { name: listed.get(holding.mint)!.name } : {}),
        ...(listed.has(holding.mint) ? { symbol: listed.get(holding.mint)!.symbol } : {}),
        chainId,
        address: holding.mint,
        quantity: {
          decimals: String(holding.decimals),
          numeric: formatUnits(holding.amount, holding.decimals),
        },
      }))
  );
}
