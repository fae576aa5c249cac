/**
 * The views of the modal: one row per view the router knows. The CLI generates a view when its
 * rule holds for the config; the runtime reads only a row's head (its title and back behaviour,
 * view-heads.ts), which the row spreads in; `docs/testids.md` is checked
 * against the test ids. A row without `template` is a view this version does not build yet: it
 * is never generated. How to add a view: docs/architecture.md.
 */
import type { ResolvedConfig } from '../resolved-config.js';
import type { ChainCapability } from './chain-families.js';
import { featureActive } from './feature-active.js';
import { VIEW_HEADS, type ViewHead } from './view-heads.js';

export interface ViewRow extends ViewHead {
  /** Whether the config enables the view. */
  readonly enabledBy: (config: ResolvedConfig) => boolean;
  /** A capability at least one configured network's family must have for the view to exist. */
  readonly needs?: ChainCapability;
  /** `views/<id>.tsx.hbs` in `templates/`; absent while the view is not built. */
  readonly template?: string;
  /**
   * The `data-testid`s the view renders (its template and the runtime components it uses);
   * `<name>` stands for a part that varies, e.g. `wk-network-<caipNetworkId>`.
   */
  readonly testIds: readonly string[];
}

const never = () => false;

const emailLogin = (config: ResolvedConfig) => featureActive(config, 'email');

/** Row order is the order of the generated module's view list. */
export const VIEWS = {
  Connect: {
    ...VIEW_HEADS.Connect,
    enabledBy: () => true,
    template: 'views/Connect.tsx.hbs',
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
    ...VIEW_HEADS.ConnectingExternal,
    enabledBy: () => true,
    template: 'views/ConnectingExternal.tsx.hbs',
    testIds: ['wk-connecting-status', 'wk-connecting-retry'],
  },
  Account: {
    ...VIEW_HEADS.Account,
    enabledBy: () => true,
    template: 'views/Account.tsx.hbs',
    testIds: [
      'wk-account-address',
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
      'wk-activity-empty',
      'wk-account-email',
      'wk-account-update-email',
      'wk-account-type-switch',
      'wk-account-social',
    ],
  },
  Networks: {
    ...VIEW_HEADS.Networks,
    // A switcher with one network has nothing to offer.
    enabledBy: (config) => config.enableNetworkSwitch && config.networks.length > 1,
    template: 'views/Networks.tsx.hbs',
    testIds: ['wk-network-<caipNetworkId>', 'wk-network-error'],
  },
  UnsupportedChain: {
    ...VIEW_HEADS.UnsupportedChain,
    // Opened only when switching is on and a wallet on an unconfigured network is refused.
    enabledBy: (config) => config.enableNetworkSwitch && !config.allowUnsupportedChain,
    template: 'views/UnsupportedChain.tsx.hbs',
    testIds: ['wk-network-<caipNetworkId>', 'wk-network-error', 'wk-disconnect'],
  },
  ConnectingWalletConnect: {
    ...VIEW_HEADS.ConnectingWalletConnect,
    enabledBy: (config) => config.enableWalletConnect,
    template: 'views/ConnectingWalletConnect.tsx.hbs',
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
    ...VIEW_HEADS.ConnectingWalletConnectBasic,
    // Reached only with manual pairing control.
    enabledBy: (config) => config.enableWalletConnect && config.manualWCControl,
    template: 'views/ConnectingWalletConnectBasic.tsx.hbs',
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
    ...VIEW_HEADS.AllWallets,
    enabledBy: (config) => config.enableWalletConnect && featureActive(config, 'allWallets'),
    template: 'views/AllWallets.tsx.hbs',
    testIds: [
      'wk-all-wallets-search',
      'wk-all-wallets-list',
      'wk-all-wallets-<walletId>',
      'wk-all-wallets-more',
      'wk-all-wallets-empty',
    ],
  },
  // Sign-in views exist only in a kit that signs visitors in.
  SIWXSignMessage: {
    ...VIEW_HEADS.SIWXSignMessage,
    enabledBy: (config) => !!config.siwx,
    needs: 'signIn',
    template: 'views/SIWXSignMessage.tsx.hbs',
    testIds: ['wk-siwx-message', 'wk-siwx-status', 'wk-siwx-sign', 'wk-siwx-cancel'],
  },
  ConnectingSiwe: {
    ...VIEW_HEADS.ConnectingSiwe,
    // The legacy step of a `siwe` config (the schema refuses siwe together with siwx).
    enabledBy: (config) => !!config.siwe && !config.siwx,
    needs: 'signIn',
    template: 'views/ConnectingSiwe.tsx.hbs',
    testIds: ['wk-siwx-message', 'wk-siwx-status', 'wk-siwx-sign', 'wk-siwx-cancel'],
  },
  ApproveTransaction: {
    ...VIEW_HEADS.ApproveTransaction,
    // The approval step of the transaction stack, reached from sign-in flows and from every
    // signing request of the email wallet (its frame shows the request over the view).
    enabledBy: (config) => !!config.siwx || !!config.siwe || emailLogin(config),
    needs: 'signIn',
    template: 'views/ApproveTransaction.tsx.hbs',
    testIds: ['wk-approve-status', 'wk-approve-cancel', 'wk-approve-frame-slot'],
  },
  // Email login: the field sits on Connect, these views follow it.
  EmailVerifyOtp: {
    ...VIEW_HEADS.EmailVerifyOtp,
    enabledBy: emailLogin,
    template: 'views/EmailVerifyOtp.tsx.hbs',
    testIds: ['wk-email-otp', 'wk-email-otp-digit', 'wk-email-otp-error', 'wk-email-resend'],
  },
  EmailVerifyDevice: {
    ...VIEW_HEADS.EmailVerifyDevice,
    enabledBy: emailLogin,
    template: 'views/EmailVerifyDevice.tsx.hbs',
    testIds: ['wk-email-device', 'wk-email-device-error', 'wk-email-resend'],
  },
  UpdateEmailWallet: {
    ...VIEW_HEADS.UpdateEmailWallet,
    enabledBy: emailLogin,
    template: 'views/UpdateEmailWallet.tsx.hbs',
    testIds: ['wk-email-input', 'wk-email-error', 'wk-email-submit'],
  },
  UpdateEmailPrimaryOtp: {
    ...VIEW_HEADS.UpdateEmailPrimaryOtp,
    enabledBy: emailLogin,
    template: 'views/UpdateEmailPrimaryOtp.tsx.hbs',
    testIds: ['wk-email-otp', 'wk-email-otp-digit', 'wk-email-otp-error'],
  },
  UpdateEmailSecondaryOtp: {
    ...VIEW_HEADS.UpdateEmailSecondaryOtp,
    enabledBy: emailLogin,
    template: 'views/UpdateEmailSecondaryOtp.tsx.hbs',
    testIds: ['wk-email-otp', 'wk-email-otp-digit', 'wk-email-otp-error'],
  },
  Send: {
    ...VIEW_HEADS.Send,
    enabledBy: (config) => featureActive(config, 'send'),
    needs: 'send',
    template: 'views/Send.tsx.hbs',
    testIds: [
      'wk-send-token',
      'wk-send-amount',
      'wk-send-max',
      'wk-send-receiver',
      'wk-send-fee',
      'wk-send-review-button',
      'wk-send-review',
      'wk-send-review-receiver',
      'wk-send-review-fee',
      'wk-send-confirm',
      'wk-send-back',
      'wk-send-error',
      'wk-send-success',
    ],
  },
  Receive: {
    ...VIEW_HEADS.Receive,
    enabledBy: (config) => featureActive(config, 'receive'),
    template: 'views/Receive.tsx.hbs',
    testIds: ['wk-receive-qr', 'wk-receive-address', 'wk-receive-copy'],
  },
  // Names are looked up and registered by a names service: the views exist only with one.
  RegisterAccountName: {
    ...VIEW_HEADS.RegisterAccountName,
    enabledBy: (config) => featureActive(config, 'names'),
    needs: 'names',
    template: 'views/RegisterAccountName.tsx.hbs',
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
    ...VIEW_HEADS.RegisterAccountNameSuccess,
    enabledBy: (config) => featureActive(config, 'names'),
    needs: 'names',
    template: 'views/RegisterAccountNameSuccess.tsx.hbs',
    testIds: ['wk-name-signing', 'wk-name-success', 'wk-name-done'],
  },
  // Sign In With Farcaster runs in the embedded wallet: a QR code the Farcaster app scans.
  ConnectingFarcaster: {
    ...VIEW_HEADS.ConnectingFarcaster,
    enabledBy: (config) => emailLogin(config) && config.socials.includes('farcaster'),
    template: 'views/ConnectingFarcaster.tsx.hbs',
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
  // Not built in this version: named so the router's view names and titles stay in one place.
  EmailLogin: { ...VIEW_HEADS.EmailLogin, enabledBy: never, testIds: [] },
  Swap: { ...VIEW_HEADS.Swap, enabledBy: never, testIds: [] },
  OnRamp: { ...VIEW_HEADS.OnRamp, enabledBy: never, testIds: [] },
  History: { ...VIEW_HEADS.History, enabledBy: never, testIds: [] },
  Pay: { ...VIEW_HEADS.Pay, enabledBy: never, testIds: [] },
} as const satisfies Record<string, ViewRow>;

export type ViewId = keyof typeof VIEWS;

type Exactly<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compiles only while every row has a head (view-heads.ts) and every head a row. */
export type ViewHeadsMatchRows = Assert<Exactly<keyof typeof VIEW_HEADS, ViewId>>;
export type ViewRows = Readonly<Record<string, ViewRow>>;

/** The ids of the views this version builds (rows with a template). */
export type BuiltViewId = {
  [K in ViewId]: (typeof VIEWS)[K] extends { template: string } ? K : never;
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
