import { createCosmosSigner, type CosmosSigner } from '@wallet-kit/local-stack/family-signers';
import { verifySiwxSession } from '@wallet-kit/server';
import {
  createSiwxMessageData,
  findCatalogueNetwork,
  formatSiwxMessage,
  type CaipNetwork,
} from '@wallet-kit/schemas';
import { beforeEach, describe, expect, it } from 'vitest';
import { isUserRejection } from '../core/errors.js';
import type { AdapterEvent } from '../core/types.js';
import { createCosmosAdapter } from './adapter.js';
import type { CosmosWindowLike, KeplrLike } from './keplr-source.js';

const COSMOS_HUB = findCatalogueNetwork('cosmos:cosmoshub-4') as CaipNetwork;
const OSMOSIS = findCatalogueNetwork('cosmos:osmosis-1') as CaipNetwork;
const PREFIXES: Record<string, string> = { 'cosmoshub-4': 'cosmos', 'osmosis-1': 'osmo' };

/** A Keplr-style wallet over real keys: one key per chain prefix, approvals decided by the test. */
class TestKeplr implements KeplrLike {
  approve = true;
  enabled = new Set<string>();
  enableCalls: string[] = [];
  seed = 'first';
  constructor(private readonly win: EventTarget) {}

  signer(chainId: string): Promise<CosmosSigner> {
    return createCosmosSigner({ seed: this.seed, prefix: PREFIXES[chainId] });
  }
  async enable(chainIds: string | string[]) {
    const ids = [chainIds].flat();
    this.enableCalls.push(...ids);
    if (!ids.every((id) => this.enabled.has(id)) && !this.approve) {
      throw new Error('Request rejected');
    }
    for (const id of ids) this.enabled.add(id);
  }
  async getKey(chainId: string) {
    if (!this.enabled.has(chainId)) throw new Error(`${chainId} is not enabled`);
    return { name: 'Test account', bech32Address: (await this.signer(chainId)).address };
  }
  async signArbitrary(chainId: string, signer: string, data: string | Uint8Array) {
    const key = await this.signer(chainId);
    if (key.address !== signer) throw new Error('Signer mismatched');
    if (!this.approve) throw new Error('Request rejected');
    return key.signArbitrary(data);
  }
  async disable() {
    this.enabled.clear();
  }
  switchAccount(seed: string) {
    this.seed = seed;
    this.win.dispatchEvent(new Event('keplr_keystorechange'));
  }
}

function setup(withWallet = true) {
  const win = new EventTarget() as EventTarget & CosmosWindowLike;
  const keplr = new TestKeplr(win);
  if (withWallet) win['keplr'] = keplr;
  const events: AdapterEvent[] = [];
  const adapter = createCosmosAdapter({ window: win, reconnectWaitMs: 250 });
  adapter.init({ networks: [COSMOS_HUB, OSMOSIS], emit: (event) => events.push(event) });
  return { win, keplr, adapter, events };
}

const CONNECTOR = 'keplr-style:keplr';

describe('cosmos adapter', () => {
  let hubAddress: string;
  beforeEach(async () => {
    hubAddress = (await createCosmosSigner({ seed: 'first' })).address;
  });

  it('offers a Keplr-style object on the window as a connector', () => {
    const { adapter } = setup();
    expect(adapter.getConnectors()).toMatchObject([
      { id: CONNECTOR, name: 'Keplr', type: 'INJECTED', chain: 'cosmos' },
    ]);
  });

  it('offers no connector when the page has no Keplr-style wallet', () => {
    expect(setup(false).adapter.getConnectors()).toEqual([]);
  });

  it('connects by enabling the network chain id and answers with its bech32 account', async () => {
    const { adapter, keplr } = setup();
    const connection = await adapter.connect({ connectorId: CONNECTOR, network: COSMOS_HUB });
    expect(connection).toEqual({
      address: hubAddress,
      chainId: 'cosmoshub-4',
      accountName: 'Test account',
    });
    expect(keplr.enableCalls).toEqual(['cosmoshub-4']);
  });

  it('a visitor who declines the connection gets a rejection', async () => {
    const { adapter, keplr } = setup();
    keplr.approve = false;
    const error = await adapter
      .connect({ connectorId: CONNECTOR, network: COSMOS_HUB })
      .catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
  });

  it('signs a sign-in message with ADR-036 so the server helper verifies it', async () => {
    const { adapter } = setup();
    const { address } = await adapter.connect({ connectorId: CONNECTOR, network: COSMOS_HUB });
    const data = createSiwxMessageData({
      chainId: COSMOS_HUB.caipNetworkId,
      accountAddress: address,
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'nonce0123456789',
    });
    const message = formatSiwxMessage(data);
    const signature = await adapter.signMessage({ message, address });
    const session = { data, message, signature };
    const verified = await verifySiwxSession(session, {
      domain: 'app.example',
      chains: [COSMOS_HUB.caipNetworkId],
      consumeNonce: () => true,
    });
    expect(verified.data.accountAddress).toBe(address);
  });

  it('a signature the visitor declines rejects with the rejection code', async () => {
    const { adapter, keplr } = setup();
    const { address } = await adapter.connect({ connectorId: CONNECTOR, network: COSMOS_HUB });
    keplr.approve = false;
    const error = await adapter.signMessage({ message: 'hello', address }).catch((e: unknown) => e);
    expect(isUserRejection(error)).toBe(true);
  });

  it('a reload reconnects silently to a wallet that still allows the page', async () => {
    const first = setup();
    await first.adapter.connect({ connectorId: CONNECTOR, network: COSMOS_HUB });
    const { keplr, adapter } = setup();
    keplr.enabled = first.keplr.enabled;
    keplr.approve = false; // any prompt would be declined
    expect(await adapter.reconnect({ connectorId: CONNECTOR, network: COSMOS_HUB })).toMatchObject({
      address: hubAddress,
      chainId: 'cosmoshub-4',
    });
  });

  it('a reload does not reconnect once the wallet no longer allows the page', async () => {
    const { keplr, adapter } = setup();
    keplr.approve = false;
    expect(await adapter.reconnect({ connectorId: CONNECTOR, network: COSMOS_HUB })).toBeNull();
  });

  it('a reload does not reconnect when the wallet is gone', async () => {
    const { adapter } = setup(false);
    expect(await adapter.reconnect({ connectorId: CONNECTOR, network: COSMOS_HUB })).toBeNull();
  });

  it('waits for a wallet that injects itself after the kit started', async () => {
    const { win, keplr, adapter } = setup(false);
    keplr.enabled.add('cosmoshub-4');
    setTimeout(() => (win['keplr'] = keplr), 20);
    const pending = adapter.reconnect({ connectorId: CONNECTOR, network: COSMOS_HUB });
    expect(await pending).toMatchObject({ address: hubAddress });
  });

  it('an account change in the wallet reaches the kit', async () => {
    const { adapter, keplr, events } = setup();
    await adapter.connect({ connectorId: CONNECTOR, network: COSMOS_HUB });
    keplr.switchAccount('second');
    const second = (await createCosmosSigner({ seed: 'second' })).address;
    await expect
      .poll(() => events.at(-1))
      .toEqual({ type: 'accountsChanged', address: second, accountName: 'Test account' });
  });

  it('switching network asks the wallet for the account of the new chain', async () => {
    const { adapter, events } = setup();
    await adapter.connect({ connectorId: CONNECTOR, network: COSMOS_HUB });
    await adapter.switchNetwork({ network: OSMOSIS });
    const osmo = (await createCosmosSigner({ seed: 'first', prefix: 'osmo' })).address;
    expect(events.at(-1)).toEqual({
      type: 'accountsChanged',
      address: osmo,
      accountName: 'Test account',
    });
  });

  it('disconnect revokes the page in the wallet and stops signing', async () => {
    const { adapter, keplr } = setup();
    const { address } = await adapter.connect({ connectorId: CONNECTOR, network: COSMOS_HUB });
    await adapter.disconnect();
    expect(keplr.enabled.size).toBe(0);
    await expect(adapter.signMessage({ message: 'hi', address })).rejects.toThrow(
      'No cosmos wallet is connected',
    );
  });

  it('the connected wallet going away (extension disabled) ends the connection', async () => {
    const { adapter, win, events } = setup();
    const { address } = await adapter.connect({ connectorId: CONNECTOR, network: COSMOS_HUB });
    delete win['keplr'];
    win.dispatchEvent(new Event('load'));
    expect(events).toContainEqual({ type: 'disconnect' });
    expect(events.at(-1)).toEqual({ type: 'connectors', connectors: [] });
    await expect(adapter.signMessage({ message: 'hi', address })).rejects.toThrow(
      'No cosmos wallet is connected',
    );
  });

  it('reports no balance rather than a made-up 0 ATOM: no Cosmos balance is read', async () => {
    const { adapter } = setup();
    expect(await adapter.getBalance({ address: hubAddress, network: COSMOS_HUB })).toBeUndefined();
  });
});
