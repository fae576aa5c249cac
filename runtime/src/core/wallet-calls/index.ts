export * from './api.js';
export * from './eip1193-calls.js';
export { erc20TransferData } from './eip1193-call-bodies.js';
export * from './errors.js';
export * from './to-wallet-call-error.js';
export type * from './types.js';
