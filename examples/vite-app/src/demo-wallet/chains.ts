/**
 * The two local anvil chains the Demo Wallet can serve. Their RPC URLs reach the page at
 * build time (vite `define`, see vite.config.ts), from the same environment variables the
 * kit's walletkit.config.ts reads, so wallet and kit always talk to the same nodes.
 */
export interface DemoChain {
  chainId: number;
  name: string;
  rpcUrl: string;
}

declare const __DEMO_CHAINS__: DemoChain[];

export function demoChainsFromBuild(): DemoChain[] {
  return __DEMO_CHAINS__;
}

export function toHexChainId(chainId: number): string {
  return `0x${chainId.toString(16)}`;
}
