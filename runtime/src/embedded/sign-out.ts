/**
 * Signing out of the embedded wallet: the frame is told, but the kit waits at most 3000 ms
 * for it; the cached login is deleted either way. Several families signing out together share
 * one request.
 */
import { withinTime } from '@wallet-kit/schemas';
import { FRAME_SIGN_OUT_TIMEOUT_MS } from './frame-timing.js';
import type { EmbeddedSession } from './session.js';

const inFlight = new WeakMap<EmbeddedSession, Promise<void>>();

export function signOut(
  session: EmbeddedSession,
  timeoutMs = FRAME_SIGN_OUT_TIMEOUT_MS,
): Promise<void> {
  const running = inFlight.get(session);
  if (running) return running;
  session.login.clearLogin();
  session.host.ctx.stores.embedded.setState({
    status: 'idle',
    email: undefined,
    error: undefined,
    pendingApproval: undefined,
    socialProvider: undefined,
    userName: undefined,
  });
  const work = withinTime(
    session.client.request('signOut', {}).then(
      () => undefined,
      () => undefined,
    ),
    timeoutMs,
    () => undefined,
  ).finally(() => inFlight.delete(session));
  inFlight.set(session, work);
  return work;
}
