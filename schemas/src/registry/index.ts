export * from './chain-families.js';
export * from './features.js';
export * from './registry.js';
export * from './views.js';
