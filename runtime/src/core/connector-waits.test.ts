import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectorWaits } from './connector-waits.js';
import type { Connector } from './types.js';

const wallet: Connector = { id: 'io.wallet', name: 'Wallet', type: 'ANNOUNCED', chain: 'eip155' };

describe('waiting for a remembered wallet to be discovered', () => {
  afterEach(() => void vi.useRealTimers());

  it('a wallet discovered within the time-out resolves the wait with its connector', async () => {
    const waits = createConnectorWaits();
    const waiting = waits.waitFor('io.wallet', 1000);
    waits.notify([{ ...wallet, id: 'other' }]);
    waits.notify([wallet]);
    await expect(waiting).resolves.toBe(wallet);
  });

  it('a wallet that never appears resolves undefined after the time-out', async () => {
    vi.useFakeTimers();
    const waits = createConnectorWaits();
    const waiting = waits.waitFor('io.wallet', 1000);
    await vi.advanceTimersByTimeAsync(999);
    waits.notify([{ ...wallet, id: 'other' }]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(waiting).resolves.toBeUndefined();
  });

  it('stopping discovery resolves every pending wait undefined at once', async () => {
    const waits = createConnectorWaits();
    const first = waits.waitFor('io.wallet', 60_000);
    const second = waits.waitFor('other', 60_000);
    waits.cancelAll();
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });
});
