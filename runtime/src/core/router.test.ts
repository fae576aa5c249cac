import { describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import type { RouterState } from './kit-api.js';
import { createRouterController } from './router.js';
import { connector } from './testing/test-support.js';

function setup() {
  const store = createStore<RouterState>()(() => ({
    view: 'Connect',
    history: [{ view: 'Connect' }],
    transactionStack: [],
  }));
  const close = vi.fn();
  return { store, close, router: createRouterController(store, close) };
}

describe('router: screens, routes and back', () => {
  it('push adds the view to history and shows it with its data', () => {
    const { store, router } = setup();
    const wallet = connector({ id: 'a' });
    router.push('ConnectingExternal', { connector: wallet });
    expect(store.getState().view).toBe('ConnectingExternal');
    expect(store.getState().data).toEqual({ connector: wallet });
    expect(store.getState().history.map((e) => e.view)).toEqual(['Connect', 'ConnectingExternal']);
  });

  it('pushing a view equal to the current view is ignored', () => {
    const { store, router } = setup();
    const wallet = connector({ id: 'a' });
    router.push('ConnectingExternal', { connector: wallet });
    router.push('ConnectingExternal', { connector: wallet });
    router.push('ConnectingExternal', { connector: wallet });
    expect(store.getState().history).toHaveLength(2);
  });

  it('pushing the current view with other data is a new view', () => {
    const { store, router } = setup();
    router.push('ConnectingExternal', { connector: connector({ id: 'a' }) });
    router.push('ConnectingExternal', { connector: connector({ id: 'b' }) });
    expect(store.getState().history).toHaveLength(3);
  });

  it('replace swaps the last history entry', () => {
    const { store, router } = setup();
    router.push('Networks');
    router.replace('Account');
    expect(store.getState().history.map((e) => e.view)).toEqual(['Connect', 'Account']);
    expect(store.getState().view).toBe('Account');
  });

  it('replace is ignored if the last history entry is the same', () => {
    const { store, router } = setup();
    router.push('Networks');
    const before = store.getState();
    router.replace('Networks');
    expect(store.getState()).toBe(before);
  });

  it('back pops history', () => {
    const { store, router, close } = setup();
    router.push('Networks');
    router.push('Account');
    router.goBack();
    expect(store.getState().view).toBe('Networks');
    expect(store.getState().history).toHaveLength(2);
    expect(close).not.toHaveBeenCalled();
  });

  it('back closes the modal when history has one entry', () => {
    const { store, router, close } = setup();
    router.goBack();
    expect(close).toHaveBeenCalledOnce();
    expect(store.getState().history).toEqual([{ view: 'Connect' }]);
  });

  it('back closes the modal when history contains UnsupportedChain', () => {
    const { store, router, close } = setup();
    router.push('UnsupportedChain');
    router.push('Networks');
    router.goBack();
    expect(close).toHaveBeenCalledOnce();
    expect(store.getState().view).toBe('Networks');
  });

  it('reset leaves exactly one entry', () => {
    const { store, router } = setup();
    router.push('Networks');
    router.reset('Account');
    expect(store.getState().history).toEqual([{ view: 'Account' }]);
    expect(store.getState().view).toBe('Account');
    expect(store.getState().data).toBeUndefined();
  });

  it('push and reset leave the transaction stack untouched', () => {
    const { store, router } = setup();
    const action = { view: 'Account' as const, goBack: true };
    store.setState({ transactionStack: [action] });
    router.push('Networks');
    router.reset('Connect');
    expect(store.getState().transactionStack).toEqual([action]);
  });
});
