// @vitest-environment jsdom
/**
 * The wallet frame follows its slot while the slot moves with no event of its own (a transform
 * animation), stops measuring once the slot is still, starts again on the next animation, and
 * lets go when detached.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { followSlot, STILL_FRAMES, type SlotRect } from './follow-slot.js';

/** A window whose animation frames run when the test says so. */
function testWindow() {
  const callbacks = new Map<number, FrameRequestCallback>();
  let next = 0;
  const listeners = new EventTarget();
  const win = {
    document,
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      next += 1;
      callbacks.set(next, callback);
      return next;
    },
    cancelAnimationFrame: (id: number) => callbacks.delete(id),
    addEventListener: listeners.addEventListener.bind(listeners),
    removeEventListener: listeners.removeEventListener.bind(listeners),
  } as unknown as Window;
  const runFrame = () => {
    const due = [...callbacks];
    callbacks.clear();
    for (const [, callback] of due) callback(0);
  };
  return { win, runFrame, scheduled: () => callbacks.size };
}

function slotAt(rect: { top: number }) {
  const slot = document.createElement('div');
  document.body.append(slot);
  slot.getBoundingClientRect = () =>
    ({ top: rect.top, left: 10, width: 300, height: 200 }) as DOMRect;
  return slot;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the frame follows its slot', () => {
  it('is placed at once, then follows a slot moved by an animation frame after frame', () => {
    const { win, runFrame } = testWindow();
    const rect = { top: 500 };
    const placed: SlotRect[] = [];
    followSlot(win, slotAt(rect), (at) => placed.push(at));
    expect(placed.map((at) => at.top)).toEqual([500]);
    // The opening animation slides the slot up: no resize, no scroll, no layout event.
    for (const top of [400, 300, 200]) {
      rect.top = top;
      runFrame();
    }
    expect(placed.map((at) => at.top)).toEqual([500, 400, 300, 200]);
  });

  it('stops measuring once the slot stayed put, and starts again at the next animation', () => {
    const { win, runFrame, scheduled } = testWindow();
    const rect = { top: 100 };
    const placed: number[] = [];
    followSlot(win, slotAt(rect), (at) => placed.push(at.top));
    for (let frame = 0; frame < STILL_FRAMES + 2; frame++) runFrame();
    expect(scheduled()).toBe(0);
    rect.top = 160;
    document.body.dispatchEvent(new Event('animationend', { bubbles: true }));
    expect(placed).toEqual([100, 160]);
    expect(scheduled()).toBe(1);
  });

  it('lets go when detached: no more measures and no more listeners', () => {
    const { win, runFrame, scheduled } = testWindow();
    const rect = { top: 100 };
    const placed: number[] = [];
    const unfollow = followSlot(win, slotAt(rect), (at) => placed.push(at.top));
    unfollow();
    expect(scheduled()).toBe(0);
    rect.top = 50;
    runFrame();
    document.body.dispatchEvent(new Event('transitionend', { bubbles: true }));
    expect(placed).toEqual([100]);
  });
});
