// @vitest-environment jsdom
/**
 * The eip155 adapter's wallet code (what starts, restores and drives a session) is fetched the
 * first time a call needs it. A fetch that fails (offline, a new deployment's chunk gone) must
 * fail that call with a clear error, keep nothing half-loaded, and let the next call fetch
 * again.
 */
import { describe, expect, it, vi } from 'vitest';

const fetches = vi.hoisted(() => ({ count: 0, failNext: 0 }));

vi.mock('./wallet-session.js', async (importOriginal) => {
  fetches.count += 1;
  if (fetches.failNext > 0) {
    fetches.failNext -= 1;
    throw new TypeError('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});

const { createEip155Adapter, WALLET_CODE_NOT_LOADED } = await import('./adapter.js');

function adapterWithoutWallets() {
  const adapter = createEip155Adapter({ window });
  adapter.init({ emit: () => undefined } as never);
  return adapter;
}

describe('the eip155 wallet code, fetched on use', () => {
  it('a failed fetch fails the call with a clear error; there is no session to disconnect; the next call fetches again', async () => {
    fetches.failNext = 1;
    const adapter = adapterWithoutWallets();
    await expect(adapter.connect({ connectorId: 'injected' } as never)).rejects.toThrow(
      `${WALLET_CODE_NOT_LOADED}: `,
    );
    await expect(adapter.disconnect()).resolves.toBeUndefined();
    expect(adapter.walletCalls?.()).toBeUndefined();
    const before = fetches.count;
    // The code comes this time: the call now gets as far as the wallet (none is installed).
    await expect(adapter.connect({ connectorId: 'injected' } as never)).rejects.not.toThrow(
      WALLET_CODE_NOT_LOADED,
    );
    expect(fetches.count).toBe(before + 1);
    adapter.destroy();
  });
});
