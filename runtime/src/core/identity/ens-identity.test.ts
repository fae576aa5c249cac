/**
 * The Account view's ENS identity rules, with a scripted eip155 adapter whose names the test
 * decides (the real resolver on anvil: test/integration/eip155-ens-identity.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  connector,
  createTestKit,
  EVM_ADDRESS,
  flush,
  MAINNET,
  POLYGON,
  ScriptedAdapter,
} from '../testing/test-support.js';
import type { CaipNetwork } from '../types.js';
import { setProfileName } from './profile-name.js';
import { ensIdentityFeature } from './ens-identity.js';

const RESOLVER = '0x00000000000000000000000000000000000000e5';
const OTHER = '0x70997970C51812dc3A010C7d01b50e20d3b9c4F2';
const PNG = 'data:image/png;base64,iVBORw0KGgo=';

/** An eip155 wallet whose reverse records, forward records and texts are maps. */
class NamingAdapter extends ScriptedAdapter {
  reverse = new Map<string, string>();
  forward = new Map<string, string>();
  texts = new Map<string, string>();
  lookups: string[] = [];
  failing = false;
  constructor() {
    super('eip155');
  }
  async reverseName(params: { address: string; network: CaipNetwork }) {
    this.lookups.push(`reverse ${params.address} ${params.network.caipNetworkId}`);
    if (this.failing) throw new Error('rpc down');
    return this.reverse.get(params.address.toLowerCase());
  }
  async resolveName(params: { name: string }) {
    this.lookups.push(`forward ${params.name}`);
    return this.forward.get(params.name);
  }
  async nameText(params: { name: string; key: string }) {
    return this.texts.get(`${params.name}/${params.key}`);
  }
}

async function identityKit(options: { resolver?: boolean; adapter?: NamingAdapter } = {}) {
  const adapter = options.adapter ?? new NamingAdapter();
  const network: CaipNetwork =
    options.resolver === false ? MAINNET : { ...MAINNET, ensUniversalResolver: RESOLVER };
  const { kit, ctx, storage } = createTestKit({
    config: { networks: [network] },
    adapters: [adapter],
  });
  await kit.start();
  await kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  const account = () => ctx.stores.chain.getState().chains.eip155!.accountState;
  return { kit, ctx, adapter, account, storage };
}

function named(name = 'owner.eth', address = EVM_ADDRESS) {
  const adapter = new NamingAdapter();
  adapter.reverse.set(EVM_ADDRESS.toLowerCase(), name);
  adapter.forward.set(name, address);
  return adapter;
}

describe('ENS identity of the connected account', () => {
  it('the ENS name is shown when its forward record gives the address back', async () => {
    const adapter = named();
    adapter.texts.set('owner.eth/avatar', PNG);
    const { kit, account } = await identityKit({ adapter });
    await kit.feature(ensIdentityFeature).refresh();
    expect(account()).toMatchObject({ profileName: 'owner.eth', profileImage: PNG });
  });

  it('the name is not shown when its forward record points at another address', async () => {
    const { kit, account } = await identityKit({ adapter: named('vitalik.eth', OTHER) });
    await kit.feature(ensIdentityFeature).refresh();
    expect(account().profileName ?? null).toBeNull();
    expect(account().profileImage ?? null).toBeNull();
  });

  it('the name is not shown when it has no forward record', async () => {
    const adapter = named();
    adapter.forward.clear();
    const { kit, account } = await identityKit({ adapter });
    await kit.feature(ensIdentityFeature).refresh();
    expect(account().profileName ?? null).toBeNull();
  });

  it('nothing is looked up on a network without an ENS Universal Resolver', async () => {
    const { kit, adapter, account } = await identityKit({ resolver: false, adapter: named() });
    await kit.feature(ensIdentityFeature).refresh();
    expect(adapter.lookups).toEqual([]);
    expect(account().profileName ?? null).toBeNull();
  });

  it('an avatar record the kit refuses leaves the name and no image', async () => {
    const adapter = named();
    adapter.texts.set('owner.eth/avatar', 'javascript:alert(1)');
    const { kit, account } = await identityKit({ adapter });
    await kit.feature(ensIdentityFeature).refresh();
    expect(account()).toMatchObject({ profileName: 'owner.eth', profileImage: null });
  });

  it('an address and network is looked up once, then read from the cache', async () => {
    const { kit, adapter } = await identityKit({ adapter: named() });
    const identity = kit.feature(ensIdentityFeature);
    await Promise.all([identity.refresh(), identity.refresh(), identity.refresh()]);
    await identity.refresh();
    expect(adapter.lookups.filter((call) => call.startsWith('reverse'))).toHaveLength(1);
  });

  it('a failed lookup shows nothing, is logged once and is tried again later', async () => {
    const adapter = named();
    adapter.failing = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const { kit, account } = await identityKit({ adapter });
      const identity = kit.feature(ensIdentityFeature);
      await identity.refresh();
      await identity.refresh();
      expect(account().profileName ?? null).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      adapter.failing = false;
      await identity.refresh();
      expect(account().profileName).toBe('owner.eth');
    } finally {
      warn.mockRestore();
    }
  });

  it("the kit's own registered name wins over the ENS name, whichever answers last", async () => {
    const { kit, ctx, account } = await identityKit({ adapter: named() });
    setProfileName(ctx.stores.chain, 'eip155', 'names', 'chosen-here');
    await kit.feature(ensIdentityFeature).refresh();
    expect(account().profileName).toBe('chosen-here');
    setProfileName(ctx.stores.chain, 'eip155', 'names', null);
    expect(account().profileName).toBe('owner.eth');
  });
});

describe('ENS identity across networks', () => {
  it('switching to a network without a resolver stops showing the name and avatar', async () => {
    const adapter = named();
    adapter.texts.set('owner.eth/avatar', PNG);
    const withResolver: CaipNetwork = { ...MAINNET, ensUniversalResolver: RESOLVER };
    const { kit, ctx } = createTestKit({
      config: { networks: [withResolver, POLYGON] },
      adapters: [adapter],
    });
    await kit.start();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    await flush();
    const identity = kit.feature(ensIdentityFeature);
    await identity.refresh();
    const account = () => ctx.stores.chain.getState().chains.eip155!.accountState;
    expect(account().profileName).toBe('owner.eth');
    await kit.switchNetwork(POLYGON);
    await flush();
    await identity.refresh();
    expect(account().profileName ?? null).toBeNull();
    expect(account().profileImage ?? null).toBeNull();
  });
});
