// @vitest-environment jsdom
/**
 * With the legal checkbox in the config, every way to connect waits for the tick, not only the
 * wallet rows: the email form (its button and the Enter key), the social buttons and the
 * Farcaster button are announced as disabled with the reason, and pressing one moves focus to
 * the checkbox instead of starting a login. Without the checkbox in the config they just work.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKit, flush, testConfig } from '../../core/testing/test-support.js';
import { EmailLogin } from '../embedded/EmailLogin.js';
import { FarcasterLogin } from '../farcaster/FarcasterLogin.js';
import { SocialLogin } from '../social/SocialLogin.js';
import { renderWithKit } from '../testing/render.js';
import { LegalConsent } from './LegalConsent.js';

afterEach(cleanup);

const LEGAL = { termsUrl: 'https://app.example/terms' };

function connectMethods(legalCheckbox: boolean) {
  const base = testConfig();
  const { kit } = createTestKit({
    config: {
      features: { ...base.features, email: true, legalCheckbox },
      legal: LEGAL,
      socials: ['github', 'farcaster'] as never,
      // Email and social login run in the wallet service: a kit has them only with it named.
      endpoints: { embeddedWalletUrl: 'http://127.0.0.1:9' },
    },
  });
  kit.stores.embedded.setState({
    availableSocials: ['github'] as never,
    farcasterAvailable: true,
  } as never);
  const started: string[] = [];
  kit.embedded.connectEmail = async (email) => {
    started.push(`email ${email}`);
    return 'VERIFY_OTP';
  };
  kit.embedded.connectSocial = async (provider) => {
    started.push(`social ${provider}`);
  };
  renderWithKit(
    kit,
    <>
      {legalCheckbox && <LegalConsent />}
      <EmailLogin />
      <SocialLogin />
      <FarcasterLogin />
    </>,
  );
  return { kit, started };
}

const checkbox = () => screen.getByTestId('wk-legal-checkbox');

describe('every way to connect waits for the legal checkbox', () => {
  it('the email Continue button is locked with the reason, and neither a press nor Enter asks for a code', async () => {
    const { started } = connectMethods(true);
    const user = userEvent.setup();
    await user.type(screen.getByTestId('wk-email-input'), 'visitor@example.com');
    const submit = screen.getByTestId('wk-email-submit');
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(submit.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Tick the box to connect.',
    );
    await user.click(submit);
    await act(flush);
    expect(document.activeElement).toBe(checkbox());
    await user.click(screen.getByTestId('wk-email-input'));
    await user.keyboard('{Enter}');
    await act(flush);
    expect(started).toEqual([]);
  });

  it('the social and Farcaster buttons are locked and start no login', async () => {
    const { kit, started } = connectMethods(true);
    const original = window.open;
    const opened: unknown[] = [];
    window.open = ((...args: unknown[]) => opened.push(args) && null) as typeof window.open;
    try {
      const user = userEvent.setup();
      for (const id of ['wk-social-github', 'wk-farcaster-login']) {
        const button = screen.getByTestId(id);
        expect(button.getAttribute('aria-disabled')).toBe('true');
        await user.click(button);
        await act(flush);
        expect(document.activeElement).toBe(checkbox());
      }
      expect(opened).toEqual([]);
      expect(started).toEqual([]);
      expect(kit.stores.router.getState().view).not.toBe('ConnectingFarcaster');
    } finally {
      window.open = original;
    }
  });

  it('once ticked, the email form asks for a code and the social button starts its login', async () => {
    const { started } = connectMethods(true);
    const user = userEvent.setup();
    await user.click(checkbox());
    await user.type(screen.getByTestId('wk-email-input'), 'visitor@example.com');
    expect(screen.getByTestId('wk-email-submit').hasAttribute('aria-disabled')).toBe(false);
    await user.keyboard('{Enter}');
    await act(flush);
    const original = window.open;
    window.open = (() => null) as typeof window.open;
    try {
      await user.click(screen.getByTestId('wk-social-github'));
      await act(flush);
    } finally {
      window.open = original;
    }
    expect(started).toEqual(['email visitor@example.com', 'social github']);
  });

  it('without the legal checkbox in the config nothing is locked', async () => {
    const { started } = connectMethods(false);
    const user = userEvent.setup();
    for (const id of ['wk-social-github', 'wk-farcaster-login'])
      expect(screen.getByTestId(id).hasAttribute('aria-disabled')).toBe(false);
    await user.type(screen.getByTestId('wk-email-input'), 'visitor@example.com{Enter}');
    await act(flush);
    expect(started).toEqual(['email visitor@example.com']);
  });
});
