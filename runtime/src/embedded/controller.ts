/**
 * `kit.embedded`: the email login steps the views call, and the `embedded` store they read.
 * A code may be asked for once every 30 s (kit side); a successful login records the email and
 * connects every family the embedded wallet serves, the active one becoming the kit's account.
 */
import { markConnected } from '../core/connection-changes.js';
import { adapterFor } from '../core/context.js';
import {
  EMBEDDED_CONNECTOR_ID,
  embeddedConnector,
  servesEmbedded,
  type EmbeddedController,
} from '../core/embedded.js';
import { errorMessage } from '../core/errors.js';
import { closeModal } from '../core/modal.js';
import type { ChainNamespace } from '../core/types.js';
import { setEmbeddedAccountType } from './account-type.js';
import { EMAIL_THROTTLE_MS, emailThrottleMessage, secondsToWaitIn } from './login-storage.js';
import { farcasterLinkFor, farcasterLogin, stopFarcasterLogin } from './farcaster-login.js';
import { FrameRequestError } from './frame-errors.js';
import { currentNetwork, type EmbeddedSession } from './session.js';
import { refreshSmartAccountNetworks } from './smart-accounts.js';
import { passkeyStep } from './passkey-step.js';
import { socialLogin } from './social-login.js';

/** Views that stay on screen after connecting (sign-in asks at once, an unsupported chain). */
const VIEWS_KEPT_AFTER_CONNECT: readonly string[] = [
  'UnsupportedChain',
  'SIWXSignMessage',
  'ConnectingSiwe',
];

export function createEmbeddedController(session: EmbeddedSession): EmbeddedController {
  const { ctx } = session.host;
  const store = ctx.stores.embedded;

  /** Counts Farcaster waits and leavings: a wait that is no longer the latest was left. */
  let farcasterAttempt = 0;

  async function step<T>(work: () => Promise<T>): Promise<T> {
    store.setState({ error: undefined });
    try {
      return await work();
    } catch (error) {
      store.setState({ error: errorMessage(error) });
      throw error;
    }
  }

  /** Connects every served family with an adapter; the active family (or the first) is shown. */
  async function connectFamilies(): Promise<void> {
    const active = ctx.stores.chain.getState().activeChain;
    const families = ctx.adapters
      .map((adapter) => adapter.namespace)
      .filter((namespace) => servesEmbedded(namespace));
    const shown: ChainNamespace | undefined = families.includes(active!) ? active : families[0];
    for (const namespace of families) {
      const adapter = adapterFor(ctx, namespace);
      const network = currentNetwork(session, namespace);
      if (!adapter || !network) continue;
      const connection = await adapter.connect({ connectorId: EMBEDDED_CONNECTOR_ID, network });
      markConnected(ctx, {
        namespace,
        connector: embeddedConnector(namespace),
        connection,
        activate: namespace === shown,
      });
    }
    ctx.events.emit({
      type: 'CONNECT_SUCCESS',
      properties: { name: embeddedConnector(shown ?? 'eip155').name, namespace: shown ?? 'eip155' },
    });
  }

  async function finishLogin(): Promise<void> {
    await passkeyStep(session);
    store.setState({ status: 'connecting' });
    const email = store.getState().email;
    await connectFamilies();
    session.login.recordLogin(email);
    const shownNetwork = currentNetwork(
      session,
      ctx.stores.chain.getState().activeChain ?? 'eip155',
    );
    if (shownNetwork) session.login.setLastUsedChainId(shownNetwork.caipNetworkId);
    store.setState({ status: 'connected', resendAvailableAt: undefined });
    void refreshSmartAccountNetworks(session);
    if (!VIEWS_KEPT_AFTER_CONNECT.includes(ctx.stores.router.getState().view)) closeModal(ctx);
  }

  return {
    connectEmail: (email) =>
      step(async () => {
        const now = ctx.now();
        const throttled = emailThrottleMessage(session.login.lastEmailLoginTime(), now);
        if (throttled) throw new FrameRequestError(throttled);
        session.login.markEmailRequested(now);
        store.setState({ email, status: 'loading', resendAvailableAt: now + EMAIL_THROTTLE_MS });
        try {
          const { action } = await session.client.request<{
            action: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
          }>('connectEmail', { email });
          if (action === 'CONNECT') await finishLogin();
          else
            store.setState({ status: action === 'VERIFY_DEVICE' ? 'verify-device' : 'verify-otp' });
          return action;
        } catch (error) {
          // No code went out, so the kit's own wait is not owed. When the service names a wait
          // (a code for this address left moments ago, maybe to another browser), the kit's
          // wait ends exactly then: the visitor told "after 6 seconds" may ask after 6.
          const wait = secondsToWaitIn(errorMessage(error));
          if (wait === undefined) session.login.forgetEmailRequested();
          else session.login.markEmailRequested(now + wait * 1000 - EMAIL_THROTTLE_MS);
          store.setState({
            status: 'idle',
            resendAvailableAt: wait === undefined ? undefined : now + wait * 1000,
          });
          throw error;
        }
      }),

    connectDevice: () =>
      step(async () => {
        await session.client.request('connectDevice', {});
        store.setState({ status: 'verify-otp' });
      }),

    connectOtp: (otp) =>
      step(async () => {
        await session.client.request('connectOtp', { otp });
        await finishLogin();
      }),

    updateEmail: (email) =>
      step(async () => {
        const { action } = await session.client.request<{
          action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';
        }>('updateEmail', { email });
        store.setState({
          status: action === 'VERIFY_PRIMARY_OTP' ? 'verify-primary-otp' : 'verify-secondary-otp',
        });
        return action;
      }),

    updateEmailPrimaryOtp: (otp) =>
      step(async () => {
        await session.client.request('updateEmailPrimaryOtp', { otp });
        store.setState({ status: 'verify-secondary-otp' });
      }),

    updateEmailSecondaryOtp: (otp) =>
      step(async () => {
        const { newEmail } = await session.client.request<{ newEmail: string }>(
          'updateEmailSecondaryOtp',
          { otp },
        );
        session.login.recordLogin(newEmail);
        store.setState({ email: newEmail, status: 'connected' });
        return { newEmail };
      }),

    connectSocial: (provider, popup) =>
      step(async () => {
        await socialLogin(session, provider, popup);
        await finishLogin();
      }),

    setAccountType: (type) => step(() => setEmbeddedAccountType(session, type)),

    farcasterUri: () => {
      // A new link ends the wait on the one before.
      farcasterAttempt++;
      return step(() => farcasterLinkFor(session));
    },

    async connectFarcaster() {
      const attempt = ++farcasterAttempt;
      try {
        return await step(async () => {
          await farcasterLogin(session);
          await finishLogin();
        });
      } catch (error) {
        // Ended because the visitor left or asked for a new link: no failure to show.
        if (attempt !== farcasterAttempt) store.setState({ error: undefined });
        throw error;
      }
    },

    // Not a login step: leaving is no failure to show, and it must not clear one shown.
    stopFarcaster: () => {
      farcasterAttempt++;
      return stopFarcasterLogin(session);
    },

    attachApproval(element) {
      session.client.attach(element);
    },
  };
}
