import { mkdtemp, rm } from 'node:fs/promises';
import { databaseScratchRoot } from '@wallet-kit/local-stack/scratch-root';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openNameStore, type NameStore, type NewName } from './name-store.js';

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const record = (name: string, address = ALICE): NewName => ({
  name,
  coinType: 0x80000000 + 31337,
  address,
  attributes: { bio: 'hello' },
  message: '{}',
  signature: '0x00',
});

describe('name store on PGlite', () => {
  let store: NameStore;
  beforeAll(async () => {
    store = await openNameStore();
  }, 60_000);
  afterAll(() => store?.close());

  it('a registered name is found with its coin type, address and attributes', async () => {
    expect(await store.insert(record('alice'))).toBe(true);
    expect(await store.find('alice')).toMatchObject({
      name: 'alice',
      coinType: 0x80000000 + 31337,
      address: ALICE.toLowerCase(),
      attributes: { bio: 'hello' },
    });
  });

  it('a name already held is not written again', async () => {
    expect(await store.insert(record('taken'))).toBe(true);
    expect(await store.insert(record('taken', '0x' + '1'.repeat(40)))).toBe(false);
    expect((await store.find('taken'))?.address).toBe(ALICE.toLowerCase());
  });

  it('reverse lookup lists the names of an address whatever its case', async () => {
    const other = '0x' + 'aB'.repeat(20);
    await store.insert(record('first', other));
    await store.insert(record('second', other));
    const names = await store.namesOf(other.toUpperCase().replace('0X', '0x'));
    expect(names.map((n) => n.name)).toEqual(['first', 'second']);
  });

  it('an unknown name is not found', async () => {
    expect(await store.find('nobody')).toBeUndefined();
  });

  it('taken reports which candidates are held', async () => {
    expect(await store.taken(['alice', 'free-one'])).toEqual(new Set(['alice']));
  });
});

describe('name store in a data folder', () => {
  it('names survive a restart, and the migration runs once', async () => {
    const dir = await mkdtemp(join(databaseScratchRoot(), 'wk-names-'));
    try {
      const first = await openNameStore({ dataDir: dir });
      await first.insert(record('durable'));
      await first.close();
      const second = await openNameStore({ dataDir: dir });
      expect((await second.find('durable'))?.name).toBe('durable');
      await second.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
