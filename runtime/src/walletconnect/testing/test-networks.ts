/** Networks for this folder's unit tests only (never exported from the package). */
import type { CaipNetwork } from '../../core/types.js';

function network(
  caipNetworkId: CaipNetwork['caipNetworkId'],
  id: number | string,
  rpc: string,
  symbol: string,
  decimals: number,
): CaipNetwork {
  const chainNamespace = caipNetworkId.split(':')[0] as CaipNetwork['chainNamespace'];
  return {
    id,
    caipNetworkId,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: { name: symbol, symbol, decimals },
    rpcUrls: { default: { http: [rpc] } },
    testnet: true,
  };
}

export const MAINNET = network('eip155:1', 1, 'http://127.0.0.1:8545', 'ETH', 18);
export const POLYGON = network('eip155:137', 137, 'http://127.0.0.1:8546', 'POL', 18);
export const SOLANA = network(
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'http://127.0.0.1:8899',
  'SOL',
  9,
);
export const POLKADOT = network(
  'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  '91b171bb158e2d3848fa23a9f1c25182',
  'http://127.0.0.1:9933',
  'DOT',
  10,
);
export const BITCOIN = network(
  'bip122:000000000019d6689c085ae165831e93',
  '000000000019d6689c085ae165831e93',
  'http://127.0.0.1:8332',
  'BTC',
  8,
);
export const COSMOS = network(
  'cosmos:cosmoshub-4',
  'cosmoshub-4',
  'http://127.0.0.1:26657',
  'ATOM',
  6,
);

export const METADATA = {
  name: 'wallet-kit unit test',
  description: 'unit test',
  url: 'http://127.0.0.1',
  icons: [],
};

/** A Web Storage in memory, as the kit's storage option takes it. */
export function memoryStorage(): Storage & { entries(): Record<string, string> } {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
    entries: () => Object.fromEntries(data),
  };
}
