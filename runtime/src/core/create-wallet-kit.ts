/**
 * `createWalletKit(config, adapters)`: one kit instance owning its stores. Wires the
 * controller functions to a context; holds no rule of its own.
 */
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { fetchActions, loadedActions, type KitActions } from './actions-on-use.js';
import { alertsOf } from './alerts.js';
import { raiseAlertForError, raiseStartupAlerts } from './alerts-rules.js';
import { ANALYTICS_OFF } from './analytics/analytics-off.js';
import { setActiveNamespace } from './chain.js';
import {
  getConnectMethodsOrder,
  getOrderedConnectorGroups,
  getOrderedConnectors,
} from './connectors.js';
import type { KitContext, WalletKitOptions } from './context.js';
import { createKitContext } from './create-context.js';
import { DISABLED_EMBEDDED_CONTROLLER } from './embedded.js';
import { errorMessage, isUserRejection } from './errors.js';
import { createFeatureRegistry } from './feature.js';
import type { WalletKit } from './kit-api.js';
import { closeModal, isCloseDisabled, openEmbedded, openModal } from './modal.js';
import { start } from './reconnect.js';
import { createSnackbarController } from './snackbar.js';
import { setThemeMode, setThemeVariables } from './theme.js';
import type { ChainAdapter } from './types.js';

export function createWalletKit(
  config: ResolvedConfig,
  adapters: ChainAdapter[] = [],
  options: WalletKitOptions = {},
): WalletKit {
  return walletKitFromContext(createKitContext(config, adapters, options));
}

/** The public API over a context (tests build the context themselves to reach internals). */
export function walletKitFromContext(ctx: KitContext): WalletKit {
  const { config, stores, router, timers } = ctx;
  const alerts = alertsOf(ctx);
  // Analytics is attached only when the kit was given it (a generated kit with analytics on).
  const analytics = ctx.attachAnalytics?.(ctx) ?? ANALYTICS_OFF;
  // A failure the visitor must know about shows its alert; every failure but a declined
  // prompt goes to error telemetry. The caller still gets the error.
  const surfaced = <T>(work: Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      raiseAlertForError(ctx, error);
      if (!isUserRejection(error)) analytics.reportError(error);
      throw error;
    });
  // The actions are fetched on use (actions-on-use.ts): a call made meanwhile waits for them,
  // and actions that do not come are shown to the visitor (the next call fetches again).
  const withActions = <T>(use: (actions: KitActions) => Promise<T>): Promise<T> => {
    const loaded = loadedActions(ctx);
    if (loaded) return use(loaded);
    return fetchActions(ctx).then(use, (error: unknown) => {
      alerts.open(errorMessage(error), { variant: 'error' });
      throw error;
    });
  };
  const snackbar = createSnackbarController(ctx);
  // Features get the finished kit; it exists by the time a view first asks for one.
  const feature = createFeatureRegistry(ctx, () => kit);
  let detachSiwx: (() => void) | undefined;

  const kit: WalletKit = {
    config,
    stores,
    adapters: ctx.adapters,
    router,
    events: ctx.events,
    start() {
      // Idempotent: React strict mode and several providers may call it more than once.
      if (!ctx.startup) {
        raiseStartupAlerts(ctx);
        // Email or social login: the service's origin check, and the frame of an earlier login.
        ctx.embedded?.start();
        ctx.startup = start(ctx);
        if (config.enableEmbedded) openEmbedded(ctx);
      }
      return ctx.startup;
    },
    destroy() {
      detachSiwx?.();
      ctx.embedded?.destroy();
      analytics.detach();
      timers.clearAll();
      for (const adapter of ctx.adapters) adapter.destroy();
    },
    open(openOptions = {}) {
      if (openOptions.namespace && openOptions.namespace !== stores.chain.getState().activeChain) {
        setActiveNamespace(ctx, openOptions.namespace);
      }
      openModal(ctx, openOptions);
    },
    close: (closeOptions) => void closeModal(ctx, closeOptions),
    connect: (connector, connectOptions) =>
      withActions((actions) => actions.connect(ctx, connector, connectOptions)),
    retryConnect: () => withActions((actions) => actions.retryConnect(ctx)),
    disconnect: (namespace) =>
      surfaced(withActions((actions) => actions.disconnect(ctx, namespace))),
    switchNetwork: (network) =>
      surfaced(withActions((actions) => actions.switchNetwork(ctx, network))),
    setActiveNamespace: (namespace) => setActiveNamespace(ctx, namespace),
    signMessage: (message) => surfaced(withActions((actions) => actions.signMessage(ctx, message))),
    // An explicit refresh always asks the chain; automatic reads use the 30 s cache.
    // The shown modal asks for them (a pick made before they come fetches them itself).
    prepareActions: () => void fetchActions(ctx).catch(() => undefined),
    refreshBalance: () => withActions((actions) => actions.refreshBalance(ctx, { fresh: true })),
    getOrderedConnectors: () => getOrderedConnectors(ctx),
    getOrderedConnectorGroups: () => getOrderedConnectorGroups(ctx),
    getConnectMethodsOrder: () => getConnectMethodsOrder(ctx),
    isCloseDisabled: () => isCloseDisabled(ctx),
    showSnackbar: (message, variant) => snackbar.show(message, variant),
    hideSnackbar: () => snackbar.hide(),
    showAlert: (message, alertOptions) => alerts.open(message, alertOptions),
    closeAlert: () => alerts.close(),
    setThemeMode: (mode) => setThemeMode(stores.theme, mode),
    setThemeVariables: (variables) => setThemeVariables(stores.theme, variables),
    feature,
    // Each kit gets its own copy, so a change to one kit's controller never reaches another's.
    embedded: ctx.embedded?.controller ?? { ...DISABLED_EMBEDDED_CONTROLLER },
  };
  ctx.embedded?.bind({ ctx, kit });
  // The sign-in flow (SIWX) lives outside the core and watches this kit's account.
  detachSiwx = ctx.siwx.attach?.(kit);
  return kit;
}
