/**
 * Test helpers for the core's unit tests only (never exported from the package): a
 * ResolvedConfig with the schema's defaults, a few networks, an in-memory Storage, and a
 * `ChainAdapter` of our own interface whose wallet answers are scripted by the test.
 */
import {
  decidedSwitches,
  formatConfigIssues,
  parseConfig,
  type ResolvedConfig,
} from '@wallet-kit/schemas';
import type { WalletKitOptions } from '../context.js';
import { createKitContext } from '../create-context.js';
import { walletKitFromContext } from '../create-wallet-kit.js';
import type { StorageLike } from '../storage.js';
import type {
  AdapterConnection,
  AdapterContext,
  AdapterEvent,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  Connector,
  NativeBalance,
} from '../types.js';

export const MAINNET: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  testnet: false,
};
export const POLYGON: CaipNetwork = {
  id: 137,
  caipNetworkId: 'eip155:137',
  chainNamespace: 'eip155',
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } },
  testnet: false,
};
export const SOLANA: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
  testnet: false,
};

export const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
export const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/**
 * The defaults come from the real schema (one source of truth); the tests then pin the
 * networks and the few theme values they assert on.
 */
function schemaDefaults(): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'test-project',
    metadata: { name: 'Test', description: 'Test app', url: 'http://127.0.0.1' },
    theme: { variables: { background: '#141414', fontFamily: 'system-ui, sans-serif' } },
  });
  if (!parsed.ok) throw new Error(formatConfigIssues(parsed.issues));
  return parsed.config;
}

/**
 * A config as the generator writes it: the defaults and the test's overrides, then every switch
 * decided by the registry (a switch whose service is not named is written as off), because the
 * kit reads the switches as they are written.
 */
export function testConfig(overrides: Partial<ResolvedConfig> = {}): ResolvedConfig {
  const config: ResolvedConfig = {
    ...schemaDefaults(),
    networks: [MAINNET, POLYGON],
    defaultNetwork: 'eip155:1',
    ...overrides,
  };
  return { ...config, ...decidedSwitches(config) };
}

export class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

export function connector(overrides: Partial<Connector> & Pick<Connector, 'id'>): Connector {
  return { name: overrides.id, type: 'ANNOUNCED', chain: 'eip155', ...overrides };
}

type ConnectParams = { connectorId: string; network: CaipNetwork };

/** A wallet whose answers the test decides; every call lands in `calls` (and `log`, if shared). */
export class ScriptedAdapter implements ChainAdapter {
  readonly calls: string[] = [];
  context?: AdapterContext;
  connectors: Connector[];
  connectResult: (params: ConnectParams) => Promise<AdapterConnection>;
  reconnectResult: (params: ConnectParams) => Promise<AdapterConnection | null>;
  disconnectResult: () => Promise<void> = async () => undefined;
  switchResult: () => Promise<void> = async () => undefined;
  balance: () => Promise<NativeBalance | undefined>;

  constructor(
    readonly namespace: ChainNamespace,
    options: {
      address?: string;
      chainId?: number | string;
      connectors?: Connector[];
      log?: string[];
    } = {},
  ) {
    const connection = {
      address: options.address ?? (namespace === 'solana' ? SOLANA_ADDRESS : EVM_ADDRESS),
      chainId: options.chainId ?? (namespace === 'solana' ? SOLANA.id : 1),
    };
    this.connectors = options.connectors ?? [
      connector({ id: `${namespace}-wallet`, chain: namespace }),
    ];
    this.connectResult = async () => connection;
    this.reconnectResult = async () => connection;
    this.balance = async () => ({
      balance: '10000.0',
      symbol: namespace === 'solana' ? 'SOL' : 'ETH',
    });
    if (options.log) this.calls = options.log;
  }
  private record(call: string) {
    this.calls.push(`${this.namespace}.${call}`);
  }
  emit(event: AdapterEvent) {
    this.context?.emit(event);
  }
  init(context: AdapterContext) {
    this.record('init');
    this.context = context;
  }
  getConnectors() {
    return this.connectors;
  }
  connect(params: ConnectParams) {
    this.record('connect');
    return this.connectResult(params);
  }
  reconnect(params: ConnectParams) {
    this.record('reconnect');
    return this.reconnectResult(params);
  }
  disconnect() {
    this.record('disconnect');
    return this.disconnectResult();
  }
  switchNetwork(params: { network: CaipNetwork }) {
    this.record(`switchNetwork(${params.network.caipNetworkId})`);
    return this.switchResult();
  }
  getBalance() {
    this.record('getBalance');
    return this.balance();
  }
  async signMessage(params: { message: string; address: string }) {
    this.record('signMessage');
    return `signed:${params.message}:${params.address}`;
  }
  destroy() {
    this.record('destroy');
  }
}

/** A rejected wallet request as EIP-1193 wallets report it. */
export function userRejection(code = 4001, message = 'User rejected the request.'): Error {
  return Object.assign(new Error(message), { code });
}

export function createTestKit(
  options: { config?: Partial<ResolvedConfig>; adapters?: ChainAdapter[] } & WalletKitOptions = {},
) {
  const storage = (options.storage as MemoryStorage | undefined) ?? new MemoryStorage();
  const adapters = options.adapters ?? [new ScriptedAdapter('eip155')];
  const ctx = createKitContext(testConfig(options.config), adapters, {
    isMobile: () => false,
    ...options,
    storage,
  });
  return { kit: walletKitFromContext(ctx), ctx, storage, adapters };
}

/** Lets pending promise callbacks run (adapter answers, background balance reads). */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
