/**
 * Starts the demo's whole local stack on 127.0.0.1 with one call: anvil chains, the local
 * WalletConnect relay, the demo ERC-20 on the first chain and, on request, the Solana chain
 * with its funded demo keypair. `stop()` ends everything it started, newest first; a start
 * that fails half-way stops what it had started before it rejects.
 */
import type { Address } from 'viem';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from './anvil.js';
import type { DemoSolana } from './demo-solana.js';
import { deployDemoToken } from './erc20/deploy.js';
import { choosePort } from './ports.js';
import { startRelay } from './relay/server.js';

/**
 * A port request: undefined takes `preferredPort` when it is free and any free port else;
 * 0 takes any free port; any other number is used as is (a clash fails loudly).
 */
export interface PortRequest {
  port?: number;
  preferredPort?: number;
}

export interface LocalChainOptions extends PortRequest {
  chainId: number;
}

export interface LocalStackOptions {
  /** One anvil node per entry, in this order. */
  chains: readonly LocalChainOptions[];
  /** The local WalletConnect relay; `false` starts none. */
  relay?: PortRequest | false;
  /** Deploy the demo ERC-20 (DEMO) on the first chain, whole supply to dev account 0. */
  token?: boolean;
  /**
   * Also start the Solana chain with the funded demo keypair and DEMOSPL mint; `{ port }` puts
   * its JSON-RPC on that port (0 or absent: any free one).
   */
  solana?: boolean | { port?: number };
  /** Progress lines; silent when absent. */
  log?: (line: string) => void;
}

export interface LocalStack {
  /** The anvil nodes, in the order of `options.chains`. */
  chains: AnvilNode[];
  /** ws:// URL of the relay; absent with `relay: false`. */
  relayUrl?: string;
  /** The demo ERC-20 on the first chain; absent unless `token: true`. */
  tokenAddress?: Address;
  /** Absent unless `solana: true`. */
  solana?: DemoSolana;
  stop(): Promise<void>;
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const log = options.log ?? (() => {});
  const started: { stop(): Promise<void> }[] = [];
  const stop = async () => {
    for (const part of started.splice(0).reverse()) await part.stop();
  };
  try {
    const chains: AnvilNode[] = [];
    for (const chain of options.chains) {
      const port = await choosePort(chain.port, chain.preferredPort);
      const node = await startAnvil({ chainId: chain.chainId, port });
      started.push(node);
      chains.push(node);
      log(`anvil chain ${chain.chainId} on ${node.rpcUrl}`);
    }
    const stack: LocalStack = { chains, stop };
    if (options.relay !== false) {
      const request = options.relay ?? {};
      const relay = await startRelay({
        port: await choosePort(request.port, request.preferredPort),
        log,
      });
      started.push(relay);
      stack.relayUrl = relay.url;
      log(`WalletConnect relay on ${relay.url}`);
    }
    if (options.token) {
      const first = chains[0];
      if (!first) throw new Error('The demo token needs a chain: `chains` is empty');
      stack.tokenAddress = await deployDemoToken({
        rpcUrl: first.rpcUrl,
        chainId: first.chainId,
        from: ANVIL_ACCOUNTS[0].address,
      });
      log(`DEMO token deployed at ${stack.tokenAddress}`);
    }
    if (options.solana) {
      // Loaded on request: litesvm is a native module the EVM-only demo never needs.
      const { startDemoSolana } = await import('./demo-solana.js');
      const solana = await startDemoSolana(
        typeof options.solana === 'object' ? { port: options.solana.port } : {},
      );
      started.push(solana);
      stack.solana = solana;
      log(`Solana RPC (litesvm) on ${solana.rpcUrl}, DEMOSPL mint ${solana.mint}`);
    }
    return stack;
  } catch (error) {
    await stop();
    throw error;
  }
}
