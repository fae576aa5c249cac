/**
 * zod schemas of a CaipNetwork and its parts. Used to validate custom networks in
 * walletkit.config.ts and, in tests, every catalogue entry.
 */
import { z } from 'zod';
import { CHAIN_NAMESPACES } from '../resolved-config.js';
import type { CaipNetwork, CaipNetworkId } from '../resolved-config.js';
import { strictObject } from '../shared/strict-object.js';
import { httpUrlSchema, imageUrlSchema, webSocketUrlSchema } from '../shared/urls.js';
import { isCaipNetworkId } from '../validation.js';

export const caipNetworkIdSchema = z.custom<CaipNetworkId>(isCaipNetworkId, {
  error: `Expected a CAIP-2 network id "<namespace>:<reference>" with namespace ${CHAIN_NAMESPACES.join(', ')}, e.g. "eip155:1"`,
});

export const chainNamespaceSchema = z.enum(CHAIN_NAMESPACES, {
  error: `Expected one of ${CHAIN_NAMESPACES.join(', ')}`,
});

const nonEmptyString = z.string().trim().min(1, { error: 'Must not be empty' });

export const nativeCurrencySchema = strictObject({
  name: nonEmptyString,
  symbol: nonEmptyString,
  // 36 leaves room for every real token while catching wei-vs-ether mistakes like 1e18.
  decimals: z.int().min(0).max(36),
});

export const rpcUrlsSchema = strictObject({
  default: strictObject({
    http: z.array(httpUrlSchema).min(1, { error: 'List at least one http(s) RPC URL' }),
    webSocket: z.array(webSocketUrlSchema).optional(),
  }),
});

export const blockExplorersSchema = strictObject({
  default: strictObject({ name: nonEmptyString, url: httpUrlSchema }),
});

export const networkAssetsSchema = strictObject({
  imageUrl: imageUrlSchema.optional(),
  imageId: nonEmptyString.optional(),
});

/** An ENS Universal Resolver contract address (`0x` and 40 hex characters). */
export const ensUniversalResolverSchema = z.custom<`0x${string}`>(
  (value) => typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value),
  { error: 'Expected a contract address: 0x followed by 40 hex characters' },
);

/** ENS lives on EVM chains: a resolver on any other family is a mistake, reported on its field. */
export function checkEnsUniversalResolver(
  network: { caipNetworkId: CaipNetworkId; ensUniversalResolver?: string },
  ctx: z.RefinementCtx,
): void {
  // The family comes from caipNetworkId: a disagreeing chainNamespace is reported on its own.
  const namespace = network.caipNetworkId.split(':')[0];
  if (network.ensUniversalResolver !== undefined && namespace !== 'eip155') {
    ctx.addIssue({
      code: 'custom',
      path: ['ensUniversalResolver'],
      message: 'Only eip155 networks can have an ENS Universal Resolver',
    });
  }
}

/**
 * A Uniswap v2 router (Router02) contract: where the Swap view quotes and swaps on this network.
 * Only eip155 networks swap; a network without one shows "Network not supported for Swaps".
 */
export const swapRouterSchema = ensUniversalResolverSchema;

/** Swaps go through an EVM router contract: a router on any other family is a mistake. */
export function checkSwapRouter(
  network: { caipNetworkId: CaipNetworkId; swapRouter?: string },
  ctx: z.RefinementCtx,
): void {
  if (network.swapRouter !== undefined && network.caipNetworkId.split(':')[0] !== 'eip155') {
    ctx.addIssue({
      code: 'custom',
      path: ['swapRouter'],
      message: 'Only eip155 networks can have a swap router',
    });
  }
}

/** eip155 chain ids are positive integers; other families use string references. */
export const chainReferenceSchema = z.union([z.int().positive(), nonEmptyString], {
  error: 'Expected a chain id number (eip155) or a chain reference string',
});

/**
 * Checks that `id` and `chainNamespace` agree with `caipNetworkId`; reports on the
 * disagreeing field so the host knows which one to fix.
 */
export function checkNetworkIdentity(
  network: { id: number | string; caipNetworkId: CaipNetworkId; chainNamespace: string },
  ctx: z.RefinementCtx,
): void {
  const [namespace, reference] = network.caipNetworkId.split(':');
  if (network.chainNamespace !== namespace) {
    ctx.addIssue({
      code: 'custom',
      path: ['chainNamespace'],
      message: `Must be "${namespace}" to match caipNetworkId "${network.caipNetworkId}"`,
    });
  }
  if (namespace === 'eip155' && typeof network.id !== 'number') {
    ctx.addIssue({
      code: 'custom',
      path: ['id'],
      message: `Must be the number ${reference} for an eip155 network`,
    });
  } else if (String(network.id) !== reference) {
    ctx.addIssue({
      code: 'custom',
      path: ['id'],
      message: `Must be ${JSON.stringify(namespace === 'eip155' ? Number(reference) : reference)} to match caipNetworkId "${network.caipNetworkId}"`,
    });
  }
}

/** A fully specified network, as the catalogue holds it and the runtime receives it. */
export const caipNetworkSchema = strictObject({
  id: chainReferenceSchema,
  caipNetworkId: caipNetworkIdSchema,
  chainNamespace: chainNamespaceSchema,
  name: nonEmptyString,
  nativeCurrency: nativeCurrencySchema,
  rpcUrls: rpcUrlsSchema,
  blockExplorers: blockExplorersSchema.optional(),
  testnet: z.boolean(),
  assets: networkAssetsSchema.optional(),
  ensUniversalResolver: ensUniversalResolverSchema.optional(),
  swapRouter: swapRouterSchema.optional(),
})
  .superRefine(checkNetworkIdentity)
  .superRefine(checkEnsUniversalResolver)
  .superRefine(checkSwapRouter) satisfies z.ZodType<CaipNetwork>;
