/**
 * What the blockchain API answers, parsed at the trust boundary: unknown
 * fields are dropped, a malformed item is skipped rather than failing the whole answer.
 */
import * as z from 'zod/mini';

const numeric = z.union([z.string(), z.number()]);

/** A token balance as the get-balance call returns it. */
export const tokenBalanceItemSchema = z.object({
  name: z.optional(z.string()),
  symbol: z.optional(z.string()),
  chainId: z.string(),
  address: z.optional(z.nullable(z.string())),
  value: z.optional(z.nullable(z.number())),
  price: z.optional(z.nullable(z.number())),
  quantity: z.object({ decimals: numeric, numeric: numeric }),
  iconUrl: z.optional(z.nullable(z.string())),
});

/** A wallet asset item (wallet_getAssets style): balance in hex base units. */
export const walletAssetItemSchema = z.object({
  address: z.optional(z.string()),
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  type: z.enum(['ERC20', 'NATIVE']),
  metadata: z.object({
    name: z.optional(z.string()),
    symbol: z.optional(z.string()),
    decimals: z.number(),
    price: z.optional(z.number()),
    iconUrl: z.optional(z.string()),
    value: z.optional(z.number()),
  }),
});

export const balanceResponseSchema = z.object({ balances: z.array(z.unknown()) });

const transferSchema = z.object({
  direction: z.optional(z.string()),
  nft_info: z.optional(
    z.object({
      flags: z.optional(z.object({ is_spam: z.optional(z.boolean()) })),
      name: z.optional(z.string()),
      content: z.optional(
        z.object({ preview: z.optional(z.object({ url: z.optional(z.string()) })) }),
      ),
    }),
  ),
  fungible_info: z.optional(
    z.object({
      name: z.optional(z.string()),
      symbol: z.optional(z.string()),
      icon: z.optional(z.object({ url: z.optional(z.string()) })),
    }),
  ),
  quantity: z.object({ numeric: z.string() }),
});

export const transactionSchema = z.object({
  id: z.string(),
  metadata: z.object({
    minedAt: z.string(),
    chain: z.string(),
    operationType: z.string(),
    status: z.string(),
    sentFrom: z.string(),
    sentTo: z.string(),
  }),
  transfers: z.array(transferSchema),
});

export const historyResponseSchema = z.object({
  data: z.array(z.unknown()),
  next: z.optional(z.nullable(z.string())),
});
