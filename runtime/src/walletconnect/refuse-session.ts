/**
 * Ending a session on both sides: the wallet is told (`wc_sessionDelete`) and the SDK forgets
 * it, so a reload cannot restore it. When the relay does not answer in time the session is
 * still forgotten here.
 */
import { withinTime } from '@wallet-kit/schemas';
import type { Provider, SessionStruct } from './sdk.js';

/** A visitor's disconnect must feel instant even when the relay is gone. */
export const DISCONNECT_TIMEOUT_MS = 3000;
export const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' };

/** Forgets the session here when the wallet could not be told (relay gone). Never rejects. */
export async function forgetSession(provider: Provider, topic: string): Promise<void> {
  try {
    await provider.client.session.delete(topic, USER_DISCONNECTED);
  } catch {
    // Already gone, or the SDK was released.
  }
}

/**
 * A wallet approved a pairing the page no longer waited for (the visitor left it, or a newer
 * pairing replaced it): the page never adopts that session, and ends it so that neither the
 * wallet nor the SDK keeps it. The SDK made it its current session on approval; the page's own
 * session, when there is one, takes that place back. Never rejects.
 */
export async function refuseSession(
  provider: Provider,
  refused: SessionStruct,
  liveTopic: string | undefined,
): Promise<void> {
  try {
    if (provider.session?.topic === refused.topic) {
      provider.session = liveTopic
        ? provider.client.session.getAll().find((session) => session.topic === liveTopic)
        : undefined;
    }
    await withinTime(
      provider.client.disconnect({ topic: refused.topic, reason: USER_DISCONNECTED }),
      DISCONNECT_TIMEOUT_MS,
      () => {
        throw new Error('WalletConnect disconnect timed out');
      },
    );
  } catch {
    // Not told (relay gone, or the SDK released with the page): at least not kept here.
    await forgetSession(provider, refused.topic);
  }
}
