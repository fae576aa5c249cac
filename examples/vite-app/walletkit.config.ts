import { defineConfig } from 'create-wallet-kit';
import {
  DEMO_ANALYTICS_URL,
  DEMO_BLOCKCHAIN_API_URL,
  DEMO_EMBEDDED_WALLET_URL,
  DEMO_ENS_RESOLVER,
  DEMO_EXPLORER,
  DEMO_NAMES_URL,
  DEMO_RELAY_URL,
  DEMO_RPC_1,
  DEMO_RPC_2,
  DEMO_SWAP_ROUTER,
  DEMO_TOKEN_ADDRESS,
} from './demo-chains.js';

export default defineConfig({
  projectId: 'demo',
  metadata: {
    name: 'wallet-kit demo',
    description: 'A host app connecting a wallet on two local anvil chains',
    url: 'http://127.0.0.1:5173',
  },
  networks: [
    // From the catalogue, pointed at the demo's anvil node.
    // Swaps go through the Uniswap v2 router the demo deploys there (none on Anvil Two); an ENS
    // name and avatar for the Demo Wallet and an explorer, when the demo deploys them.
    {
      id: 'eip155:31337',
      rpcUrls: { default: { http: [DEMO_RPC_1] } },
      ...(DEMO_SWAP_ROUTER ? { swapRouter: DEMO_SWAP_ROUTER } : {}),
      ...(DEMO_ENS_RESOLVER ? { ensUniversalResolver: DEMO_ENS_RESOLVER } : {}),
      ...(DEMO_EXPLORER ? { blockExplorers: { default: DEMO_EXPLORER } } : {}),
    },
    // A custom network: a second anvil node with its own chain id.
    {
      caipNetworkId: 'eip155:31338',
      name: 'Anvil Two',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [DEMO_RPC_2] } },
      testnet: true,
    },
  ],
  defaultNetwork: 'eip155:31337',
  // Balances come straight from the chain (no blockchain API offline): list the demo ERC-20.
  tokens: {
    'eip155:31337': [
      { address: DEMO_TOKEN_ADDRESS, symbol: 'DEMO', decimals: 18, name: 'Demo Token' },
    ],
  },
  // The demo runs offline: WalletConnect pairs through the demo's own local relay.
  enableWalletConnect: true,
  // Analytics goes to the demo server's own sink (GET /api/events/events) once switched on below.
  // Account names are kept by the demo server's names service (PGlite in a temporary folder).
  endpoints: {
    relayUrl: DEMO_RELAY_URL,
    analyticsUrl: DEMO_ANALYTICS_URL,
    namesUrl: DEMO_NAMES_URL,
    // Email login: the demo's own wallet service (its codes land in the demo inbox page).
    embeddedWalletUrl: DEMO_EMBEDDED_WALLET_URL,
    // History and holdings read from the chains by the demo's account index (npm run demo).
    ...(DEMO_BLOCKCHAIN_API_URL ? { blockchainApiUrl: DEMO_BLOCKCHAIN_API_URL } : {}),
  },
  features: {
    email: true,
    swaps: Boolean(DEMO_SWAP_ROUTER),
    onramp: false,
    // With the account index, Activity lists every transfer in and out; without it, the sends
    // made from this browser.
    history: true,
    analytics: false,
    allWallets: true,
    names: true,
  },
  // Sign In With Farcaster against the demo's own wallet service and anvil.
  socials: ['farcaster'],
  theme: {
    mode: 'dark',
    variables: {
      accent: '#5b3fe0',
      borderRadiusMaster: '4px',
    },
  },
});
