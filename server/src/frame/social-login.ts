/**
 * Social login in the frame: the wallet service gives the provider's authorization URL (the
 * kit opens it in a popup), and once the provider sent the visitor back, the frame turns that
 * login into a session. From there the keys and shares are handled exactly as for an email
 * login. The login is bound to this frame's device id, so only this browser can finish it.
 */
import type { FrameStorage } from './frame-storage.js';
import type { FrameWallet } from './frame-wallet.js';
import type { ServiceApi } from './service-api.js';

interface FinishAnswer {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string | null; socialProvider: string; userName: string | null };
}

export function createSocialLogin(deps: {
  api: ServiceApi;
  storage: FrameStorage;
  wallet: FrameWallet;
}) {
  return {
    /** The provider's authorization URL for this device. */
    redirectUri: (provider: string) =>
      deps.api.post<{ uri: string }>('/v1/social/start', {
        provider,
        deviceId: deps.storage.deviceId(),
      }),

    /** Finishes the login started with `uri` (the authorization URL) and loads the wallet. */
    async connect(uri: string): Promise<{ socialProvider: string; userName: string | null }> {
      const answer = await deps.api.post<FinishAnswer>('/v1/social/finish', {
        uri,
        deviceId: deps.storage.deviceId(),
      });
      await deps.wallet.adoptSession({
        accessToken: answer.accessToken,
        refreshToken: answer.refreshToken,
        userId: answer.user.id,
        email: answer.user.email,
        socialProvider: answer.user.socialProvider,
        userName: answer.user.userName,
      });
      return { socialProvider: answer.user.socialProvider, userName: answer.user.userName };
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;
