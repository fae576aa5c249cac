/**
 * Block-explorer links for an address or a transaction on the active network.
 * Only eip155 and solana explorers are linked: their path shapes are known
 * (`/address/…` on Etherscan-style explorers, `/account/…` on Solscan, `/tx/…`
 * on both). Any other family, a network without an explorer, or an explorer
 * that is not https gets no link: a link the kit cannot vouch for is not shown.
 */
import type { CaipNetwork } from '@wallet-kit/schemas';

// Solscan serves every Solana cluster from one host and picks the cluster from
// `?cluster=`; the CAIP-2 reference (genesis-hash prefix) says which cluster it is.
const SOLANA_CLUSTER_BY_REFERENCE: Record<string, string> = {
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'testnet',
};

/** The network's explorer base URL without a trailing slash, or undefined unless it is https. */
function httpsExplorerBase(network: CaipNetwork): URL | undefined {
  const raw = network.blockExplorers?.default.url;
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return undefined;
  return url;
}

function explorerLink(
  network: CaipNetwork,
  kind: 'address' | 'tx',
  value: string,
): string | undefined {
  if (!value) return undefined;
  const base = httpsExplorerBase(network);
  if (!base) return undefined;
  let segment: string;
  if (network.chainNamespace === 'eip155') segment = kind === 'address' ? 'address' : 'tx';
  else if (network.chainNamespace === 'solana') segment = kind === 'address' ? 'account' : 'tx';
  else return undefined;
  const basePath = base.pathname.replace(/\/+$/, '');
  const link = new URL(base.origin);
  // encodeURIComponent: an address or hash is data, never path or query syntax.
  link.pathname = `${basePath}/${segment}/${encodeURIComponent(value)}`;
  const cluster =
    network.chainNamespace === 'solana'
      ? SOLANA_CLUSTER_BY_REFERENCE[String(network.id)]
      : undefined;
  if (cluster) link.searchParams.set('cluster', cluster);
  return link.toString();
}

/** The explorer page of an account address on the network, when it has an https explorer. */
export function addressExplorerUrl(network: CaipNetwork, address: string): string | undefined {
  return explorerLink(network, 'address', address);
}

/** The explorer page of a transaction (eip155 hash, Solana signature), when the network has an https explorer. */
export function transactionExplorerUrl(
  network: CaipNetwork,
  hashOrSignature: string,
): string | undefined {
  return explorerLink(network, 'tx', hashOrSignature);
}
