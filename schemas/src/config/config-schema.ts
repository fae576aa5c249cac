/**
 * The schema of walletkit.config.ts: everything a host configures, with the
 * defaults of defaults.ts. Its output is a ResolvedConfig (parse-config.ts checks
 * the assignment at compile time).
 */
import { z } from 'zod';
import { caipNetworkIdSchema } from '../networks/caip-network-schema.js';
import { strictObject } from '../shared/strict-object.js';
import { defaultAccountTypesSchema } from './account-types.js';
import {
  pickDefaultNetwork,
  refuseDuplicateNetworks,
  refuseSiweWithSiwx,
  refuseUnconfiguredDefaultNetwork,
  refuseWalletBothIncludedAndExcluded,
} from './config-rules.js';
import { DEFAULT_NETWORK_ID } from './defaults.js';
import { endpointsSchema } from './endpoints.js';
import { featuresSchema, switchSchemas } from './features.js';
import { localeSchema } from './locale.js';
import { legalSchema, refuseLegalCheckboxWithoutLinks } from './legal.js';
import { metadataSchema } from './metadata.js';
import { networkEntrySchema } from './network-entry.js';
import { connectMethodsOrderSchema, connectorTypeOrderSchema, socialsSchema } from './ordering.js';
import { withDescriptions } from './option-descriptions.js';
import { outputSchema } from './output.js';
import { siweSchema, siwxSchema } from './sign-in.js';
import { themeSchema } from './theme.js';
import {
  knownTokensSchema,
  mergeKnownTokens,
  refuseTokensOfUnknownNetworks,
  tokensSchema,
} from './tokens.js';
import { customWalletsSchema, walletIdListSchema } from './wallets.js';

const projectIdSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Project ID Not Configured: set projectId' : 'Expected a string',
  })
  .trim()
  .min(1, { error: 'Project ID Not Configured: projectId must not be empty' });

export const configSchema = strictObject(
  withDescriptions({
    projectId: projectIdSchema,
    metadata: metadataSchema,
    networks: z
      .array(networkEntrySchema, { error: 'Expected a list of networks' })
      .min(1, { error: 'List at least one network' })
      .prefault([DEFAULT_NETWORK_ID]),
    /** Default: eip155:1 when configured, otherwise the first configured network. */
    defaultNetwork: caipNetworkIdSchema.optional(),
    features: featuresSchema,
    socials: socialsSchema,
    connectMethodsOrder: connectMethodsOrderSchema,
    connectorTypeOrder: connectorTypeOrderSchema,
    featuredWalletIds: walletIdListSchema,
    includeWalletIds: walletIdListSchema,
    excludeWalletIds: walletIdListSchema,
    customWallets: customWalletsSchema,
    ...switchSchemas,
    defaultAccountTypes: defaultAccountTypesSchema,
    siwx: siwxSchema,
    siwe: siweSchema,
    legal: legalSchema,
    theme: themeSchema,
    locale: localeSchema,
    endpoints: endpointsSchema,
    tokens: tokensSchema,
    /** Default true: each network's known tokens are read along with `tokens` (tokens.ts). */
    knownTokens: knownTokensSchema,
    output: outputSchema,
  }),
)
  .superRefine(refuseSiweWithSiwx)
  .superRefine(refuseDuplicateNetworks)
  .superRefine(refuseUnconfiguredDefaultNetwork)
  .superRefine(refuseWalletBothIncludedAndExcluded)
  .superRefine(refuseTokensOfUnknownNetworks)
  .superRefine(refuseLegalCheckboxWithoutLinks)
  .transform(({ knownTokens, ...config }) => {
    const tokens = mergeKnownTokens({ ...config, knownTokens });
    return {
      ...config,
      ...(tokens ? { tokens } : {}),
      defaultNetwork: config.defaultNetwork ?? pickDefaultNetwork(config.networks),
    };
  });

/** What a host writes in walletkit.config.ts (defaults optional). */
export type WalletKitConfigInput = z.input<typeof configSchema>;
