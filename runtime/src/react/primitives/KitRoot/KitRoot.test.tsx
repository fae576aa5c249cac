// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ThemeConfig } from '../../../core/types.js';
import { createTestKit, testConfig } from '../../../core/testing/test-support.js';
import { emulateMedia } from '../../../core/testing/emulated-media.js';
import { emulateReducedMotion, renderWithKit } from '../../testing/render.js';
import { KitRoot } from './KitRoot.js';

/** The test config's theme in `mode`, with the background left to the mode. */
function themeIn(mode: ThemeConfig['mode']): ThemeConfig {
  const { background: _, ...variables } = testConfig().theme.variables;
  return { mode, variables };
}

function renderRoot(mode: ThemeConfig['mode']) {
  const { kit } = createTestKit({ config: { theme: themeIn(mode) } });
  const view = renderWithKit(
    kit,
    <KitRoot variant="block">
      <span>inside</span>
    </KitRoot>,
  );
  const root = () => screen.getByText('inside').parentElement!;
  return { kit, view, root };
}

const backgroundOf = (element: HTMLElement) => element.style.getPropertyValue('--wk-background');

afterEach(() => {
  cleanup();
  emulateReducedMotion(false);
});

describe('KitRoot theme mode', () => {
  it('auto is drawn in the system colour scheme', () => {
    emulateMedia({ colorScheme: 'dark' });
    const { root } = renderRoot('auto');
    expect(root().getAttribute('data-wk-theme')).toBe('dark');
    expect(backgroundOf(root())).toBe('#121313');
  });

  it('auto follows a live change of the system colour scheme', () => {
    const media = emulateMedia({ colorScheme: 'dark' });
    const { root } = renderRoot('auto');
    act(() => media.setColorScheme('light'));
    expect(root().getAttribute('data-wk-theme')).toBe('light');
    expect(backgroundOf(root())).toBe('#ffffff');
    act(() => media.setColorScheme('dark'));
    expect(root().getAttribute('data-wk-theme')).toBe('dark');
  });

  it('a fixed mode ignores the system colour scheme', () => {
    const media = emulateMedia({ colorScheme: 'dark' });
    const { root } = renderRoot('light');
    expect(root().getAttribute('data-wk-theme')).toBe('light');
    act(() => media.setColorScheme('light'));
    act(() => media.setColorScheme('dark'));
    expect(root().getAttribute('data-wk-theme')).toBe('light');
    expect(backgroundOf(root())).toBe('#ffffff');
  });

  it('setThemeMode auto at run time starts following the system', () => {
    const media = emulateMedia({ colorScheme: 'light' });
    const { kit, root } = renderRoot('dark');
    act(() => kit.setThemeMode('auto'));
    expect(root().getAttribute('data-wk-theme')).toBe('light');
    act(() => media.setColorScheme('dark'));
    expect(root().getAttribute('data-wk-theme')).toBe('dark');
  });

  it('a page without matchMedia draws auto in dark, the default mode', () => {
    // @ts-expect-error jsdom has none; a test may have installed one.
    delete window.matchMedia;
    const { root } = renderRoot('auto');
    expect(root().getAttribute('data-wk-theme')).toBe('dark');
  });

  it('unmounting stops listening to the system colour scheme', () => {
    const media = emulateMedia({ colorScheme: 'dark' });
    const { view } = renderRoot('auto');
    expect(media.listenerCount()).toBeGreaterThan(0);
    view.unmount();
    expect(media.listenerCount()).toBe(0);
  });
});
