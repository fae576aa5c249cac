export { configSchema } from './config-schema.js';
export type { WalletKitConfigInput } from './config-schema.js';
export { defineConfig, formatConfigIssues, parseConfig } from './parse-config.js';
export type { ConfigIssue, ParseConfigResult } from './parse-config.js';
export type {
  CatalogueOverrideInput,
  CustomNetworkInput,
  NetworkEntryInput,
} from './network-entry.js';
export * from './defaults.js';
export { isCssColor, isCssLength, isFontFamily, isSafeCssValue } from './css-values.js';
