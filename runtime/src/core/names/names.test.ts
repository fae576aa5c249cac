/**
 * The names controller against the real names service (`@wallet-kit/server/names` over PGlite,
 * served on loopback) with a wallet that signs for real (anvil's first dev key, in process).
 * The service's chain URL points at a closed loopback port: an EOA's signature is then checked
 * by ECDSA recovery, which needs no chain.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNamesHandler, openNameStore, type NameStore } from '@wallet-kit/server/names';
import {
  connector,
  createTestKit,
  EVM_ADDRESS,
  flush,
  MAINNET,
  ScriptedAdapter,
  testConfig,
  userRejection,
} from '../testing/test-support.js';
import { sendFeature } from '../send/send.js';
import { SendingAdapter } from '../send/testing/test-adapter.js';
import { namesFeature } from './names.js';

const ANVIL_KEY_0 = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';
const ANVIL_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
const owner = privateKeyToAccount(ANVIL_KEY_0);
const other = privateKeyToAccount(ANVIL_KEY_1);

let store: NameStore;
let server: Server;
let namesUrl: string;
/** Requests the service received, as "METHOD /path". */
const requests: string[] = [];

beforeAll(async () => {
  store = await openNameStore();
  // The service's domain names its port, known once it listens.
  let handle: ReturnType<typeof createNamesHandler> | undefined;
  server = createServer(async (req, res) => {
    requests.push(`${req.method} ${req.url}`);
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const answer = await handle!(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method!,
        ...(body.length > 0 ? { body } : {}),
      }),
    );
    res.writeHead(answer!.status, Object.fromEntries(answer!.headers));
    res.end(Buffer.from(await answer!.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  namesUrl = `http://127.0.0.1:${port}/names`;
  handle = createNamesHandler({
    basePath: '/names',
    domain: `127.0.0.1:${port}`,
    store,
    rpcUrls: { 'eip155:1': 'http://127.0.0.1:9', 'eip155:137': 'http://127.0.0.1:9' },
  });
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await store?.close();
});

/** A wallet whose signatures are real: the service verifies them. */
class SigningAdapter extends SendingAdapter {
  signer = owner;
  nextSign?: () => Promise<string>;
  override async signMessage(params: { message: string; address: string }) {
    this.calls.push('eip155.signMessage');
    if (this.nextSign) return this.nextSign();
    return this.signer.signMessage({ message: params.message });
  }
}

function namesConfig(url = namesUrl) {
  const defaults = testConfig();
  return {
    features: { ...defaults.features, names: true },
    endpoints: { ...defaults.endpoints, namesUrl: url },
  };
}

async function connectedKit(options: { chainId?: number; now?: () => number } = {}) {
  const adapter = new SigningAdapter('eip155', { chainId: options.chainId ?? 1 });
  const test = createTestKit({
    adapters: [adapter],
    config: namesConfig(),
    ...(options.now ? { now: options.now } : {}),
  });
  await test.kit.start();
  await test.kit.connect(connector({ id: 'eip155-wallet' }));
  await flush();
  // The visitor opens the modal (Account) and goes to RegisterAccountName.
  test.kit.open();
  test.kit.router.push('RegisterAccountName');
  return { ...test, adapter, names: test.kit.feature(namesFeature) };
}

const view = (kit: { stores: { router: { getState(): { view: string } } } }) =>
  kit.stores.router.getState().view;

describe('account name rule with live feedback', () => {
  it('an empty field says nothing; a short or badly spelled name says why; a good one is valid', async () => {
    const { names } = await connectedKit();
    names.setInput('');
    expect(names.store.getState().feedback).toEqual({ valid: false });
    names.setInput('abc');
    expect(names.store.getState().feedback.message).toBe('A name needs at least 4 characters');
    names.setInput('ab_cd');
    expect(names.store.getState().feedback.message).toBe('Use only letters, digits and hyphens');
    names.setInput('good-name');
    expect(names.store.getState().feedback).toEqual({ valid: true });
  });

  it('a name against the rule is never sent to the wallet', async () => {
    const { names, adapter } = await connectedKit();
    expect(await names.register('no')).toBe(false);
    expect(adapter.calls).not.toContain('eip155.signMessage');
    expect(names.store.getState().error).toBe('A name needs at least 4 characters');
  });
});

describe('name registration', () => {
  it('moves to RegisterAccountNameSuccess while signing; success shows the name on the account', async () => {
    const { names, kit, ctx } = await connectedKit();
    let viewWhileSigning: string | undefined;
    let signedMessage = '';
    const signMessage = kit.signMessage.bind(kit);
    // What the kit asks the wallet to sign, and where the modal is meanwhile.
    Object.assign(kit, {
      signMessage: (message: string) => {
        signedMessage = message;
        viewWhileSigning = view(kit);
        return signMessage(message);
      },
    });

    names.setInput('Owner-Name');
    expect(await names.register()).toBe(true);
    expect(viewWhileSigning).toBe('RegisterAccountNameSuccess');
    expect(view(kit)).toBe('RegisterAccountNameSuccess');
    expect(names.store.getState()).toMatchObject({ loading: false, registeredName: 'owner-name' });
    expect(ctx.stores.chain.getState().chains.eip155?.accountState.profileName).toBe('owner-name');
    expect(JSON.parse(signedMessage)).toMatchObject({ name: 'Owner-Name', attributes: {} });
  });

  it('failure replaces the view with RegisterAccountName and shows the service reason', async () => {
    const first = await connectedKit();
    await first.names.register('taken-name');
    const { names, kit } = await connectedKit();
    expect(await names.register('TAKEN-name')).toBe(false);
    expect(view(kit)).toBe('RegisterAccountName');
    expect(names.store.getState()).toMatchObject({
      loading: false,
      error: 'This name is already taken',
    });
  });

  it('a signature by another account is refused and the form says so', async () => {
    const { names, kit, adapter } = await connectedKit();
    adapter.signer = other;
    expect(await names.register('forged-name')).toBe(false);
    expect(view(kit)).toBe('RegisterAccountName');
    expect(names.store.getState().error).toBe('The signature was not made by this address');
  });

  it('a declined signature returns to RegisterAccountName with the reason', async () => {
    const { names, kit, adapter } = await connectedKit();
    adapter.nextSign = () => Promise.reject(userRejection());
    expect(await names.register('declined-name')).toBe(false);
    expect(view(kit)).toBe('RegisterAccountName');
    expect(names.store.getState().loading).toBe(false);
    expect(names.store.getState().error).toMatch(/declined/i);
  });

  it('loading resets on cancel, and the late answer of the cancelled attempt changes nothing', async () => {
    const { names, kit, adapter } = await connectedKit();
    let answer!: (signature: string) => void;
    adapter.nextSign = () => new Promise<string>((resolve) => (answer = resolve));
    const pending = names.register('cancelled-name');
    await flush();
    expect(names.store.getState().loading).toBe(true);
    // Back from the signing view: the visitor left.
    kit.router.goBack();
    expect(names.store.getState().loading).toBe(false);
    const registrations = () => requests.filter((r) => r === 'POST /names/account').length;
    const before = registrations();
    answer(await owner.signMessage({ message: 'late' }));
    expect(await pending).toBe(false);
    // The visitor left: the late signature registers nothing.
    expect(registrations()).toBe(before);
    expect(view(kit)).toBe('RegisterAccountName');
    expect(names.store.getState().error).toBeUndefined();
  });

  it('closing the modal while the wallet is asked resets loading', async () => {
    const { names, kit, adapter } = await connectedKit();
    adapter.nextSign = () => new Promise<string>(() => {});
    void names.register('closed-modal');
    await flush();
    expect(names.store.getState().loading).toBe(true);
    kit.close();
    expect(names.store.getState().loading).toBe(false);
  });

  it('a chain id of 2^31 or above has no coin type: "Invalid chainId"', async () => {
    const { names, kit, adapter } = await connectedKit();
    // The wallet now reports a chain whose id is too large to become a coin type.
    kit.stores.chain.setState((state) => {
      const entry = state.chains.eip155!;
      return {
        chains: {
          ...state.chains,
          eip155: {
            ...entry,
            networkState: {
              ...entry.networkState,
              caipNetwork: { ...MAINNET, id: 2 ** 31, caipNetworkId: `eip155:${2 ** 31}` },
            },
          },
        },
      };
    });
    expect(await names.register('big-chain')).toBe(false);
    expect(names.store.getState().error).toBe('Invalid chainId');
    expect(adapter.calls).not.toContain('eip155.signMessage');
  });
});

describe('name suggestions', () => {
  it('lists free names close to the input, without the taken ones', async () => {
    const { names } = await connectedKit();
    await names.register('suggest');
    names.setInput('suggest');
    await names.fetchSuggestions();
    const { suggestions } = names.store.getState();
    expect(suggestions).not.toContain('suggest');
    expect(suggestions).toContain('suggest1');
  });

  it('a service that cannot be reached reads "Error fetching name suggestions"', async () => {
    const adapter = new SigningAdapter('eip155');
    const { kit } = createTestKit({
      adapters: [adapter],
      config: namesConfig('http://127.0.0.1:9/names'),
    });
    const names = kit.feature(namesFeature);
    names.setInput('anything');
    await names.fetchSuggestions();
    expect(names.store.getState()).toMatchObject({
      suggestions: [],
      error: 'Error fetching name suggestions',
    });
  });
});

describe('the account name', () => {
  it('is read once per 5 minutes (name cache) and shown as the profile name', async () => {
    let now = 1_000_000;
    const { names, ctx } = await connectedKit({ now: () => now });
    await names.register('cached-name');
    ctx.caches.name.clear();
    const reverseCalls = () => requests.filter((r) => r.startsWith('GET /names/reverse/')).length;
    const before = reverseCalls();
    expect(await names.loadAccountName()).toBeDefined();
    expect(await names.loadAccountName()).toBeDefined();
    expect(reverseCalls()).toBe(before + 1);
    now += 5 * 60_000 - 1;
    await names.loadAccountName();
    expect(reverseCalls()).toBe(before + 1);
    now += 2;
    await names.loadAccountName();
    expect(reverseCalls()).toBe(before + 2);
    expect(ctx.stores.chain.getState().chains.eip155?.accountState.profileName).toBeTruthy();
  });

  it('without features.names nothing is asked of any service', async () => {
    const before = requests.length;
    const { kit } = createTestKit({ adapters: [new ScriptedAdapter('eip155')] });
    await kit.start();
    await kit.connect(connector({ id: 'eip155-wallet' }));
    const names = kit.feature(namesFeature);
    expect(names.enabled).toBe(false);
    expect(await names.loadAccountName()).toBeUndefined();
    await names.fetchSuggestions();
    expect(requests.length).toBe(before);
  });
});

describe('a name as the send receiver', () => {
  it('is resolved to its address and shown as receiverProfileName', async () => {
    const { names, kit, adapter } = await connectedKit();
    await names.register('pay-me-here');
    const send = kit.feature(sendFeature);
    send.setToken({
      symbol: 'ETH',
      chainId: 'eip155:1',
      quantity: { decimals: '18', numeric: '10' },
    });
    send.setAmount('1');
    send.setReceiver('pay-me-here');
    await expect(send.send()).resolves.toMatch(/^0x/);
    expect(adapter.sends).toEqual([{ kind: 'native', to: EVM_ADDRESS.toLowerCase(), amount: '1' }]);
  });

  it('receiverProfileName is set while the form is reviewed', async () => {
    const { names, kit } = await connectedKit();
    await names.register('review-name');
    const send = kit.feature(sendFeature);
    send.setToken({
      symbol: 'ETH',
      chainId: 'eip155:1',
      quantity: { decimals: '18', numeric: '10' },
    });
    send.setAmount('1');
    send.setReceiver('review-name');
    await send.estimateFee();
    expect(send.store.getState().receiverProfileName).toBe('review-name');
  });

  it('a name nobody holds reads "Error resolving name" and nothing is sent', async () => {
    const { kit, adapter } = await connectedKit();
    const send = kit.feature(sendFeature);
    send.setToken({
      symbol: 'ETH',
      chainId: 'eip155:1',
      quantity: { decimals: '18', numeric: '10' },
    });
    send.setAmount('1');
    send.setReceiver('nobody-holds-this');
    await send.send();
    expect(send.store.getState().error).toBe('Error resolving name');
    expect(adapter.sends).toEqual([]);
  });

  it('a name registered on another chain is not sent to on this one', async () => {
    const polygon = await connectedKit({ chainId: 137 });
    await polygon.names.register('polygon-only');
    const { kit, adapter } = await connectedKit();
    const send = kit.feature(sendFeature);
    send.setToken({
      symbol: 'ETH',
      chainId: 'eip155:1',
      quantity: { decimals: '18', numeric: '10' },
    });
    send.setAmount('1');
    send.setReceiver('polygon-only');
    await send.send();
    expect(send.store.getState().error).toBe('Error resolving name');
    expect(adapter.sends).toEqual([]);
  });
});
