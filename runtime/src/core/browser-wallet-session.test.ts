import { describe, expect, it } from 'vitest';
import { createBrowserWalletState, type BrowserWalletSession } from './browser-wallet-session.js';
import type { AdapterEvent, Connector } from './types.js';

const wallet = (id: string): Connector => ({
  id,
  name: id,
  type: 'INJECTED',
  chain: 'cosmos',
  provider: { id },
});

function setup() {
  const events: AdapterEvent[] = [];
  const state = createBrowserWalletState<BrowserWalletSession & { label: string }>('cosmos');
  state.context = { networks: [], emit: (event) => events.push(event) };
  const unsubscribed: string[] = [];
  const session = (connector: Connector, label: string) => ({
    connector,
    label,
    unsubscribe: () => unsubscribed.push(label),
  });
  return { state, events, unsubscribed, session };
}

describe('a browser wallet connection (Bitcoin, Polkadot, Cosmos adapters)', () => {
  it('a new connection ends the one before it and stops following that wallet', () => {
    const { state, unsubscribed, session } = setup();
    state.begin(session(wallet('a'), 'first'));
    state.begin(session(wallet('b'), 'second'));
    expect(state.session?.label).toBe('second');
    expect(unsubscribed).toEqual(['first']);
  });

  it('a call that needs a connection refuses without one, naming the family', () => {
    const { state, session } = setup();
    expect(() => state.connected()).toThrow('No cosmos wallet is connected');
    state.begin(session(wallet('a'), 'first'));
    expect(state.connected().label).toBe('first');
    state.end();
    expect(() => state.connected()).toThrow('No cosmos wallet is connected');
  });

  it('the connected wallet missing from discovery ends the connection and the kit hears it', () => {
    const { state, events, unsubscribed, session } = setup();
    const connected = wallet('a');
    state.begin(session(connected, 'first'));
    const others = [wallet('b')];
    state.connectorsChanged(others);
    expect(state.session).toBeUndefined();
    expect(unsubscribed).toEqual(['first']);
    expect(events).toEqual([{ type: 'disconnect' }, { type: 'connectors', connectors: others }]);
  });

  it('a discovery change that still lists the connected wallet keeps the connection', () => {
    const { state, events, session } = setup();
    const connected = wallet('a');
    state.begin(session(connected, 'first'));
    state.connectorsChanged([wallet('b'), connected]);
    expect(state.session?.label).toBe('first');
    expect(events).toEqual([{ type: 'connectors', connectors: [wallet('b'), connected] }]);
  });
});
