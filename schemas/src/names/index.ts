export * from './account-name.js';
export * from './coin-type.js';
export * from './registration-message.js';
