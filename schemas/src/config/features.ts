import { z } from 'zod';
import { strictObject } from '../shared/strict-object.js';
import { DEFAULT_FEATURES } from './defaults.js';

const flag = (defaultValue: boolean) =>
  z.boolean({ error: 'Expected true or false' }).default(defaultValue);

/** The `features.*` switches; each one left out takes its default. */
export const featuresSchema = strictObject({
  swaps: flag(DEFAULT_FEATURES.swaps),
  onramp: flag(DEFAULT_FEATURES.onramp),
  receive: flag(DEFAULT_FEATURES.receive),
  send: flag(DEFAULT_FEATURES.send),
  email: flag(DEFAULT_FEATURES.email),
  emailShowWallets: flag(DEFAULT_FEATURES.emailShowWallets),
  history: flag(DEFAULT_FEATURES.history),
  analytics: flag(DEFAULT_FEATURES.analytics),
  allWallets: flag(DEFAULT_FEATURES.allWallets),
  legalCheckbox: flag(DEFAULT_FEATURES.legalCheckbox),
  smartSessions: flag(DEFAULT_FEATURES.smartSessions),
  collapseWallets: flag(DEFAULT_FEATURES.collapseWallets),
  pay: flag(DEFAULT_FEATURES.pay),
  names: flag(DEFAULT_FEATURES.names),
}).prefault({});

/** Top-level switches (`enableWalletConnect`, ...) with their defaults. */
export const switchSchemas = {
  enableWalletConnect: flag(true),
  enableNetworkSwitch: flag(true),
  allowUnsupportedChain: flag(false),
  manualWCControl: flag(false),
  enableEmbedded: flag(false),
};
