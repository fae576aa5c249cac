import type { ConnectionError } from '../../core/kit-api.js';
import type { ConnectionStatus, Connector } from '../../core/types.js';
import { settleConnect } from './settleConnect.js';
import { useKitStore } from './useKitStore.js';
import { useWalletKit } from './useWalletKit.js';

export interface ConnectionView {
  status: ConnectionStatus;
  /** `rejected`: declined in the wallet (retryable); `failed`: anything else. */
  error: ConnectionError | undefined;
  /** Never rejects: the outcome lands in `status` and `error`, which the views render. */
  connect(connector: Connector): Promise<void>;
  /** Never rejects, like `connect`. */
  retry(): Promise<void>;
}

/** The state of the connect attempt the ConnectingExternal view is waiting on. */
export function useConnection(): ConnectionView {
  const kit = useWalletKit();
  const status = useKitStore('connection', (s) => s.status);
  const error = useKitStore('connection', (s) => s.error);
  return {
    status,
    error,
    connect: (connector) => settleConnect(kit, kit.connect(connector)),
    retry: () => settleConnect(kit, kit.retryConnect()),
  };
}
