// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLibraryIcon, useLibraryIcon } from './useLibraryIcon.js';

const table = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./library-icons.js', async (importOriginal) => {
  table.imports += 1;
  return importOriginal();
});

afterEach(cleanup);

function Logo({ walletId }: { walletId: string }) {
  const icon = useLibraryIcon('wallet', walletId);
  return icon ? <img alt="" src={icon} /> : <span>monogram</span>;
}

/** Animation frames run only when the test paints one, so time can pass without a frame. */
const frames: FrameRequestCallback[] = [];
function paintFrame() {
  for (const callback of frames.splice(0)) callback(performance.now());
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the library's logos", () => {
  it('a logo is fetched after the first frame that shows its monogram, not in the task that shows it', async () => {
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const { container } = render(<Logo walletId="metamask" />);
    // Rendered, its effects run and time passes, but no frame: the monogram is up, nothing fetched.
    await act(() => wait(50));
    expect(container.textContent).toBe('monogram');
    expect(table.imports).toBe(0);
    act(paintFrame);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    expect(table.imports).toBe(1);
    vi.unstubAllGlobals();
  });

  it('a logo already loaded in this page is shown at once', async () => {
    await loadLibraryIcon('wallet', 'rainbow');
    const { container } = render(<Logo walletId="rainbow" />);
    expect(container.querySelector('img')).not.toBeNull();
  });
});
