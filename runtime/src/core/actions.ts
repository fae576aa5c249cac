/**
 * The kit's actions, one chunk fetched on use (actions-on-use.ts): connecting, retrying,
 * disconnecting, switching network, signing and reading the balance. A new visitor needs
 * none of them before she picks a wallet, so they stay out of every page's first load.
 */
export { refreshBalance, refreshBalanceInBackground } from './balance.js';
export { connect, retryConnect } from './connect.js';
export { disconnect } from './disconnect.js';
export { signMessage } from './sign.js';
export { switchNetwork } from './switch-network.js';
