/**
 * What the blockchain API answers, parsed at the trust boundary: unknown
 * fields are dropped, a malformed item is skipped rather than failing the whole answer.
 */
import * as v from 'valibot';

const numeric = v.union([v.string(), v.number()]);

/** A token balance as the get-balance call returns it. */
export const tokenBalanceItemSchema = v.object({
  name: v.optional(v.string()),
  symbol: v.optional(v.string()),
  chainId: v.string(),
  address: v.optional(v.nullable(v.string())),
  value: v.optional(v.nullable(v.number())),
  price: v.optional(v.nullable(v.number())),
  quantity: v.object({ decimals: numeric, numeric: numeric }),
  iconUrl: v.optional(v.nullable(v.string())),
});

/** A wallet asset item (wallet_getAssets style): balance in hex base units. */
export const walletAssetItemSchema = v.object({
  address: v.optional(v.string()),
  balance: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/)),
  type: v.picklist(['ERC20', 'NATIVE']),
  metadata: v.object({
    name: v.optional(v.string()),
    symbol: v.optional(v.string()),
    decimals: v.number(),
    price: v.optional(v.number()),
    iconUrl: v.optional(v.string()),
    value: v.optional(v.number()),
  }),
});

export const balanceResponseSchema = v.object({ balances: v.array(v.unknown()) });

const transferSchema = v.object({
  direction: v.optional(v.string()),
  nft_info: v.optional(
    v.object({
      flags: v.optional(v.object({ is_spam: v.optional(v.boolean()) })),
      name: v.optional(v.string()),
      content: v.optional(
        v.object({ preview: v.optional(v.object({ url: v.optional(v.string()) })) }),
      ),
    }),
  ),
  fungible_info: v.optional(
    v.object({
      name: v.optional(v.string()),
      symbol: v.optional(v.string()),
      icon: v.optional(v.object({ url: v.optional(v.string()) })),
    }),
  ),
  quantity: v.object({ numeric: v.string() }),
});

export const transactionSchema = v.object({
  id: v.string(),
  metadata: v.object({
    minedAt: v.string(),
    chain: v.string(),
    operationType: v.string(),
    status: v.string(),
    sentFrom: v.string(),
    sentTo: v.string(),
    hash: v.optional(v.string()),
  }),
  transfers: v.array(transferSchema),
});

export const historyResponseSchema = v.object({
  data: v.array(v.unknown()),
  next: v.optional(v.nullable(v.string())),
});
