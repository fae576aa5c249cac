/** Sign In With Farcaster's React pieces: Connect's button, the QR view and the Account line. */
export { FarcasterLogin } from './FarcasterLogin.js';
export { ConnectingFarcasterPanel } from './ConnectingFarcasterPanel.js';
export { FarcasterAccount } from './FarcasterAccount.js';
