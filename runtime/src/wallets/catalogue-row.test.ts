import { describe, expect, it } from 'vitest';
import { catalogueWallet } from './catalogue-row.js';

/** The letters a catalogue row's monogram shows. */
function initials(name: string): string {
  const { imageUrl = '' } = catalogueWallet(['id', name, '#336699', {}]);
  return /<text[^>]*>([^<]*)<\/text>/.exec(decodeURIComponent(imageUrl))![1]!;
}

describe("a catalogue wallet's monogram", () => {
  it('shows the first letters of the first two words, a capital inside a word starting one', () => {
    expect(initials('MetaMask')).toBe('MM');
    expect(initials('Trust Wallet')).toBe('TW');
    expect(initials('OKX Wallet')).toBe('OW');
    expect(initials('1inch Wallet')).toBe('1W');
    expect(initials('imToken')).toBe('IT');
    expect(initials('Rainbow')).toBe('RA');
    expect(initials('Frame-Wallet (beta)')).toBe('FW');
    expect(initials('')).toBe('?');
  });

  it('reads letters and digits of any script the same way', () => {
    expect(initials('Ébène Wallet')).toBe('ÉW');
    expect(initials('éclairWallet')).toBe('ÉW');
    expect(initials('Безопасный Кошелёк')).toBe('БК');
    expect(initials('ウォレット')).toBe('ウォ');
    expect(initials('Łódź-Portfel')).toBe('ŁP');
  });
});
