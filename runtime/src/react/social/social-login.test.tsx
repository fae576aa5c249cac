// @vitest-environment jsdom
/**
 * The social buttons on Connect: which show, in which order, which wait behind "More", the
 * Telegram platform rules, the popup opened in the click itself, and the reason shown when a
 * login does not connect.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKit, flush } from '../../core/testing/test-support.js';
import { renderWithKit } from '../testing/render.js';
import { SocialLogin } from './SocialLogin.js';
import { socialsToShow, splitSocials, telegramPlatform } from './socialsToShow.js';

afterEach(cleanup);

const ALL = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const;

function page(socials: string[], available: readonly string[] | 'not yet' = ALL) {
  // Social login runs in the wallet service: a kit has it only with the service named.
  const endpoints = { embeddedWalletUrl: 'http://127.0.0.1:9' };
  const { kit } = createTestKit({ config: { socials: socials as never, endpoints } });
  kit.stores.embedded.setState({
    availableSocials: available === 'not yet' ? undefined : (available as never),
  });
  renderWithKit(kit, <SocialLogin />);
  return kit;
}

const shown = () =>
  screen.queryAllByTestId(/^wk-social-(?!more|error)/).map((button) => button.dataset.testid);

describe('which social buttons show', () => {
  it('follow the config order, and only the logins the wallet service runs', () => {
    page(['discord', 'google', 'github'], ['google', 'discord']);
    expect(shown()).toEqual(['wk-social-discord', 'wk-social-google']);
  });

  it('none shows until the wallet service said which logins it runs', () => {
    page(['google'], 'not yet');
    expect(shown()).toEqual([]);
  });

  it('farcaster is not a button of this section', () => {
    page(['farcaster', 'google']);
    expect(shown()).toEqual(['wk-social-google']);
  });

  it('up to three are all large buttons, with no "More"', () => {
    page(['google', 'github', 'x']);
    expect(shown()).toHaveLength(3);
    expect(screen.queryByTestId('wk-social-more')).toBeNull();
  });

  it('with four or more, the first two show and "More" shows the rest', async () => {
    page(['google', 'github', 'x', 'discord', 'apple']);
    expect(shown()).toEqual(['wk-social-google', 'wk-social-github']);
    const more = screen.getByTestId('wk-social-more');
    expect(more.textContent).toBe('More options (3)');
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.setup().click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(shown()).toEqual([
      'wk-social-google',
      'wk-social-github',
      'wk-social-x',
      'wk-social-discord',
      'wk-social-apple',
    ]);
  });
});

describe('Telegram platform rules', () => {
  it('iOS removes google', () => {
    expect(socialsToShow(ALL, ALL, 'ios')).not.toContain('google');
    expect(socialsToShow(ALL, ALL, 'ios')).toHaveLength(5);
  });

  it('macOS removes x', () => {
    expect(socialsToShow(ALL, ALL, 'macos')).toEqual([
      'google',
      'github',
      'apple',
      'facebook',
      'discord',
    ]);
  });

  it('Android removes facebook and x', () => {
    expect(socialsToShow(ALL, ALL, 'android')).toEqual(['google', 'github', 'apple', 'discord']);
  });

  it('outside Telegram nothing is removed', () => {
    expect(telegramPlatform({})).toBeUndefined();
    expect(socialsToShow(ALL, ALL, telegramPlatform({}))).toEqual([...ALL]);
  });

  it("the platform is read from Telegram's mini-app object", () => {
    expect(telegramPlatform({ Telegram: { WebApp: { platform: 'android' } } })).toBe('android');
  });
});

describe('pressing a social button', () => {
  it('opens the popup in the click itself and shows why the login did not connect', async () => {
    const opened: unknown[][] = [];
    const original = window.open;
    window.open = ((...args: unknown[]) => {
      opened.push(args);
      return null;
    }) as typeof window.open;
    try {
      const kit = page(['github']);
      let called: unknown[] = [];
      kit.embedded.connectSocial = async (...args) => {
        called = args;
        throw new Error('The login window was closed before the login finished');
      };
      await userEvent.setup().click(screen.getByTestId('wk-social-github'));
      await act(flush);
      expect(opened).toHaveLength(1);
      expect(opened[0]![0]).toBe('');
      expect(called[0]).toBe('github');
      expect(screen.getByTestId('wk-social-error').textContent).toBe(
        'The login window was closed before the login finished',
      );
    } finally {
      window.open = original;
    }
  });

  it('splits by the number of large buttons', () => {
    expect(splitSocials(['google', 'github', 'x', 'discord'], 2)).toEqual({
      large: ['google', 'github'],
      more: ['x', 'discord'],
    });
  });
});
