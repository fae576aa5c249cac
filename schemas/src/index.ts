export * from './resolved-config.js';
export * from './config/index.js';
export * from './networks/index.js';
export * from './validation.js';
export * from './siwx/index.js';
export * from './names/index.js';
export * from './registry/index.js';
