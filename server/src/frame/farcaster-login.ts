/**
 * Sign In With Farcaster in the frame: the wallet service opens a channel on the Farcaster auth
 * relay for this device and gives its connect link (the kit shows it as a QR code and a link);
 * the frame then waits for the visitor to approve in the Farcaster app, and turns the verified
 * sign-in into a session. From there the keys and shares are handled exactly as for an email
 * login. Asking for a new link abandons the wait on the previous one.
 */
import { loginSecret } from './login-secret.js';
import type { FrameStorage } from './frame-storage.js';
import type { FrameWallet } from './frame-wallet.js';
import { ServiceError, type ServiceApi } from './service-api.js';

interface FinishAnswer {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: null; socialProvider: string; userName: string | null };
}

const FARCASTER_NOT_STARTED = 'Ask for a Farcaster link first';
export const FARCASTER_ABANDONED = 'The Farcaster login was started again';

export function createFarcasterLogin(deps: {
  api: ServiceApi;
  storage: FrameStorage;
  wallet: FrameWallet;
  /** How long to wait between two checks of the channel, in milliseconds. */
  pollMs?: number;
}) {
  let channelToken: string | undefined;
  /** The secret of the current login: only this frame can finish it. */
  let secret: string | undefined;

  return {
    /** A fresh connect link for this device. */
    async uri(): Promise<{ url: string }> {
      const login = await loginSecret();
      const answer = await deps.api.post<{ channelToken: string; url: string }>(
        '/v1/farcaster/start',
        { deviceId: deps.storage.deviceId(), binding: login.binding },
      );
      channelToken = answer.channelToken;
      secret = login.secret;
      return { url: answer.url };
    },

    /** Resolves once the visitor approved in the Farcaster app and the wallet is loaded. */
    async connect(): Promise<{ userName: string | null }> {
      const token = channelToken;
      const proof = secret;
      if (!token || !proof) throw new Error(FARCASTER_NOT_STARTED);
      let answer: FinishAnswer;
      for (;;) {
        if (channelToken !== token) throw new Error(FARCASTER_ABANDONED);
        try {
          answer = await deps.api.post<FinishAnswer>('/v1/farcaster/finish', {
            channelToken: token,
            deviceId: deps.storage.deviceId(),
            secret: proof,
          });
          break;
        } catch (error) {
          if (!(error instanceof ServiceError) || error.body.pending !== true) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, deps.pollMs ?? 500));
      }
      if (channelToken === token) channelToken = undefined;
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
  };
}

export type FarcasterLogin = ReturnType<typeof createFarcasterLogin>;
