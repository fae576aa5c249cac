/**
 * The Account view's ENS identity against a real anvil node: the Universal Resolver fixture
 * (stack/src/ens) answers viem's own `getEnsName`, `getEnsText` and `getEnsAvatar` as the real
 * resolver does, and a kit connected to anvil's first dev account shows its primary name and
 * avatar, only when the name resolves back to it, with one lookup per account and network.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { createPublicClient, http, type Address } from 'viem';
import { getEnsAvatar, getEnsName, getEnsText } from 'viem/actions';
import { createWalletKit, type WalletKit } from '@wallet-kit/runtime';
import { createEip155Adapter } from '@wallet-kit/runtime/eip155';
import { parseConfig, type ResolvedConfig } from '@wallet-kit/schemas';
import { ensIdentityFeature } from '../../runtime/src/core/identity/ens-identity.js';
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { deployTestUniversalResolver, setEnsRecords } from '@wallet-kit/local-stack/ens/deploy';
import { createAnvilWallet } from '../fixtures/eip1193/anvil-wallet.js';
import {
  createTestWindow,
  installAnnouncingWallet,
  walletInfo,
} from '../fixtures/eip1193/test-window.js';
import { startRpcProxy, type RpcProxy } from '../fixtures/rpc-proxy/server.js';
import { MemoryStorage } from '../../runtime/src/core/testing/test-support.js';
import { startAndConnect } from '../fixtures/connect-discovered.js';

const RDNS = 'io.metamask';
const DEPLOYER = ANVIL_ACCOUNTS[0].address;
const OWNER = ANVIL_ACCOUNTS[0].address;
const RECEIVER = ANVIL_ACCOUNTS[1].address;
const IMPOSTOR = ANVIL_ACCOUNTS[2].address;
// Anvil's fourth dev account, which no record names.
const NAMELESS = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const AVATAR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

let node: AnvilNode;
let proxy: RpcProxy;
/** Anvil account 0 is owner.test, with an avatar; account 2 claims receiver.test. */
let resolver: Address;
/** Account 0 claims receiver.test, which resolves to account 1. */
let lyingResolver: Address;
/** Account 0 claims Owner.test (not in ENS normal form); both spellings resolve to account 0. */
let unnormalisedResolver: Address;
const cleanups: (() => unknown)[] = [];

beforeAll(async () => {
  node = await startAnvil({ chainId: 31337 });
  proxy = await startRpcProxy(node.rpcUrl);
  const deploy = () =>
    deployTestUniversalResolver({
      rpcUrl: node.rpcUrl,
      chainId: node.chainId,
      from: DEPLOYER,
      name: 'receiver.test',
      address: RECEIVER,
    });
  resolver = await deploy();
  lyingResolver = await deploy();
  unnormalisedResolver = await deploy();
  const set = (at: Address, records: Parameters<typeof setEnsRecords>[0]['records']) =>
    setEnsRecords({ rpcUrl: node.rpcUrl, resolver: at, from: DEPLOYER, records });
  await set(resolver, {
    name: 'owner.test',
    address: OWNER,
    texts: { avatar: AVATAR },
    primaryFor: [OWNER],
  });
  await set(resolver, { name: 'receiver.test', primaryFor: [IMPOSTOR] });
  await set(lyingResolver, { name: 'receiver.test', primaryFor: [OWNER] });
  await set(unnormalisedResolver, { name: 'Owner.test', address: OWNER, primaryFor: [OWNER] });
  // Its normal form resolves to account 0 too: only the spelling is wrong.
  await set(unnormalisedResolver, { name: 'owner.test', address: OWNER });
}, 120_000);
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});
afterAll(async () => {
  await proxy?.stop();
  await node?.stop();
});

const chain = () => createPublicClient({ transport: http(node.rpcUrl) });

function kitConfig(universalResolver: Address | undefined): ResolvedConfig {
  const parsed = parseConfig({
    projectId: 'test',
    metadata: { name: 'ENS identity test', url: 'http://127.0.0.1:5173' },
    networks: [
      {
        caipNetworkId: `eip155:${node.chainId}`,
        name: 'Anvil',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [proxy.url] } },
        testnet: true,
        ...(universalResolver ? { ensUniversalResolver: universalResolver } : {}),
      },
    ],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.issues));
  return parsed.config;
}

/** eth_call requests the proxy saw addressed to `at` (batched or not). */
function callsTo(at: Address): number {
  return proxy.requests
    .flatMap(({ body }) => (Array.isArray(body) ? body : [body]))
    .filter((request) => {
      const { method, params } = request as { method?: string; params?: [{ to?: string }] };
      return method === 'eth_call' && params?.[0]?.to?.toLowerCase() === at.toLowerCase();
    }).length;
}

/** A kit connected to the anvil wallet (dev account 0), its ENS identity feature started. */
async function connectedKit(universalResolver: Address | undefined) {
  const wallet = createAnvilWallet({ chains: [node] });
  const win = createTestWindow();
  installAnnouncingWallet(win, walletInfo(RDNS, 'MetaMask'), wallet);
  const adapter = createEip155Adapter({ window: win });
  cleanups.push(() => adapter.destroy());
  const kit: WalletKit = createWalletKit(kitConfig(universalResolver), [adapter], {
    storage: new MemoryStorage(),
  });
  cleanups.push(() => kit.destroy());
  await startAndConnect(kit, RDNS);
  const identity = kit.feature(ensIdentityFeature);
  await identity.refresh();
  const account = () => kit.stores.chain.getState().chains.eip155!.accountState;
  return { kit, identity, account };
}

describe('the Universal Resolver fixture answers viem as the real one does', () => {
  test('getEnsName: the primary name of an address whose name resolves back to it', async () => {
    await expect(
      getEnsName(chain(), { address: OWNER, universalResolverAddress: resolver }),
    ).resolves.toBe('owner.test');
  });

  test('getEnsName: null for an address without a primary name', async () => {
    await expect(
      getEnsName(chain(), { address: NAMELESS, universalResolverAddress: resolver }),
    ).resolves.toBeNull();
  });

  test('getEnsName: a primary name that resolves elsewhere reverts ReverseAddressMismatch (null)', async () => {
    await expect(
      getEnsName(chain(), { address: IMPOSTOR, universalResolverAddress: resolver }),
    ).resolves.toBeNull();
    await expect(
      getEnsName(chain(), { address: IMPOSTOR, universalResolverAddress: resolver, strict: true }),
    ).rejects.toThrow(/ReverseAddressMismatch/);
  });

  test('getEnsText and getEnsAvatar: the avatar record; null for an unset record or unknown name', async () => {
    const params = { universalResolverAddress: resolver };
    await expect(
      getEnsText(chain(), { ...params, name: 'owner.test', key: 'avatar' }),
    ).resolves.toBe(AVATAR);
    await expect(getEnsAvatar(chain(), { ...params, name: 'owner.test' })).resolves.toBe(AVATAR);
    await expect(
      getEnsText(chain(), { ...params, name: 'owner.test', key: 'url' }),
    ).resolves.toBeNull();
    await expect(
      getEnsText(chain(), { ...params, name: 'nobody.test', key: 'avatar' }),
    ).resolves.toBeNull();
    await expect(
      getEnsText(chain(), { ...params, name: 'nobody.test', key: 'avatar', strict: true }),
    ).rejects.toThrow(/ResolverNotFound/);
  });
});

describe('the connected account shows its ENS name and avatar (real anvil)', () => {
  test('the primary name and the data: avatar fill the account profile', async () => {
    const { account } = await connectedKit(resolver);
    expect(account()).toMatchObject({ profileName: 'owner.test', profileImage: AVATAR });
  });

  test('a primary name that does not resolve back to the account is not shown', async () => {
    const { account } = await connectedKit(lyingResolver);
    expect(account().profileName ?? null).toBeNull();
    expect(account().profileImage ?? null).toBeNull();
  });

  test('a primary name that is not in ENS normal form is not shown', async () => {
    await expect(
      getEnsName(chain(), { address: OWNER, universalResolverAddress: unnormalisedResolver }),
    ).resolves.toBe('Owner.test');
    const { account } = await connectedKit(unnormalisedResolver);
    expect(account().profileName ?? null).toBeNull();
  });

  test('a network without a resolver asks the chain nothing', async () => {
    const before = callsTo(resolver);
    const { account } = await connectedKit(undefined);
    expect(callsTo(resolver)).toBe(before);
    expect(account().profileName ?? null).toBeNull();
  });

  test('the account is looked up once per address and network', async () => {
    const before = callsTo(resolver);
    const { identity } = await connectedKit(resolver);
    const afterFirst = callsTo(resolver);
    expect(afterFirst).toBeGreaterThan(before);
    await identity.refresh();
    await identity.refresh();
    expect(callsTo(resolver)).toBe(afterFirst);
  });
});
