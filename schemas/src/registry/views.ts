/**
 * The views of the modal: one row per view the router knows. The view ids and their heads
 * (title, back behaviour) are written once, in view-heads.ts; this file adds each view's rule,
 * keyed by those ids (it does not compile while a view is missing or extra). The CLI generates a
 * built view when its rule holds for the config, from the template its id names
 * (`viewTemplatePath`); the runtime's view names are the same ids (`ViewId`). How to add a
 * view: docs/extending.md.
 */
import type { ResolvedConfig } from '../resolved-config.js';
import type { ChainCapability } from './chain-families.js';
import { featureActive } from './feature-active.js';
import { VIEW_HEADS, type ViewHead, type ViewId } from './view-heads.js';

/** What the CLI and the tests read of a view beyond its head. */
export interface ViewRule {
  /** Whether the config enables the view. */
  readonly enabledBy: (config: ResolvedConfig) => boolean;
  /** A capability at least one configured network's family must have for the view to exist. */
  readonly needs?: ChainCapability;
  /**
   * Whether this version builds the view: a built view has its template at
   * `viewTemplatePath(id)`; an unbuilt one is never generated.
   */
  readonly built: boolean;
  /**
   * The `data-testid`s the view renders (its template and the runtime components it uses);
   * `<name>` stands for a part that varies, e.g. `wk-network-<caipNetworkId>`.
   */
  readonly testIds: readonly string[];
}

/** A whole view row: its head and its rule. */
export interface ViewRow extends ViewHead, ViewRule {}

/** The one rule from a view id to its template in `templates/`. */
export function viewTemplatePath(view: string): string {
  return `views/${view}.tsx.hbs`;
}

const never = () => false;

/** Connect has its wallet section unless the config's connect methods leave wallets out. */
const connectShowsWallets = (config: ResolvedConfig) =>
  !config.connectMethodsOrder || config.connectMethodsOrder.includes('wallet');

const emailLogin = (config: ResolvedConfig) => featureActive(config, 'email');

/** Row order is the order of the generated module's view list. */
const VIEW_RULES = {
  Connect: {
    enabledBy: () => true,
    built: true,
    testIds: [
      'wk-wallet-<walletId>',
      'wk-connect-empty',
      'wk-connect-all-wallets',
      'wk-legal-checkbox',
      'wk-legal-terms',
      'wk-legal-privacy',
      'wk-legal-hint',
      'wk-connect-wallets-toggle',
      'wk-connect-wallets',
      'wk-email-input',
      'wk-email-error',
      'wk-email-submit',
      'wk-social-<provider>',
      'wk-social-more',
      'wk-social-error',
    ],
  },
  ConnectingExternal: {
    enabledBy: () => true,
    built: true,
    testIds: ['wk-connecting-status', 'wk-connecting-retry'],
  },
  Account: {
    enabledBy: () => true,
    built: true,
    testIds: [
      'wk-account-address',
      'wk-account-short-address',
      'wk-account-explorer',
      'wk-account-copy',
      'wk-account-wallet-name',
      'wk-account-balance',
      'wk-account-balance-retry',
      'wk-account-network',
      'wk-disconnect',
      'wk-account-send',
      'wk-account-receive',
      'wk-account-tab-<tab>',
      'wk-account-panel-<tab>',
      'wk-token-list',
      'wk-token-<symbol>',
      'wk-token-quantity',
      'wk-tokens-retry',
      'wk-tokens-empty',
      'wk-activity-list',
      'wk-activity-item',
      'wk-activity-amount',
      'wk-activity-operation',
      'wk-activity-explorer',
      'wk-activity-empty',
      'wk-account-email',
      'wk-account-update-email',
      'wk-account-type-switch',
      'wk-account-social',
    ],
  },
  Networks: {
    // A switcher with one network has nothing to offer.
    enabledBy: (config) => config.enableNetworkSwitch && config.networks.length > 1,
    built: true,
    testIds: ['wk-network-<caipNetworkId>', 'wk-network-error'],
  },
  UnsupportedChain: {
    // Opened only when switching is on and a wallet on an unconfigured network is refused.
    enabledBy: (config) => config.enableNetworkSwitch && !config.allowUnsupportedChain,
    built: true,
    testIds: ['wk-network-<caipNetworkId>', 'wk-network-error', 'wk-disconnect'],
  },
  ConnectingWalletConnect: {
    enabledBy: (config) => config.enableWalletConnect,
    built: true,
    testIds: [
      'wk-wc-qr',
      'wk-wc-qr-loading',
      'wk-wc-copy-link',
      'wk-wc-open-app',
      'wk-wc-open-app-alternative',
      'wk-wc-status',
      'wk-wc-retry',
    ],
  },
  ConnectingWalletConnectBasic: {
    // Reached only with manual pairing control.
    enabledBy: (config) => config.enableWalletConnect && config.manualWCControl,
    built: true,
    testIds: [
      'wk-wc-qr',
      'wk-wc-qr-loading',
      'wk-wc-copy-link',
      'wk-wc-status',
      'wk-wc-retry',
      'wk-wc-all-wallets',
      'wk-wc-unavailable',
    ],
  },
  AllWallets: {
    enabledBy: (config) => config.enableWalletConnect && featureActive(config, 'allWallets'),
    built: true,
    testIds: [
      'wk-all-wallets-search',
      'wk-all-wallets-list',
      'wk-all-wallets-<walletId>',
      'wk-all-wallets-more',
      'wk-all-wallets-empty',
    ],
  },
  // Reached from Connect's wallet section, so it exists whenever Connect lists wallets.
  GetWallet: {
    enabledBy: connectShowsWallets,
    built: true,
    testIds: [
      'wk-connect-get-wallet',
      'wk-get-wallet-list',
      'wk-get-wallet-<walletId>',
      'wk-get-wallet-<walletId>-<linkKind>',
      'wk-get-wallet-empty',
      'wk-get-wallet-all-wallets',
    ],
  },
  // Sign-in views exist only in a kit that signs visitors in.
  SIWXSignMessage: {
    enabledBy: (config) => !!config.siwx,
    needs: 'signIn',
    built: true,
    testIds: ['wk-siwx-message', 'wk-siwx-status', 'wk-siwx-sign', 'wk-siwx-cancel'],
  },
  ConnectingSiwe: {
    // The legacy step of a `siwe` config (the schema refuses siwe together with siwx).
    enabledBy: (config) => !!config.siwe && !config.siwx,
    needs: 'signIn',
    built: true,
    testIds: ['wk-siwx-message', 'wk-siwx-status', 'wk-siwx-sign', 'wk-siwx-cancel'],
  },
  ApproveTransaction: {
    // The approval step of the transaction stack, reached from sign-in flows and from every
    // signing request of the email wallet (its frame shows the request over the view).
    enabledBy: (config) => !!config.siwx || !!config.siwe || emailLogin(config),
    needs: 'signIn',
    built: true,
    testIds: ['wk-approve-status', 'wk-approve-cancel', 'wk-approve-frame-slot'],
  },
  // Email login: the field sits on Connect, these views follow it.
  EmailVerifyOtp: {
    enabledBy: emailLogin,
    built: true,
    testIds: ['wk-email-otp', 'wk-email-otp-digit', 'wk-email-otp-error', 'wk-email-resend'],
  },
  EmailVerifyDevice: {
    enabledBy: emailLogin,
    built: true,
    testIds: ['wk-email-device', 'wk-email-device-error', 'wk-email-resend'],
  },
  UpdateEmailWallet: {
    enabledBy: emailLogin,
    built: true,
    testIds: ['wk-email-input', 'wk-email-error', 'wk-email-submit'],
  },
  UpdateEmailPrimaryOtp: {
    enabledBy: emailLogin,
    built: true,
    testIds: ['wk-email-otp', 'wk-email-otp-digit', 'wk-email-otp-error'],
  },
  UpdateEmailSecondaryOtp: {
    enabledBy: emailLogin,
    built: true,
    testIds: ['wk-email-otp', 'wk-email-otp-digit', 'wk-email-otp-error'],
  },
  Send: {
    enabledBy: (config) => featureActive(config, 'send'),
    needs: 'send',
    built: true,
    testIds: [
      'wk-send-token',
      'wk-send-amount',
      'wk-send-max',
      'wk-send-receiver',
      'wk-send-fee',
      'wk-send-review-button',
      'wk-send-review',
      'wk-send-review-receiver',
      'wk-send-review-resolved',
      'wk-send-review-fee',
      'wk-send-confirm',
      'wk-send-back',
      'wk-send-error',
      'wk-send-success',
    ],
  },
  // Swaps go through an EVM exchange contract: the view exists when an eip155 network is
  // configured; on a network without a router it says so (docs/config.md, `swapRouter`).
  Swap: {
    enabledBy: (config) => featureActive(config, 'swaps'),
    needs: 'swaps',
    built: true,
    testIds: [
      'wk-account-swap',
      'wk-swap-sell-token',
      'wk-swap-buy-token',
      'wk-swap-amount',
      'wk-swap-quote',
      'wk-swap-minimum',
      'wk-swap-rate',
      'wk-swap-submit',
      'wk-swap-error',
      'wk-swap-success',
      'wk-swap-unsupported',
    ],
  },
  Receive: {
    enabledBy: (config) => featureActive(config, 'receive'),
    built: true,
    testIds: ['wk-receive-qr', 'wk-receive-address', 'wk-receive-copy'],
  },
  // Names are looked up and registered by a names service: the views exist only with one.
  RegisterAccountName: {
    enabledBy: (config) => featureActive(config, 'names'),
    needs: 'names',
    built: true,
    testIds: [
      'wk-name-input',
      'wk-name-feedback',
      'wk-name-suggestion-<name>',
      'wk-name-error',
      'wk-name-submit',
      'wk-account-name',
      'wk-account-choose-name',
    ],
  },
  RegisterAccountNameSuccess: {
    enabledBy: (config) => featureActive(config, 'names'),
    needs: 'names',
    built: true,
    testIds: ['wk-name-signing', 'wk-name-success', 'wk-name-done'],
  },
  // Sign In With Farcaster runs in the embedded wallet: a QR code the Farcaster app scans.
  ConnectingFarcaster: {
    enabledBy: (config) => emailLogin(config) && config.socials.includes('farcaster'),
    built: true,
    testIds: [
      'wk-farcaster-login',
      'wk-farcaster-qr',
      'wk-farcaster-qr-loading',
      'wk-farcaster-status',
      'wk-farcaster-link',
      'wk-farcaster-copy',
      'wk-farcaster-error',
      'wk-farcaster-retry',
      'wk-account-farcaster',
    ],
  },
  // Not built in this version: the router knows their ids (view-heads.ts), so each has a rule.
  EmailLogin: { built: false, enabledBy: never, testIds: [] },
  OnRamp: { built: false, enabledBy: never, testIds: [] },
  History: { built: false, enabledBy: never, testIds: [] },
  Pay: { built: false, enabledBy: never, testIds: [] },
} as const satisfies Record<ViewId, ViewRule>;

type ViewRowOf<V extends ViewId> = (typeof VIEW_HEADS)[V] & (typeof VIEW_RULES)[V];

/** Each view's head and rule, in row order. */
export const VIEWS = Object.fromEntries(
  Object.entries(VIEW_RULES).map(([view, rule]) => [
    view,
    { ...VIEW_HEADS[view as ViewId], ...rule },
  ]),
) as { readonly [V in ViewId]: ViewRowOf<V> };

export type ViewRows = Readonly<Record<string, ViewRow>>;

/** The ids of the views this version builds. */
export type BuiltViewId = {
  [V in ViewId]: (typeof VIEW_RULES)[V] extends { built: true } ? V : never;
}[ViewId];

/** Parts of the kit outside the views, with the test ids they render. */
export const KIT_PARTS = {
  ConnectButton: { template: 'ConnectButton.tsx.hbs', testIds: ['wk-connect-button'] },
  ModalShell: {
    testIds: [
      'wk-modal',
      'wk-modal-backdrop',
      'wk-modal-close',
      'wk-modal-back',
      'wk-snackbar',
      'wk-alert',
      'wk-alert-close',
    ],
  },
} as const satisfies Record<string, { template?: string; testIds: readonly string[] }>;
