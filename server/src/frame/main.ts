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
import { browserPasskeys } from './passkey-ceremony.js';
import { PASSKEY_PROMPTS } from './passkey-prompts.js';
import { serviceApi } from './service-api.js';
import { smartAccountFront } from './smart-account-front.js';
import { smartAccountService } from './smart-account-service.js';
import { answerSocialBinding } from './social-binding.js';
import { createSocialLogin } from './social-login.js';
import { openStorageArea } from './storage-area.js';
import { frameLocaleOf } from './text/frame-locale.js';
import { t, useFrameText } from './text/frame-text.js';
import { loadFrameText } from './text/load-frame-text.js';

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

/**
 * Draws the frame in the kit's locale (its URL's `locale`), before anything is shown. An
 * unsupported value is English and logged, never written into the page; a locale whose chunk
 * fails to load is English too.
 */
async function showLocale(query: URLSearchParams) {
  const chosen = frameLocaleOf(query.get('locale'));
  if (chosen.refused) console.warn('[wallet frame] unsupported locale; English is shown');
  try {
    useFrameText(chosen.locale, await loadFrameText(chosen.locale));
    document.documentElement.lang = chosen.locale;
    document.documentElement.dir = chosen.dir;
  } catch {
    console.warn('[wallet frame] the locale could not be loaded; English is shown');
    document.documentElement.lang = 'en';
    document.documentElement.dir = 'ltr';
  }
}

async function start() {
  const query = new URLSearchParams(window.location.search);
  await showLocale(query);
  const hostOrigin = hostOriginOf(window);
  if (!hostOrigin) {
    document.body.textContent = t('page.outsideApp');
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
  // On another site than the host page the browser may refuse the frame its storage: the
  // frame then still starts, remembering the login only in memory, and says so when ready.
  const area = await openStorageArea(window);
  const storage = frameStorage(area.storage);
  const wallet = createFrameWallet({
    api,
    storage,
    onLogout: () => channel?.logout(),
    passkeys: browserPasskeys(window),
  });
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
    askApproval: (description, signal) => panel.ask(description, signal),
    rpcUrls: networkRpcUrls,
    smartAccounts: smartAccountFront({
      service: smartAccountService(api, wallet.withSession),
      storage: area.storage,
      rpcUrls: networkRpcUrls,
    }),
    applyTheme: (theme) => applyTheme(document, theme),
    setAppName: (name) => panel.setAppName(name),
    initialChainId: query.get('chainId') ?? undefined,
    social,
    farcaster: createFarcasterLogin({ api, storage, wallet }),
    askPasskey: (step) => panel.prompt(PASSKEY_PROMPTS[step]),
  });
  channel = openFrameChannel({ window, hostOrigin, handle, ...(log ? { log } : {}) });
  channel.ready(area.kind);
}

void start();
