// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { monogramIcon } from '../../../wallets/monogram.js';
import { monogramOf } from '../../../wallets/monograms-made.js';
import { WALLET_CATALOGUE } from '../../../wallets/snapshot.js';
import { WalletTile } from '../WalletTile/WalletTile.js';
import { WalletImage } from './WalletImage.js';
import { ALL_WALLETS_ICON } from '../../icons/allWalletsIcon.js';

afterEach(cleanup);

describe('wallet icons', () => {
  it('a catalogue monogram is drawn as its letters on its colour, not loaded as an SVG image', () => {
    const url = monogramIcon('RW', '#1a237e');
    const { container } = render(<WalletImage name="Rabby Wallet" imageUrl={url} />);
    expect(container.querySelector('img')).toBeNull();
    const monogram = container.querySelector<HTMLElement>('.wk-wallet-monogram')!;
    expect(monogram.textContent).toBe('RW');
    expect(monogram.getAttribute('aria-hidden')).toBe('true');
    expect(monogram.style.background).toContain('rgb(26, 35, 126)');
    expect(monogram.style.color).toBe('rgb(255, 255, 255)');
  });

  it('the "All Wallets" grid is drawn inline, the same picture as its URL, not loaded as an SVG image', () => {
    const { container } = render(<WalletImage name="All Wallets" imageUrl={ALL_WALLETS_ICON} />);
    expect(container.querySelector('img')).toBeNull();
    const inline = container.querySelector('svg.wk-wallet-icon')!;
    expect(inline.getAttribute('aria-hidden')).toBe('true');
    // Filled shapes: the kit's default stroke for line icons must not outline them.
    expect((inline as SVGSVGElement).style.stroke).toBe('none');
    const asImage = new DOMParser().parseFromString(
      decodeURIComponent(ALL_WALLETS_ICON.slice(ALL_WALLETS_ICON.indexOf(',') + 1)),
      'image/svg+xml',
    ).documentElement;
    const shapes = (svg: Element) =>
      [...svg.querySelectorAll('rect, g')].map((shape) =>
        ['x', 'y', 'width', 'height', 'rx', 'fill', 'fill-opacity']
          .map((name) => shape.getAttribute(name))
          .join(' '),
      );
    expect(shapes(inline)).toEqual(shapes(asImage));
    expect(inline.getAttribute('viewBox')).toBe(asImage.getAttribute('viewBox'));
  });

  it('light colours get black letters, as in the SVG icon', () => {
    const url = monogramIcon('BW', '#ffd600');
    expect(decodeURIComponent(url)).toContain('fill="#000"');
    const { container } = render(<WalletImage name="Bee Wallet" imageUrl={url} />);
    expect(container.querySelector<HTMLElement>('.wk-wallet-monogram')!.style.color).toBe(
      'rgb(0, 0, 0)',
    );
  });

  it("every catalogue monogram's letters reach 4.5:1 contrast on its colour", () => {
    const luminance = (hex: string) => {
      const channel = (at: number) => {
        const c = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    };
    const contrast = (a: string, b: string) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const low = WALLET_CATALOGUE.map((wallet) => monogramOf(wallet.imageUrl)!)
      .map(({ colour, ink }) => ({ colour, ink, ratio: contrast(colour, ink.padEnd(7, ink[1])) }))
      .filter(({ ratio }) => ratio < 4.5);
    expect(WALLET_CATALOGUE.length).toBeGreaterThan(10);
    expect(low).toEqual([]);
  });

  it("a wallet's own icon is still shown as an image", () => {
    const url =
      'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const { container } = render(<WalletImage name="Demo Wallet" imageUrl={url} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe(url);
    expect(container.querySelector('.wk-wallet-monogram')).toBeNull();
  });

  it('a monogram whose colour is not a hex colour stays an image: nothing else reaches a style', () => {
    const url = monogramIcon('EV', 'url(http://127.0.0.1/x)');
    const { container } = render(<WalletImage name="Evil" imageUrl={url} />);
    expect(container.querySelector('.wk-wallet-monogram')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toBe(url);
  });

  it('a catalogue tile shows its monogram at once, with nothing to preload', () => {
    const url = monogramIcon('LL', '#000000');
    const { container } = render(<WalletTile name="Ledger Live" imageUrl={url} />);
    const monogram = container.querySelector<HTMLElement>('.wk-wallet-monogram')!;
    expect(monogram.dataset.size).toBe('large');
    expect(monogram.textContent).toBe('LL');
    expect(container.querySelector('.wk-placeholder-image')).toBeNull();
  });
});
