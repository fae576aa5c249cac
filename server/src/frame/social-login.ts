/**
 * Social login in the frame: the wallet service gives the address of its own `begin` page (the
 * kit opens it in a popup); that page asks this frame for the login's secret, proves it to the
 * service and goes on to the provider. Once the provider sent the visitor back, the frame turns
 * that login into a session, proving the secret again. The secret never leaves this frame but
 * to the service's own page, so a link of this login is worthless in any other browser. From
 * there the keys and shares are handled exactly as for an email login.
 */
import { loginSecret } from './login-secret.js';
import type { FrameStorage } from './frame-storage.js';
import type { FrameWallet } from './frame-wallet.js';
import type { ServiceApi } from './service-api.js';

interface FinishAnswer {
  accessToken: string;
  refreshToken: string;
  user: { id: string; email: string | null; socialProvider: string; userName: string | null };
}

const stateOf = (uri: string) => {
  try {
    return new URL(uri).searchParams.get('state') ?? undefined;
  } catch {
    return undefined;
  }
};

export function createSocialLogin(deps: {
  api: ServiceApi;
  storage: FrameStorage;
  wallet: FrameWallet;
}) {
  /** The secret of each login this frame started, by `state`; kept in memory only. */
  const secrets = new Map<string, string>();

  return {
    /** The address the popup opens for a login of this device. */
    async redirectUri(provider: string): Promise<{ uri: string }> {
      const { secret, binding } = await loginSecret();
      const answer = await deps.api.post<{ uri: string }>('/v1/social/start', {
        provider,
        deviceId: deps.storage.deviceId(),
        binding,
      });
      const state = stateOf(answer.uri);
      if (state) secrets.set(state, secret);
      return { uri: answer.uri };
    },

    /** The secret of a login this frame started, for the service's page in its popup. */
    secretFor: (state: string): string | undefined => secrets.get(state),

    /** Finishes the login started with `uri` and loads the wallet. */
    async connect(uri: string): Promise<{ socialProvider: string; userName: string | null }> {
      const state = stateOf(uri);
      const answer = await deps.api.post<FinishAnswer>('/v1/social/finish', {
        uri,
        deviceId: deps.storage.deviceId(),
        secret: (state && secrets.get(state)) || 'not-started-in-this-frame-00000000000000000',
      });
      if (state) secrets.delete(state);
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
