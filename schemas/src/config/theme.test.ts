import { describe, expect, it } from 'vitest';
import { issueAt, resolve } from './testing/parse-helpers.js';

const variablesOf = (theme?: unknown) =>
  resolve(theme === undefined ? {} : { theme }).theme.variables;

describe('theme', () => {
  it('mode defaults to dark', () => {
    expect(resolve().theme.mode).toBe('dark');
  });

  it('refuses a mode other than dark, light or auto', () => {
    expect(issueAt({ theme: { mode: 'blue' } }, 'theme.mode')?.message).toBe(
      'Expected "dark", "light" or "auto"',
    );
  });

  it('accepts auto, the mode that follows the system colour scheme', () => {
    expect(resolve({ theme: { mode: 'auto' } }).theme.mode).toBe('auto');
  });

  it('accent defaults to #3396ff', () => {
    expect(variablesOf().accent).toBe('#3396ff');
  });

  // The runtime picks the drawn mode's background, so it follows setThemeMode and auto.
  it.each(['dark', 'light', 'auto'])('background stays unset in %s mode when not given', (mode) => {
    expect(variablesOf({ mode })).not.toHaveProperty('background');
  });

  it('a background the host sets wins over the mode default', () => {
    expect(variablesOf({ mode: 'light', variables: { background: '#000' } }).background).toBe(
      '#000',
    );
  });

  it('fontFamily defaults to a system font stack', () => {
    expect(variablesOf().fontFamily).toMatch(/^system-ui,.*sans-serif$/);
  });

  it('fontSizeMaster defaults to 10px', () => {
    expect(variablesOf().fontSizeMaster).toBe('10px');
  });

  it('borderRadiusMaster defaults to 4px', () => {
    expect(variablesOf().borderRadiusMaster).toBe('4px');
  });

  it('zIndex defaults to 999', () => {
    expect(variablesOf().zIndex).toBe(999);
  });

  it('colorMixStrength defaults to 0', () => {
    expect(variablesOf().colorMixStrength).toBe(0);
  });

  it('modalWidth defaults to 360px', () => {
    expect(variablesOf().modalWidth).toBe('360px');
  });

  it('keeps every variable the host sets', () => {
    const variables = {
      accent: 'oklch(70% 0.1 250)',
      background: 'rgb(0 0 0 / 80%)',
      fontFamily: "Inter, 'Segoe UI', sans-serif",
      fontSizeMaster: '0.625rem',
      borderRadiusMaster: '0',
      zIndex: -1,
      colorMixStrength: 35.5,
      modalWidth: 'min(360px, 100vw)',
    };
    expect(variablesOf({ variables })).toEqual(variables);
  });

  it('refuses a nonsense length such as fontSizeMaster "big"', () => {
    expect(
      issueAt({ theme: { variables: { fontSizeMaster: 'big' } } }, 'theme.variables.fontSizeMaster')
        ?.message,
    ).toBe('Expected a CSS length, e.g. "10px" or "0.625rem"');
  });

  it.each(['borderRadiusMaster', 'modalWidth'])('refuses a unitless length for %s', (key) => {
    expect(
      issueAt({ theme: { variables: { [key]: '12' } } }, `theme.variables.${key}`),
    ).toBeDefined();
  });

  it.each(['accent', 'background'])('refuses a nonsense colour for %s', (key) => {
    expect(
      issueAt({ theme: { variables: { [key]: 'blurple' } } }, `theme.variables.${key}`),
    ).toBeDefined();
  });

  it('refuses a value that would break out of the generated stylesheet', () => {
    const accent = 'red; } body { display: none';
    expect(issueAt({ theme: { variables: { accent } } }, 'theme.variables.accent')).toBeDefined();
    const fontFamily = 'Inter; } * { color: red';
    expect(
      issueAt({ theme: { variables: { fontFamily } } }, 'theme.variables.fontFamily'),
    ).toBeDefined();
  });

  // Each of these is a colour or length today's browsers would happily fetch, run or break on.
  const HOSTILE_THEME_VALUES: [key: string, value: string][] = [
    ['accent', 'rgb(0 0 0) url(https://tracker.example/pixel)'],
    ['accent', 'var(--x, url(https://tracker.example/pixel))'],
    ['background', 'color-mix(in srgb, red 50%, image-set(url(//tracker.example/a) 1x))'],
    ['background', 'rgb(0 0 0) expression(alert(1))'],
    ['accent', 'rgb(0 0 0 / 50%) @import'],
    ['accent', 'rgb(0 0 0) \\75 rl(https://tracker.example/)'],
    ['accent', 'rgb(0 0 0) </style><script>'],
    ['modalWidth', 'calc(100px) ; color: red'],
    ['modalWidth', 'min(360px, 100vw) { }'],
    ['borderRadiusMaster', 'calc(1px /* hidden */ + 2px)'],
    ['accent', 'rgb(0 0 0)\n}'],
    ['fontFamily', "Inter, 'unclosed"],
    ['fontFamily', 'Inter\\, sans-serif'],
    ['fontFamily', '"Inter" url(x)'],
  ];

  it.each(HOSTILE_THEME_VALUES)(
    'refuses a %s that could fetch, run or break out of the stylesheet: %j',
    (key, value) => {
      const issue = issueAt({ theme: { variables: { [key]: value } } }, `theme.variables.${key}`);
      expect(issue?.message).toMatch(/^Must be a plain CSS value|^Expected a font-family list/);
    },
  );

  it('names url() in the error of a theme colour that would fetch', () => {
    const accent = 'rgb(0 0 0) url(https://tracker.example/pixel)';
    expect(
      issueAt({ theme: { variables: { accent } } }, 'theme.variables.accent')?.message,
    ).toMatch(/url\(\)/);
  });

  it('refuses a zIndex that is not an integer', () => {
    expect(
      issueAt({ theme: { variables: { zIndex: 1.5 } } }, 'theme.variables.zIndex')?.message,
    ).toBe('Expected an integer');
  });

  it('refuses a colorMixStrength outside 0-100', () => {
    expect(
      issueAt(
        { theme: { variables: { colorMixStrength: 101 } } },
        'theme.variables.colorMixStrength',
      ),
    ).toBeDefined();
    expect(
      issueAt(
        { theme: { variables: { colorMixStrength: -1 } } },
        'theme.variables.colorMixStrength',
      ),
    ).toBeDefined();
  });

  it('refuses an unknown theme variable naming its path', () => {
    expect(
      issueAt({ theme: { variables: { accentColor: '#fff' } } }, 'theme.variables.accentColor'),
    ).toBeDefined();
  });
});
