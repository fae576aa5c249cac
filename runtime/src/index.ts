/**
 * `@wallet-kit/runtime` root entry: the framework-free core. No chain library and no React
 * may be imported from here — they live behind the `/eip155`, `/react`, ... subpaths.
 */
export * from './core/index.js';
export type * from './core/types.js';
export type * from './core/kit-api.js';
export { CONNECTOR_TYPES } from './core/types.js';
