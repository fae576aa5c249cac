/**
 * The network's known tokens: major stablecoins and the wrapped native token of the main eip155
 * networks of the catalogue, read from the chain along with the config's `tokens`.
 * Config resolution merges them into `tokens`; a host overrides an entry by listing a token with
 * the same address under `tokens`, or leaves them all out with `knownTokens: false`.
 *
 * Only canonical deployments (native USDC rather than bridged USDC.e). Addresses are checksummed;
 * known-tokens.test.ts checks every one. Data only: importing this file does nothing.
 */
import type { CaipNetworkId, TokenConfig } from '../resolved-config.js';

const token = (address: string, symbol: string, decimals: number, name: string): TokenConfig => ({
  address,
  symbol,
  decimals,
  name,
});

/** OP Stack predeploy, the same address on every OP Stack chain. */
const OP_STACK_WETH = token(
  '0x4200000000000000000000000000000000000006',
  'WETH',
  18,
  'Wrapped Ether',
);

export const KNOWN_TOKENS: Readonly<Partial<Record<CaipNetworkId, readonly TokenConfig[]>>> = {
  // Ethereum
  'eip155:1': [
    token('0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', 'USDC', 6, 'USD Coin'),
    token('0xdAC17F958D2ee523a2206206994597C13D831ec7', 'USDT', 6, 'Tether USD'),
    token('0x6B175474E89094C44Da98b954EedeAC495271d0F', 'DAI', 18, 'Dai Stablecoin'),
    token('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2', 'WETH', 18, 'Wrapped Ether'),
  ],
  // Arbitrum One
  'eip155:42161': [
    token('0xaf88d065e77c8cC2239327C5EDb3A432268e5831', 'USDC', 6, 'USD Coin'),
    token('0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', 'USDT', 6, 'Tether USD'),
    token('0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 'DAI', 18, 'Dai Stablecoin'),
    token('0x82aF49447D8a07e3bd95BD0d56f35241523fBab1', 'WETH', 18, 'Wrapped Ether'),
  ],
  // OP Mainnet
  'eip155:10': [
    token('0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', 'USDC', 6, 'USD Coin'),
    token('0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', 'USDT', 6, 'Tether USD'),
    token('0xDA10009cBd5D07dd0CeCc66161FC93D7c9000da1', 'DAI', 18, 'Dai Stablecoin'),
    OP_STACK_WETH,
  ],
  // Base
  'eip155:8453': [
    token('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', 'USDC', 6, 'USD Coin'),
    token('0x50c5725949A6F0c72E6C4a641F24049A917DB0Cb', 'DAI', 18, 'Dai Stablecoin'),
    OP_STACK_WETH,
  ],
  // Polygon
  'eip155:137': [
    token('0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', 'USDC', 6, 'USD Coin'),
    token('0xc2132D05D31c914a87C6611C10748AEb04B58e8F', 'USDT', 6, 'Tether USD'),
    token('0x8f3Cf7ad23Cd3CaDbD9735AFf958023239c6A063', 'DAI', 18, 'Dai Stablecoin'),
    token('0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', 'WETH', 18, 'Wrapped Ether'),
    token('0x0d500B1d8E8eF31E21C99d1Db9A6444d3ADf1270', 'WPOL', 18, 'Wrapped POL'),
  ],
  // BNB Smart Chain: the Binance-Peg stablecoins have 18 decimals there.
  'eip155:56': [
    token('0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', 'USDC', 18, 'USD Coin'),
    token('0x55d398326f99059fF775485246999027B3197955', 'USDT', 18, 'Tether USD'),
    token('0xbb4CdB9CBd36B01bD1cBaEBF2De08d9173bc095c', 'WBNB', 18, 'Wrapped BNB'),
  ],
  // Avalanche C-Chain
  'eip155:43114': [
    token('0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', 'USDC', 6, 'USD Coin'),
    token('0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', 'USDT', 6, 'Tether USD'),
    token('0xB31f66AA3C1e785363F0875A1B74E27b85FD66c7', 'WAVAX', 18, 'Wrapped AVAX'),
  ],
  // Gnosis
  'eip155:100': [token('0xe91D153E0b41518A2Ce8Dd3D7944Fa863463a97d', 'WXDAI', 18, 'Wrapped XDAI')],
  // Zora (OP Stack)
  'eip155:7777777': [OP_STACK_WETH],
};

/** The known tokens of a network (copies, so a resolved config never shares these objects). */
export function knownTokensOf(caipNetworkId: string): TokenConfig[] {
  return (KNOWN_TOKENS[caipNetworkId as CaipNetworkId] ?? []).map((entry) => ({ ...entry }));
}
