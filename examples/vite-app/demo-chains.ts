/**
 * The demo's two local anvil chains. walletkit.config.ts (the kit) and vite.config.ts (the
 * page's Demo Wallet) both read them here, so the kit and the wallet always agree on the RPC
 * URLs. `npm run demo` sets the env vars to the ports it started anvil on.
 */
export const DEMO_RPC_1 = process.env.WALLETKIT_DEMO_RPC_1 ?? 'http://127.0.0.1:8545';
export const DEMO_RPC_2 = process.env.WALLETKIT_DEMO_RPC_2 ?? 'http://127.0.0.1:8546';
/** The demo's local WalletConnect relay (`npm run demo` starts it): pairing works offline. */
export const DEMO_RELAY_URL = process.env.WALLETKIT_DEMO_RELAY ?? 'ws://127.0.0.1:5555';
/** The demo server's analytics sink (`GET {url}/events` lists what the kit sent). */
export const DEMO_ANALYTICS_URL =
  process.env.WALLETKIT_DEMO_ANALYTICS_URL ?? 'http://127.0.0.1:5173/api/events';

/**
 * The wallet service of the email login (`npm run demo` starts it with PGlite and a loopback
 * SMTP server whose inbox page lists the codes).
 */
export const DEMO_EMBEDDED_WALLET_URL =
  process.env.WALLETKIT_DEMO_EMBEDDED_WALLET_URL ?? 'http://127.0.0.1:8787';

/** The demo server's names service (`@wallet-kit/server/names`, names kept in PGlite). */
export const DEMO_NAMES_URL =
  process.env.WALLETKIT_DEMO_NAMES_URL ?? 'http://127.0.0.1:5173/api/names';

/**
 * The demo server's account index (`@wallet-kit/server/account-index`), which `npm run demo`
 * starts: the kit reads history and holdings from it. Unset in the browser tests that do not
 * ask for it, where Activity lists this browser's sends and balances are read from the chain.
 */
export const DEMO_BLOCKCHAIN_API_URL = process.env.WALLETKIT_DEMO_BLOCKCHAIN_API_URL;

/**
 * The demo ERC-20 (DEMO, 18 decimals) the demo script deploys on the first chain. The first
 * contract dev account 0 deploys on a fresh anvil always lands at this address.
 */
export const DEMO_TOKEN_ADDRESS =
  process.env.WALLETKIT_DEMO_TOKEN ?? '0x5FbDB2315678afecb367f032d93F642f64180aa3';

/**
 * The first chain's ENS Universal Resolver and block explorer, set only when the demo deploys
 * one (`startDemo({ ensIdentity: true })`, scripts/demo/demo-ens.ts); unset, nothing is looked up
 * and no explorer link is shown.
 */
export const DEMO_ENS_RESOLVER = process.env.WALLETKIT_DEMO_ENS_RESOLVER as
  `0x${string}` | undefined;
export const DEMO_EXPLORER = process.env.WALLETKIT_DEMO_EXPLORER_URL
  ? {
      name: process.env.WALLETKIT_DEMO_EXPLORER_NAME ?? 'Explorer',
      url: process.env.WALLETKIT_DEMO_EXPLORER_URL,
    }
  : undefined;

/**
 * The Uniswap v2 router `npm run demo` deploys on the first chain (`startDemo({ swaps: true })`).
 * Unset: the demo has no exchange and its Swap view is not generated.
 */
export const DEMO_SWAP_ROUTER = process.env.WALLETKIT_DEMO_SWAP_ROUTER as `0x${string}` | undefined;

export const DEMO_CHAINS = [
  { chainId: 31337, name: 'Anvil', rpcUrl: DEMO_RPC_1 },
  { chainId: 31338, name: 'Anvil Two', rpcUrl: DEMO_RPC_2 },
];

/**
 * The optional local Solana chain (`startDemo({ solana: true })`, used by the Solana browser
 * test with test/e2e/solana/walletkit.solana.config.ts). Null in the default demo, so the page
 * installs no Demo Solana Wallet and its bundle carries none of it. The secret key is TEST ONLY:
 * a fixed keypair funded on a loopback litesvm chain.
 */
export const DEMO_SOLANA: {
  rpcUrl: string;
  mint: string;
  testSecretKey: number[];
} | null = process.env.WALLETKIT_DEMO_SOLANA_RPC
  ? {
      rpcUrl: process.env.WALLETKIT_DEMO_SOLANA_RPC,
      mint: process.env.WALLETKIT_DEMO_SOLANA_MINT ?? '',
      testSecretKey: JSON.parse(process.env.WALLETKIT_DEMO_SOLANA_TEST_SECRET_KEY ?? '[]'),
    }
  : null;
