// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { EMAIL, embeddedTestKit, GOOD_OTP, postedTypes } from './testing/wallet-kit.js';

let current: ReturnType<typeof embeddedTestKit> | undefined;
afterEach(() => {
  current?.kit.destroy();
  current = undefined;
  document.body.innerHTML = '';
});

async function logInWith(state: NonNullable<Parameters<typeof embeddedTestKit>[0]>['state']) {
  current = embeddedTestKit({ state });
  const made = current;
  const action = made.kit.embedded.connectEmail(EMAIL);
  const frame = await made.frameReady();
  await action;
  const views: string[] = [];
  made.ctx.stores.router.subscribe((state) => views.push(state.view));
  const login = made.kit.embedded.connectOtp(GOOD_OTP);
  return { made, frame, login, views };
}

describe('the passkey after a login', () => {
  test('the frame is given the passkey prompt with the kit on its approval view, then the login ends connected', async () => {
    const { made, frame, login, views } = await logInWith({ passkeyStep: 'recover' });
    await login;
    expect(postedTypes(frame)).toEqual(
      expect.arrayContaining(['connectOtp', 'passkeyStep', 'passkey']),
    );
    expect(views).toContain('ApproveTransaction');
    expect(made.ctx.stores.embedded.getState().status).toBe('connected');
  });

  test('a new device without the passkey does not connect and says why', async () => {
    const message = 'This device needs your passkey to open your wallet.';
    const { made, login } = await logInWith({ passkeyStep: 'recover', passkeyError: message });
    await expect(login).rejects.toThrow(message);
    expect(made.ctx.stores.embedded.getState().status).not.toBe('connected');
    expect(made.ctx.stores.embedded.getState().error).toBe(message);
  });

  test('with nothing to do the frame is not asked for a passkey', async () => {
    const { frame, login } = await logInWith({});
    await login;
    expect(postedTypes(frame)).not.toContain('passkey');
  });
});
