/**
 * The kit's actions, one chunk fetched on use (actions-on-use.ts): connecting, retrying,
 * disconnecting, switching network, signing, the silent reconnect of a remembered session,
 * reading the balance and following what a connected wallet reports. A new visitor needs
 * none of them before she opens the modal, so they stay out of every page's first load.
 */
export { refreshBalance } from './balance.js';
export { connect, retryConnect } from './connect.js';
export { disconnect } from './disconnect.js';
export { reconnectNamespace } from './restore-session.js';
export { signMessage } from './sign.js';
export { switchNetwork } from './switch-network.js';
export { handleWalletEvent } from './wallet-events.js';
