import { VIEW_HEADS } from '@wallet-kit/schemas';
import type { ViewName } from '../../../core/types.js';
import { en } from './en.js';
import { MODAL_TEXT } from './en-modal.js';
import { ACCOUNT_TEXT } from './en-account.js';
import { ALL_WALLETS_TEXT } from './en-all-wallets.js';
import { APPROVE_TEXT } from './en-approve.js';
import { EMAIL_TEXT } from './en-email.js';
import { FARCASTER_TEXT } from './en-farcaster.js';
import { GET_WALLET_TEXT } from './en-get-wallet.js';
import { IDENTITY_TEXT } from './en-identity.js';
import { NAMES_TEXT } from './en-names.js';
import { RECEIVE_TEXT } from './en-receive.js';
import { SEND_TEXT } from './en-send.js';
import { SIWX_TEXT } from './en-siwx.js';
import { SOCIAL_TEXT } from './en-social.js';
import { SWAP_TEXT } from './en-swap.js';
import { UNSUPPORTED_TEXT } from './en-unsupported.js';
import { WALLET_CONNECT_TEXT } from './en-wallet-connect.js';
import type { Messages, ViewTitleKey } from './keys.js';

const VIEW_TITLES = Object.fromEntries(
  Object.entries(VIEW_HEADS).map(([view, head]) => [`view.${view as ViewName}`, head.title]),
) as Record<ViewTitleKey, string>;

/**
 * Every English message in one object, for the tests that compare locales with English. The
 * kit never imports it: the page would carry every view's words.
 */
export const ALL_ENGLISH: Messages = {
  ...VIEW_TITLES,
  ...en,
  ...MODAL_TEXT,
  ...ACCOUNT_TEXT,
  ...ALL_WALLETS_TEXT,
  ...APPROVE_TEXT,
  ...EMAIL_TEXT,
  ...FARCASTER_TEXT,
  ...GET_WALLET_TEXT,
  ...IDENTITY_TEXT,
  ...NAMES_TEXT,
  ...RECEIVE_TEXT,
  ...SEND_TEXT,
  ...SIWX_TEXT,
  ...SOCIAL_TEXT,
  ...SWAP_TEXT,
  ...UNSUPPORTED_TEXT,
  ...WALLET_CONNECT_TEXT,
};
