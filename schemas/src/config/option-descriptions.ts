/**
 * What each top-level option of walletkit.config.ts means, with an example: attached to the
 * schema as zod metadata (`.meta`), from which docs/config.md is generated
 * (config-reference.ts). A new option without an entry here fails the reference's test.
 */
import type { z } from 'zod';

export interface OptionDescription {
  description: string;
  example: string;
  /** The type as a host writes it, where the schema's own (a transform) cannot say it. */
  type?: string;
}

export const OPTION_DESCRIPTIONS = {
  projectId: {
    description:
      'Your project id: sent to WalletConnect (relay and wallet registry) and to the wallet service, which must list it in PROJECTS.',
    example: "projectId: 'my-project'",
  },
  metadata: {
    description:
      'Your app as wallets show it: name (required), url (required; the page origin wallets see), description, icons.',
    example:
      "metadata: { name: 'My app', url: 'https://my.app', icons: ['https://my.app/icon.png'] }",
  },
  networks: {
    description:
      "The networks the kit offers, in order. Each is a catalogue id ('eip155:8453'), a catalogue network with your own RPC URLs ({ id, rpcUrls }), or a custom network ({ caipNetworkId, name, nativeCurrency, rpcUrls, ... }). Without rpcUrls, reads go to the catalogue's public RPC URL.",
    type: '(string | { id, rpcUrls, ... } | { caipNetworkId, name, nativeCurrency, rpcUrls, ... })[]',
    example:
      "networks: [\n  'eip155:1',\n  // a catalogue network with your own RPC URL\n  { id: 'eip155:8453', rpcUrls: { default: { http: ['https://base.my-rpc.example'] } } },\n  // a custom network, given in full\n  {\n    caipNetworkId: 'eip155:31337',\n    name: 'Local chain',\n    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },\n    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },\n    testnet: true,\n  },\n]",
  },
  defaultNetwork: {
    description:
      'The network selected before a wallet says otherwise: eip155:1 when configured, otherwise the first listed.',
    type: 'string (the CAIP-2 id of a listed network)',
    example: "defaultNetwork: 'eip155:8453'",
  },
  features: {
    description:
      'Views and abilities to generate: send, receive, history, email (needs endpoints.embeddedWalletUrl), names (needs endpoints.namesUrl), swaps (on networks with a swapRouter), allWallets, legalCheckbox (needs legal links), collapseWallets, emailShowWallets, analytics, and switches for features not built yet (onramp, pay, smartSessions).',
    example: 'features: { send: true, history: false, email: true }',
  },
  socials: {
    description:
      'Social logins offered beside email, in order (the wallet service must have each provider configured in SOCIAL_PROVIDERS).',
    example: "socials: ['google', 'github']",
  },
  connectMethodsOrder: {
    description: 'The order of the Connect view sections: email, social, wallet.',
    example: "connectMethodsOrder: ['wallet', 'email', 'social']",
  },
  connectorTypeOrder: {
    description:
      'The order of wallet groups in the Connect view: walletConnect, recent, injected, featured, custom, external, recommended.',
    example:
      "connectorTypeOrder: ['injected', 'walletConnect', 'recent', 'featured', 'custom', 'external', 'recommended']",
  },
  featuredWalletIds: {
    description:
      "Wallet registry ids shown first, in this order (the ids of the WalletConnect wallet registry, e.g. MetaMask's c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96).",
    example:
      "featuredWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96']",
  },
  includeWalletIds: {
    description: 'Wallet registry ids: only these wallets are listed (empty: all).',
    example:
      "includeWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96']",
  },
  excludeWalletIds: {
    description: 'Wallet registry ids never listed. An id may not be both included and excluded.',
    example:
      "excludeWalletIds: ['fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa']",
  },
  customWallets: {
    description:
      'Wallets of your own, listed with the others: id, name, and any of homepage, imageUrl, mobileLink, desktopLink, webappLink, appStore, playStore, rdns.',
    example: "customWallets: [{ id: 'my-wallet', name: 'My Wallet', mobileLink: 'mywallet://' }]",
  },
  enableWalletConnect: {
    description:
      'Offer WalletConnect (QR code and mobile links). Without endpoints.relayUrl it uses the public WalletConnect relay with your projectId.',
    example: 'enableWalletConnect: false',
  },
  enableNetworkSwitch: {
    description: 'Let visitors switch networks from the Account view.',
    example: 'enableNetworkSwitch: false',
  },
  allowUnsupportedChain: {
    description:
      'Stay connected on a network you did not list instead of showing the Unsupported Chain view.',
    example: 'allowUnsupportedChain: true',
  },
  manualWCControl: {
    description:
      'Basic WalletConnect pairing: the modal opens on the WalletConnect pairing view and never on Unsupported Chain.',
    example: 'manualWCControl: true',
  },
  enableEmbedded: {
    description:
      'The modal is part of the page: open from the start, and closing it shows its resting view (Connect or Account) instead of hiding it.',
    example: 'enableEmbedded: true',
  },
  defaultAccountTypes: {
    description:
      "The account type per chain family an email wallet starts with: 'eoa' or 'smartAccount' (eip155).",
    example: "defaultAccountTypes: { eip155: 'smartAccount' }",
  },
  siwx: {
    description:
      'Sign in with the connected wallet on every family (CAIP-122): required, statement, expiresInSeconds, and backendUrl (the routes of `@wallet-kit/server` issuing nonces and verifying sign-ins, a path like /api/siwx or an http(s) URL; unset: sessions stay in the browser).',
    example: "siwx: { required: true, statement: 'Sign in to My app', backendUrl: '/api/siwx' }",
  },
  siwe: {
    description:
      'Legacy Sign-In with Ethereum (EIP-4361) for EVM wallets only: statement, nonceUrl, verifyUrl. Refused together with siwx.',
    example:
      "siwe: { nonceUrl: 'https://my.app/api/nonce', verifyUrl: 'https://my.app/api/verify' }",
  },
  legal: {
    description:
      'Links to your terms and privacy policy shown in the Connect view (required by features.legalCheckbox).',
    example: "legal: { termsUrl: 'https://my.app/terms', privacyUrl: 'https://my.app/privacy' }",
  },
  theme: {
    description:
      "mode ('dark', 'light', or 'auto': follows the visitor's system colour scheme and changes with it live) and variables: accent, background (unset: the mode's own, #121313 dark or #ffffff light), colorMixStrength (0-100), fontFamily, fontSizeMaster, borderRadiusMaster (a CSS length; the small, medium and large radii are 2, 3 and 4 times it), zIndex and modalWidth.",
    example:
      "theme: { mode: 'light', variables: { accent: '#1a4fd6', borderRadiusMaster: '2px' } }",
  },
  locale: {
    description:
      "The language of the modal's text, numbers and dates: 'en', 'es', 'fr', 'de', 'ja', 'zh-CN' or 'ar' (laid out right to left), or 'auto' (the first of these among the visitor's browser languages, English when none is). Unset: 'auto'. Only the chosen language's text is loaded.",
    example: "locale: 'fr'",
  },
  endpoints: {
    description:
      "Hosted services: relayUrl (WalletConnect relay; unset: WalletConnect's public relay with your projectId), blockchainApiUrl (token balances and history), walletRegistryUrl, analyticsUrl, embeddedWalletUrl (the wallet service of email login), namesUrl. Each unset service except the relay is not used.",
    example:
      "endpoints: { relayUrl: 'wss://relay.my.app', embeddedWalletUrl: 'https://wallet.my.app' }",
  },
  tokens: {
    description:
      'Tokens read along with the native balance, per network id: address, symbol, decimals, name.',
    example:
      "tokens: { 'eip155:1': [{ address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', decimals: 6 }] }",
  },
  knownTokens: {
    description: "Also read each network's well-known tokens (shown only when held).",
    example: 'knownTokens: false',
  },
  output: {
    description:
      "Where the module is generated, relative to the config file (dir, default 'src/wallet-kit').",
    example: "output: { dir: 'src/kit' }",
  },
} satisfies Record<string, OptionDescription>;

export type DescribedOption = keyof typeof OPTION_DESCRIPTIONS;

/** The shape with each option's description and example attached as zod metadata. */
export function withDescriptions<S extends Record<DescribedOption, z.ZodType>>(shape: S): S {
  const described: Record<string, z.ZodType> = {};
  for (const [key, schema] of Object.entries(shape)) {
    const option: OptionDescription = OPTION_DESCRIPTIONS[key as DescribedOption];
    // `writtenType`, not `type`: the metadata is spread into the JSON schema, where `type` is taken.
    described[key] = schema.meta({
      description: option.description,
      example: option.example,
      ...(option.type === undefined ? {} : { writtenType: option.type }),
    });
  }
  return described as S;
}
