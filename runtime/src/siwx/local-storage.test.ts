import { describe, expect, it } from 'vitest';
import { MAX_STORED_VALUE_LENGTH } from '../core/storage.js';
import { createLocalSiwxStorage, SIWX_STORAGE_KEY, type KeyValueStorage } from './local-storage.js';
import type { SiwxSession } from './types.js';

class MemoryStorage implements KeyValueStorage {
  map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e20d17dc79C';
function session(
  chainId: `eip155:${number}`,
  address: string,
  nonce = '0123456789abcdef',
): SiwxSession {
  return {
    data: {
      accountAddress: address,
      chainId,
      domain: 'a.example',
      uri: 'https://a.example',
      version: '1',
      nonce,
      issuedAt: '2026-01-01T00:00:00.000Z',
    },
    message: `message for ${address} on ${chainId}`,
    signature: '0xabc',
  };
}

function setup() {
  const backing = new MemoryStorage();
  return { backing, storage: createLocalSiwxStorage({ storage: backing }) };
}

describe('localStorage session storage', () => {
  it('add keeps sessions and get returns those of one chain and address', async () => {
    const { storage } = setup();
    await storage.add(session('eip155:1', A));
    await storage.add(session('eip155:1', B));
    await storage.add(session('eip155:10', A));
    expect(await storage.get('eip155:1', A)).toEqual([session('eip155:1', A)]);
  });

  it('get matches an eip155 address in any checksum case', async () => {
    const { storage } = setup();
    await storage.add(session('eip155:1', A));
    expect(await storage.get('eip155:1', A.toLowerCase())).toHaveLength(1);
  });

  it('delete removes only the sessions matching both chain and address', async () => {
    const { storage } = setup();
    await storage.add(session('eip155:1', A));
    await storage.add(session('eip155:1', B));
    await storage.add(session('eip155:10', A));
    await storage.delete('eip155:1', A);
    expect(await storage.get('eip155:1', A)).toEqual([]);
    expect(await storage.get('eip155:1', B)).toHaveLength(1);
    expect(await storage.get('eip155:10', A)).toHaveLength(1);
  });

  it('set replaces every session, and set([]) clears the key', async () => {
    const { storage, backing } = setup();
    await storage.add(session('eip155:1', A));
    await storage.set([session('eip155:1', B)]);
    expect(await storage.get('eip155:1', A)).toEqual([]);
    expect(await storage.get('eip155:1', B)).toHaveLength(1);
    await storage.set([]);
    expect(backing.getItem(SIWX_STORAGE_KEY)).toBeNull();
  });

  it('values are parsed on read: a corrupt list reads as empty and is not a crash', async () => {
    const { storage, backing } = setup();
    backing.setItem(SIWX_STORAGE_KEY, '{not json');
    expect(await storage.get('eip155:1', A)).toEqual([]);
    backing.setItem(SIWX_STORAGE_KEY, JSON.stringify({ sessions: 1 }));
    expect(await storage.get('eip155:1', A)).toEqual([]);
  });

  it('corrupt entries are discarded while valid ones are kept', async () => {
    const { storage, backing } = setup();
    const good = session('eip155:1', A);
    backing.setItem(
      SIWX_STORAGE_KEY,
      JSON.stringify([
        { data: { ...good.data, version: '2' }, message: 'x', signature: 'y' },
        42,
        good,
      ]),
    );
    expect(await storage.get('eip155:1', A)).toEqual([good]);
    // Writing back drops the corrupt ones for good.
    await storage.add(session('eip155:1', B));
    expect(JSON.parse(backing.getItem(SIWX_STORAGE_KEY) ?? '[]')).toHaveLength(2);
  });

  it('a corrupt list is removed from storage when read', async () => {
    const { storage, backing } = setup();
    for (const corrupt of ['{not json', JSON.stringify({ sessions: 1 }), 'null']) {
      backing.setItem(SIWX_STORAGE_KEY, corrupt);
      expect(await storage.get('eip155:1', A)).toEqual([]);
      expect(backing.getItem(SIWX_STORAGE_KEY)).toBeNull();
    }
  });

  it('corrupt entries are removed from storage when read', async () => {
    const { storage, backing } = setup();
    const good = session('eip155:1', A);
    backing.setItem(SIWX_STORAGE_KEY, JSON.stringify([42, good]));
    await storage.get('eip155:1', B);
    expect(JSON.parse(backing.getItem(SIWX_STORAGE_KEY)!)).toEqual([good]);
  });

  it('a well-formed list longer than 64 KiB is removed and reads as empty', async () => {
    const { storage, backing } = setup();
    const huge = { ...session('eip155:1', A), message: 'x'.repeat(MAX_STORED_VALUE_LENGTH) };
    backing.setItem(SIWX_STORAGE_KEY, JSON.stringify([huge]));
    expect(await storage.get('eip155:1', A)).toEqual([]);
    expect(backing.getItem(SIWX_STORAGE_KEY)).toBeNull();
  });

  it('a list that would outgrow 64 KiB loses its oldest sessions, not the newest', async () => {
    const { storage, backing } = setup();
    const big = (nonce: string) => ({
      ...session('eip155:1', A, nonce),
      message: 'x'.repeat(MAX_STORED_VALUE_LENGTH / 3),
    });
    for (const nonce of ['aaaaaaaa', 'bbbbbbbb', 'cccccccc', 'dddddddd'])
      await storage.add(big(nonce));
    const stored = JSON.parse(backing.getItem(SIWX_STORAGE_KEY)!) as SiwxSession[];
    expect(stored.map((s) => s.data.nonce)).toEqual(['cccccccc', 'dddddddd']);
  });

  it('a storage that throws keeps sessions in memory for the page', async () => {
    const throwing: KeyValueStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => undefined,
    };
    const storage = createLocalSiwxStorage({ storage: throwing });
    await storage.add(session('eip155:1', A));
    expect(await storage.get('eip155:1', A)).toHaveLength(1);
  });
});
