// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest';
import { EVM_ADDRESS } from '../core/testing/test-support.js';
import type { PostedRequest } from './testing/scripted-frame.js';
import { EMAIL, embeddedTestKit, GOOD_OTP, simulatedFrame } from './testing/wallet-kit.js';

const SMART_ADDRESS = '0x00000000000000000000000000000000005a5a5a';
const UNSUPPORTED = 'This application might not support Smart Accounts';

let current: ReturnType<typeof embeddedTestKit> | undefined;
afterEach(() => {
  current?.kit.destroy();
  current = undefined;
  document.body.innerHTML = '';
});

/** A logged-in kit whose frame offers a smart account, or refuses it with `refuse`. */
async function loggedInKit(options: { refuse?: boolean } = {}) {
  const made = embeddedTestKit();
  current = made;
  await made.kit.start();
  const action = made.kit.embedded.connectEmail(EMAIL);
  const frame = await made.frameReady();
  const preferred = { type: 'eoa' };
  const base = simulatedFrame({ loggedIn: false, approval: 'approve', silentSignOut: false });
  frame.answerWith((request: PostedRequest) => {
    const payload = (request.payload ?? {}) as Record<string, unknown>;
    if (request.type === 'setPreferredAccount') {
      if (options.refuse && payload.type === 'smartAccount') return { error: UNSUPPORTED };
      preferred.type = String(payload.type);
      return { success: {} };
    }
    if (request.type === 'getUser' && String(payload.chainId).startsWith('eip155:')) {
      const smart = preferred.type === 'smartAccount';
      return {
        success: {
          email: EMAIL,
          address: smart ? SMART_ADDRESS : EVM_ADDRESS,
          chainId: payload.chainId,
          accounts: [
            { address: EVM_ADDRESS, type: 'eoa' },
            { address: SMART_ADDRESS, type: 'smartAccount' },
          ],
          preferredAccountType: preferred.type,
          smartAccountDeployed: false,
        },
      };
    }
    return base(request);
  });
  await action;
  await made.kit.embedded.connectOtp(GOOD_OTP);
  return { made, frame };
}

const eip155Account = (made: ReturnType<typeof embeddedTestKit>) =>
  made.kit.stores.chain.getState().chains.eip155!.accountState;

describe('embedded account type', () => {
  test('a change to the smart account tells the frame, stores the type and reconnects to its address', async () => {
    const { made, frame } = await loggedInKit();
    expect(eip155Account(made).address).toBe(EVM_ADDRESS);
    await made.kit.embedded.setAccountType('smartAccount');
    const asked = frame.posted.map((item) => item.message as { type: string; payload: unknown });
    expect(asked).toContainEqual(
      expect.objectContaining({ type: 'setPreferredAccount', payload: { type: 'smartAccount' } }),
    );
    expect(eip155Account(made)).toMatchObject({
      address: SMART_ADDRESS,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    });
    expect(made.kit.stores.embedded.getState().switchingAccountType).toBe(false);
  });

  test('when the frame cannot set the smart account, the account type falls back to EOA', async () => {
    const { made } = await loggedInKit({ refuse: true });
    await expect(made.kit.embedded.setAccountType('smartAccount')).rejects.toThrow(UNSUPPORTED);
    expect(eip155Account(made)).toMatchObject({
      address: EVM_ADDRESS,
      preferredAccountType: 'eoa',
    });
  });
});
