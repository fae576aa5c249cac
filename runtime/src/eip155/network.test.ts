import { afterEach, describe, expect, it, vi } from 'vitest';

const LOWER = '0x52908400098527886e0f7030069857d2e4169ee7';
const EIP55 = '0x52908400098527886E0F7030069857D2E4169EE7';

afterEach(() => {
  vi.doUnmock('./eip55.js');
  vi.resetModules();
});

describe('the first account a wallet lists', () => {
  it('a checksum code that failed to load is loaded again at the next account read', async () => {
    vi.resetModules();
    vi.doMock('./eip55.js', () => {
      throw new Error('chunk failed');
    });
    const { firstWalletAccount } = await import('./network.js');
    await expect(firstWalletAccount([LOWER])).rejects.toThrow();
    vi.doUnmock('./eip55.js');
    await expect(firstWalletAccount([LOWER])).resolves.toBe(EIP55);
  });

  it('a list without an account answers at once, without loading the checksum code', async () => {
    vi.resetModules();
    const { firstWalletAccount } = await import('./network.js');
    expect(firstWalletAccount([])).toBeUndefined();
    expect(firstWalletAccount(['not an address'])).toBeUndefined();
  });
});
