import { describe, expect, it } from 'vitest';
import { addRecentWallet } from './connect.js';
import { createKitStorage, STORAGE_KEYS, STORAGE_PREFIX } from './storage.js';
import { MemoryStorage } from './testing/test-support.js';

/** A storage that throws like Safari private mode or a full quota. */
class ThrowingStorage extends MemoryStorage {
  override getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  }
  override setItem(): void {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  }
}

describe('local storage', () => {
  it('keeps every key under the @walletkit/ prefix', () => {
    const backing = new MemoryStorage();
    const storage = createKitStorage(backing);
    storage.field('deepLinkChoice').set({ href: 'wc://', name: 'Rainbow' });
    storage.field('activeNamespace').set('eip155');
    storage.field('activeNetworkId').set('eip155:1');
    storage.field('recentWallets').set([{ id: 'a', name: 'A' }]);
    storage.field('connectedSocial').set('google');
    storage.field('connectedSocialUsername').set('ada');
    storage.field('connectionStatus').set('connected');
    storage.field('connectedNamespaces').set(['eip155']);
    storage.field('preferredAccountTypes').set({ eip155: 'eoa' });
    storage
      .field('connections')
      .set({ eip155: [{ connectorId: 'a', accounts: [{ address: '0x1' }] }] });
    storage.field('embeddedEmail').set('ada@example.com');
    storage.field('embeddedLoginUsed').set(true);
    storage.field('embeddedLastEmailLoginTime').set(1_700_000_000_000);
    storage.field('embeddedLastUsedChainId').set('eip155:1');
    storage.field('embeddedSmartAccountNetworks').set('1,10');
    storage.connectorId('eip155').set('io.metamask');
    expect([...backing.items.keys()].every((key) => key.startsWith(STORAGE_PREFIX))).toBe(true);
    expect(backing.items.size).toBe(Object.keys(STORAGE_KEYS).length + 1);
    expect(storage.field('preferredAccountTypes').get()).toEqual({ eip155: 'eoa' });
    expect(storage.connectorId('eip155').get()).toBe('io.metamask');
  });

  it('a corrupt stored value is discarded (removed) and read as absent, never thrown', () => {
    const backing = new MemoryStorage();
    backing.setItem('@walletkit/recent_wallets', '{not json');
    backing.setItem('@walletkit/active_namespace', '"tron"');
    backing.setItem('@walletkit/connection_status', '42');
    const storage = createKitStorage(backing);
    expect(storage.field('recentWallets').get()).toBeUndefined();
    expect(storage.field('activeNamespace').get()).toBeUndefined();
    expect(storage.field('connectionStatus').get()).toBeUndefined();
    expect(backing.items.size).toBe(0);
  });

  it('a storage that throws degrades to memory', () => {
    const storage = createKitStorage(new ThrowingStorage());
    storage.field('activeNamespace').set('solana');
    expect(storage.field('activeNamespace').get()).toBe('solana');
    expect(storage.isDegraded()).toBe(true);
  });

  it('without any storage values live in memory', () => {
    const storage = createKitStorage(undefined);
    storage.connectorId('eip155').set('x');
    expect(storage.connectorId('eip155').get()).toBe('x');
  });
});

describe('recent wallets: at most 2', () => {
  it('keeps at most 2, most recent first, deduplicated', () => {
    let wallets = addRecentWallet([], { id: 'a', name: 'A' });
    wallets = addRecentWallet(wallets, { id: 'b', name: 'B' });
    wallets = addRecentWallet(wallets, { id: 'a', name: 'A' });
    wallets = addRecentWallet(wallets, { id: 'c', name: 'C' });
    expect(wallets.map((w) => w.id)).toEqual(['c', 'a']);
  });
});
