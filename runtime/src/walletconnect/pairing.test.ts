import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWalletConnectClient } from './client.js';
import { PAIRING_URI_LIFETIME_MS } from './constants.js';
import { isPairingExpired, pairingExpiryFrom, shouldReusePairing, uriState } from './pairing.js';
import { MAINNET, METADATA, memoryStorage } from './testing/test-networks.js';

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303';
const T0 = Date.UTC(2026, 10, 21, 12, 0, 0);
const TELEGRAM = { isTelegram: true, isIosSafari: false };
const IOS_SAFARI = { isTelegram: false, isIosSafari: true };
const DESKTOP = { isTelegram: false, isIosSafari: false };

function client(storage = memoryStorage(), onFullReset?: () => void) {
  return createWalletConnectClient({
    projectId: 'unit',
    metadata: METADATA,
    networks: [MAINNET],
    storage,
    ...(onFullReset ? { onFullReset } : {}),
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('pairing URI expiry', () => {
  it('the URI expires 4 minutes after it is set', () => {
    expect(pairingExpiryFrom(T0)).toBe(T0 + 4 * 60 * 1000);
    expect(uriState(URI, T0)).toEqual({
      wcUri: URI,
      wcPairingExpiry: T0 + PAIRING_URI_LIFETIME_MS,
      wcError: undefined,
    });
  });

  it('the URI counts as expired when exactly 10 s remain', () => {
    const wc = client();
    wc.store.setState(uriState(URI, Date.now()));
    vi.advanceTimersByTime(PAIRING_URI_LIFETIME_MS - 10_000);
    expect(wc.isPairingExpired()).toBe(true);
  });

  it('the URI is still valid when 10.001 s remain', () => {
    const wc = client();
    wc.store.setState(uriState(URI, Date.now()));
    vi.advanceTimersByTime(PAIRING_URI_LIFETIME_MS - 10_001);
    expect(wc.isPairingExpired()).toBe(false);
  });

  it('the URI counts as expired when less than 10 s remain', () => {
    expect(isPairingExpired(T0 + 9_999, T0)).toBe(true);
    expect(isPairingExpired(T0 - 1, T0)).toBe(true);
  });

  it('no URI counts as expired', () => {
    expect(client().isPairingExpired()).toBe(true);
    expect(isPairingExpired(undefined, T0)).toBe(true);
  });
});

describe('pairing reuse', () => {
  const fresh = { wcUri: URI, wcPairingExpiry: pairingExpiryFrom(T0) };

  it('on Telegram an unexpired pairing is reused', () => {
    expect(shouldReusePairing(fresh, TELEGRAM, T0)).toBe(true);
  });

  it('on iOS Safari an unexpired pairing is reused', () => {
    expect(shouldReusePairing(fresh, IOS_SAFARI, T0)).toBe(true);
  });

  it('on Telegram a pairing with 10.001 s left is reused, one with 10 s left is not', () => {
    const expiry = fresh.wcPairingExpiry;
    expect(shouldReusePairing(fresh, TELEGRAM, expiry - 10_001)).toBe(true);
    expect(shouldReusePairing(fresh, TELEGRAM, expiry - 10_000)).toBe(false);
  });

  it('on iOS Safari an expired pairing is not reused: a new pairing starts', () => {
    expect(shouldReusePairing(fresh, IOS_SAFARI, T0 + PAIRING_URI_LIFETIME_MS)).toBe(false);
  });

  it('on other platforms a new pairing starts even when the URI is still valid', () => {
    expect(shouldReusePairing(fresh, DESKTOP, T0)).toBe(false);
  });

  it('without a URI there is nothing to reuse', () => {
    expect(shouldReusePairing({ wcUri: undefined, wcPairingExpiry: undefined }, TELEGRAM, T0)).toBe(
      false,
    );
  });
});

describe('full pairing reset', () => {
  it('full reset returns to disconnected and clears the URI, expiry, linking, recent wallet, transactions and stored deep link', () => {
    const storage = memoryStorage();
    const resetTransactions = vi.fn();
    const wc = client(storage, resetTransactions);
    wc.store.setState({ ...uriState(URI, Date.now()), status: 'connecting' });
    wc.setRecentWallet({ id: 'metamask', name: 'MetaMask' });
    wc.setWcLinking({ name: 'MetaMask', href: 'metamask://' });
    expect(storage.entries()).toEqual({
      '@walletkit/deeplink_choice': JSON.stringify({ name: 'MetaMask', href: 'metamask://' }),
    });

    wc.resetPairing();

    expect(wc.store.getState()).toMatchObject({
      status: 'disconnected',
      wcUri: undefined,
      wcPairingExpiry: undefined,
      wcLinking: undefined,
      recentWallet: undefined,
    });
    expect(storage.entries()).toEqual({});
    expect(resetTransactions).toHaveBeenCalledTimes(1);
  });

  it('the remembered deep link is read back when a client is created', () => {
    const storage = memoryStorage();
    client(storage).setWcLinking({ name: 'Trust', href: 'https://link.trustwallet.com/' });
    expect(client(storage).store.getState().wcLinking).toEqual({
      name: 'Trust',
      href: 'https://link.trustwallet.com/',
    });
  });

  it('a corrupt stored deep link is discarded', () => {
    const storage = memoryStorage();
    storage.setItem('@walletkit/deeplink_choice', '{"href":42');
    expect(client(storage).store.getState().wcLinking).toBeUndefined();
    expect(storage.entries()).toEqual({});
  });
});

describe('client creation', () => {
  it('creating a client loads nothing and starts disconnected', () => {
    const wc = client();
    expect(wc.store.getState()).toMatchObject({
      status: 'disconnected',
      connections: {},
      buffering: false,
      wcBasic: false,
    });
    expect(wc.getSession()).toBeUndefined();
  });

  it('each client gets its own storage prefix from the project id unless one is given', () => {
    expect(client().storagePrefix).toBe('wallet-kit-unit');
    const named = createWalletConnectClient({
      projectId: 'p',
      metadata: METADATA,
      networks: [MAINNET],
      storagePrefix: 'kit-a',
    });
    expect(named.storagePrefix).toBe('kit-a');
  });

  it('a network without an RPC URL is refused at creation, so the SDK never falls back to a vendor RPC', () => {
    const noRpc = { ...MAINNET, rpcUrls: { default: { http: [] } } };
    expect(() =>
      createWalletConnectClient({ projectId: 'p', metadata: METADATA, networks: [noRpc] }),
    ).toThrow('No RPC URL configured for network eip155:1');
  });

  it('requests without a session fail with a clear error', async () => {
    await expect(
      client().request({ chainId: 'eip155:1', method: 'personal_sign' }),
    ).rejects.toThrow('No WalletConnect session');
  });
});
