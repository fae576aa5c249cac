/**
 * The fields of the two object forms of a `networks` entry, as docs/config.md lists them:
 * `networks[custom]` (a network the catalogue lacks, given in full) and `networks[override]`
 * (a catalogue network with some fields replaced). Both forms share most fields, so each is
 * described once here and listed under both prefixes.
 */
import type { FieldDescription } from './field-descriptions.js';

const CUSTOM_EXAMPLE_ID = "caipNetworkId: 'eip155:31337'";

/** Fields both forms take, by their path under the form. */
const SHARED: Record<string, FieldDescription> = {
  name: {
    description: 'The name the modal shows for the network.',
    example: "name: 'Local chain'",
  },
  nativeCurrency: {
    description: 'The coin fees and balances are counted in: name, symbol and decimals.',
    example: "nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }",
  },
  'nativeCurrency.name': {
    description: "The coin's full name.",
    example: "nativeCurrency: { name: 'Ether' }",
  },
  'nativeCurrency.symbol': {
    description: "The coin's ticker, shown after balances.",
    example: "nativeCurrency: { symbol: 'ETH' }",
  },
  'nativeCurrency.decimals': {
    description: 'Decimal places of the smallest unit (0 to 36): 18 for ETH, 9 for SOL, 8 for BTC.',
    example: 'nativeCurrency: { decimals: 18 }',
  },
  rpcUrls: {
    description:
      "The network's RPC endpoints, where the kit reads balances and history and sends an embedded wallet's transactions.",
    example: "rpcUrls: { default: { http: ['https://rpc.my.app'] } }",
  },
  'rpcUrls.default': {
    description: 'The endpoints used by default: http (required) and webSocket.',
    example: "rpcUrls: { default: { http: ['https://rpc.my.app'] } }",
  },
  'rpcUrls.default.http': {
    description: 'HTTP(S) RPC URLs, at least one; the first is used.',
    example: "rpcUrls: { default: { http: ['https://rpc.my.app'] } }",
  },
  'rpcUrls.default.webSocket': {
    description: 'WebSocket RPC URLs (ws:// or wss://), for libraries that subscribe.',
    example:
      "rpcUrls: { default: { http: ['https://rpc.my.app'], webSocket: ['wss://rpc.my.app'] } }",
  },
  blockExplorers: {
    description:
      "The network's block explorer, given to a wallet asked to add the network (wallet_addEthereumChain); an https one is linked from Account (the address) and Activity (each transaction), eip155 and Solana networks only.",
    example: "blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } }",
  },
  'blockExplorers.default': {
    description: 'The explorer linked by default: its name and url.',
    example: "blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } }",
  },
  'blockExplorers.default.name': {
    description: "The explorer's name, as the link says it.",
    example: "blockExplorers: { default: { name: 'Etherscan' } }",
  },
  'blockExplorers.default.url': {
    description:
      "The explorer's http(s) home page; address and transaction links are made under it (https only).",
    example: "blockExplorers: { default: { url: 'https://etherscan.io' } }",
  },
  testnet: {
    description: 'Whether the network is a test network (its coins have no value).',
    example: 'testnet: true',
  },
  assets: {
    description:
      "The network's icon (imageUrl), shown next to its name and given to a wallet asked to add the network.",
    example: "assets: { imageUrl: '/icons/local-chain.svg' }",
  },
  'assets.imageUrl': {
    description: 'The icon: an http(s) URL, a root-relative path or a data:image URI.',
    example: "assets: { imageUrl: '/icons/local-chain.svg' }",
  },
  'assets.imageId': {
    description:
      'An icon id kept with the network for your own code; the modal shows imageUrl only.',
    example: "assets: { imageId: 'local-chain' }",
  },
  ensUniversalResolver: {
    description:
      "The ENS Universal Resolver contract the Send view resolves names (name.eth) with, and Account reads the connected address's primary name and avatar from; eip155 networks only. Unset: no ENS lookup.",
    example: "ensUniversalResolver: '0xce01f8eee7E479C928F8919abD53E553a36CeF67'",
  },
  swapRouter: {
    description:
      'The Uniswap v2 router (Router02) the Swap view quotes and swaps through; eip155 networks only. Swaps are offered only on networks with one (Ethereum has the well-known router by default); elsewhere the view says "Network not supported for Swaps".',
    example: "swapRouter: '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D'",
  },
};

/** Fields only a custom network takes. */
const CUSTOM_ONLY: Record<string, FieldDescription> = {
  caipNetworkId: {
    description:
      "The network's CAIP-2 id, `<namespace>:<reference>`; its presence is what makes the entry a custom network.",
    example: CUSTOM_EXAMPLE_ID,
  },
  id: {
    description:
      'The chain reference (a number on eip155); taken from caipNetworkId when absent, and must agree with it.',
    example: 'id: 31337',
  },
  chainNamespace: {
    description:
      "The family ('eip155', 'solana', ...); taken from caipNetworkId when absent, and must agree with it.",
    example: "chainNamespace: 'eip155'",
  },
};

/** Fields only an override takes. */
const OVERRIDE_ONLY: Record<string, FieldDescription> = {
  id: {
    description:
      "The CAIP-2 id of the catalogue network to start from; the other fields given replace the catalogue's (each whole, no deep merge).",
    example: "id: 'eip155:8453'",
  },
};

const prefixed = (prefix: string, fields: Record<string, FieldDescription>) =>
  Object.fromEntries(Object.entries(fields).map(([path, field]) => [`${prefix}.${path}`, field]));

export const NETWORK_FIELD_DESCRIPTIONS: Record<string, FieldDescription> = {
  ...prefixed('networks[custom]', { ...CUSTOM_ONLY, ...SHARED }),
  ...prefixed('networks[override]', { ...OVERRIDE_ONLY, ...SHARED }),
};
