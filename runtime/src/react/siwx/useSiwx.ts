import { useStoreSlice } from '../hooks/useStoreSlice.js';
import type { SiwxState } from '../../siwx/flow.js';
import { useWalletKit } from '../hooks/useWalletKit.js';
import { useSiwxController } from './SiwxContext.js';

export interface SiwxViewState {
  status: SiwxState['status'];
  /** The exact text the wallet will be asked to sign. */
  message: string | undefined;
  domain: string | undefined;
  appName: string;
  required: boolean;
  signedIn: boolean;
  /** Never rejects: the outcome shows in `status` and the snackbar. */
  sign(): Promise<void>;
  cancel(): Promise<void>;
}

/** What the SIWXSignMessage / ConnectingSiwe views show and do. */
export function useSiwx(): SiwxViewState {
  const kit = useWalletKit();
  const siwx = useSiwxController();
  const status = useStoreSlice(siwx.store, (s) => s.status);
  const pending = useStoreSlice(siwx.store, (s) => s.pending);
  const session = useStoreSlice(siwx.store, (s) => s.session);
  return {
    status,
    message: pending?.message,
    domain: pending?.data.domain,
    appName: kit.config.metadata.name,
    required: siwx.required,
    signedIn: !!session,
    // A state error (nobody connected) reads in the snackbar rather than failing silently.
    sign: () =>
      siwx.requestSignMessage().catch((error: unknown) => {
        kit.showSnackbar(error instanceof Error ? error.message : String(error), 'error');
      }),
    cancel: () => siwx.cancelSignMessage(),
  };
}
