export * from './api.js';
export * from './eip1193-calls.js';
export * from './errors.js';
export type * from './types.js';
