export * from './messages.js';
export * from './rpc-methods.js';
