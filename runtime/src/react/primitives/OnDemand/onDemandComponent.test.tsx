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

function setup(load: () => Promise<ComponentType<{ text: string }>>) {
  const useLoaded = onDemandComponent(load);
  function Page({ wanted, retryKey }: { wanted: boolean; retryKey?: string }) {
    const Component = useLoaded(wanted, retryKey);
    return Component ? <Component text="loaded" /> : <p>waiting</p>;
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
    expect(screen.getByText('waiting')).toBeTruthy();
    rerender(<Page wanted retryKey="connected" />);
    await act(async () => undefined);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fetches[1]!.resolve(Loaded));
    expect(screen.getByText('loaded')).toBeTruthy();
  });
});
