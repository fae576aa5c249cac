/**
 * Node-side test keys of the Bitcoin, Polkadot and Cosmos families, from fixed seeds: their
 * addresses and public keys, and messages signed each family's way. The browser test wallets
 * call them through `page.exposeFunction`, and the WalletConnect test wallet answers with them.
 */
export {
  createBip122Signer,
  BITCOIN_MAINNET,
  BITCOIN_TESTNET,
  type Bip122AddressType,
  type Bip122Signer,
  type Bip122SignerOptions,
} from './bip122.js';
export {
  createPolkadotSigner,
  type PolkadotKeyType,
  type PolkadotSigner,
  type PolkadotSignerOptions,
} from './polkadot.js';
export { createCosmosSigner, type CosmosSigner, type CosmosSignerOptions } from './cosmos.js';
