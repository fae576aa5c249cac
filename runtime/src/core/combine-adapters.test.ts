import { describe, expect, it } from 'vitest';
import { combineAdapters } from './combine-adapters.js';
import { ScriptedAdapter, connector, createTestKit, flush } from './testing/test-support.js';

const WC_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

function setup() {
  const browser = new ScriptedAdapter('eip155');
  const walletConnect = new ScriptedAdapter('eip155', {
    address: WC_ADDRESS,
    connectors: [connector({ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' })],
  });
  const combined = combineAdapters(browser, walletConnect);
  const kit = createTestKit({ adapters: [combined] });
  return { browser, walletConnect, combined, ...kit };
}

const address = (kit: ReturnType<typeof setup>['kit']) =>
  kit.stores.chain.getState().chains.eip155?.accountState.address;

describe('combined adapters of one chain family', () => {
  it('lists the connectors of every member as one family', async () => {
    const { kit } = setup();
    await kit.start();
    expect(kit.stores.connector.getState().connectors.map((c) => c.id)).toEqual([
      'eip155-wallet',
      'walletConnect',
    ]);
  });

  it('connects through the member that owns the connector', async () => {
    const { kit, browser, walletConnect } = setup();
    await kit.start();
    await kit.connect(kit.stores.connector.getState().connectors[1]!);
    expect(walletConnect.calls).toContain('eip155.connect');
    expect(browser.calls).not.toContain('eip155.connect');
    expect(address(kit)).toBe(WC_ADDRESS);
  });

  it('only the wallet the visitor is connected through moves or ends the session', async () => {
    const { kit, browser, walletConnect } = setup();
    await kit.start();
    await kit.connect(kit.stores.connector.getState().connectors[1]!);
    browser.emit({ type: 'disconnect' });
    browser.emit({
      type: 'accountsChanged',
      address: '0x0000000000000000000000000000000000000001',
    });
    expect(address(kit)).toBe(WC_ADDRESS);
    walletConnect.emit({ type: 'disconnect' });
    expect(address(kit)).toBeUndefined();
  });

  it('a connectors change of one member reports the whole family', async () => {
    const { kit, browser } = setup();
    await kit.start();
    browser.connectors = [connector({ id: 'io.rabby', name: 'Rabby' })];
    browser.emit({ type: 'connectors', connectors: browser.connectors });
    expect(kit.stores.connector.getState().connectors.map((c) => c.id)).toEqual([
      'io.rabby',
      'walletConnect',
    ]);
  });

  it('a reconnect for a connector nobody announced yet goes to the primary member', async () => {
    const { kit, storage, browser, walletConnect } = setup();
    storage.setItem('@walletkit/connection_status', '"connected"');
    storage.setItem('@walletkit/eip155:connector_id', '"io.late-wallet"');
    await kit.start();
    expect(browser.calls).toContain('eip155.reconnect');
    expect(walletConnect.calls).not.toContain('eip155.reconnect');
  });

  it('signs and disconnects through the connected member', async () => {
    const { kit, browser, walletConnect } = setup();
    await kit.start();
    await kit.connect(kit.stores.connector.getState().connectors[1]!);
    await kit.signMessage('hello');
    await kit.disconnect();
    await flush();
    expect(walletConnect.calls).toEqual(
      expect.arrayContaining(['eip155.signMessage', 'eip155.disconnect']),
    );
    expect(browser.calls).not.toContain('eip155.signMessage');
    expect(browser.calls).not.toContain('eip155.disconnect');
  });

  it('refuses members of another chain family', () => {
    expect(() =>
      combineAdapters(new ScriptedAdapter('eip155'), new ScriptedAdapter('solana')),
    ).toThrow('Cannot combine a solana adapter with a eip155 adapter');
  });
});
