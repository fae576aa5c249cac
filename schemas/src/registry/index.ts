export * from './chain-families.js';
export * from './feature-active.js';
export * from './features.js';
export * from './social-login.js';
export * from './registry.js';
export * from './switched-on.js';
export * from './view-heads.js';
export * from './views.js';
