/**
 * The embedded-wallet frame's script, served by the wallet service under /frame/. It runs only
 * inside a parent page; the service's `frame-ancestors` policy decides which pages may embed it.
 */
import { applyTheme, createApprovalPanel } from './approval-ui.js';
import { openFrameChannel } from './channel.js';
import { frameStorage } from './frame-storage.js';
import { createFarcasterLogin } from './farcaster-login.js';
import { createFrameWallet } from './frame-wallet.js';
import { createHandlers } from './handlers.js';
import { serviceApi } from './service-api.js';
import { createSmartAccountWallet } from './smart-account-wallet.js';
import { smartAccountService } from './smart-account-service.js';
import { answerSocialBinding } from './social-binding.js';
import { createSocialLogin } from './social-login.js';

function hostOriginOf(window: Window): string | undefined {
  if (window.parent === window) return undefined;
  const ancestor = window.location.ancestorOrigins?.[0];
  if (ancestor) return ancestor;
  try {
    return document.referrer ? new URL(document.referrer).origin : undefined;
  } catch {
    return undefined;
  }
}

function start() {
  const query = new URLSearchParams(window.location.search);
  const hostOrigin = hostOriginOf(window);
  if (!hostOrigin) {
    document.body.textContent = 'This page is the wallet of an app and only runs inside it.';
    return;
  }
  const log = query.get('enableLogger') === 'true' ? console.warn.bind(console) : undefined;
  const api = serviceApi({
    baseUrl: window.location.origin,
    projectId: query.get('projectId') ?? '',
    hostOrigin,
  });
  let rpcUrls: Promise<Record<string, string>> | undefined;
  const panel = createApprovalPanel(document);
  let channel: ReturnType<typeof openFrameChannel> | undefined;
  const storage = frameStorage(window.localStorage);
  const wallet = createFrameWallet({ api, storage, onLogout: () => channel?.logout() });
  const networkRpcUrls = () => {
    rpcUrls ??= api
      .get<{ rpcUrls: Record<string, string> }>('/v1/networks')
      .then((answer) => answer.rpcUrls)
      .catch((error: unknown) => {
        rpcUrls = undefined;
        throw error;
      });
    return rpcUrls;
  };
  const social = createSocialLogin({ api, storage, wallet });
  answerSocialBinding(window, social);
  const handle = createHandlers({
    wallet,
    askApproval: (description) => panel.ask(description),
    rpcUrls: networkRpcUrls,
    smartAccounts: createSmartAccountWallet({
      service: smartAccountService(api, wallet.withSession),
      storage: window.localStorage,
      rpcUrls: networkRpcUrls,
    }),
    applyTheme: (theme) => applyTheme(document, theme),
    setAppName: (name) => panel.setAppName(name),
    initialChainId: query.get('chainId') ?? undefined,
    social,
    farcaster: createFarcasterLogin({ api, storage, wallet }),
  });
  channel = openFrameChannel({ window, hostOrigin, handle, ...(log ? { log } : {}) });
  channel.ready();
}

start();
