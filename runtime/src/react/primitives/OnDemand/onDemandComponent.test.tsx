// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemandComponent } from './onDemandComponent.js';

function Loaded({ text }: { text: string }) {
  return <p>{text}</p>;
}

/** A module whose fetch settles when the test says so. */
function fetchOnCall() {
  const fetches: {
    resolve: (c: ComponentType<{ text: string }>) => void;
    reject: (e: Error) => void;
  }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ComponentType<{ text: string }>>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
  );
  return { load, fetches };
}

function setup(load: () => Promise<ComponentType<{ text: string }>>, lateMs?: number) {
  const useLoaded = onDemandComponent(load, lateMs === undefined ? {} : { lateMs });
  function Page({ wanted, retryKey }: { wanted: boolean; retryKey?: string }) {
    const { Component, missing } = useLoaded(wanted, retryKey);
    if (Component) return <Component text="loaded" />;
    return missing ? <button onClick={useLoaded.retry}>stand-in</button> : <p>waiting</p>;
  }
  return Page;
}

afterEach(cleanup);

describe('a component on demand', () => {
  it('is not fetched while it is not wanted', async () => {
    const { load } = fetchOnCall();
    const Page = setup(load);
    render(<Page wanted={false} />);
    await act(async () => undefined);
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('waiting')).toBeTruthy();
  });

  it('is fetched once when first wanted, and drawn when its code has come', async () => {
    const { load, fetches } = fetchOnCall();
    const Page = setup(load);
    const { rerender } = render(<Page wanted={false} />);
    rerender(<Page wanted />);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('waiting')).toBeTruthy();
    rerender(<Page wanted retryKey="again" />);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => fetches[0]!.resolve(Loaded));
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('a second user after the code has come draws it at once, without fetching again', async () => {
    const { load, fetches } = fetchOnCall();
    const Page = setup(load);
    const first = render(<Page wanted />);
    await act(async () => undefined);
    await act(async () => fetches[0]!.resolve(Loaded));
    first.unmount();
    render(<Page wanted={false} />);
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch is tried again when the retry key changes', async () => {
    const { load, fetches } = fetchOnCall();
    const Page = setup(load);
    const { rerender } = render(<Page wanted retryKey="connecting" />);
    await act(async () => undefined);
    await act(async () => fetches[0]!.reject(new Error('offline')));
    expect(screen.getByText('stand-in')).toBeTruthy();
    rerender(<Page wanted retryKey="connected" />);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fetches[1]!.resolve(Loaded));
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('a failed fetch makes it missing, not a wait, and retry fetches again while the stand-in stays', async () => {
    const { load, fetches } = fetchOnCall();
    const Page = setup(load);
    render(<Page wanted retryKey="connected" />);
    await act(async () => undefined);
    await act(async () =>
      fetches[0]!.reject(new Error('Failed to fetch dynamically imported module')),
    );
    const standIn = screen.getByText('stand-in');
    await act(async () => standIn.click());
    expect(load).toHaveBeenCalledTimes(2);
    // The second try is under way: the stand-in stays rather than turning back into a wait.
    expect(screen.getByText('stand-in')).toBeTruthy();
    await act(async () => standIn.click());
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fetches[1]!.resolve(Loaded));
    expect(screen.getByText('loaded')).toBeTruthy();
  });

  it('a failed fetch is tried again when the page comes back online', async () => {
    const { load, fetches } = fetchOnCall();
    const Page = setup(load);
    render(<Page wanted />);
    await act(async () => undefined);
    await act(async () => fetches[0]!.reject(new Error('offline')));
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fetches[1]!.resolve(Loaded));
    expect(screen.getByText('loaded')).toBeTruthy();
    // Once it has come, going online again fetches nothing.
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a fetch that stalls past its deadline counts as missing; its late arrival is still drawn', async () => {
    const { load, fetches } = fetchOnCall();
    const Page = setup(load, 50);
    render(<Page wanted />);
    await act(async () => undefined);
    expect(screen.getByText('waiting')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
    expect(screen.getByText('stand-in')).toBeTruthy();
    // The stalled fetch is still the one under way: a retry does not start a second.
    await act(async () => screen.getByText('stand-in').click());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => fetches[0]!.resolve(Loaded));
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
