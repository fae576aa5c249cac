import { describe, expect, it } from 'vitest';
import { isCssColor, isCssLength, isFontFamily, isSafeCssValue } from './css-values.js';

describe('CSS colour', () => {
  it.each([
    '#fff',
    '#ffff',
    '#3396ff',
    '#3396ff80',
    'rgb(1 2 3)',
    'rgba(1, 2, 3, 0.5)',
    'hsl(210 100% 60%)',
    'oklch(70% 0.1 250)',
    'color-mix(in srgb, red 50%, blue)',
    'var(--brand)',
    'RoyalBlue',
    'transparent',
  ])('accepts %s', (value) => {
    expect(isCssColor(value)).toBe(true);
  });

  it.each([
    '#ff',
    '#12345',
    'blurple',
    'rgb',
    '',
    'red;',
    'red } body {',
    'url(x)',
    'rgb(1 2 3) url(x)',
    'rgb(1 2 3)url(x)',
    'var(--a, URL(x))',
    'hsl(1 2% 3%) image(x)',
    'rgb(1 2 3) -webkit-image-set(x 1x)',
    'rgb(1 2 3) expression(1)',
    'rgb(1 2 3) "x"',
  ])('refuses %j', (value) => {
    expect(isCssColor(value)).toBe(false);
  });
});

describe('CSS length', () => {
  it.each([
    '0',
    '10px',
    '0.625rem',
    '1.5em',
    '50%',
    '100vw',
    'calc(100vw - 2rem)',
    'min(360px, 100vw)',
    'var(--w)',
  ])('accepts %s', (value) => {
    expect(isCssLength(value)).toBe(true);
  });

  it.each(['big', '10', 'px', '-', '10 px', '10px;', 'calc(1px) } a {'])('refuses %j', (value) => {
    expect(isCssLength(value)).toBe(false);
  });
});

describe('font family', () => {
  it('accepts a list of plain and quoted names', () => {
    expect(isFontFamily('Inter, \'Segoe UI\', "Helvetica Neue", sans-serif')).toBe(true);
  });

  it.each([
    '',
    'Inter; color: red',
    'Inter</style>',
    'a{b}',
    "'Inter",
    'Inter"',
    "'a' 'b'",
    'Inter,',
    'Inter\nsans-serif',
    'url(x)',
  ])('refuses %j', (value) => {
    expect(isFontFamily(value)).toBe(false);
  });
});

describe('safe CSS value', () => {
  it.each(['#fff', 'calc((100vw - 2rem) / 2)', 'color-mix(in oklch, var(--a) 40%, white)'])(
    'accepts %s',
    (value) => {
      expect(isSafeCssValue(value)).toBe(true);
    },
  );

  it.each([
    'url(x)',
    'Url(x)',
    'image-set(x)',
    'expression(x)',
    '@import "x"',
    'a\\62 c',
    'a;b',
    'a{',
    'a}',
    'a<b',
    'a/*b*/',
    'a\nb',
    'a\u2028b',
    "'quoted'",
  ])('refuses %j', (value) => {
    expect(isSafeCssValue(value)).toBe(false);
  });
});
