// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { WalletKit } from '../../core/kit-api.js';
import { ScriptedAdapter, createTestKit } from '../../core/testing/test-support.js';
import { useOwnedWalletKit } from './useOwnedWalletKit.js';

afterEach(cleanup);

/** Creates test kits and remembers each one with the calls its wallet adapter received. */
function kitFactory() {
  const created: { kit: WalletKit; adapter: ScriptedAdapter }[] = [];
  const create = () => {
    const adapter = new ScriptedAdapter('eip155');
    const { kit } = createTestKit({ adapters: [adapter] });
    created.push({ kit, adapter });
    return kit;
  };
  const callsOf = (kit: WalletKit) => created.find((entry) => entry.kit === kit)!.adapter.calls;
  return { create, created, callsOf };
}

function renderOwner(create: () => WalletKit, strict: boolean) {
  const seen: WalletKit[] = [];
  function Owner() {
    seen.push(useOwnedWalletKit(create));
    return null;
  }
  const page = () =>
    strict ? (
      <StrictMode>
        <Owner />
      </StrictMode>
    ) : (
      <Owner />
    );
  const result = render(page());
  return {
    unmount: result.unmount,
    rerender: () => result.rerender(page()),
    renders: () => seen.length,
    current: () => seen[seen.length - 1]!,
  };
}

describe('useOwnedWalletKit', () => {
  it('creates one kit per mount, starts it, and destroys it on unmount', () => {
    const factory = kitFactory();
    const { current, rerender, renders, unmount } = renderOwner(factory.create, false);
    const kit = current();
    rerender();
    expect(renders()).toBe(2);
    expect(current()).toBe(kit);
    expect(factory.created).toHaveLength(1);
    expect(factory.callsOf(kit)).toEqual(['eip155.init']);
    unmount();
    expect(factory.callsOf(kit)).toContain('eip155.destroy');
  });

  it('under StrictMode the kit in use is a started one, never the destroyed one', () => {
    const factory = kitFactory();
    const { current, unmount } = renderOwner(factory.create, true);
    const kit = current();
    expect(factory.callsOf(kit)).toContain('eip155.init');
    expect(factory.callsOf(kit)).not.toContain('eip155.destroy');
    unmount();
    expect(factory.callsOf(kit)).toContain('eip155.destroy');
  });
});
