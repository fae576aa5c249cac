/**
 * ENS names on eip155 (Send: an ENS name resolves to an address on eip155) against a
 * real anvil node: a minimal ENS Universal Resolver (stack/src/ens) is deployed, the network
 * is configured with its address through the config schema, and names go through the adapter
 * and the send controller. The network's RPC goes through a loopback proxy that logs every call.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient, formatEther, getAddress, http, parseEther, type Address } from 'viem';
import { createWalletKit, type CaipNetwork, type WalletKit } from '@wallet-kit/runtime';
import { createEip155Adapter } from '@wallet-kit/runtime/eip155';
import { parseConfig, type ResolvedConfig } from '@wallet-kit/schemas';
import { sendFeature } from '../../runtime/src/core/send/send.js';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { recordingContext } from '../fixtures/eip1193/adapter-context.js';
import { createAnvilWallet } from '../fixtures/eip1193/anvil-wallet.js';
import {
  createTestWindow,
  installAnnouncingWallet,
  walletInfo,
} from '../fixtures/eip1193/test-window.js';
import { deployTestUniversalResolver, setEnsRecords } from '@wallet-kit/local-stack/ens/deploy';
import { startRpcProxy, type RpcProxy } from '../fixtures/rpc-proxy/server.js';
import { MemoryStorage } from '../../runtime/src/core/testing/test-support.js';
import { startAndConnect } from '../fixtures/connect-discovered.js';

const RDNS = 'io.metamask';
const NAME = 'receiver.test';
const FROM = ANVIL_ACCOUNTS[0].address;
const RECEIVER = ANVIL_ACCOUNTS[1].address;
const OTHER = ANVIL_ACCOUNTS[2].address;

let node: AnvilNode;
let proxy: RpcProxy;
let resolver: Address;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  proxy = await startRpcProxy(node.rpcUrl);
  resolver = await deployTestUniversalResolver({
    rpcUrl: node.rpcUrl,
    chainId: node.chainId,
    from: FROM,
    name: NAME,
    address: RECEIVER,
  });
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
afterAll(async () => {
  await proxy?.stop();
  await node?.stop();
});

/** The resolved config of a kit on the anvil chain, its RPC behind the logging proxy. */
function kitConfig({ withResolver = true } = {}): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'test',
    metadata: { name: 'ENS test', url: 'http://127.0.0.1:5173' },
    networks: [
      {
        caipNetworkId: `eip155:${node.chainId}`,
        name: 'Anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [proxy.url] } },
        testnet: true,
        ...(withResolver ? { ensUniversalResolver: resolver } : {}),
      },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

/** eth_call requests the proxy saw addressed to the resolver (batched or not). */
function resolverCalls(): unknown[] {
  return proxy.requests
    .flatMap(({ body }) => (Array.isArray(body) ? body : [body]))
    .filter((request) => {
      const { method, params } = request as { method?: string; params?: [{ to?: string }] };
      return method === 'eth_call' && params?.[0]?.to?.toLowerCase() === resolver.toLowerCase();
    });
}

function newAdapter() {
  const wallet = createAnvilWallet({ chains: [node] });
  const win = createTestWindow();
  installAnnouncingWallet(win, walletInfo(RDNS, 'MetaMask'), wallet);
  const adapter = createEip155Adapter({ window: win });
  cleanups.push(() => adapter.destroy());
  return adapter;
}

const nativeBalance = (address: Address) =>
  createPublicClient({ transport: http(node.rpcUrl) }).getBalance({ address });

/** A kit connected to the anvil wallet (dev account 0), with its send form. */
async function connectedKit(config = kitConfig()) {
  const adapter = newAdapter();
  const kit: WalletKit = createWalletKit(config, [adapter], { storage: new MemoryStorage() });
  cleanups.push(() => kit.destroy());
  await startAndConnect(kit, RDNS);
  const send = kit.feature(sendFeature);
  send.setToken({
    symbol: 'ETH',
    chainId: config.networks[0]!.caipNetworkId,
    quantity: { decimals: '18', numeric: formatEther(await nativeBalance(FROM)) },
  });
  return { kit, send };
}

describe('ENS names on eip155 (real anvil, deployed Universal Resolver)', () => {
  let network: CaipNetwork;
  beforeAll(() => {
    network = kitConfig().networks[0]!;
  });

  test("the config carries the network's ensUniversalResolver to the runtime", () => {
    expect(network.ensUniversalResolver).toBe(resolver);
  });

  test('an ENS name resolves to its address on eip155', async () => {
    const adapter = newAdapter();
    adapter.init(recordingContext([network]));
    await expect(adapter.resolveName!({ name: NAME, network })).resolves.toBe(getAddress(RECEIVER));
    expect(resolverCalls().length).toBeGreaterThan(0);
  });

  test('an unknown name has no address', async () => {
    const adapter = newAdapter();
    adapter.init(recordingContext([network]));
    await expect(adapter.resolveName!({ name: 'nobody.test', network })).resolves.toBeUndefined();
  });

  test('an unknown name is refused with "Error resolving name"', async () => {
    const { send } = await connectedKit();
    const before = await nativeBalance(RECEIVER);
    send.setAmount('1');
    send.setReceiver('nobody.test');
    await expect(send.send()).resolves.toBeUndefined();
    expect(send.store.getState()).toMatchObject({
      error: 'Error resolving name',
      receiverAddress: 'nobody.test',
    });
    expect(await nativeBalance(RECEIVER)).toBe(before);
  });

  test('a network without an ENS Universal Resolver refuses names without asking the chain', async () => {
    const { send } = await connectedKit(kitConfig({ withResolver: false }));
    const calls = resolverCalls().length;
    send.setAmount('1');
    send.setReceiver(NAME);
    await send.send();
    expect(send.store.getState().error).toBe('Error resolving name');
    expect(resolverCalls().length).toBe(calls);
  });

  test('an address is never looked up as a name', async () => {
    const adapter = newAdapter();
    adapter.init(recordingContext([network]));
    const calls = resolverCalls().length;
    await expect(adapter.resolveName!({ name: OTHER, network })).resolves.toBeUndefined();

    const { send } = await connectedKit();
    const before = await nativeBalance(OTHER);
    send.setAmount('0.25');
    send.setReceiver(OTHER);
    await expect(send.send()).resolves.toMatch(/^0x[0-9a-f]{64}$/);
    expect((await nativeBalance(OTHER)) - before).toBe(parseEther('0.25'));
    expect(resolverCalls().length).toBe(calls);
  });

  test('a name repointed after the visitor reviewed the send does not move the money: it lands where the review showed', async () => {
    const reviewedName = 'moving.test';
    await setEnsRecords({
      rpcUrl: node.rpcUrl,
      resolver,
      from: FROM,
      records: { name: reviewedName, address: RECEIVER },
    });
    const { send } = await connectedKit();
    const [receiverBefore, otherBefore] = await Promise.all([
      nativeBalance(RECEIVER),
      nativeBalance(OTHER),
    ]);
    send.setAmount('0.75');
    send.setReceiver(reviewedName);
    await expect(send.review()).resolves.toBe(true);
    expect(send.store.getState().resolvedReceiver).toBe(getAddress(RECEIVER));

    // The name's owner points it at another address while the visitor reads the review.
    await setEnsRecords({
      rpcUrl: node.rpcUrl,
      resolver,
      from: FROM,
      records: { name: reviewedName, address: OTHER },
    });
    await expect(send.send()).resolves.toMatch(/^0x[0-9a-f]{64}$/);
    expect((await nativeBalance(RECEIVER)) - receiverBefore).toBe(parseEther('0.75'));
    expect(await nativeBalance(OTHER)).toBe(otherBefore);
  });

  test(`sending to ${NAME} lands on dev account 1`, async () => {
    const { send } = await connectedKit();
    const before = await nativeBalance(RECEIVER);
    send.setAmount('1.5');
    send.setReceiver(NAME);
    await expect(send.send()).resolves.toMatch(/^0x[0-9a-f]{64}$/);
    expect(send.store.getState().error).toBeUndefined();
    expect((await nativeBalance(RECEIVER)) - before).toBe(parseEther('1.5'));
  });
});
