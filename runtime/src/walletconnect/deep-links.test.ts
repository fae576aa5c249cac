import { describe, expect, it } from 'vitest';
import { formatNativeUrl, formatUniversalUrl, formatWalletLink } from './deep-links.js';

const URI = 'wc:abc@2?relay-protocol=irn&symKey=def';
const ENCODED = encodeURIComponent(URI);

describe('mobile wallet links (wc?uri=)', () => {
  it('a native scheme becomes scheme://wc?uri=<encoded URI>', () => {
    expect(formatNativeUrl('metamask://', URI)).toEqual({
      redirect: `metamask://wc?uri=${ENCODED}`,
      href: 'metamask://',
    });
  });

  it('a bare scheme or scheme: is completed to scheme://', () => {
    expect(formatNativeUrl('rainbow', URI).redirect).toBe(`rainbow://wc?uri=${ENCODED}`);
    expect(formatNativeUrl('trust:', URI).redirect).toBe(`trust://wc?uri=${ENCODED}`);
  });

  it('a universal link becomes https://.../wc?uri=<encoded URI>', () => {
    expect(formatUniversalUrl('https://link.trustwallet.com', URI)).toEqual({
      redirect: `https://link.trustwallet.com/wc?uri=${ENCODED}`,
      href: 'https://link.trustwallet.com/',
    });
  });

  it('a universal link with a path keeps it', () => {
    expect(formatUniversalUrl('https://example.app/connect/', URI).redirect).toBe(
      `https://example.app/connect/wc?uri=${ENCODED}`,
    );
  });

  it('the pairing URI is fully encoded, so its own query cannot leak into the link', () => {
    const { redirect } = formatWalletLink('metamask://', URI);
    expect(new URL(redirect).searchParams.get('uri')).toBe(URI);
    expect(redirect).not.toContain('&symKey');
  });

  it('each form hands over to the other when given the other kind of link', () => {
    expect(formatNativeUrl('https://link.trustwallet.com', URI).href).toBe(
      'https://link.trustwallet.com/',
    );
    expect(formatUniversalUrl('metamask://', URI).href).toBe('metamask://');
  });

  it('links that would run code in the page are refused', () => {
    expect(() => formatWalletLink('javascript:alert(1)//', URI)).toThrow('Not a wallet link');
    expect(() => formatWalletLink('data:text/html,x', URI)).toThrow('Not a wallet link');
  });
});
