/**
 * The name the approval panel gives a network. A chain of the kit catalogue always has the
 * catalogue's name, never one the host page supplies (the host could call Ethereum "Testnet").
 * A chain outside the catalogue may be named by the kit's config (the host sends it with the
 * request); that name is display only, shown next to the chain id the request is fixed to, and
 * only when it is about that same chain, plain (letters, digits, spaces and a little
 * punctuation, no colon) and not a catalogue network's name. See docs/decisions.md ("Network
 * names from the kit's config").
 */
import { findCatalogueNetwork, NETWORK_CATALOGUE } from '@wallet-kit/schemas';
import { t } from './text/frame-text.js';

export interface NamedNetwork {
  /** CAIP-2 id, e.g. eip155:1 or solana:5eykt4… */
  id: string;
  name: string;
}

const MAX_NETWORK_NAME_CHARS = 48;

/** No colon (a name cannot pass for a chain id) and no control or direction characters. */
const PLAIN_NAME = /^[\p{L}\p{N}][\p{L}\p{N}\p{Mn} .,'&+()/_-]*$/u;

/** Names compared as a visitor reads them: case, spacing and punctuation aside. */
const readAs = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
    .replace(/(mainnet|network|chain)$/u, '');

const CATALOGUE_NAMES = new Set(NETWORK_CATALOGUE.map((network) => readAs(network.name)));

/** The host's name for `id` when it may be shown, else undefined. */
function hostName(id: string, given: unknown): string | undefined {
  const { id: about, name } = (given ?? {}) as { id?: unknown; name?: unknown };
  if (about !== id || typeof name !== 'string') return undefined;
  const trimmed = name.trim();
  if (trimmed.length === 0 || trimmed.length > MAX_NETWORK_NAME_CHARS) return undefined;
  if (!PLAIN_NAME.test(trimmed)) return undefined;
  if (CATALOGUE_NAMES.has(readAs(trimmed))) return undefined;
  return trimmed;
}

/**
 * `given`: the kit's `{ id, name }` for the network it believes the request is on; used only
 * for a chain outside the catalogue and only when its id is `id`.
 */
export function namedNetwork(id: string, given?: unknown): NamedNetwork {
  const known = findCatalogueNetwork(id);
  if (known) return { id, name: known.name };
  return { id, name: hostName(id, given) ?? t('network.unknown') };
}
