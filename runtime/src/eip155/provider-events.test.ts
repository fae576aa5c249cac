import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Eip1193Listener, Eip1193Provider } from '../core/eip1193.js';
import type { AdapterEvent } from '../core/types.js';

/** A wallet that can fire its EIP-1193 events at will. */
function eventfulWallet() {
  const listeners = new Map<string, Set<Eip1193Listener>>();
  const provider: Eip1193Provider = {
    request: async () => null,
    on: (event, listener) =>
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener)),
    removeListener: (event, listener) => listeners.get(event)?.delete(listener),
  };
  const fire = (event: string, value?: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(value);
  };
  return { provider, fire };
}

/** Each test starts before any account was checksummed: the checksum code not yet loaded. */
let subscribeToProvider: typeof import('./provider-events.js').subscribeToProvider;
beforeEach(async () => {
  vi.resetModules();
  ({ subscribeToProvider } = await import('./provider-events.js'));
});

function recordEvents(provider: Eip1193Provider) {
  const heard: AdapterEvent[] = [];
  const unsubscribe = subscribeToProvider(provider, {
    emit: (event) => heard.push(event),
    onWalletDisconnect: () => undefined,
  });
  return { heard, unsubscribe };
}

const until = async (condition: () => boolean) => {
  for (let tries = 0; tries < 100 && !condition(); tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

const LOWER = '0x52908400098527886e0f7030069857d2e4169ee7';
const EIP55 = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('the wallet events an injected eip155 wallet sends', () => {
  it('reach the kit in the order the wallet sent them, the account checksummed', async () => {
    const { provider, fire } = eventfulWallet();
    const { heard } = recordEvents(provider);
    fire('accountsChanged', [LOWER]);
    fire('chainChanged', '0x89');
    fire('accountsChanged', []);
    fire('disconnect');
    await until(() => heard.length === 4);
    expect(heard).toEqual([
      { type: 'accountsChanged', address: EIP55 },
      { type: 'chainChanged', chainId: 137 },
      { type: 'accountsChanged', address: undefined },
      { type: 'disconnect' },
    ]);
  });

  it('stop reaching the kit once it unsubscribed, even those still being read', async () => {
    const { provider, fire } = eventfulWallet();
    const { heard, unsubscribe } = recordEvents(provider);
    fire('accountsChanged', [LOWER]);
    unsubscribe();
    fire('chainChanged', '0x1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual([]);
  });

  it('are handed over at once when no account is waiting for the checksum code', async () => {
    const { provider, fire } = eventfulWallet();
    const { heard } = recordEvents(provider);
    fire('chainChanged', '0x1');
    fire('accountsChanged', []);
    expect(heard).toEqual([
      { type: 'chainChanged', chainId: 1 },
      { type: 'accountsChanged', address: undefined },
    ]);
    fire('accountsChanged', [LOWER]);
    await until(() => heard.length === 3);
    fire('accountsChanged', [LOWER]);
    expect(heard).toHaveLength(4);
  });
});
