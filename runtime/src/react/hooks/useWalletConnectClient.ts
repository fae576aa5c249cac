import { useMemo, useSyncExternalStore } from 'react';
import type { Connector } from '../../core/types.js';
import type { WalletConnectClient } from '../../walletconnect/client-api.js';
import type {
  WalletConnectArrival,
  WalletConnectOnUse,
} from '../../walletconnect/client-on-use.js';
import { useKitStore } from './useKitStore.js';

export interface WalletConnectHandle {
  client: WalletConnectClient;
  /** The (merged) WalletConnect connector of the Connect list: what `kit.connect` takes. */
  connector: Connector;
}

/** The kit's WalletConnect connector, whether or not its client has come yet. */
export interface WalletConnectConnectorHandle {
  connector: Connector;
  /** The client, fetching its code first when it comes on use (rejects when it did not come). */
  load(): Promise<WalletConnectClient>;
}

function isClient(value: unknown): value is WalletConnectClient {
  return (
    typeof value === 'object' &&
    value !== null &&
    'store' in value &&
    typeof (value as { connect?: unknown }).connect === 'function'
  );
}

function isOnUse(value: unknown): value is WalletConnectOnUse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { arrived?: unknown }).arrived === 'function' &&
    typeof (value as { subscribe?: unknown }).subscribe === 'function'
  );
}

/** The WalletConnect connector and what its adapters carry as `provider`. */
function findWalletConnect(
  connectors: readonly Connector[],
): { connector: Connector; provider: WalletConnectClient | WalletConnectOnUse } | undefined {
  for (const connector of connectors) {
    if (connector.type !== 'WALLET_CONNECT') continue;
    for (const { provider } of [connector, ...(connector.connectors ?? [])]) {
      if (isClient(provider) || isOnUse(provider)) return { connector, provider };
    }
  }
  return undefined;
}

const NOTHING_TO_WAIT_FOR = () => () => undefined;
const NO_ARRIVAL = () => undefined;

/**
 * The kit's WalletConnect connector, or undefined when the kit has no WalletConnect. Its
 * client may not have come yet (a generated kit fetches it on use): `load()` fetches it.
 */
export function useWalletConnectConnector(): WalletConnectConnectorHandle | undefined {
  const connectors = useKitStore('connector', (s) => s.connectors);
  return useMemo(() => {
    const found = findWalletConnect(connectors);
    if (!found) return undefined;
    const { connector, provider } = found;
    const load = isClient(provider)
      ? () => Promise.resolve(provider)
      : () => provider.load().then(({ client }) => client);
    return { connector, load };
  }, [connectors]);
}

/**
 * The kit's WalletConnect client, found through its connector (the WalletConnect adapters
 * carry it, or the object it comes through on use, as their provider), or undefined when the
 * kit has no WalletConnect or its client has not come yet; the caller renders again when it
 * comes. Rendering fetches nothing: the dialog prepared at idle time renders this too.
 */
export function useWalletConnectClient(): WalletConnectHandle | undefined {
  const connectors = useKitStore('connector', (s) => s.connectors);
  const found = useMemo(() => findWalletConnect(connectors), [connectors]);
  const onUse = found && isOnUse(found.provider) ? found.provider : undefined;
  const arrival: WalletConnectArrival | undefined = useSyncExternalStore(
    onUse?.subscribe ?? NOTHING_TO_WAIT_FOR,
    onUse?.arrived ?? NO_ARRIVAL,
    onUse?.arrived ?? NO_ARRIVAL,
  );
  return useMemo(() => {
    if (!found) return undefined;
    const client = isClient(found.provider) ? found.provider : arrival?.client;
    return client ? { client, connector: found.connector } : undefined;
  }, [found, arrival]);
}
