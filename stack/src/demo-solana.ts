/**
 * The demo's local Solana chain: litesvm behind the JSON-RPC shim on 127.0.0.1, and a fixed
 * TEST-ONLY keypair for the page's Demo Solana Wallet, funded with SOL and an SPL token
 * (DEMOSPL, 6 decimals) minted to it.
 */
import { Connection, Keypair, LAMPORTS_PER_SOL } from '@solana/web3.js';
import { startSolanaRpc } from './solana/rpc-server.js';
import { createMint, mintTo } from './solana/spl.js';

/**
 * A fixed seed so the demo address is the same on every run. TEST ONLY: its secret is baked into
 * the demo page's bundle and only ever holds litesvm SOL on a loopback chain.
 */
const DEMO_SOLANA_TEST_SEED = new Uint8Array(32).fill(7);
/**
 * The DEMOSPL mint's key, fixed for the same reason: the mint's address goes into the demo
 * page's build, and a build that names the same address each start can be reused (the browser
 * tests' build cache, scripts/demo/build-cache.ts). Each start has a fresh chain, so the same
 * mint address never meets an earlier mint.
 */
const DEMO_SOLANA_MINT_SEED = new Uint8Array(32).fill(8);
export const DEMO_SPL_DECIMALS = 6;
export const DEMO_SOL_FUNDING = 10n * BigInt(LAMPORTS_PER_SOL);
export const DEMO_SPL_MINTED = 1_000n * 10n ** BigInt(DEMO_SPL_DECIMALS);

export interface DemoSolana {
  rpcUrl: string;
  /** The Demo Solana Wallet's address (base58). */
  address: string;
  /** The DEMOSPL mint (base58). */
  mint: string;
  /** TEST ONLY: the funded keypair's 64-byte secret key, for the page's Demo Solana Wallet. */
  testSecretKey: number[];
  stop(): Promise<void>;
}

export function demoSolanaTestKeypair(): Keypair {
  return Keypair.fromSeed(DEMO_SOLANA_TEST_SEED);
}

export async function startDemoSolana(options: { port?: number } = {}): Promise<DemoSolana> {
  const rpc = await startSolanaRpc({ port: options.port });
  try {
    const wallet = demoSolanaTestKeypair();
    const connection = new Connection(rpc.url, 'confirmed');
    rpc.airdrop(wallet.publicKey, DEMO_SOL_FUNDING);
    const mint = await createMint(connection, wallet, {
      decimals: DEMO_SPL_DECIMALS,
      mint: Keypair.fromSeed(DEMO_SOLANA_MINT_SEED),
    });
    await mintTo(connection, wallet, {
      mint,
      owner: wallet.publicKey,
      amount: DEMO_SPL_MINTED,
      decimals: DEMO_SPL_DECIMALS,
    });
    return {
      rpcUrl: rpc.url,
      address: wallet.publicKey.toBase58(),
      mint: mint.toBase58(),
      testSecretKey: [...wallet.secretKey],
      stop: rpc.stop,
    };
  } catch (error) {
    await rpc.stop();
    throw error;
  }
}
