export type * from './core/types.js';
export type * from './core/kit-api.js';
