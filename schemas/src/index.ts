export * from './resolved-config.js';
