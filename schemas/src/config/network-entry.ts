/**
 * One entry of `networks` in walletkit.config.ts, in any of three forms:
 *   'eip155:1'                                   a catalogue network as is;
 *   { id: 'eip155:31337', rpcUrls: {...} }       a catalogue network with overrides;
 *   { caipNetworkId: 'eip155:777', name, ... }   a custom network.
 * Each form resolves to a full CaipNetwork (a copy: the catalogue is never shared).
 */
import { z } from 'zod';
import type { CaipNetwork, CaipNetworkId } from '../resolved-config.js';
import {
  blockExplorersSchema,
  caipNetworkIdSchema,
  chainNamespaceSchema,
  chainReferenceSchema,
  checkEnsUniversalResolver,
  checkNetworkIdentity,
  ensUniversalResolverSchema,
  checkSwapRouter,
  swapRouterSchema,
  nativeCurrencySchema,
  networkAssetsSchema,
  rpcUrlsSchema,
} from '../networks/caip-network-schema.js';
import { findCatalogueNetwork } from '../networks/catalogue.js';
import { strictObject } from '../shared/strict-object.js';

function unknownNetworkMessage(id: string): string {
  return (
    `Unknown network "${id}": reference a catalogue network (e.g. "eip155:1") ` +
    'or define a custom network with caipNetworkId, name, nativeCurrency and rpcUrls'
  );
}

const catalogueReferenceSchema = caipNetworkIdSchema.transform((id, ctx): CaipNetwork => {
  const network = findCatalogueNetwork(id);
  if (network) return structuredClone(network);
  ctx.addIssue({ code: 'custom', message: unknownNetworkMessage(id) });
  return z.NEVER;
});

/** What a host may change on a catalogue network; identity fields are fixed. */
const catalogueOverrideSchema = strictObject({
  id: catalogueReferenceSchema,
  name: z.string().trim().min(1).optional(),
  nativeCurrency: nativeCurrencySchema.optional(),
  rpcUrls: rpcUrlsSchema.optional(),
  blockExplorers: blockExplorersSchema.optional(),
  testnet: z.boolean().optional(),
  assets: networkAssetsSchema.optional(),
  ensUniversalResolver: ensUniversalResolverSchema.optional(),
  swapRouter: swapRouterSchema.optional(),
})
  .transform(({ id: network, ...overrides }): CaipNetwork => {
    // Each given field replaces the catalogue's whole field (no deep merge), so a
    // host overriding rpcUrls never keeps a public RPC URL by accident.
    const defined = Object.entries(overrides).filter(([, value]) => value !== undefined);
    return { ...network, ...Object.fromEntries(defined) };
  })
  .superRefine(checkEnsUniversalResolver)
  .superRefine(checkSwapRouter);

const customNetworkSchema = strictObject({
  caipNetworkId: caipNetworkIdSchema,
  /** Derived from caipNetworkId when absent. */
  id: chainReferenceSchema.optional(),
  /** Derived from caipNetworkId when absent. */
  chainNamespace: chainNamespaceSchema.optional(),
  name: z.string().trim().min(1, { error: 'Must not be empty' }),
  nativeCurrency: nativeCurrencySchema,
  rpcUrls: rpcUrlsSchema,
  blockExplorers: blockExplorersSchema.optional(),
  testnet: z.boolean().default(false),
  assets: networkAssetsSchema.optional(),
  ensUniversalResolver: ensUniversalResolverSchema.optional(),
  swapRouter: swapRouterSchema.optional(),
})
  .transform((input): CaipNetwork => {
    const [namespace, reference = ''] = input.caipNetworkId.split(':');
    const chainNamespace = input.chainNamespace ?? chainNamespaceSchema.parse(namespace);
    const id = input.id ?? (chainNamespace === 'eip155' ? Number(reference) : reference);
    const network: CaipNetwork = { ...input, id, chainNamespace };
    if (!input.blockExplorers) delete network.blockExplorers;
    if (!input.assets) delete network.assets;
    if (!input.ensUniversalResolver) delete network.ensUniversalResolver;
    if (!input.swapRouter) delete network.swapRouter;
    return network;
  })
  .superRefine(checkNetworkIdentity)
  .superRefine(checkEnsUniversalResolver)
  .superRefine(checkSwapRouter);

/**
 * The object forms of an entry, by the name docs/config.md gives them (`networks[custom]`,
 * `networks[override]`): the reference lists each form's fields from these schemas.
 */
export const NETWORK_OBJECT_FORMS = {
  custom: customNetworkSchema,
  override: catalogueOverrideSchema,
} as const;

export type CatalogueOverrideInput = z.input<typeof catalogueOverrideSchema>;
export type CustomNetworkInput = z.input<typeof customNetworkSchema>;
export type NetworkEntryInput = CaipNetworkId | CatalogueOverrideInput | CustomNetworkInput;

function pickEntrySchema(value: unknown): z.ZodType<CaipNetwork> | undefined {
  if (typeof value === 'string') return catalogueReferenceSchema;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  // The presence of caipNetworkId is what tells a custom network from an override.
  return 'caipNetworkId' in value ? customNetworkSchema : catalogueOverrideSchema;
}

/**
 * Dispatches on the entry's form instead of using z.union, so an error names the
 * field of the form the host meant rather than "no union member matched".
 */
export const networkEntrySchema = z.custom<NetworkEntryInput>().transform((value, ctx) => {
  const schema = pickEntrySchema(value);
  if (!schema) {
    ctx.addIssue({
      code: 'custom',
      message: 'Expected a CAIP-2 network id such as "eip155:1" or a network object',
    });
    return z.NEVER;
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ ...issue });
  return z.NEVER;
});
