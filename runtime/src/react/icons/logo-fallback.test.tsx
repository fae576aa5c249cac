// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaipNetwork } from '../../core/types.js';
import { monogramIcon } from '../../wallets/monogram.js';
import { NetworkImage } from '../primitives/NetworkImage/NetworkImage.js';
import { WalletImage } from '../primitives/WalletImage/WalletImage.js';
import { WalletTile } from '../primitives/WalletTile/WalletTile.js';
import { loadLibraryIcon } from './useLibraryIcon.js';

afterEach(cleanup);

const ANNOUNCED =
  'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
const metamaskMonogram = () => monogramIcon('MM', '#f6851b');
const network = (caipNetworkId: string, name: string, imageUrl?: string) =>
  ({ caipNetworkId, name, ...(imageUrl ? { assets: { imageUrl } } : {}) }) as CaipNetwork;
const libraryLogo = (container: HTMLElement) =>
  container.querySelector<HTMLImageElement>('img[src^="data:image/svg+xml"]');

describe('which logo a wallet, network or token shows', () => {
  it("a catalogue wallet shows the library's logo once loaded, its monogram until then", async () => {
    const { container } = render(
      <WalletImage name="MetaMask" imageUrl={metamaskMonogram()} walletId="metamask" />,
    );
    expect(container.querySelector('.wk-wallet-monogram')?.textContent).toBe('MM');
    await waitFor(() => expect(libraryLogo(container)).not.toBeNull());
    expect(decodeURIComponent(libraryLogo(container)!.src)).toContain('#FF5C16');
    expect(container.querySelector('.wk-wallet-monogram')).toBeNull();
  });

  it('an icon the wallet announces wins over the library logo', async () => {
    const { container } = render(
      <WalletImage name="MetaMask" imageUrl={ANNOUNCED} walletId="metamask" />,
    );
    // Give the library every chance to load, then check it was not used.
    await loadLibraryIcon('wallet', 'metamask');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.querySelector('img')!.getAttribute('src')).toBe(ANNOUNCED);
  });

  it("a network's configured imageUrl wins over the library logo", async () => {
    const configured = 'https://host.example/eth.png';
    const { container } = render(
      <NetworkImage network={network('eip155:1', 'Ethereum', configured)} />,
    );
    await loadLibraryIcon('network', 'eip155:1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('img')!.getAttribute('src')).toBe(configured);
  });

  it("a catalogue network with no configured image shows the library's logo", async () => {
    const { container } = render(<NetworkImage network={network('eip155:8453', 'Base')} />);
    expect(container.querySelector('.wk-placeholder-image')?.textContent).toBe('B');
    await waitFor(() => expect(libraryLogo(container)).not.toBeNull());
  });

  it('an unknown wallet or network, or one listed as having no logo, keeps its monogram', async () => {
    const { container } = render(
      <>
        <WalletImage name="Uniswap" imageUrl={monogramIcon('UN', '#ff007a')} walletId="uniswap" />
        <WalletImage
          name="Home Made"
          imageUrl={monogramIcon('HM', '#123456')}
          walletId="home-made"
        />
        <WalletImage name="Proto" imageUrl={monogramIcon('PR', '#222222')} walletId="__proto__" />
        <NetworkImage network={network('eip155:999999', 'Somewhere Chain')} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('img')).toBeNull();
    expect(
      [...container.querySelectorAll('.wk-wallet-monogram')].map((el) => el.textContent),
    ).toEqual(['UN', 'HM', 'PR']);
    expect(
      [...container.querySelectorAll('.wk-placeholder-image')].map((el) => el.textContent),
    ).toEqual(['SC']);
  });

  it("a wallet without an icon whose id matches a catalogue wallet's does not get that wallet's logo", async () => {
    const { container } = render(<WalletImage name="Alpha" walletId="alpha" />);
    await loadLibraryIcon('wallet', 'alpha');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.wk-placeholder-image')?.textContent).toBe('A');
  });

  it('the WalletConnect entry, which has no icon of its own, shows the WalletConnect logo', async () => {
    const { container } = render(<WalletImage name="WalletConnect" walletId="walletConnect" />);
    await waitFor(() => expect(libraryLogo(container)).not.toBeNull());
  });

  it('a logo that fails to load falls back to the monogram, without a console error', async () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = render(
      <WalletImage name="MetaMask" imageUrl={metamaskMonogram()} walletId="metamask" />,
    );
    await waitFor(() => expect(libraryLogo(container)).not.toBeNull());
    fireEvent.error(libraryLogo(container)!);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.wk-wallet-monogram')?.textContent).toBe('MM');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('an AllWallets tile keeps its monogram until the logo has loaded', async () => {
    const { container } = render(
      <WalletTile name="Rabby Wallet" imageUrl={monogramIcon('RW', '#7084ff')} walletId="rabby" />,
    );
    expect(container.querySelector('.wk-wallet-monogram')?.textContent).toBe('RW');
    // jsdom loads no images: the tile waits for a load it never sees, so the monogram stays.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('.wk-wallet-monogram')).not.toBeNull();
  });
});
