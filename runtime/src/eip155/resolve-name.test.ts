import { describe, expect, it } from 'vitest';
import { createClient, custom } from 'viem';
import type { CaipNetwork } from '../core/types.js';
import { hasEnsRegistry, resolveEnsName } from './resolve-name.js';

const NETWORK: CaipNetwork = {
  id: 777,
  caipNetworkId: 'eip155:777',
  chainNamespace: 'eip155',
  name: 'Custom',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  testnet: true,
};
const RESOLVER = '0x00000000000000000000000000000000000e45aa';

/** A client that records every RPC method and answers none of them. */
function recordingClient() {
  const methods: string[] = [];
  const targets: string[] = [];
  const client = createClient({
    chain: { ...NETWORK, id: 777, rpcUrls: NETWORK.rpcUrls },
    transport: custom(
      {
        request: async ({ method, params }: { method: string; params?: unknown }) => {
          methods.push(method);
          if (method === 'eth_call') targets.push((params as [{ to: string }])[0].to);
          throw new Error('no node here');
        },
      },
      { retryCount: 0 },
    ),
  });
  return { client, methods, targets };
}

describe('ENS names on eip155', () => {
  it('a network without an ENS Universal Resolver refuses names without a call', async () => {
    const { client, methods } = recordingClient();
    expect(hasEnsRegistry(NETWORK)).toBe(false);
    await expect(resolveEnsName(client, NETWORK, 'receiver.test')).resolves.toBeUndefined();
    expect(methods).toEqual([]);
  });

  it('an address is never looked up as a name', async () => {
    const { client, methods } = recordingClient();
    const network = { ...NETWORK, ensUniversalResolver: RESOLVER } as const;
    const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    await expect(resolveEnsName(client, network, address)).resolves.toBeUndefined();
    expect(methods).toEqual([]);
  });

  it('a name on a network with a resolver is asked of that resolver', async () => {
    const { client, methods, targets } = recordingClient();
    const network = { ...NETWORK, ensUniversalResolver: RESOLVER } as const;
    await expect(resolveEnsName(client, network, 'receiver.test')).rejects.toThrow();
    expect(new Set(methods)).toEqual(new Set(['eth_call']));
    expect(new Set(targets)).toEqual(new Set([RESOLVER]));
  });
});
