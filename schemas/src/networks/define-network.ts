import type {
  CaipNetwork,
  CaipNetworkId,
  ChainNamespace,
  NativeCurrency,
} from '../resolved-config.js';

/** The eighteen-decimal ether every rollup and most EVM chains use. */
export const ETHER: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 };

/** ENS Universal Resolver on Ethereum mainnet and Sepolia (viem/chains `mainnet`, `sepolia`). */
export const ENS_UNIVERSAL_RESOLVER = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee';

/**
 * Uniswap v2 Router02 on Ethereum mainnet, as Uniswap's deployment list gives it
 * (docs.uniswap.org, "V2 Deployment Addresses").
 */
export const UNISWAP_V2_MAINNET_ROUTER = '0x7a250d5630B4cF539739dF2C5dAcb4c659F2488D';

interface NetworkFacts {
  /** Chain reference as the family spells it: chain id number for eip155, a string otherwise. */
  id: number | string;
  name: string;
  nativeCurrency: NativeCurrency;
  rpc: string;
  webSocket?: string;
  /** Explorer `[name, url]`; absent for chains without a public explorer (local dev chains). */
  explorer?: [name: string, url: string];
  testnet?: boolean;
  /** eip155: the ENS Universal Resolver, on the chains ENS is deployed to. */
  ensUniversalResolver?: `0x${string}`;
  /** eip155: the Uniswap v2 router swaps go through, where the kit knows the deployed one. */
  swapRouter?: `0x${string}`;
}

/** Builds one catalogue entry; keeps the catalogue files short and uniform. */
export function defineNetwork(chainNamespace: ChainNamespace, facts: NetworkFacts): CaipNetwork {
  const caipNetworkId = `${chainNamespace}:${facts.id}` as CaipNetworkId;
  const network: CaipNetwork = {
    id: facts.id,
    caipNetworkId,
    chainNamespace,
    name: facts.name,
    nativeCurrency: facts.nativeCurrency,
    rpcUrls: {
      default: facts.webSocket
        ? { http: [facts.rpc], webSocket: [facts.webSocket] }
        : { http: [facts.rpc] },
    },
    testnet: facts.testnet ?? false,
  };
  if (facts.explorer) {
    network.blockExplorers = { default: { name: facts.explorer[0], url: facts.explorer[1] } };
  }
  if (facts.ensUniversalResolver) network.ensUniversalResolver = facts.ensUniversalResolver;
  if (facts.swapRouter) network.swapRouter = facts.swapRouter;
  return network;
}
