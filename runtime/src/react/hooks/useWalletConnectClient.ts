import { useMemo } from 'react';
import type { Connector } from '../../core/types.js';
import type { WalletConnectClient } from '../../walletconnect/client-api.js';
import { useKitStore } from './useKitStore.js';

export interface WalletConnectHandle {
  client: WalletConnectClient;
  /** The (merged) WalletConnect connector of the Connect list: what `kit.connect` takes. */
  connector: Connector;
}

function isClient(value: unknown): value is WalletConnectClient {
  return (
    typeof value === 'object' &&
    value !== null &&
    'store' in value &&
    typeof (value as { connect?: unknown }).connect === 'function'
  );
}

/**
 * The kit's WalletConnect client, found through its connector (the WalletConnect adapters
 * carry it as their provider), or undefined when the kit has no WalletConnect.
 */
export function useWalletConnectClient(): WalletConnectHandle | undefined {
  const connectors = useKitStore('connector', (s) => s.connectors);
  return useMemo(() => {
    for (const connector of connectors) {
      if (connector.type !== 'WALLET_CONNECT') continue;
      const provider = [connector, ...(connector.connectors ?? [])]
        .map((c) => c.provider)
        .find(isClient);
      if (provider) return { client: provider, connector };
    }
    return undefined;
  }, [connectors]);
}
