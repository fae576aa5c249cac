/** Whether the configured networks can use a chain capability, per the registry's family rows. */
import type { CapabilityRegistry, ChainCapability, ResolvedConfig } from '@wallet-kit/schemas';

export function someConfiguredFamilyCan(
  config: ResolvedConfig,
  capability: ChainCapability,
  registry: CapabilityRegistry,
): boolean {
  return config.networks.some(
    (network) => registry.chainFamilies[network.chainNamespace][capability],
  );
}
