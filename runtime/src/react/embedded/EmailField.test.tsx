// @vitest-environment jsdom
/** The email field and the six-digit code boxes, on their own, inside a real kit. */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test } from 'vitest';
import { createTestKit } from '../../core/testing/test-support.js';
import { renderWithKit } from '../testing/render.js';
import { EmailField } from './EmailField.js';
import { OtpInput } from './OtpInput.js';
import { ResendCode } from './ResendCode.js';

afterEach(cleanup);

function renderField(onSubmit: (email: string) => Promise<void>) {
  const { kit } = createTestKit();
  return renderWithKit(kit, <EmailField onSubmit={onSubmit} />);
}

describe('email field', () => {
  test('an address that is not an email is refused with a hint and the button stays off', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    renderField(async (email) => void sent.push(email));
    for (const typed of ['ada', 'ada@', 'ada@example', 'a da@example.com', '@example.com']) {
      await user.clear(screen.getByTestId('wk-email-input'));
      await user.type(screen.getByTestId('wk-email-input'), typed);
      expect(screen.getByTestId('wk-email-error').textContent, typed).toBe(
        'Enter a valid email address',
      );
      expect(screen.getByTestId('wk-email-submit')).toHaveProperty('disabled', true);
    }
    await user.keyboard('{Enter}');
    expect(sent).toEqual([]);
  });

  test('a valid email turns the button on and is sent trimmed', async () => {
    const user = userEvent.setup();
    const sent: string[] = [];
    renderField(async (email) => void sent.push(email));
    await user.type(screen.getByTestId('wk-email-input'), ' ada@example.com ');
    expect(screen.getByTestId('wk-email-error').textContent).toBe('');
    await user.click(screen.getByTestId('wk-email-submit'));
    expect(sent).toEqual(['ada@example.com']);
  });

  test('a refused request shows its reason under the field until the address changes', async () => {
    const user = userEvent.setup();
    renderField(async () => {
      throw new Error('Please try again after 12 seconds');
    });
    await user.type(screen.getByTestId('wk-email-input'), 'ada@example.com');
    await user.click(screen.getByTestId('wk-email-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('wk-email-error').textContent).toBe(
        'Please try again after 12 seconds',
      ),
    );
    await user.type(screen.getByTestId('wk-email-input'), 'x');
    expect(screen.getByTestId('wk-email-error').textContent).toBe('');
  });
});

describe('code boxes', () => {
  function renderOtp() {
    const { kit } = createTestKit();
    const codes: string[] = [];
    renderWithKit(kit, <OtpInput onComplete={(otp) => codes.push(otp)} />);
    const boxes = screen.getAllByTestId('wk-email-otp-digit') as HTMLInputElement[];
    return { codes, boxes };
  }

  test('six boxes, each named for screen readers, the first focused', () => {
    const { boxes } = renderOtp();
    expect(boxes).toHaveLength(6);
    expect(boxes[2]!.getAttribute('aria-label')).toBe('Code digit 3 of 6');
    expect(document.activeElement).toBe(boxes[0]);
  });

  test('typing moves to the next box and the sixth digit sends the code by itself', async () => {
    const user = userEvent.setup();
    const { codes, boxes } = renderOtp();
    await user.keyboard('12345');
    expect(boxes.map((box) => box.value)).toEqual(['1', '2', '3', '4', '5', '']);
    expect(document.activeElement).toBe(boxes[5]);
    expect(codes).toEqual([]);
    await user.keyboard('6');
    expect(codes).toEqual(['123456']);
  });

  test('letters are ignored', async () => {
    const user = userEvent.setup();
    const { boxes } = renderOtp();
    await user.keyboard('a1b');
    expect(boxes.map((box) => box.value)).toEqual(['1', '', '', '', '', '']);
  });

  test('a pasted code fills every box and is sent, spaces and dashes ignored', () => {
    const { codes, boxes } = renderOtp();
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => ' 987-654 ' } });
    expect(codes).toEqual(['987654']);
  });

  test('Backspace in an empty box clears the one before and moves there', async () => {
    const user = userEvent.setup();
    const { boxes } = renderOtp();
    await user.keyboard('12');
    await user.keyboard('{Backspace}');
    expect(boxes.map((box) => box.value).slice(0, 3)).toEqual(['1', '', '']);
    expect(document.activeElement).toBe(boxes[1]);
  });

  test('after a code is sent the boxes are empty again for the next try', async () => {
    const user = userEvent.setup();
    const { boxes } = renderOtp();
    await user.keyboard('123456');
    expect(boxes.every((box) => box.value === '')).toBe(true);
    expect(document.activeElement).toBe(boxes[0]);
  });
});

describe('resend link', () => {
  test('counts the seconds left (rounded up) and turns on once the wait is over', async () => {
    const { kit } = createTestKit();
    kit.stores.embedded.setState({ resendAvailableAt: Date.now() + 1_200 });
    const errors: (string | undefined)[] = [];
    renderWithKit(
      kit,
      <ResendCode onResend={async () => undefined} onError={(message) => errors.push(message)} />,
    );
    const link = screen.getByTestId('wk-email-resend') as HTMLButtonElement;
    expect([link.textContent, link.disabled]).toEqual(['Resend code in 2 s', true]);
    await waitFor(() => expect([link.textContent, link.disabled]).toEqual(['Resend code', false]), {
      timeout: 3_000,
    });
  });

  test('a refused resend hands its reason to the view', async () => {
    const user = userEvent.setup();
    const { kit } = createTestKit();
    const errors: (string | undefined)[] = [];
    renderWithKit(
      kit,
      <ResendCode
        onResend={async () => {
          throw new Error('Please try again after 3 seconds');
        }}
        onError={(message) => errors.push(message)}
      />,
    );
    await user.click(screen.getByTestId('wk-email-resend'));
    await waitFor(() => expect(errors).toEqual([undefined, 'Please try again after 3 seconds']));
  });
});
