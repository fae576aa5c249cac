/**
 * One zustand vanilla store per concern, created per kit (two kits on a page share nothing).
 */
import { createStore } from 'zustand/vanilla';
import type { ResolvedConfig, ThemeConfig } from '@wallet-kit/schemas';
import { createInitialChainState } from './chain-state.js';
import { INITIAL_EMBEDDED_STATE, type EmbeddedState } from './embedded.js';
import type {
  ChainState,
  ConnectionState,
  ConnectorState,
  KitStores,
  ModalState,
  RouterState,
  SnackbarState,
} from './kit-api.js';
import type { AlertState } from './types.js';

export const INITIAL_VIEW = 'Connect';

export function createKitStores(config: ResolvedConfig): KitStores {
  return {
    router: createStore<RouterState>()(() => ({
      view: INITIAL_VIEW,
      data: undefined,
      history: [{ view: INITIAL_VIEW }],
      transactionStack: [],
    })),
    modal: createStore<ModalState>()(() => ({ open: false, loading: {} })),
    chain: createStore<ChainState>()(() => createInitialChainState(config)),
    connector: createStore<ConnectorState>()(() => ({ connectors: [], activeConnectorIds: {} })),
    connection: createStore<ConnectionState>()(() => ({
      status: 'disconnected',
      recentWallets: [],
    })),
    alert: createStore<AlertState>()(() => ({
      message: '',
      variant: 'info',
      open: false,
      autoClose: false,
    })),
    snackbar: createStore<SnackbarState>()(() => ({
      message: '',
      variant: 'success',
      open: false,
    })),
    theme: createStore<ThemeConfig>()(() => ({
      mode: config.theme.mode,
      variables: { ...config.theme.variables },
    })),
    embedded: createStore<EmbeddedState>()(() => ({ ...INITIAL_EMBEDDED_STATE })),
  };
}
