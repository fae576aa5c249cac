// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestKit } from '../../../core/test-support.js';
import { renderWithKit } from '../../testing/render.js';
import { ModalShell } from './ModalShell.js';
import type { ViewRegistry } from './viewRegistry.js';

let renders = 0;
function CountedConnect() {
  renders += 1;
  return <button type="button">Wallet</button>;
}

const views: ViewRegistry = { Connect: CountedConnect };

/** jsdom has no idle callbacks: the test gives it one it runs by hand. */
let idle: (() => void)[] = [];
beforeEach(() => {
  renders = 0;
  idle = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function setup() {
  const { kit } = createTestKit();
  renderWithKit(
    kit,
    <>
      <button type="button" onClick={() => kit.open()}>
        Open
      </button>
      <ModalShell views={views} />
    </>,
  );
  return kit;
}

async function goIdle() {
  await act(async () => {
    for (const run of idle.splice(0)) run();
    // The hidden copy renders at React's lowest priority: let it.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('ModalShell warm-up', () => {
  it('once the page is idle, the view the modal opens on is rendered hidden before any click', async () => {
    setup();
    expect(renders).toBe(0);
    await goIdle();
    expect(renders).toBeGreaterThan(0);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wallet' })).toBeNull();
  });

  it('the hidden copy is dropped when the modal opens, so the open modal shows the view once', async () => {
    setup();
    await goIdle();
    await userEvent.setup().click(screen.getByText('Open'));
    expect(screen.getAllByText('Wallet')).toHaveLength(1);
    expect(screen.getByRole('dialog').contains(screen.getByText('Wallet'))).toBe(true);
  });

  it('nothing is rendered ahead where the browser has no idle callback', async () => {
    vi.unstubAllGlobals();
    setup();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(renders).toBe(0);
  });
});

