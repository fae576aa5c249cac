/**
 * Answers the service's `begin` page in a social login popup: that page, on this frame's own
 * origin, asks for the secret of the login it carries, and gets it only when this frame started
 * that login. A page of any other origin is never answered.
 */
import type { SocialLogin } from './social-login.js';

const SOCIAL_CHANNEL = 'wallet-kit/social';

export function answerSocialBinding(window: Window, social: Pick<SocialLogin, 'secretFor'>) {
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== window.location.origin || !event.source || event.source === window) {
      return;
    }
    const data = event.data as { channel?: unknown; type?: unknown; state?: unknown };
    if (data?.channel !== SOCIAL_CHANNEL || data.type !== 'bind') return;
    if (typeof data.state !== 'string') return;
    const secret = social.secretFor(data.state);
    if (!secret) return;
    (event.source as Window).postMessage(
      { channel: SOCIAL_CHANNEL, type: 'binding', state: data.state, secret },
      window.location.origin,
    );
  });
}
