// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle.js';

const frame = () => new Promise((resolve) => setTimeout(resolve, 60));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('idle-time work in a browser without idle callbacks', () => {
  it('runs at an idle callback where the browser has them', () => {
    const queued: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => queued.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    queued.forEach((queuedRun) => queuedRun());
    expect(run).toHaveBeenCalledOnce();
  });

  it('runs after the next painted frame once the page has loaded', async () => {
    const run = vi.fn();
    whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    await frame();
    expect(run).toHaveBeenCalledOnce();
  });

  it('waits for the page to load first', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const run = vi.fn();
    whenIdle(run);
    await frame();
    expect(run).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    await frame();
    expect(run).toHaveBeenCalledOnce();
  });

  it('cancelled, it never runs, before or after the load', async () => {
    const run = vi.fn();
    whenIdle(run)();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    whenIdle(run)();
    window.dispatchEvent(new Event('load'));
    await frame();
    expect(run).not.toHaveBeenCalled();
  });
});
