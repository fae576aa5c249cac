import type { ViewName } from '../../../core/types.js';
import type { en } from './en.js';
import type { MODAL_TEXT } from './en-modal.js';
import type { ACCOUNT_TEXT } from './en-account.js';
import type { ALL_WALLETS_TEXT } from './en-all-wallets.js';
import type { APPROVE_TEXT } from './en-approve.js';
import type { EMAIL_TEXT } from './en-email.js';
import type { FARCASTER_TEXT } from './en-farcaster.js';
import type { GET_WALLET_TEXT } from './en-get-wallet.js';
import type { IDENTITY_TEXT } from './en-identity.js';
import type { NAMES_TEXT } from './en-names.js';
import type { RECEIVE_TEXT } from './en-receive.js';
import type { SEND_TEXT } from './en-send.js';
import type { SIWX_TEXT } from './en-siwx.js';
import type { SOCIAL_TEXT } from './en-social.js';
import type { SWAP_TEXT } from './en-swap.js';
import type { UNSUPPORTED_TEXT } from './en-unsupported.js';
import type { WALLET_CONNECT_TEXT } from './en-wallet-connect.js';

/** The key of a view's header title; its English is the registry's title. */
export type ViewTitleKey = `view.${ViewName}`;

/**
 * A key every component reads with `useText()`: the connect button's (en.ts, in the page's
 * first load) and the modal's (en-modal.ts, which the modal gives to everything inside it),
 * and the views' titles.
 */
export type FirstScreenKey = keyof typeof en | keyof typeof MODAL_TEXT | ViewTitleKey;

/** A group of English messages a component brings with it (`useText(SEND_TEXT)`). */
export type MessageGroup = Readonly<Record<string, string>>;

/** Every message key of the kit: the first screen's and every group's. */
export type MessageKey =
  | FirstScreenKey
  | keyof typeof ACCOUNT_TEXT
  | keyof typeof ALL_WALLETS_TEXT
  | keyof typeof APPROVE_TEXT
  | keyof typeof EMAIL_TEXT
  | keyof typeof FARCASTER_TEXT
  | keyof typeof GET_WALLET_TEXT
  | keyof typeof IDENTITY_TEXT
  | keyof typeof NAMES_TEXT
  | keyof typeof RECEIVE_TEXT
  | keyof typeof SEND_TEXT
  | keyof typeof SIWX_TEXT
  | keyof typeof SOCIAL_TEXT
  | keyof typeof SWAP_TEXT
  | keyof typeof UNSUPPORTED_TEXT
  | keyof typeof WALLET_CONNECT_TEXT;

/** A locale's messages: every key of the kit, no other (a missing key fails the type-check). */
export type Messages = Readonly<Record<MessageKey, string>>;
