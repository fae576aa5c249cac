// @vitest-environment jsdom
/**
 * The generated email views (Connect's email field, EmailVerifyOtp, EmailVerifyDevice,
 * ApproveTransaction's frame slot, Account's email line) against a kit whose embedded wallet
 * is the real module talking to a scripted frame.
 */
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import type { Eip1193Provider } from '../../core/eip1193.js';
import {
  connector,
  createTestKit,
  EVM_ADDRESS,
  ScriptedAdapter,
  testConfig,
} from '../../core/testing/test-support.js';
import {
  EMAIL,
  embeddedTestKit,
  GOOD_OTP,
  simulatedFrame,
} from '../../embedded/testing/wallet-kit.js';
import {
  loadGeneratedModule,
  mountHostPage,
  viewCodeLoaded,
  type GeneratedModule,
} from '../testing/generatedKit.js';

const EMAIL_VIEWS = [
  'Connect',
  'ConnectingExternal',
  'Account',
  'ApproveTransaction',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmailWallet',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
] as const;

let generated: GeneratedModule;
beforeAll(async () => {
  generated = await loadGeneratedModule([...EMAIL_VIEWS]);
});
afterAll(() => generated.rendered.remove());

type Made = ReturnType<typeof embeddedTestKit>;
let current: Made | undefined;
afterEach(() => {
  cleanup();
  current?.kit.destroy();
  current = undefined;
  document.body.innerHTML = '';
});

// Each test runs a real wallet service and its frame's key work: beside the browser tests on two
// cores that takes longer than the unit tests' usual 5 s.
vi.setConfig({ testTimeout: 15_000 });

async function openEmailKit(options: Parameters<typeof embeddedTestKit>[0] = {}) {
  current = embeddedTestKit(options);
  await current.kit.start();
  const user = userEvent.setup();
  mountHostPage(current.kit, generated);
  await user.click(screen.getByTestId('wk-connect-button'));
  return { made: current, user };
}

async function submitEmail(made: Made, user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('wk-email-input'), EMAIL);
  await user.click(screen.getByTestId('wk-email-submit'));
  return made.frameReady();
}

const view = (made: Made) => made.kit.stores.router.getState().view;

describe('email login views', () => {
  test('the emailed code connects the visitor and closes the modal', async () => {
    const { made, user } = await openEmailKit();
    await submitEmail(made, user);
    await waitFor(() => expect(view(made)).toBe('EmailVerifyOtp'));
    await viewCodeLoaded();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    await user.click(screen.getAllByTestId('wk-email-otp-digit')[0]!);
    await user.keyboard(GOOD_OTP);
    await waitFor(() => expect(made.kit.stores.modal.getState().open).toBe(false));
    expect(made.kit.stores.chain.getState().chains.eip155?.accountState.address).toBe(EVM_ADDRESS);
  });

  test('a wrong code shows the reason and keeps the visitor on the code step', async () => {
    const { made, user } = await openEmailKit();
    await submitEmail(made, user);
    await waitFor(() => expect(view(made)).toBe('EmailVerifyOtp'));
    await viewCodeLoaded();
    await user.click(screen.getAllByTestId('wk-email-otp-digit')[0]!);
    await user.keyboard('000000');
    await waitFor(() =>
      expect(screen.getByTestId('wk-email-otp-error').textContent).toBe('Invalid code'),
    );
    expect(view(made)).toBe('EmailVerifyOtp');
    expect(made.kit.stores.modal.getState().open).toBe(true);
  });

  test('the resend link waits out the 30 s between codes, showing the seconds left', async () => {
    const { made, user } = await openEmailKit();
    await submitEmail(made, user);
    await waitFor(() => expect(view(made)).toBe('EmailVerifyOtp'));
    await viewCodeLoaded();
    const resend = screen.getByTestId('wk-email-resend') as HTMLButtonElement;
    expect(resend.disabled).toBe(true);
    expect(resend.textContent).toMatch(/^Resend code in (30|29) s$/);
  });

  test('asking again from Connect within 30 s says "Please try again after {n} seconds"', async () => {
    const { made, user } = await openEmailKit();
    await submitEmail(made, user);
    await waitFor(() => expect(view(made)).toBe('EmailVerifyOtp'));
    act(() => made.kit.router.goBack());
    await user.click(screen.getByTestId('wk-email-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('wk-email-error').textContent).toMatch(
        /^Please try again after (30|29) seconds$/,
      ),
    );
  });

  test('a new device waits on "Check your inbox" and moves to the code once the link was opened', async () => {
    const { made, user } = await openEmailKit();
    let deviceRequest: string | undefined;
    await user.type(screen.getByTestId('wk-email-input'), EMAIL);
    await user.click(screen.getByTestId('wk-email-submit'));
    const frame = await made.frameReady();
    // The frame says this browser is new for the email; the device link is opened later.
    const answer = simulatedFrame(made.state);
    frame.answerWith((request) => {
      if (request.type === 'connectEmail') return { success: { action: 'VERIFY_DEVICE' } };
      if (request.type === 'connectDevice') {
        deviceRequest = request.id;
        return undefined;
      }
      return answer(request);
    });
    await waitFor(() => expect(view(made)).toBe('EmailVerifyDevice'));
    await viewCodeLoaded();
    expect(
      within(screen.getByTestId('wk-email-device')).getByText('Check your inbox'),
    ).toBeTruthy();
    await waitFor(() => expect(deviceRequest).toBeDefined());
    expect(view(made)).toBe('EmailVerifyDevice');
    frame.succeed(deviceRequest!, {});
    await waitFor(() => expect(view(made)).toBe('EmailVerifyOtp'));
  });
});

describe('email wallet account', () => {
  async function loggedIn(options: Parameters<typeof embeddedTestKit>[0] = {}) {
    const { made, user } = await openEmailKit(options);
    await submitEmail(made, user);
    await waitFor(() => expect(view(made)).toBe('EmailVerifyOtp'));
    await viewCodeLoaded();
    await user.click(screen.getAllByTestId('wk-email-otp-digit')[0]!);
    await user.keyboard(GOOD_OTP);
    await waitFor(() => expect(made.kit.stores.modal.getState().open).toBe(false));
    return { made, user };
  }

  test('the Account view shows the email and signs out instead of disconnecting', async () => {
    const { made, user } = await loggedIn();
    act(() => made.kit.open());
    await waitFor(() => expect(screen.getByTestId('wk-account-email').textContent).toBe(EMAIL));
    const signOut = screen.getByTestId('wk-disconnect');
    expect(signOut.textContent).toBe('Sign out');
    await user.click(signOut);
    await waitFor(() =>
      expect(made.kit.stores.chain.getState().chains.eip155?.accountState.address).toBeUndefined(),
    );
    expect(made.storage.items.has('@walletkit/embedded_email')).toBe(false);
  });

  test('a signing request shows the frame slot on ApproveTransaction with no button of the page', async () => {
    const { made } = await loggedIn({ state: { approval: 'hold' } });
    const attached: (HTMLElement | null)[] = [];
    const attach = made.kit.embedded.attachApproval.bind(made.kit.embedded);
    vi.spyOn(made.kit.embedded, 'attachApproval').mockImplementation((element) => {
      attached.push(element);
      attach(element);
    });
    const adapter = made.ctx.adapters.find((item) => item.namespace === 'eip155')!;
    const auth = adapter.getConnectors().find((item) => item.type === 'AUTH')!;
    const provider = auth.provider as Eip1193Provider;
    void provider
      .request({ method: 'personal_sign', params: ['0x68', EVM_ADDRESS] })
      .catch(() => undefined);
    await waitFor(() => expect(view(made)).toBe('ApproveTransaction'));
    await viewCodeLoaded();
    const slot = await screen.findByTestId('wk-approve-frame-slot');
    expect(attached[0]).toBe(slot);
    expect(screen.queryByTestId('wk-approve-cancel')).toBeNull();
    expect(screen.getByTestId('wk-approve-status').textContent).toContain('Review the request');
  });
});

describe('email update views', () => {
  test('new address, code to the current address, code to the new one: Account shows the new email', async () => {
    const { made, user } = await openEmailKit();
    const frame = await submitEmail(made, user);
    await waitFor(() => expect(view(made)).toBe('EmailVerifyOtp'));
    await viewCodeLoaded();
    await user.click(screen.getAllByTestId('wk-email-otp-digit')[0]!);
    await user.keyboard(GOOD_OTP);
    await waitFor(() => expect(made.kit.stores.modal.getState().open).toBe(false));
    const NEW_EMAIL = 'lovelace@example.com';
    const codes: string[] = [];
    const answer = simulatedFrame(made.state);
    frame.answerWith((request) => {
      const payload = request.payload as { otp?: string };
      if (request.type === 'updateEmail') return { success: { action: 'VERIFY_PRIMARY_OTP' } };
      if (request.type === 'updateEmailPrimaryOtp') {
        codes.push(`primary ${payload.otp}`);
        return { success: {} };
      }
      if (request.type === 'updateEmailSecondaryOtp') {
        codes.push(`secondary ${payload.otp}`);
        return { success: { newEmail: NEW_EMAIL } };
      }
      return answer(request);
    });
    act(() => made.kit.open());
    await user.click(await screen.findByTestId('wk-account-update-email'));
    await viewCodeLoaded();
    await user.type(screen.getByTestId('wk-email-input'), NEW_EMAIL);
    await user.click(screen.getByTestId('wk-email-submit'));
    await waitFor(() => expect(view(made)).toBe('UpdateEmailPrimaryOtp'));
    await viewCodeLoaded();
    expect(screen.getByText(EMAIL)).toBeTruthy();
    await user.click(screen.getAllByTestId('wk-email-otp-digit')[0]!);
    await user.keyboard('111111');
    await waitFor(() => expect(view(made)).toBe('UpdateEmailSecondaryOtp'));
    await viewCodeLoaded();
    expect(screen.getByText(NEW_EMAIL)).toBeTruthy();
    await user.click(screen.getAllByTestId('wk-email-otp-digit')[0]!);
    await user.keyboard('222222');
    await waitFor(() => expect(view(made)).toBe('Account'));
    expect(codes).toEqual(['primary 111111', 'secondary 222222']);
    await waitFor(() => expect(screen.getByTestId('wk-account-email').textContent).toBe(NEW_EMAIL));
  });
});

describe('connect-method order and wallets beside email', () => {
  async function openConnect(connectors: ReturnType<typeof connector>[], emailShowWallets = true) {
    const base = testConfig();
    const { kit } = createTestKit({
      adapters: [new ScriptedAdapter('eip155', { connectors })],
      // Email login is active only with its wallet service named (featureActive).
      config: {
        features: { ...base.features, email: true, emailShowWallets },
        endpoints: { ...base.endpoints, embeddedWalletUrl: 'http://127.0.0.1:9' },
      },
    });
    await kit.start();
    const user = userEvent.setup();
    mountHostPage(kit, generated);
    await user.click(screen.getByTestId('wk-connect-button'));
    current = { kit } as Made;
    return user;
  }
  const isBefore = (a: HTMLElement, b: HTMLElement) =>
    (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

  test('with no browser wallet shown the email field comes before the wallets', async () => {
    await openConnect([connector({ id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' })]);
    const email = screen.getByTestId('wk-email-input');
    const wallet = await screen.findByTestId('wk-wallet-wc');
    expect(isBefore(email, wallet)).toBe(true);
  });

  test('with an announced wallet shown the wallets come before the email field', async () => {
    await openConnect([connector({ id: 'alpha', name: 'Alpha' })]);
    const wallet = await screen.findByTestId('wk-wallet-alpha');
    expect(isBefore(wallet, screen.getByTestId('wk-email-input'))).toBe(true);
  });

  test('emailShowWallets off: the wallets wait behind "Continue with a wallet"', async () => {
    const user = await openConnect([connector({ id: 'alpha', name: 'Alpha' })], false);
    const toggle = screen.getByTestId('wk-connect-wallets-toggle');
    expect(toggle.textContent).toBe('Continue with a wallet');
    expect(screen.queryByTestId('wk-wallet-alpha')).toBeNull();
    await user.click(toggle);
    expect(screen.getByTestId('wk-wallet-alpha')).toBeTruthy();
  });

  test('emailShowWallets on: the wallets are listed beside the email field', async () => {
    await openConnect([connector({ id: 'alpha', name: 'Alpha' })], true);
    expect(await screen.findByTestId('wk-wallet-alpha')).toBeTruthy();
    expect(screen.queryByTestId('wk-connect-wallets-toggle')).toBeNull();
  });
});
