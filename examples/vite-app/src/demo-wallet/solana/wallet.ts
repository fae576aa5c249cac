/**
 * The Demo Solana Wallet: the local stack's keypair wallet with the demo's funded TEST-ONLY
 * keypair, sending through the demo's local Solana RPC. The wallet itself lives in
 * `@wallet-kit/local-stack` so the Node tests drive the same wallet a visitor uses.
 */
import { Keypair } from '@solana/web3.js';
import type { Wallet } from '@wallet-standard/base';
import { SolanaKeypairWallet } from '@wallet-kit/local-stack/solana-wallet/keypair-wallet';
import { DEMO_WALLET_ICON } from '../icon.js';
import type { DemoSolanaConfig } from './config.js';

export const DEMO_SOLANA_WALLET_NAME = 'Demo Solana Wallet';

export class DemoSolanaWallet extends SolanaKeypairWallet {
  constructor(config: DemoSolanaConfig) {
    super({
      name: DEMO_SOLANA_WALLET_NAME,
      icon: DEMO_WALLET_ICON as Wallet['icon'],
      keypair: Keypair.fromSecretKey(Uint8Array.from(config.testSecretKey)),
      // The demo chain is litesvm; the kit's catalogue devnet entry points at it
      // (walletkit.solana.config.ts).
      rpcUrls: { 'solana:devnet': config.rpcUrl },
    });
  }
}
