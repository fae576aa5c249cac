/**
 * Everything of the WalletConnect entry that is not needed before a visitor uses
 * WalletConnect: the session client (pairing, session handling, wallet requests, network
 * switching, one-click auth), the wallet calls, family message signing and balances. The
 * client and the adapters load it with one `import()` (load-on-demand.ts), so it is one chunk
 * outside the page's initial JS; the SDK itself loads later still, from sdk.ts.
 */
export { createSessionClient } from './session-client.js';
export { walletConnectWalletCalls } from './wallet-calls.js';
export { signFamilyMessage } from './family-messages.js';
export { readNativeBalance } from './balance.js';
