/**
 * The optional Demo Solana Wallet's chain and TEST-ONLY key, from the build (vite `define`
 * `__DEMO_SOLANA__`, see vite.config.ts and demo-chains.ts). Null in the default demo: main.tsx
 * then loads none of it.
 */
export interface DemoSolanaConfig {
  /** The local litesvm JSON-RPC shim the demo started. */
  rpcUrl: string;
  /** The demo SPL token's mint. */
  mint: string;
  /** TEST ONLY: the secret key of a fixed keypair funded on the loopback chain. */
  testSecretKey: number[];
}
