/**
 * Defaults that reach public services, said at generate time: with `endpoints.relayUrl` unset,
 * WalletConnect connects to WalletConnect's public relay with the projectId; a catalogue network
 * without its own `rpcUrls` is read (balances, an email wallet's reads) through the catalogue's
 * public RPC URL. Both are fine for a real app, but a host must know, and know how to change them.
 */
import { findCatalogueNetwork, type ResolvedConfig } from '@wallet-kit/schemas';

/** The relay the WalletConnect SDK uses when given none (its `RELAYER_DEFAULT_RELAY_URL`). */
const PUBLIC_WALLETCONNECT_RELAY = 'wss://relay.walletconnect.org';

function usesPublicRelay(config: ResolvedConfig): boolean {
  return config.enableWalletConnect && !config.endpoints.relayUrl;
}

export function publicDefaultsNotices(config: ResolvedConfig): string[] {
  const notices: string[] = [];
  if (usesPublicRelay(config)) {
    notices.push(
      `WalletConnect will use the public relay at ${PUBLIC_WALLETCONNECT_RELAY} with your ` +
        `projectId "${config.projectId}" (set endpoints.relayUrl to use another relay).`,
    );
  }
  const publicRpcs = config.networks.flatMap((network) => {
    const catalogue = findCatalogueNetwork(network.caipNetworkId);
    const url = network.rpcUrls.default.http[0];
    if (!catalogue || !url || url !== catalogue.rpcUrls.default.http[0]) return [];
    return [{ id: network.caipNetworkId, name: network.name, url }];
  });
  const [first] = publicRpcs;
  if (first) {
    notices.push(
      `Reads go to the catalogue's public RPC URLs: ` +
        publicRpcs.map(({ name, url }) => `${name}: ${url}`).join(', ') +
        `. To use your own, list the network as { id: '${first.id}', rpcUrls: { default: ` +
        `{ http: ['https://…'] } } }.`,
    );
  }
  return notices;
}
