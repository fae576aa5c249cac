/**
 * What each nested field of walletkit.config.ts means, with an example, by its path as
 * docs/config.md lists it (`customWallets[].name`). The top-level options are described in
 * option-descriptions.ts; a field the schema gains without an entry here fails
 * config-reference.test.ts, as does an entry for a field the schema no longer has.
 */
import { NETWORK_FIELD_DESCRIPTIONS } from './network-field-descriptions.js';

export interface FieldDescription {
  description: string;
  example: string;
}

const flag = (description: string, path: string, example = true): FieldDescription => ({
  description,
  example: `${path}: ${example}`,
});

const FEATURES: Record<string, FieldDescription> = {
  'features.swaps': flag(
    'The Swap view (Account, with an eip155 network): quotes read from a Uniswap v2 router on chain, 1 % slippage, an exact approval then the swap in the wallet. Offered on networks with a swapRouter (Ethereum has one by default).',
    'swaps',
    true,
  ),
  'features.onramp': flag(
    'Reserved for a buy-crypto view, not built yet: it generates nothing.',
    'onramp',
    false,
  ),
  'features.receive': flag(
    'The Receive view: the address with its QR code and a copy button.',
    'receive',
    false,
  ),
  'features.send': flag(
    'The Send view: native and token transfers from the connected account.',
    'send',
    false,
  ),
  'features.email': flag(
    'Email login with an embedded wallet in the Connect view; needs endpoints.embeddedWalletUrl (the wallet service).',
    'email',
    false,
  ),
  'features.emailShowWallets': flag(
    'Show the wallet list beside email login; when off, wallets are folded behind "Continue with a wallet".',
    'emailShowWallets',
    false,
  ),
  'features.history': flag(
    'The Activity tab of the Account view (transaction history from endpoints.blockchainApiUrl).',
    'history',
    false,
  ),
  'features.analytics': flag(
    "Send the kit's events to endpoints.analyticsUrl; without that URL nothing is sent.",
    'analytics',
    false,
  ),
  'features.allWallets': flag(
    'The "All Wallets" view listing every wallet of the registry, with search.',
    'allWallets',
    false,
  ),
  'features.legalCheckbox': flag(
    'Visitors tick a box accepting your terms and privacy policy before connecting; needs legal links.',
    'legalCheckbox',
  ),
  'features.smartSessions': flag(
    'Reserved for smart sessions, not built yet: it generates nothing.',
    'smartSessions',
    false,
  ),
  'features.collapseWallets': flag(
    'Fold the wallet list of the Connect view behind one button the visitor presses to see it.',
    'collapseWallets',
  ),
  'features.pay': flag(
    'Reserved for a payment view, not built yet: it generates nothing.',
    'pay',
    false,
  ),
  'features.names': flag(
    'Account names (look up, suggest, register); needs endpoints.namesUrl.',
    'names',
  ),
};

const wallet = (field: string, description: string, value: string): FieldDescription => ({
  description,
  example: `{ id: 'my-wallet', name: 'My Wallet', ${field}: '${value}' }`,
});

const CUSTOM_WALLETS: Record<string, FieldDescription> = {
  'customWallets[].id': {
    description: 'An id of your choosing, unique among the wallets listed.',
    example: "{ id: 'my-wallet', name: 'My Wallet' }",
  },
  'customWallets[].name': {
    description: 'The name shown in the wallet list.',
    example: "{ id: 'my-wallet', name: 'My Wallet' }",
  },
  'customWallets[].homepage': wallet(
    'homepage',
    "The wallet's web site, linked in the Get a Wallet view when it is https.",
    'https://mywallet.example',
  ),
  'customWallets[].imageUrl': wallet(
    'imageUrl',
    "The wallet's icon: an http(s) URL, a path on your site or a data:image URL.",
    'https://mywallet.example/icon.png',
  ),
  'customWallets[].mobileLink': wallet(
    'mobileLink',
    'The deep link that opens the wallet app on a phone (WalletConnect pairing).',
    'mywallet://',
  ),
  'customWallets[].desktopLink': wallet(
    'desktopLink',
    "The link that opens the wallet's desktop app; an https one is also linked in the Get a Wallet view.",
    'mywallet-desktop://',
  ),
  'customWallets[].webappLink': wallet(
    'webappLink',
    "The URL of the wallet's web app.",
    'https://app.mywallet.example',
  ),
  'customWallets[].appStore': wallet(
    'appStore',
    "The wallet's App Store page (https only), linked in the Get a Wallet view.",
    'https://apps.apple.com/app/id0000000000',
  ),
  'customWallets[].playStore': wallet(
    'playStore',
    "The wallet's Google Play page (https only), linked in the Get a Wallet view.",
    'https://play.google.com/store/apps/details?id=example.mywallet',
  ),
  'customWallets[].rdns': wallet(
    'rdns',
    "The reverse-DNS name the wallet's browser extension announces (EIP-6963).",
    'com.mywallet',
  ),
};

const ACCOUNT_TYPES: Record<string, FieldDescription> = {
  'defaultAccountTypes.eip155': {
    description:
      "An email wallet's EVM account: 'smartAccount' (a smart contract account) or 'eoa' (the key's own address).",
    example: "defaultAccountTypes: { eip155: 'eoa' }",
  },
  'defaultAccountTypes.bip122': {
    description: "The Bitcoin address used: 'payment' or 'ordinals'.",
    example: "defaultAccountTypes: { bip122: 'ordinals' }",
  },
  'defaultAccountTypes.polkadot': {
    description: "Polkadot accounts: 'eoa' only (listed for completeness).",
    example: "defaultAccountTypes: { polkadot: 'eoa' }",
  },
  'defaultAccountTypes.solana': {
    description: "Solana accounts: 'eoa' only (listed for completeness).",
    example: "defaultAccountTypes: { solana: 'eoa' }",
  },
  'defaultAccountTypes.cosmos': {
    description: "Cosmos accounts: 'eoa' only (listed for completeness).",
    example: "defaultAccountTypes: { cosmos: 'eoa' }",
  },
};

const SIGN_IN: Record<string, FieldDescription> = {
  'siwx.required': {
    description:
      'A connected wallet must sign in before the modal counts it as connected; when false, the visitor may skip.',
    example: 'siwx: { required: true }',
  },
  'siwx.statement': {
    description:
      'The line the sign-in message shows the visitor (EIP-4361 characters only, one line).',
    example: "siwx: { statement: 'Sign in to My app' }",
  },
  'siwx.expiresInSeconds': {
    description: 'How long a sign-in message stays valid, in seconds; unset: it carries no expiry.',
    example: 'siwx: { expiresInSeconds: 600 }',
  },
  'siwx.backendUrl': {
    description:
      'Your backend issuing nonces and verifying sign-ins (the routes of @wallet-kit/server): a path like /api/siwx or an http(s) URL; unset: sessions stay in the browser.',
    example: "siwx: { backendUrl: '/api/siwx' }",
  },
  'siwe.statement': {
    description: 'The line the EIP-4361 message shows the visitor.',
    example: "siwe: { statement: 'Sign in to My app' }",
  },
  'siwe.nonceUrl': {
    description: 'Your endpoint answering a fresh nonce for each sign-in.',
    example: "siwe: { nonceUrl: 'https://my.app/api/nonce' }",
  },
  'siwe.verifyUrl': {
    description: 'Your endpoint verifying the signed message and starting the session.',
    example: "siwe: { verifyUrl: 'https://my.app/api/verify' }",
  },
  'legal.termsUrl': {
    description: 'Your terms of service, linked in the Connect view.',
    example: "legal: { termsUrl: 'https://my.app/terms' }",
  },
  'legal.privacyUrl': {
    description: 'Your privacy policy, linked in the Connect view.',
    example: "legal: { privacyUrl: 'https://my.app/privacy' }",
  },
};

const variable = (name: string, description: string, value: string): FieldDescription => ({
  description,
  example: `theme: { variables: { ${name}: ${value} } }`,
});

const THEME: Record<string, FieldDescription> = {
  'theme.mode': {
    description:
      "'dark', 'light', or 'auto' (the visitor's system colour scheme, followed live): the modal's colour scheme.",
    example: "theme: { mode: 'light' }",
  },
  'theme.variables': {
    description: 'The design variables below; each unset one keeps its default.',
    example: "theme: { variables: { accent: '#1a4fd6' } }",
  },
  'theme.variables.accent': variable(
    'accent',
    'The colour of buttons, links and highlights (any CSS colour).',
    "'#1a4fd6'",
  ),
  'theme.variables.background': variable(
    'background',
    "The modal's background colour; unset: the mode's (dark #121313, light #ffffff).",
    "'#fafafa'",
  ),
  'theme.variables.fontFamily': variable(
    'fontFamily',
    'The font stack of the modal (a CSS font-family).',
    "'Inter, sans-serif'",
  ),
  'theme.variables.fontSizeMaster': variable(
    'fontSizeMaster',
    'The base font size (a CSS length); every text size of the modal scales with it.',
    "'12px'",
  ),
  'theme.variables.borderRadiusMaster': variable(
    'borderRadiusMaster',
    "The base corner radius (a CSS length): the small, medium and large radii are 2, 3 and 4 times it; '0px' gives square corners.",
    "'2px'",
  ),
  'theme.variables.zIndex': variable(
    'zIndex',
    "The modal's z-index, above your page's own layers.",
    '10000',
  ),
  'theme.variables.colorMixStrength': variable(
    'colorMixStrength',
    'How much of the accent colour is mixed into the modal surfaces, from 0 (none) to 100 percent.',
    '20',
  ),
  'theme.variables.modalWidth': variable(
    'modalWidth',
    'The width of the modal (a CSS length).',
    "'400px'",
  ),
};

const endpoint = (name: string, description: string, value: string): FieldDescription => ({
  description,
  example: `endpoints: { ${name}: '${value}' }`,
});

const ENDPOINTS: Record<string, FieldDescription> = {
  'endpoints.relayUrl': endpoint(
    'relayUrl',
    "The WalletConnect relay (a ws(s) URL); unset: WalletConnect's public relay wss://relay.walletconnect.org with your projectId.",
    'wss://relay.my.app',
  ),
  'endpoints.blockchainApiUrl': endpoint(
    'blockchainApiUrl',
    "The API of token balances and transaction history, such as the account index of @wallet-kit/server (docs/account-index.md); unset: balances are read from each network's RPC (the native currency and the tokens listed in `tokens`) and Activity lists the sends made from this browser.",
    'https://api.my.app',
  ),
  'endpoints.walletRegistryUrl': endpoint(
    'walletRegistryUrl',
    'The wallet registry (names, icons and links of WalletConnect wallets); unset: not used.',
    'https://registry.my.app',
  ),
  'endpoints.analyticsUrl': endpoint(
    'analyticsUrl',
    'Where the kit posts its events when features.analytics is on; unset: nothing is sent.',
    'https://events.my.app',
  ),
  'endpoints.embeddedWalletUrl': endpoint(
    'embeddedWalletUrl',
    'The wallet service of email and social login (its frame is loaded from there); unset: not used.',
    'https://wallet.my.app',
  ),
  'endpoints.namesUrl': endpoint(
    'namesUrl',
    'The names API (createNamesHandler of @wallet-kit/server/names) for features.names; unset: not used.',
    'https://my.app/api/names',
  ),
};

export const FIELD_DESCRIPTIONS: Record<string, FieldDescription> = {
  ...NETWORK_FIELD_DESCRIPTIONS,
  'metadata.name': {
    description: "Your app's name, as wallets show it.",
    example: "metadata: { name: 'My app' }",
  },
  'metadata.description': {
    description: 'One line about your app, shown by some wallets.',
    example: "metadata: { description: 'Trade with friends' }",
  },
  'metadata.url': {
    description: "Your page's origin, which wallets show and check requests against.",
    example: "metadata: { url: 'https://my.app' }",
  },
  'metadata.icons': {
    description: "Your app's icons (URLs), the first shown by wallets.",
    example: "metadata: { icons: ['https://my.app/icon.png'] }",
  },
  ...FEATURES,
  ...CUSTOM_WALLETS,
  ...ACCOUNT_TYPES,
  ...SIGN_IN,
  ...THEME,
  ...ENDPOINTS,
  'output.dir': {
    description:
      "The folder of the generated module, relative to the config file; default 'src/wallet-kit'.",
    example: "output: { dir: 'src/kit' }",
  },
};
