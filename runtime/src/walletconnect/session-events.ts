/**
 * The SDK's session events, turned into what the client acts on. The universal provider
 * already drops events of other sessions; `session_event` is used instead of its own
 * `chainChanged` / `accountsChanged` because those lose the chain family.
 */
import { CHAIN_NAMESPACES } from '@wallet-kit/schemas';
import type { CaipNetworkId, ChainNamespace } from '../core/types.js';
import type { Provider, SessionStruct } from './sdk.js';
import { accountAddress } from './session.js';

export interface SessionEventHandlers {
  /** The wallet's accounts for a family; the first one is the one to show. */
  onAccountsChanged(namespace: ChainNamespace, addresses: string[]): void;
  onChainChanged(namespace: ChainNamespace, chain: CaipNetworkId): void;
  /** The wallet changed the session's namespaces (added chains or accounts). */
  onSessionUpdate(session: SessionStruct | undefined): void;
  /** The wallet deleted the session, or it expired. */
  onSessionEnded(topic: string): void;
}

interface SessionEventArgs {
  topic: string;
  params: { chainId: string; event: { name: string; data: unknown } };
}

function familyOf(chain: string): ChainNamespace | undefined {
  const family = chain.split(':')[0];
  return CHAIN_NAMESPACES.find((namespace) => namespace === family);
}

/**
 * Wallets send the new chain as a number, a hex or decimal string, or a CAIP-2 id; the
 * event's own `chainId` (the chain it was sent on) is the fallback.
 */
export function parseChainChange(
  namespace: ChainNamespace,
  eventChain: string,
  data: unknown,
): CaipNetworkId {
  if (typeof data === 'number' && Number.isSafeInteger(data)) return `${namespace}:${data}`;
  if (typeof data === 'string' && data !== '') {
    if (data.includes(':')) return data as CaipNetworkId;
    if (namespace === 'eip155' && /^0x[0-9a-f]+$/i.test(data)) {
      return `${namespace}:${Number.parseInt(data, 16)}`;
    }
    return `${namespace}:${data}`;
  }
  return eventChain as CaipNetworkId;
}

export function subscribeToSession(provider: Provider, handlers: SessionEventHandlers): () => void {
  const onEvent = ({ params }: SessionEventArgs) => {
    const namespace = familyOf(params.chainId);
    if (!namespace) return;
    const { name, data } = params.event;
    if (name === 'accountsChanged' && Array.isArray(data)) {
      const addresses = data.filter((item): item is string => typeof item === 'string');
      handlers.onAccountsChanged(namespace, [...new Set(addresses.map(accountAddress))]);
    } else if (name === 'chainChanged') {
      handlers.onChainChanged(namespace, parseChainChange(namespace, params.chainId, data));
    }
  };
  // The provider has already merged the update into its session when it emits.
  const onUpdate = () => handlers.onSessionUpdate(provider.session);
  const onDelete = ({ topic }: { topic: string }) => handlers.onSessionEnded(topic);
  // The provider does not forward expiry; sign-client deletes the session when it expires.
  const onExpire = ({ topic }: { topic: string }) => handlers.onSessionEnded(topic);

  provider.on('session_event', onEvent);
  provider.on('session_update', onUpdate);
  provider.on('session_delete', onDelete);
  provider.client.on('session_expire', onExpire);
  return () => {
    provider.removeListener('session_event', onEvent);
    provider.removeListener('session_update', onUpdate);
    provider.removeListener('session_delete', onDelete);
    provider.client.off('session_expire', onExpire);
  };
}
