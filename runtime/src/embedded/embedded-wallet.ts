/**
 * `embeddedWallet(options)`: the email login a generated kit loads on demand. For one kit it
 * makes the frame client (pointed at `endpoints.embeddedWalletUrl`), the `kit.embedded`
 * controller and one AUTH adapter per family, keeps the frame's theme and app data in step
 * with the kit, and turns frame time-outs, server refusals and a frame without storage (its
 * login ends with the page) into the kit's alerts.
 */
import { alertForServerMessage, alertsOf, ALERTS } from '../core/alerts.js';
import { SDK_TYPE, SDK_VERSION } from '../core/analytics/sdk-info.js';
import type { EmbeddedWalletInstance } from '../core/embedded.js';
import type { EmbeddedHost, EmbeddedWalletFactory } from '../core/embedded-front.js';
import { browserLanguages, pickLocale } from '../core/detect-locale.js';
import { disconnect } from '../core/disconnect.js';
import type { ChainNamespace } from '../core/types.js';
import { createEmbeddedAdapter } from './adapter.js';
import { createEmbeddedController } from './controller.js';
import { createFrameClient, type FrameClient, type FrameClientOptions } from './frame-client.js';
import { LOGIN_NOT_REMEMBERED } from './frame-errors.js';
import { buildFrameRequest, isSafeRpcMethod, parseFrameInbound } from './frame-protocol.js';
import type { FrameTimeoutKind } from './frame-timing.js';
import { createLoginStorage } from './login-storage.js';
import type { EmbeddedSession } from './session.js';
import { syncFrameTheme } from './theme-sync.js';

export interface EmbeddedWalletOptions {
  /** Passed to the frame as `enableLogger`. */
  enableLogger?: boolean;
  /** Reported time-outs (`iframe_load_failed`, `iframe_request_timeout`), after the alert. */
  onTimeout?(kind: FrameTimeoutKind): void;
  /** Overrides for tests: the frame client's options. */
  frame?: Partial<FrameClientOptions>;
  /** The fetch safe reads use. */
  fetch?: typeof fetch;
}

const TIMEOUT_ALERTS: Record<FrameTimeoutKind, string> = {
  iframe_load_failed: ALERTS.IFRAME_LOAD_FAILED,
  iframe_request_timeout: ALERTS.IFRAME_REQUEST_TIMEOUT,
};

function syncFrame(host: EmbeddedHost, client: FrameClient): () => void {
  const { ctx } = host;
  const { metadata, projectId } = ctx.config;
  client
    .request('syncDappData', {
      metadata: {
        name: metadata.name,
        description: metadata.description,
        url: metadata.url,
        icons: [...metadata.icons],
      },
      sdkVersion: SDK_VERSION,
      sdkType: SDK_TYPE,
      projectId,
    })
    .catch(() => undefined);
  return syncFrameTheme(ctx.stores.theme, client);
}

export function embeddedWallet(options: EmbeddedWalletOptions = {}): EmbeddedWalletFactory {
  return (host): EmbeddedWalletInstance => {
    const { ctx } = host;
    const url = ctx.config.endpoints.embeddedWalletUrl;
    if (!url) throw new Error('The embedded wallet needs endpoints.embeddedWalletUrl');
    const alerts = alertsOf(ctx);
    const login = createLoginStorage(ctx.storage);
    const activeNetwork = () => {
      const state = ctx.stores.chain.getState();
      return state.activeChain
        ? state.chains[state.activeChain]?.networkState.caipNetwork
        : undefined;
    };
    const client = createFrameClient({
      url,
      projectId: ctx.config.projectId,
      chainId: login.lastUsedChainId() ?? activeNetwork()?.caipNetworkId,
      version: SDK_VERSION,
      enableLogger: options.enableLogger ?? false,
      // The same choice the kit's text makes, so the frame speaks the kit's language.
      locale: pickLocale(ctx.config.locale, browserLanguages()),
      parse: parseFrameInbound,
      build: buildFrameRequest,
      isSafeMethod: isSafeRpcMethod,
      onTimeout(kind) {
        alerts.open(TIMEOUT_ALERTS[kind], { variant: 'error' });
        options.onTimeout?.(kind);
      },
      onErrorMessage(message) {
        const alert = alertForServerMessage(message);
        if (alert) alerts.open(alert, { variant: 'error' });
      },
      onLoginNotRemembered() {
        alerts.open(LOGIN_NOT_REMEMBERED, { variant: 'info' });
      },
      onLogout() {
        login.clearLogin();
        const namespaces = Object.entries(ctx.stores.chain.getState().chains)
          .filter(([, entry]) => entry?.accountState.connectedWalletInfo?.type === 'AUTH')
          .map(([namespace]) => namespace as ChainNamespace);
        if (namespaces[0]) void disconnect(ctx, namespaces[0]).catch(() => undefined);
      },
      ...options.frame,
    });
    const session: EmbeddedSession = { host, client, login, users: {}, fetch: options.fetch };
    const controller = createEmbeddedController(session);
    // The frame is wanted now: it was loaded for a login or a recorded one.
    const stopSync = syncFrame(host, client);
    return {
      controller,
      adapter: (namespace, reads) => createEmbeddedAdapter(session, namespace, reads),
      destroy() {
        stopSync();
        client.destroy();
      },
    };
  };
}
