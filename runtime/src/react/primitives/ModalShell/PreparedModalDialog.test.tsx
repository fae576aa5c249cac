// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestKit } from '../../../core/testing/test-support.js';
import { renderModalPage } from '../../testing/render.js';
import type { ViewRegistry } from './viewRegistry.js';
import { goIdle, stubIdleCallbacks } from '../../testing/idle.js';

let renders = 0;
/** A view with state of its own, to tell a fresh dialog from a reused one. */
function CountedConnect() {
  renders += 1;
  const [typed, setTyped] = useState('');
  return (
    <label>
      Search
      <input value={typed} onChange={(event) => setTyped(event.target.value)} />
    </label>
  );
}

const views: ViewRegistry = { Connect: CountedConnect };

beforeEach(() => {
  renders = 0;
  stubIdleCallbacks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const { kit } = createTestKit();
  renderModalPage(kit, views);
  return kit;
}

describe('the modal dialog is prepared hidden before it opens', () => {
  it('once the page is idle, the dialog is rendered hidden on the view it opens on', async () => {
    setup();
    expect(renders).toBe(0);
    await goIdle();
    expect(renders).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Search' })).toBeNull();
  });

  it('the click reveals the prepared dialog: its DOM is shown, not built again', async () => {
    setup();
    await goIdle();
    const preparedInput = document.querySelector('input');
    expect(preparedInput).not.toBeNull();
    await userEvent.setup().click(screen.getByText('Open'));
    expect(screen.getAllByRole('textbox')).toEqual([preparedInput]);
    expect(screen.getByRole('dialog').contains(preparedInput)).toBe(true);
  });

  it('focus moves into the dialog when it is revealed, and back to the opener on close', async () => {
    const kit = setup();
    await goIdle();
    const user = userEvent.setup();
    await user.click(screen.getByText('Open'));
    expect(document.activeElement).toBe(screen.getByRole('textbox'));
    await user.keyboard('{Escape}');
    expect(kit.stores.modal.getState().open).toBe(false);
    expect(document.activeElement).toBe(screen.getByText('Open'));
  });

  it('each opening starts from a clean dialog: what was typed before the close is gone', async () => {
    const kit = setup();
    await goIdle();
    const user = userEvent.setup();
    await user.click(screen.getByText('Open'));
    await user.type(screen.getByRole('textbox'), 'rainbow');
    act(() => void kit.close());
    expect(screen.queryByRole('dialog')).toBeNull();
    await goIdle();
    await user.click(screen.getByText('Open'));
    expect(screen.getByRole('textbox')).toHaveProperty('value', '');
  });

  it('at the next idle time a copy of the prepared dialog is laid out out of sight, then removed', async () => {
    setup();
    await goIdle();
    const laidOut: {
      hidden: boolean;
      inert: boolean;
      ariaHidden: string | null;
      inPage: boolean;
    }[] = [];
    const measure = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        laidOut.push({
          hidden: this.style.visibility === 'hidden',
          inert: this.inert,
          ariaHidden: this.getAttribute('aria-hidden'),
          inPage: this.isConnected,
        });
        return new DOMRect();
      });
    const before = document.body.innerHTML;
    await goIdle();
    measure.mockRestore();
    expect(laidOut).toEqual([{ hidden: true, inert: true, ariaHidden: 'true', inPage: true }]);
    // Nothing is left of the copy: the page is as it was.
    expect(document.body.innerHTML).toBe(before);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('where the browser has no idle callback, the dialog is prepared after the next painted frame', async () => {
    vi.unstubAllGlobals();
    expect(typeof requestIdleCallback).toBe('undefined');
    setup();
    expect(renders).toBe(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(renders).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
