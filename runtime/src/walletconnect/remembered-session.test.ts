import { describe, expect, it } from 'vitest';
import { createKitStorage } from '../core/storage.js';
import { rememberedSession } from './remembered-session.js';
import { memoryStorage } from './testing/test-networks.js';

const NOW = 1_700_000_000_000;
const CONNECTIONS = {
  eip155: [
    {
      connectorId: 'walletConnect',
      caipNetworkId: 'eip155:1' as const,
      accounts: [{ address: '0x1234567890123456789012345678901234567890' }],
    },
  ],
};

describe('the remembered WalletConnect session', () => {
  it('gives each family its remembered connection until the session expires', () => {
    const field = rememberedSession(createKitStorage(memoryStorage()), 'kit-a');
    field.save(NOW + 1000, CONNECTIONS);
    expect(field.has(NOW)).toBe(true);
    expect(field.connection('eip155', NOW)).toEqual(CONNECTIONS.eip155[0]);
    expect(field.connection('solana', NOW)).toBeUndefined();
    expect(field.has(NOW + 1000)).toBe(false);
    expect(field.connection('eip155', NOW + 1000)).toBeUndefined();
  });

  it('two kits on one page remember their sessions apart, by storage prefix', () => {
    const storage = createKitStorage(memoryStorage());
    rememberedSession(storage, 'kit-a').save(NOW + 1000, CONNECTIONS);
    expect(rememberedSession(storage, 'kit-b').has(NOW)).toBe(false);
    expect(rememberedSession(storage, 'kit-a').has(NOW)).toBe(true);
  });

  it('corrupt or malformed storage is discarded: nothing is shown, nothing throws', () => {
    const backing = memoryStorage();
    const field = rememberedSession(createKitStorage(backing), 'kit-a');
    field.save(NOW + 1000, CONNECTIONS);
    const [key] = Object.keys(backing.entries());
    backing.setItem(key!, '{not json');
    expect(field.has(NOW)).toBe(false);
    backing.setItem(
      key!,
      JSON.stringify({ expiry: NOW + 1000, connections: { eip155: [{ caipNetworkId: 'nope' }] } }),
    );
    expect(field.connection('eip155', NOW)).toBeUndefined();
  });

  it('forget removes it', () => {
    const field = rememberedSession(createKitStorage(memoryStorage()), 'kit-a');
    field.save(NOW + 1000, CONNECTIONS);
    field.forget();
    expect(field.has(NOW)).toBe(false);
  });
});
