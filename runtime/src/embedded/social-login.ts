/**
 * Social login from the host page. The click opened a blank popup (so the browser allowed it);
 * the frame asks the wallet service for the provider's authorization URL and the popup goes
 * there. The popup comes back to the wallet service, whose page tells this page (a message
 * from the service's origin, from that popup, naming this login's `state`) how it ended; then
 * the frame turns the login into a session. A popup closed first ends the login with a message,
 * after asking the frame once (a provider that cuts the popup from its opener still connects).
 */
import type { OAuthSocialProvider } from '@wallet-kit/schemas';
import { FrameRequestError } from './frame-errors.js';
import type { FrameUser } from './frame-protocol.js';
import type { EmbeddedSession } from './session.js';

export const SOCIAL_CHANNEL = 'wallet-kit/social';
export const POPUP_BLOCKED =
  'The login window was blocked: allow pop-ups for this site and try again';
export const POPUP_CLOSED = 'The login window was closed before the login finished';
/** How often the kit looks whether the visitor closed the popup. */
export const POPUP_POLL_MS = 500;

type PopupOutcome = { type: 'done' } | { type: 'error'; message: string } | { type: 'closed' };

/** Waits for the service's page in `popup` to report this login, or for the popup to close. */
function popupOutcome(
  popup: Window,
  serviceOrigin: string,
  state: string | null,
  host: Window = window,
): Promise<PopupOutcome> {
  return new Promise((resolve) => {
    const finish = (outcome: PopupOutcome) => {
      host.removeEventListener('message', onMessage);
      clearInterval(poll);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== serviceOrigin || event.source !== popup) return;
      const data = event.data as {
        channel?: unknown;
        type?: unknown;
        state?: unknown;
        message?: unknown;
      };
      if (data?.channel !== SOCIAL_CHANNEL || data.state !== state) return;
      if (data.type === 'done') finish({ type: 'done' });
      else if (data.type === 'error') {
        finish({
          type: 'error',
          message: typeof data.message === 'string' ? data.message : POPUP_CLOSED,
        });
      }
    };
    host.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (popup.closed) finish({ type: 'closed' });
    }, POPUP_POLL_MS);
  });
}

/** The social login of a frame user, when it logged in with one. */
export function socialOf(
  user: Pick<FrameUser, 'authProvider' | 'userName'>,
): { provider: OAuthSocialProvider; userName: string | undefined } | undefined {
  const provider = user.authProvider;
  if (!provider || provider === 'email') return undefined;
  return { provider: provider as OAuthSocialProvider, userName: user.userName ?? undefined };
}

/** Runs one social login in `popup`; resolves once the frame holds the session. */
export async function socialLogin(
  session: EmbeddedSession,
  provider: OAuthSocialProvider,
  popup: Window | null,
): Promise<{ userName: string | undefined }> {
  if (!popup) throw new FrameRequestError(POPUP_BLOCKED);
  const store = session.host.ctx.stores.embedded;
  store.setState({ status: 'social-popup', socialProvider: provider });
  try {
    const { uri } = await session.client.request<{ uri: string }>('getSocialRedirectUri', {
      provider,
    });
    popup.location.href = uri;
    const serviceOrigin = new URL(session.host.ctx.config.endpoints.embeddedWalletUrl!).origin;
    const outcome = await popupOutcome(
      popup,
      serviceOrigin,
      new URL(uri).searchParams.get('state'),
    );
    if (outcome.type === 'error') throw new FrameRequestError(outcome.message);
    store.setState({ status: 'connecting' });
    let answer: { userName: string | null };
    try {
      answer = await session.client.request('connectSocial', { uri });
    } catch (error) {
      // Closed before the provider sent the visitor back: the visitor gave up.
      if (outcome.type === 'closed') throw new FrameRequestError(POPUP_CLOSED);
      throw error;
    }
    const userName = answer.userName ?? undefined;
    session.host.ctx.storage.field('connectedSocial').set(provider);
    if (userName) session.host.ctx.storage.field('connectedSocialUsername').set(userName);
    else session.host.ctx.storage.field('connectedSocialUsername').remove();
    store.setState({ email: undefined, socialProvider: provider, userName });
    return { userName };
  } catch (error) {
    store.setState({ status: 'idle', socialProvider: undefined });
    if (!popup.closed) popup.close();
    throw error;
  }
}
