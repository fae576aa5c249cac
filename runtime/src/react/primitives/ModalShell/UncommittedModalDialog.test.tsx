// @vitest-environment jsdom
/**
 * The modal dialog's idle-time warm-up on React without hidden pre-rendering (React 18): the
 * workspace runs React 19, so `<Activity>` is taken away here and the kit takes its React 18
 * way. The warm-up must render the dialog (its code warm) and change nothing a visitor or an
 * assistive technology can notice.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestKit } from '../../../core/testing/test-support.js';
import { renderModalPage } from '../../testing/render.js';
import { goIdle, stubIdleCallbacks } from '../../testing/idle.js';
import type { ViewRegistry } from './viewRegistry.js';
import { STYLE_SHEET_FONT_WEIGHTS } from './warmFonts.js';

vi.mock('./hiddenPreRendering.js', () => ({ Activity: undefined }));

let renders = 0;
let effects = 0;
/** A view with state, an effect that would connect and announce, and an input to focus. */
function ConnectingView() {
  renders += 1;
  const [typed, setTyped] = useState('');
  useEffect(() => {
    effects += 1;
    void fetch('http://127.0.0.1:1/wallets');
    console.info('connect view mounted');
  }, []);
  return (
    <label>
      Search
      <input value={typed} onChange={(event) => setTyped(event.target.value)} />
    </label>
  );
}

const views: ViewRegistry = { Connect: ConnectingView };
const fetchCalls = vi.fn(() => new Promise<Response>(() => undefined));
const consoleCalls = vi.fn();

beforeEach(() => {
  renders = 0;
  effects = 0;
  fetchCalls.mockClear();
  consoleCalls.mockClear();
  stubIdleCallbacks();
  vi.stubGlobal('fetch', fetchCalls);
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation(consoleCalls);
  }
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The host page, idle twice: the dialog rendered, then the warm-up's chunk run. */
async function idlePage() {
  const { kit } = createTestKit();
  renderModalPage(kit, views);
  const opener = screen.getByText('Open');
  opener.focus();
  const page = document.body.innerHTML;
  await goIdle();
  await goIdle();
  return { kit, opener, page };
}

describe('on React 18 the modal dialog is rendered at idle time, never committed', () => {
  it('the dialog is rendered at idle time on the view it opens on', async () => {
    await idlePage();
    expect(renders).toBeGreaterThan(0);
  });

  it('the warm-up leaves the page as it was: no dialog, no element, no stylesheet', async () => {
    const adopted = document.adoptedStyleSheets?.length ?? 0;
    const { page } = await idlePage();
    expect(document.body.innerHTML).toBe(page);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.adoptedStyleSheets?.length ?? 0).toBe(adopted);
  });

  it('the warm-up moves no focus', async () => {
    const { opener } = await idlePage();
    expect(document.activeElement).toBe(opener);
  });

  it('the warm-up runs none of the dialog effects: no scroll lock, no Escape handling', async () => {
    const { kit } = await idlePage();
    expect(effects).toBe(0);
    expect(document.body.style.overflow).toBe('');
    const escape = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    document.dispatchEvent(escape);
    expect(escape.defaultPrevented).toBe(false);
    expect(kit.stores.modal.getState().open).toBe(false);
  });

  it('the warm-up makes no network request', async () => {
    await idlePage();
    expect(fetchCalls).not.toHaveBeenCalled();
  });

  it('the warm-up writes nothing to the console', async () => {
    await idlePage();
    expect(consoleCalls).not.toHaveBeenCalled();
  });

  it('the warm-up announces nothing: no live region appears or changes', async () => {
    const liveRegions = () =>
      [...document.querySelectorAll('[aria-live], [role=status], [role=alert]')].map(
        (region) => region.outerHTML,
      );
    const { kit } = createTestKit();
    renderModalPage(kit, views);
    const before = liveRegions();
    await goIdle();
    await goIdle();
    expect(liveRegions()).toEqual(before);
  });

  it('at idle time the kit’s text is laid out once out of sight, in every theme size and weight, for its fonts', async () => {
    const { kit } = createTestKit();
    renderModalPage(kit, views);
    const page = document.body.innerHTML;
    const laidOut: { hidden: boolean; inert: boolean; inKitRoot: boolean; lines: string[] }[] = [];
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      laidOut.push({
        hidden: this.style.visibility === 'hidden' && this.getAttribute('aria-hidden') === 'true',
        inert: this.inert,
        inKitRoot: !!this.parentElement?.closest('[data-wk]'),
        lines: [...this.children].map(
          (line) =>
            `${(line as HTMLElement).style.fontSize} ${(line as HTMLElement).style.fontWeight}`,
        ),
      });
      return new DOMRect();
    });
    await goIdle();
    const sizes = ['small', 'medium', 'large', 'title'].map(
      (size) => `var(--wk-font-size-${size})`,
    );
    expect(laidOut).toEqual([
      {
        hidden: true,
        inert: true,
        inKitRoot: true,
        lines: sizes.flatMap((size) =>
          STYLE_SHEET_FONT_WEIGHTS.map((weight) => `${size} ${weight}`),
        ),
      },
    ]);
    expect(document.body.innerHTML).toBe(page);
  });

  it('the click mounts the dialog with focus inside, and the close gives focus back', async () => {
    const { kit, opener } = await idlePage();
    const user = userEvent.setup();
    await user.click(opener);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
    expect(effects).toBe(1);
    expect(document.body.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    expect(kit.stores.modal.getState().open).toBe(false);
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('each opening starts from a clean dialog', async () => {
    const { kit, opener } = await idlePage();
    const user = userEvent.setup();
    await user.click(opener);
    await user.type(screen.getByRole('textbox'), 'rainbow');
    act(() => void kit.close());
    await goIdle();
    await user.click(opener);
    expect(screen.getByRole('textbox')).toHaveProperty('value', '');
  });
});
