// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pickLocale } from './detect-locale.js';
import { ALL_ENGLISH } from './messages/all-english.js';
import { en } from './messages/en.js';
import { textOf } from './text.js';

const english = textOf('en', en).including(ALL_ENGLISH);

describe('text built from values a wallet or a visitor controls', () => {
  it('a wallet name holding markup is shown as text, never parsed', () => {
    const name = '<img src=x onerror="window.pwned=1">';
    render(<p data-testid="line">{english.t('connecting.continueIn', { wallet: name })}</p>);
    expect(screen.getByTestId('line').textContent).toBe(`Continue in ${name}`);
    expect(screen.getByTestId('line').querySelector('img')).toBeNull();
  });

  it('a value holding a placeholder is not filled again', () => {
    expect(english.t('connecting.declinedIn', { wallet: '{wallet}{count}' })).toBe(
      'The request was declined in {wallet}{count}.',
    );
  });

  it('a browser language shaped like a path loads no module: it falls back to English', () => {
    expect(pickLocale(undefined, ['../../evil', 'ar/../../x', '__proto__', 'constructor'])).toBe(
      'en',
    );
  });
});
