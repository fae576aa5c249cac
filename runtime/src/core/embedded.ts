/**
 * The kit's side of the embedded wallet (email login), as the core sees it: the `embedded`
 * store, the `kit.embedded` controller and the AUTH connector. Everything that talks to the
 * wallet frame lives in `@wallet-kit/runtime/embedded`, which a generated kit passes as a
 * loader wrapped in `createEmbeddedFront` (`WalletKitOptions.embedded`): the kit loads it at
 * the first email login, or at start when an earlier login is recorded, so a page whose
 * visitor never logs in by email never downloads it.
 */
import { EMBEDDED_WALLET, type OAuthSocialProvider } from '@wallet-kit/schemas';
import type { ChainAdapter, ChainNamespace, Connector } from './types.js';

export const EMBEDDED_CONNECTOR_ID = 'embedded';
export const EMBEDDED_CONNECTOR_NAME = 'Email';

export type EmbeddedStatus =
  | 'idle'
  | 'loading'
  | 'verify-device'
  | 'verify-otp'
  | 'connecting'
  | 'connected'
  | 'verify-primary-otp'
  | 'verify-secondary-otp'
  /** A social login's popup is open: waiting for the visitor to log in at the provider. */
  | 'social-popup';

export interface PendingApproval {
  namespace: ChainNamespace;
  method: string;
}

export interface EmbeddedState {
  /** The email being logged in with, or the logged-in one. */
  email?: string;
  status: EmbeddedStatus;
  /** The last failure's text (a wrong code, a time-out, the throttle). */
  error?: string;
  /** When (ms since epoch) another code may be asked for: the kit-side 30 s throttle. */
  resendAvailableAt?: number;
  /** The signing request the frame is showing over the ApproveTransaction view. */
  pendingApproval?: PendingApproval;
  /** The Farcaster connect link being shown (QR code), and the Farcaster name once logged in. */
  farcasterUrl?: string;
  farcasterUserName?: string;
  /** The eip155 account type is being changed (the frame told, then a reconnect). */
  switchingAccountType?: boolean;
  /** The social login of the account (or the one under way), and the name the provider gave. */
  socialProvider?: OAuthSocialProvider;
  userName?: string;
  /** The social logins the wallet service runs (its start-up answer); undefined until known. */
  availableSocials?: OAuthSocialProvider[];
  /** Whether the wallet service runs Sign In With Farcaster (the same answer). */
  farcasterAvailable?: boolean;
}

export const INITIAL_EMBEDDED_STATE: EmbeddedState = { status: 'idle' };

export type ConnectEmailAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT';
export type UpdateEmailAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP';

/** `kit.embedded`: what the email views call. */
export interface EmbeddedController {
  connectEmail(email: string): Promise<ConnectEmailAction>;
  /** Resolves once the visitor opened the device link of the email. */
  connectDevice(): Promise<void>;
  /** Ends connected on every family the embedded wallet serves. */
  connectOtp(otp: string): Promise<void>;
  updateEmail(email: string): Promise<UpdateEmailAction>;
  updateEmailPrimaryOtp(otp: string): Promise<void>;
  updateEmailSecondaryOtp(otp: string): Promise<{ newEmail: string }>;
  /** A fresh Sign In With Farcaster connect link (shown as a QR code and a link). */
  farcasterUri(): Promise<string>;
  /** Resolves connected once the visitor approved the last link in the Farcaster app. */
  connectFarcaster(): Promise<void>;
  /** The visitor left the Farcaster view: the wait on the link ends (connectFarcaster rejects). */
  stopFarcaster(): Promise<void>;
  /**
   * Logs in with a social account in `popup`, a window the click opened (blank, so the browser
   * allows it); ends connected, or throws why not (popup closed, refused at the provider).
   */
  connectSocial(provider: OAuthSocialProvider, popup: Window | null): Promise<void>;
  /**
   * Makes the eip155 account the smart account or the EOA: stored, then reconnected. When the
   * frame cannot set it, the account falls back to the EOA and this rejects.
   */
  setAccountType(type: 'eoa' | 'smartAccount'): Promise<void>;
  /** Lays the frame over `element` (the approval placeholder), or hides it with null. */
  attachApproval(element: HTMLElement | null): void;
}

/** What the embedded wallet module builds for one kit (its factory takes the kit's internals). */
export interface EmbeddedWalletInstance {
  readonly controller: EmbeddedController;
  /** The AUTH adapter of one family; `reads` is that family's own adapter (balances). */
  adapter(namespace: ChainNamespace, reads: ChainAdapter): ChainAdapter;
  destroy(): void;
}

/**
 * Loads the embedded wallet module and returns its factory for this kit. A generated kit
 * passes a dynamic import of the embedded subpath calling its `embeddedWallet()`. (The factory
 * takes the kit's context and public API, typed in `embedded-front.ts`.)
 */
export type EmbeddedWalletLoader = () => Promise<(host: never) => EmbeddedWalletInstance>;

/** The embedded wallet as a kit holds it, loaded or not (`embedded-front.ts`). */
export interface EmbeddedFront {
  readonly controller: EmbeddedController;
  adapter(namespace: ChainNamespace, reads: ChainAdapter): ChainAdapter;
  /**
   * The kit's adapters, each family this wallet serves combined with its AUTH adapter (the
   * family's own adapter still reads). Here rather than in the core, so that a kit without
   * email login carries no code that combines adapters.
   */
  withAdapters(adapters: readonly ChainAdapter[]): ChainAdapter[];
  /** Loads the module now (an earlier login is recorded, so the frame is wanted at start). */
  load(): Promise<EmbeddedWalletInstance>;
  /**
   * At the kit's start: asks the wallet service whether it serves this page's origin, and loads
   * the module at once when an earlier login is recorded (to reconnect it silently). Here rather
   * than in the core, so that a kit without email or social login carries neither.
   */
  start(): void;
  /** Called once the kit exists: its context and public API (`EmbeddedHost`). */
  bind(host: object): void;
  destroy(): void;
}

export const EMBEDDED_NOT_ENABLED = 'Email login is not enabled';

export function embeddedConnector(namespace: ChainNamespace): Connector {
  return {
    id: EMBEDDED_CONNECTOR_ID,
    name: EMBEDDED_CONNECTOR_NAME,
    type: 'AUTH',
    chain: namespace,
  };
}

export function servesEmbedded(namespace: ChainNamespace): boolean {
  return (EMBEDDED_WALLET.namespaces as readonly string[]).includes(namespace);
}

/** Without the email feature: every call says so. Frozen: each kit takes its own copy. */
export const DISABLED_EMBEDDED_CONTROLLER: Readonly<EmbeddedController> = Object.freeze({
  connectEmail: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  connectDevice: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  connectOtp: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  updateEmail: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  updateEmailPrimaryOtp: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  updateEmailSecondaryOtp: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  farcasterUri: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  connectFarcaster: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  stopFarcaster: () => Promise.resolve(),
  setAccountType: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  connectSocial: () => Promise.reject(new Error(EMBEDDED_NOT_ENABLED)),
  attachApproval: () => undefined,
});
