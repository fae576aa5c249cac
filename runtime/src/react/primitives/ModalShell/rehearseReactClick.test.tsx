// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { rehearseReactClick } from './rehearseReactClick.js';

const parts = { React, createRoot, flushSync };

afterEach(() => {
  vi.restoreAllMocks();
});

describe("React's first click is rehearsed on a detached tree", () => {
  it('React handles the rehearsed focus and click and commits the update', async () => {
    await expect(rehearseReactClick(parts)).resolves.toBe(true);
  });

  it('the click never reaches the document or the window, and nothing is left in the page', async () => {
    document.body.innerHTML = '<main id="host">host page</main>';
    const seen: string[] = [];
    const record = (where: string) => (event: Event) => seen.push(`${where} ${event.type}`);
    for (const type of ['click', 'mousedown', 'focusin']) {
      document.addEventListener(type, record('document'), true);
      window.addEventListener(type, record('window'), true);
    }
    const consoleError = vi.spyOn(console, 'error');
    await rehearseReactClick(parts);
    expect(seen).toEqual([]);
    expect(document.body.innerHTML).toBe('<main id="host">host page</main>');
    expect(consoleError).not.toHaveBeenCalled();
  });
});
