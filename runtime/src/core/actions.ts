/**
 * The kit's actions, one chunk fetched on use (actions-on-use.ts): connecting, retrying,
 * disconnecting, switching network and signing. A new visitor needs none of them before she
 * picks a wallet, so they stay out of every page's first load. The balance read stays in it:
 * a restored session reads it at start, and as a chunk of its own it split the modules it
 * shares with the first load into initial chunks of their own (docs/decisions.md).
 */
export { connect, retryConnect } from './connect.js';
export { disconnect } from './disconnect.js';
export { signMessage } from './sign.js';
export { switchNetwork } from './switch-network.js';
