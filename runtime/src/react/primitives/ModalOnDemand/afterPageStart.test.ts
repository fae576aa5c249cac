import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageStart } from './afterPageStart.js';

afterEach(() => vi.unstubAllGlobals());

describe('afterPageStart', () => {
  it('asks for the first idle time with a 2 s deadline, so a page that never idles still runs it', () => {
    const asked: (IdleRequestOptions | undefined)[] = [];
    vi.stubGlobal('requestIdleCallback', (_run: () => void, options?: IdleRequestOptions) => {
      asked.push(options);
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    afterPageStart(() => {});
    expect(asked).toEqual([{ timeout: 2000 }]);
  });

  it('cancelling before the idle time means it never runs', () => {
    let pending: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => ((pending = run), 7));
    vi.stubGlobal('cancelIdleCallback', (handle: number) => {
      if (handle === 7) pending = undefined;
    });
    const run = vi.fn();
    afterPageStart(run)();
    pending?.();
    expect(run).not.toHaveBeenCalled();
  });
});
