/**
 * Rules that relate several fields of an otherwise valid config. They run after
 * every field parsed, so they can rely on resolved networks.
 */
import type { z } from 'zod';
import type { CaipNetwork, CaipNetworkId } from '../resolved-config.js';
import { DEFAULT_NETWORK_ID } from './defaults.js';

interface CrossFieldView {
  networks: CaipNetwork[];
  defaultNetwork?: CaipNetworkId | undefined;
  siwx?: object | undefined;
  siwe?: object | undefined;
  includeWalletIds: string[];
  excludeWalletIds: string[];
}

/** An EVM sign-in config and a SIWX option at once are forbidden: they are two ways to configure the one sign-in. */
export function refuseSiweWithSiwx(config: CrossFieldView, ctx: z.RefinementCtx): void {
  if (config.siwe && config.siwx) {
    ctx.addIssue({
      code: 'custom',
      path: ['siwe'],
      message: 'siwe and siwx cannot be used together: keep siwx and remove the legacy siwe',
    });
  }
}

export function refuseDuplicateNetworks(config: CrossFieldView, ctx: z.RefinementCtx): void {
  const firstIndex = new Map<string, number>();
  config.networks.forEach((network, index) => {
    const first = firstIndex.get(network.caipNetworkId);
    if (first === undefined) firstIndex.set(network.caipNetworkId, index);
    else {
      ctx.addIssue({
        code: 'custom',
        path: ['networks', index],
        message: `Network "${network.caipNetworkId}" is listed twice (already at networks.${first})`,
      });
    }
  });
}

export function refuseUnconfiguredDefaultNetwork(
  config: CrossFieldView,
  ctx: z.RefinementCtx,
): void {
  const { defaultNetwork, networks } = config;
  if (defaultNetwork && !networks.some((network) => network.caipNetworkId === defaultNetwork)) {
    ctx.addIssue({
      code: 'custom',
      path: ['defaultNetwork'],
      message: `"${defaultNetwork}" is not among the configured networks (${networks.map((n) => n.caipNetworkId).join(', ')})`,
    });
  }
}

/** A wallet both included and excluded is a contradiction the host must resolve. */
export function refuseWalletBothIncludedAndExcluded(
  config: CrossFieldView,
  ctx: z.RefinementCtx,
): void {
  config.excludeWalletIds.forEach((id, index) => {
    if (config.includeWalletIds.includes(id)) {
      ctx.addIssue({
        code: 'custom',
        path: ['excludeWalletIds', index],
        message: `"${id}" is also in includeWalletIds; list it in one of the two`,
      });
    }
  });
}

/** Default chain eip155:1 when configured, otherwise the first configured network. */
export function pickDefaultNetwork(networks: CaipNetwork[]): CaipNetworkId {
  const ethereum = networks.find((network) => network.caipNetworkId === DEFAULT_NETWORK_ID);
  return ethereum?.caipNetworkId ?? networks[0]?.caipNetworkId ?? DEFAULT_NETWORK_ID;
}
