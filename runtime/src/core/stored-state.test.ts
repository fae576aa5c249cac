/**
 * Stored state is never trusted: for every reader of the kit's storage, a value that is too
 * long, not JSON or of the wrong shape is dropped and removed, and the kit still opens.
 */
import { describe, expect, it } from 'vitest';
import { readLocalTransactions } from './activity/local-history.js';
import { createTtlCache } from './cache.js';
import {
  MAX_STORED_VALUE_LENGTH,
  STORAGE_KEYS,
  STORAGE_PREFIX,
  createKitStorage,
  parseStoredJson,
} from './storage.js';
import * as shape from './stored-shape.js';
import {
  EVM_ADDRESS,
  MemoryStorage,
  ScriptedAdapter,
  connector,
  createTestKit,
  flush,
} from './testing/test-support.js';

/** A well-formed recent-wallets list longer than the cap: only its length is wrong. */
const HUGE_RECENT_WALLETS = JSON.stringify([
  { id: 'io.metamask', name: 'M'.repeat(MAX_STORED_VALUE_LENGTH) },
]);

/** What a previous visit stores for a MetaMask reconnect on mainnet, each value valid. */
const VALID_VISIT: Record<string, string> = {
  connection_status: '"connected"',
  'eip155:connector_id': '"io.metamask"',
  active_namespace: '"eip155"',
  active_caip_network_id: '"eip155:1"',
  recent_wallets: '[{"id":"io.metamask","name":"MetaMask"}]',
};

/** The records a silent reconnect cannot do without. */
const RECONNECT_NEEDS = ['connection_status', 'eip155:connector_id'];

const HOSTILE_VALUES: [string, (valid: string) => string][] = [
  ['longer than 64 KiB', (valid) => valid + ' '.repeat(MAX_STORED_VALUE_LENGTH)],
  ['not JSON', () => '{"unterminated'],
  ['of the wrong shape', () => '{"__proto__":{"polluted":true},"length":-1}'],
];

function planted(values: Record<string, string>): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(values)) storage.setItem(STORAGE_PREFIX + key, value);
  return storage;
}

describe('stored values are size-capped and parsed before use', () => {
  it('reads a value at the cap and drops one a character longer', () => {
    const atCap = JSON.stringify('x'.repeat(MAX_STORED_VALUE_LENGTH - 2));
    expect(parseStoredJson(atCap)).toHaveLength(MAX_STORED_VALUE_LENGTH - 2);
    expect(parseStoredJson(`${atCap} `)).toBeUndefined();
  });

  it('a well-formed value longer than the cap is removed and read as absent', () => {
    const backing = planted({ [STORAGE_KEYS.recentWallets]: HUGE_RECENT_WALLETS });
    expect(createKitStorage(backing).field('recentWallets').get()).toBeUndefined();
    expect(backing.items.size).toBe(0);
  });

  it('a value longer than the cap is not written, and clears what the key held', () => {
    const backing = planted({ [STORAGE_KEYS.connectedSocialUsername]: '"ada"' });
    createKitStorage(backing)
      .field('connectedSocialUsername')
      .set('a'.repeat(MAX_STORED_VALUE_LENGTH));
    expect(backing.items.size).toBe(0);
  });

  it('a recent wallet whose image is a script URL is dropped', () => {
    const backing = planted({
      [STORAGE_KEYS.recentWallets]: '[{"id":"x","name":"X","imageUrl":"javascript:alert(1)"}]',
    });
    expect(createKitStorage(backing).field('recentWallets').get()).toBeUndefined();
    const fine = '[{"id":"x","name":"X","imageUrl":"https://x.example/x.png"}]';
    backing.setItem(STORAGE_PREFIX + STORAGE_KEYS.recentWallets, fine);
    expect(createKitStorage(backing).field('recentWallets').get()).toHaveLength(1);
  });
});

describe('each reader of stored state drops a hostile value', () => {
  it.each(HOSTILE_VALUES)(
    'a reconnect record or the recent wallets %s: dropped, and the kit opens',
    async (_, hostile) => {
      for (const key of Object.keys(VALID_VISIT)) {
        const adapter = new ScriptedAdapter('eip155', {
          connectors: [connector({ id: 'io.metamask', name: 'MetaMask' })],
        });
        const value = hostile(VALID_VISIT[key]!);
        const storage = planted({ ...VALID_VISIT, [key]: value });
        const { kit } = createTestKit({ adapters: [adapter], storage });
        await kit.start();
        await flush();
        // Removed, or replaced by what the kit itself writes after the failed start.
        expect(storage.getItem(STORAGE_PREFIX + key), key).not.toBe(value);
        kit.open();
        expect(kit.stores.modal.getState().open, key).toBe(true);
        if (RECONNECT_NEEDS.includes(key)) {
          expect(adapter.calls, key).not.toContain('eip155.reconnect');
          expect(kit.stores.connection.getState().status, key).toBe('disconnected');
        } else {
          // The other records only refine a reconnect: it goes ahead from what is left.
          expect(kit.stores.connection.getState().status, key).toBe('connected');
        }
        kit.destroy();
      }
    },
  );

  it.each(HOSTILE_VALUES)('every key of the kit %s at once: the kit opens', async (_, hostile) => {
    const keys = [...Object.values(STORAGE_KEYS), 'eip155:connector_id', 'solana:connector_id'];
    const storage = planted(Object.fromEntries(keys.map((key) => [key, hostile('"x"')])));
    const { kit } = createTestKit({ storage });
    await kit.start();
    await flush();
    kit.open();
    expect(kit.stores.modal.getState().open).toBe(true);
    expect(kit.stores.connection.getState().status).toBe('disconnected');
  });

  it.each(HOSTILE_VALUES)('a time-limited cache %s is read as empty and removed', (_, hostile) => {
    const valid = JSON.stringify({ k: { timestamp: 1_000, value: '1.5' } });
    const backing = planted({ 'cache:balance': hostile(valid) });
    const cache = createTtlCache({
      storage: createKitStorage(backing),
      name: 'balance',
      ttlMs: 30_000,
      now: () => 2_000,
      value: shape.string,
    });
    expect(cache.get('k')).toBeUndefined();
    expect(backing.items.size).toBe(0);
  });

  it.each(HOSTILE_VALUES)(
    'the local activity history %s is read as empty and removed',
    (_, hostile) => {
      const key = `activity:eip155:1:${EVM_ADDRESS}`;
      const backing = planted({ [key]: hostile('[]') });
      expect(readLocalTransactions(createKitStorage(backing), `eip155:1:${EVM_ADDRESS}`)).toEqual(
        [],
      );
      expect(backing.items.size).toBe(0);
    },
  );

  it.each(HOSTILE_VALUES)(
    'the WalletConnect deep-link choice %s is read as absent and removed',
    (_, hostile) => {
      const valid = '{"href":"rainbow://","name":"Rainbow"}';
      const backing = planted({ [STORAGE_KEYS.deepLinkChoice]: hostile(valid) });
      expect(createKitStorage(backing).field('deepLinkChoice').get()).toBeUndefined();
      expect(backing.items.size).toBe(0);
    },
  );
});
