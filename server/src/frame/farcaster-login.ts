/**
 * Sign In With Farcaster in the frame: the wallet service opens a channel on the Farcaster auth
 * relay for this device and gives its connect link (the kit shows it as a QR code and a link);
 * the frame then waits for the visitor to approve in the Farcaster app, and turns the verified
 * sign-in into a session. From there the keys and shares are handled exactly as for an email
 * login. Each link is one attempt: asking for a new link abandons the previous one, and `stop`
 * (the visitor left the Farcaster view) ends the current one.
 */
import { loginSecret } from './login-secret.js';
import type { FrameStorage } from './frame-storage.js';
import type { FrameWallet } from './frame-wallet.js';
import type { ServiceApi } from './service-api.js';

type FinishAnswer =
  | { pending: true }
  | {
      pending?: undefined;
      accessToken: string;
      refreshToken: string;
      user: { id: string; email: null; socialProvider: string; userName: string | null };
    };

/** One link and the wait on it; aborted when the visitor leaves or asks for another link. */
interface Attempt {
  ended: AbortController;
  channelToken?: string;
  /** The secret of this login: only this frame can finish it. */
  secret?: string;
}

export const FARCASTER_NOT_STARTED = 'Ask for a Farcaster link first';
export const FARCASTER_ABANDONED = 'The Farcaster login was started again';
export const FARCASTER_STOPPED = 'The Farcaster login was left';

/** Resolves after `ms`, or rejects with the reason as soon as `signal` aborts (or has). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', aborted);
      resolve();
    }, ms);
    const aborted = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', aborted, { once: true });
  });
}

export function createFarcasterLogin(deps: {
  api: ServiceApi;
  storage: FrameStorage;
  wallet: FrameWallet;
  /** How long to wait between two checks of the channel, in milliseconds. */
  pollMs?: number;
}) {
  let current: Attempt | undefined;

  function end(reason: string): void {
    current?.ended.abort(new Error(reason));
    current = undefined;
  }

  return {
    /** A fresh connect link for this device. */
    async uri(): Promise<{ url: string }> {
      end(FARCASTER_ABANDONED);
      const attempt: Attempt = { ended: new AbortController() };
      current = attempt;
      const login = await loginSecret();
      const answer = await deps.api.post<{ channelToken: string; url: string }>(
        '/v1/farcaster/start',
        { deviceId: deps.storage.deviceId(), binding: login.binding },
      );
      // The visitor may have left while the service opened the channel: nobody waits on it.
      attempt.ended.signal.throwIfAborted();
      attempt.channelToken = answer.channelToken;
      attempt.secret = login.secret;
      return { url: answer.url };
    },

    /** Resolves once the visitor approved in the Farcaster app and the wallet is loaded. */
    async connect(): Promise<{ userName: string | null }> {
      const attempt = current;
      const token = attempt?.channelToken;
      const proof = attempt?.secret;
      if (!attempt || !token || !proof) throw new Error(FARCASTER_NOT_STARTED);
      const { signal } = attempt.ended;
      let answer: FinishAnswer;
      for (;;) {
        signal.throwIfAborted();
        answer = await deps.api.post<FinishAnswer>('/v1/farcaster/finish', {
          channelToken: token,
          deviceId: deps.storage.deviceId(),
          secret: proof,
        });
        // Left while the service answered: even an approval is not taken up, since the
        // visitor is elsewhere now (perhaps in another login).
        signal.throwIfAborted();
        if (answer.pending !== true) break;
        // Ended while waiting: rejects at once, so no timer outlives the attempt.
        await pause(deps.pollMs ?? 500, signal);
      }
      if (current === attempt) current = undefined;
      await deps.wallet.adoptSession({
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken,
        userId: answer.user.id,
        email: null,
        socialProvider: answer.user.socialProvider,
        userName: answer.user.userName,
      });
      return { userName: answer.user.userName };
    },

    /** The visitor left the Farcaster view: the wait on the current link ends, with no more calls. */
    stop(): void {
      end(FARCASTER_STOPPED);
    },
  };
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>;
