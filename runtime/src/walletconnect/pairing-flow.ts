/**
 * Pairing attempts: each `start` is a fresh pairing, except on Telegram and
 * iOS Safari where an attempt whose URI is still valid is reused. A replaced or cancelled
 * attempt rejects at once and can no longer touch the state; an abandoned one (the visitor left
 * it) also takes the state back from connecting. A wallet may still approve any of them: that
 * session is refused (ended on both sides), never adopted.
 */
import type { NamespaceConfig } from '@walletconnect/universal-provider';
import type { CaipNetwork } from '../core/types.js';
import { RELAY_URI_TIMEOUT_MS, WC_ERRORS } from './constants.js';
import { pairingError, toError } from './errors.js';
import type { OneClickAuth } from '../core/one-click-auth.js';
import { authenticateSession, oneClickAuthChains } from './one-click-auth.js';
import { shouldReusePairing, uriState, type PairingPlatform } from './pairing.js';
import { detectPairingPlatform } from './platform.js';
import type { Provider, SessionStruct } from './sdk.js';
import type { WalletConnectSession } from './session.js';
import type { WalletConnectStore } from './state.js';

export interface PairingFlowDeps {
  store: WalletConnectStore;
  now(): number;
  namespaces: NamespaceConfig;
  ensureProvider(): Promise<Provider>;
  adopt(provider: Provider, struct: SessionStruct, network?: CaipNetwork): WalletConnectSession;
  /** Ends a session a wallet approved for an attempt the page no longer waits for. */
  refuse(provider: Provider, struct: SessionStruct): void;
  hasSession(): boolean;
  networks: readonly CaipNetwork[];
  /** Sign-in on pairing, when the kit has it (see one-click-auth.ts). */
  oneClickAuth(): OneClickAuth | undefined;
}

export interface PairingOptions {
  network?: CaipNetwork;
  /** Aborted when the visitor leaves the pairing: the attempt is abandoned. */
  signal?: AbortSignal;
}

export interface PairingFlow {
  start(options: PairingOptions, platform?: PairingPlatform): Promise<WalletConnectSession>;
  /** Ends the pending attempt, if any; its promise rejects with PAIRING_CANCELLED. */
  cancel(): void;
}

interface Attempt {
  abort(error: Error): void;
  promise: Promise<WalletConnectSession>;
  /**
   * The wallet has approved: leaving the view no longer abandons the attempt. Sign-in on
   * pairing closes the modal itself once it has stored the wallet's signature, before the
   * session is adopted.
   */
  answered: boolean;
}

export function createPairingFlow(deps: PairingFlowDeps): PairingFlow {
  let current: Attempt | undefined;
  /**
   * The provider reports every URI through one `display_uri` event. Each attempt waits for
   * the previous one's URI (or failure) before asking for its own, so an old attempt's late
   * URI can never be shown as the new one.
   */
  let uriGate: Promise<void> = Promise.resolve();

  function begin(options: { network?: CaipNetwork }): Promise<WalletConnectSession> {
    let abort!: (error: Error) => void;
    const aborted = new Promise<never>((_, reject) => {
      abort = reject;
    });
    aborted.catch(() => undefined); // aborting a settled attempt is not an error
    const attempt: Attempt = { abort, promise: Promise.resolve() as never, answered: false };
    const isCurrent = () => current === attempt;
    const previousUri = uriGate;
    let openGate!: () => void;
    uriGate = new Promise<void>((resolve) => {
      openGate = resolve;
    });
    current = attempt;
    // No URI in time: the relay cannot be reached. Disarmed by the URI or by the attempt's end.
    const relayDeadline = setTimeout(
      () => abort(new Error(WC_ERRORS.RELAY_UNREACHABLE)),
      RELAY_URI_TIMEOUT_MS,
    );
    deps.store.setState({
      status: 'connecting',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcError: undefined,
    });

    const pair = async () => {
      try {
        const provider = await deps.ensureProvider();
        await previousUri;
        if (!isCurrent()) throw new Error(WC_ERRORS.PAIRING_REPLACED);
        const auth = deps.oneClickAuth();
        const chains = auth && oneClickAuthChains(deps.networks, options.network);
        const request = chains && (await auth?.request(chains));
        if (!isCurrent()) throw new Error(WC_ERRORS.PAIRING_REPLACED);
        const onUri = (uri: string) => {
          clearTimeout(relayDeadline);
          openGate();
          if (isCurrent()) deps.store.setState(uriState(uri, deps.now()));
        };
        provider.once('display_uri', onUri);
        try {
          const struct =
            auth && request
              ? await authenticateSession(provider, {
                  request,
                  namespaces: deps.namespaces,
                  auth,
                  approved: () => (attempt.answered = isCurrent()),
                })
              : await provider.connect({ optionalNamespaces: deps.namespaces });
          attempt.answered = isCurrent();
          if (!struct) throw new Error('The wallet approved no session');
          return { provider, struct };
        } finally {
          provider.removeListener('display_uri', onUri);
        }
      } finally {
        openGate();
      }
    };
    const pairing = pair();
    pairing.catch(() => undefined); // observed through the race below

    attempt.promise = Promise.race([pairing, aborted]).then(
      ({ provider, struct }) => {
        clearTimeout(relayDeadline);
        if (!isCurrent()) throw new Error(WC_ERRORS.PAIRING_REPLACED);
        current = undefined;
        return deps.adopt(provider, struct, options.network);
      },
      (error: unknown) => {
        clearTimeout(relayDeadline);
        if (isCurrent()) {
          current = undefined;
          deps.store.setState({
            status: deps.hasSession() ? 'connected' : 'disconnected',
            wcUri: undefined,
            wcPairingExpiry: undefined,
            wcError: pairingError(error),
          });
        }
        throw toError(error);
      },
    );
    // The SDK keeps listening for the wallet's answer after the page stopped waiting for it
    // (until it starts another pairing). An approval that comes anyway is not adopted: the
    // page ends that session at once, so the wallet does not keep a session the page never had.
    attempt.promise.catch(() =>
      pairing.then(
        ({ provider, struct }) => deps.refuse(provider, struct),
        () => undefined,
      ),
    );
    return attempt.promise;
  }

  /**
   * The visitor left the pairing: it ends, and the state goes back to what it was before it
   * (disconnected, or the live session), without a URI and without an error to show.
   */
  function abandon(attempt: Attempt): void {
    if (current !== attempt || attempt.answered) return;
    current = undefined;
    attempt.abort(new Error(WC_ERRORS.PAIRING_CANCELLED));
    deps.store.setState({
      status: deps.hasSession() ? 'connected' : 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcError: undefined,
      recentWallet: undefined,
      buffering: false,
    });
  }

  return {
    start({ signal, ...options }, platform = detectPairingPlatform()) {
      // Left before the SDK was even asked (the code was still loading): nothing to start.
      if (signal?.aborted) return Promise.reject(new Error(WC_ERRORS.PAIRING_CANCELLED));
      const reused =
        current && shouldReusePairing(deps.store.getState(), platform, deps.now())
          ? current
          : undefined;
      if (!reused) current?.abort(new Error(WC_ERRORS.PAIRING_REPLACED));
      const promise = reused ? reused.promise : begin(options);
      const attempt = current;
      if (attempt) signal?.addEventListener('abort', () => abandon(attempt), { once: true });
      return promise;
    },
    cancel() {
      const cancelled = current;
      current = undefined;
      cancelled?.abort(new Error(WC_ERRORS.PAIRING_CANCELLED));
    },
  };
}
