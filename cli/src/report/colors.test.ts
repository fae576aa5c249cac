import { describe, expect, test } from 'vitest';
import { createColors, shouldUseColor } from './colors.js';

describe('coloured output', () => {
  test('colour is on for a terminal and off for a pipe', () => {
    expect(shouldUseColor({ isTTY: true }, {})).toBe(true);
    expect(shouldUseColor({ isTTY: false }, {})).toBe(false);
  });

  test('NO_COLOR turns colour off, FORCE_COLOR turns it on', () => {
    expect(shouldUseColor({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(shouldUseColor({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(shouldUseColor({ isTTY: true }, { FORCE_COLOR: '0' })).toBe(false);
  });

  test('disabled colours leave the text as is', () => {
    expect(createColors(false).red('x')).toBe('x');
    expect(createColors(true).red('x')).toBe('\u001b[31mx\u001b[39m');
  });
});
