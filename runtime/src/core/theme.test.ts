import { describe, expect, it } from 'vitest';
import {
  accentForeground,
  appliedThemeMode,
  setThemeMode,
  setThemeVariables,
  themeToCssVariables,
} from './theme.js';
import { THEME_CSS_VARIABLES } from './theme-variables.js';
import { createTestKit, testConfig } from './testing/test-support.js';

const theme = { ...testConfig().theme, mode: 'dark' as const };

describe('theme → CSS variables', () => {
  it('maps every configured variable to its custom property', () => {
    const css = themeToCssVariables({
      mode: 'dark',
      variables: { ...theme.variables, accent: '#ff0000', zIndex: 1234, colorMixStrength: 20 },
    });
    expect(css).toMatchObject({
      '--wk-accent': '#ff0000',
      '--wk-background': '#141414',
      '--wk-font-family': 'system-ui, sans-serif',
      '--wk-font-size-master': '10px',
      '--wk-border-radius-master': '4px',
      '--wk-z-index': '1234',
      '--wk-color-mix-strength': '20%',
      '--wk-modal-width': '360px',
    });
  });

  it('sets every exported variable name and nothing else', () => {
    const css = themeToCssVariables(theme);
    expect(Object.keys(css).sort()).toEqual(Object.values(THEME_CSS_VARIABLES).sort());
    expect(Object.values(css).every((value) => typeof value === 'string' && value !== '')).toBe(
      true,
    );
  });

  it('derives different foreground colours for dark and light mode', () => {
    const dark = themeToCssVariables({ ...theme, mode: 'dark' });
    const light = themeToCssVariables({ ...theme, mode: 'light' });
    expect(dark['--wk-foreground']).not.toBe(light['--wk-foreground']);
    expect(dark['--wk-foreground-secondary']).not.toBe(light['--wk-foreground-secondary']);
    expect(dark['--wk-surface']).toContain('var(--wk-accent) var(--wk-color-mix-strength)');
  });

  it('clamps the colour-mix strength to 0-100 %', () => {
    expect(
      themeToCssVariables({ ...theme, variables: { ...theme.variables, colorMixStrength: 150 } })[
        '--wk-color-mix-strength'
      ],
    ).toBe('100%');
  });

  it('picks readable text on the accent', () => {
    expect(accentForeground('#ffeb3b')).toBe('#141414');
    // White on the default blue is only 3.0:1 (fails AA); near-black is 6.9:1.
    expect(accentForeground('#3396ff')).toBe('#141414');
    expect(accentForeground('#1a4fd6')).toBe('#ffffff');
    expect(accentForeground('#000')).toBe('#ffffff');
    expect(accentForeground('rebeccapurple')).toBe('#ffffff');
  });

  it('setThemeMode and setThemeVariables update the theme store', () => {
    const { kit } = createTestKit();
    setThemeMode(kit.stores.theme, 'light');
    setThemeVariables(kit.stores.theme, { accent: '#00ff00' });
    expect(kit.stores.theme.getState().mode).toBe('light');
    expect(kit.stores.theme.getState().variables).toEqual({
      ...theme.variables,
      accent: '#00ff00',
    });
    kit.setThemeMode('dark');
    expect(kit.stores.theme.getState().mode).toBe('dark');
  });

  it('auto is drawn in the system colour scheme, a fixed mode whatever the system', () => {
    expect(appliedThemeMode('auto', 'light')).toBe('light');
    expect(appliedThemeMode('auto', 'dark')).toBe('dark');
    expect(appliedThemeMode('dark', 'light')).toBe('dark');
    expect(appliedThemeMode('light', 'dark')).toBe('light');
  });

  it('an unset background is the background of the mode drawn', () => {
    const { background: _, ...unset } = theme.variables;
    expect(themeToCssVariables({ mode: 'dark', variables: unset })['--wk-background']).toBe(
      '#121313',
    );
    expect(themeToCssVariables({ mode: 'light', variables: unset })['--wk-background']).toBe(
      '#ffffff',
    );
  });

  it('a background the host sets is kept in both modes', () => {
    const set = { ...theme.variables, background: '#202040' };
    expect(themeToCssVariables({ mode: 'light', variables: set })['--wk-background']).toBe(
      '#202040',
    );
  });
});
