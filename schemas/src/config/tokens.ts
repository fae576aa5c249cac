/**
 * `tokens`: the fungible tokens whose balances the kit reads straight from the chain when no
 * blockchain API is configured, keyed by the CAIP-2 id of a configured network:
 *
 *   tokens: { 'eip155:1': [{ address: '0xA0b8…eB48', symbol: 'USDC', decimals: 6 }] }
 *
 * Symbol and decimals are written in the config rather than read from the chain, so showing a
 * balance costs one call per network instead of three per token.
 *
 * `knownTokens` (default true): resolution adds the network's known tokens
 * (`networks/known-tokens.ts`) to each configured network's list; a configured token wins over the
 * known entry with the same address. `knownTokens: false` keeps only the configured ones.
 */
import { z } from 'zod';
import type { CaipNetwork, CaipNetworkId, TokenConfig } from '../resolved-config.js';
import { caipNetworkIdSchema } from '../networks/caip-network-schema.js';
import { knownTokensOf } from '../networks/known-tokens.js';
import { strictObject } from '../shared/strict-object.js';
import { isAddressOfNamespace } from '../address-validation.js';
import { isEvmAddress } from '../validation.js';

const tokenSchema = strictObject({
  address: z.string({ error: 'Expected the token contract (eip155) or mint (solana) address' }),
  symbol: z.string().trim().min(1, { error: 'A token symbol must not be empty' }).max(16),
  decimals: z
    .number({ error: 'Expected the number of decimals' })
    .int()
    .min(1, { error: 'Tokens with 0 decimals are not shown (low-quality); leave this token out' })
    .max(36),
  name: z.string().trim().min(1).optional(),
});

export const tokensSchema = z
  .record(caipNetworkIdSchema, z.array(tokenSchema, { error: 'Expected a list of tokens' }))
  .optional();

export const knownTokensSchema = z
  .boolean({ error: "Expected true or false (false reads only the config's tokens)" })
  .optional();

/** EVM addresses are case-insensitive (checksums); base58 is not. */
function addressKey(address: string, chainNamespace: string): string {
  return chainNamespace === 'eip155' ? address.toLowerCase() : address;
}

/**
 * The resolved `tokens`: per configured network (in config order), the configured tokens then the
 * network's known tokens whose address is not configured. Undefined when no network has any.
 */
export function mergeKnownTokens(config: {
  networks: CaipNetwork[];
  tokens?: Partial<Record<CaipNetworkId, TokenConfig[]>>;
  knownTokens?: boolean;
}): Partial<Record<CaipNetworkId, TokenConfig[]>> | undefined {
  const merged: Partial<Record<CaipNetworkId, TokenConfig[]>> = {};
  for (const network of config.networks) {
    const configured = config.tokens?.[network.caipNetworkId] ?? [];
    const taken = new Set(configured.map((t) => addressKey(t.address, network.chainNamespace)));
    const known = config.knownTokens === false ? [] : knownTokensOf(network.caipNetworkId);
    const list = [
      ...configured,
      ...known
        .filter((t) => !taken.has(addressKey(t.address, network.chainNamespace)))
        .map((t) => ({ ...t, known: true as const })),
    ];
    if (list.length > 0) merged[network.caipNetworkId] = list;
  }
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/** Runs once networks are resolved: each key names a configured network, each address fits it. */
export function refuseTokensOfUnknownNetworks(
  config: { networks: CaipNetwork[]; tokens?: Partial<Record<CaipNetworkId, TokenConfig[]>> },
  ctx: z.RefinementCtx,
): void {
  for (const [networkId, tokens] of Object.entries(config.tokens ?? {})) {
    const network = config.networks.find((n) => n.caipNetworkId === networkId);
    if (!network) {
      ctx.addIssue({
        code: 'custom',
        path: ['tokens', networkId],
        message: `Network "${networkId}" is not among the configured networks`,
      });
      continue;
    }
    const seen = new Set<string>();
    (tokens ?? []).forEach((token, index) => {
      if (!isAddressOfNamespace(token.address, network.chainNamespace)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tokens', networkId, index, 'address'],
          message:
            network.chainNamespace === 'eip155' && isEvmAddress(token.address)
              ? `"${token.address}" does not match its EIP-55 checksum (its mixed case): copy it again, or write it all in lower case`
              : `"${token.address}" is not a valid ${network.chainNamespace} token address`,
        });
      }
      const key = addressKey(token.address, network.chainNamespace);
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: ['tokens', networkId, index, 'address'],
          message: `Token ${token.address} is listed twice`,
        });
      }
      seen.add(key);
    });
  }
}
