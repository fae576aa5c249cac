/**
 * Email login end to end in chromium: the demo page, the real wallet service (PGlite), its
 * frame on another origin, the demo's SMTP inbox and anvil. A visitor logs in with the code
 * from the inbox, sees the balance, sends ETH approved inside the wallet's frame (and rejects
 * one), reconnects on reload without a new code, signs out, logs in from a second browser with
 * the same email (a code whose mail names the new device) and is told the wallet (no passkey can
 * be made on this IP-address origin) opens only on the device that made it, locks a code with
 * five wrong tries, and meets the wait between two codes. Screenshots land in test-results/e2e/.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  http,
  parseEther,
  type Address,
  type Hex,
} from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { RunningDemo } from '../../scripts/demo/start-demo.js';
import { ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import type { SmtpInbox } from '@wallet-kit/local-stack';
import { screenshot } from '@wallet-kit/local-stack/browser';
import { seriousAxeViolations } from '../fixtures/axe.js';
import { openAccountView, setAnvilBalance } from '../fixtures/demo-app.js';
import {
  codeFromInbox,
  embeddedKeysInStorage,
  nextEmailStep,
  submitEmail,
  submitEmailOnceAllowed,
  typeCode,
} from '../fixtures/embedded/email-login.js';
import { openEmailConnect, openEmailWalletDemo } from '../fixtures/embedded/email-wallet-demo.js';
import { pressInWalletFrame, waitForFrameToStandStill } from '../fixtures/embedded/wallet-frame.js';

const EMAIL = 'ada@example.com';
const RECEIVER = ANVIL_ACCOUNTS[1].address;
const WAIT = { timeout: 30_000 };

let demo: RunningDemo;
let browser: Browser;
let page: Page;
let smtp: SmtpInbox;
let pageErrors: string[];
let close: (() => Promise<void>) | undefined;
let address: Address;

beforeAll(async () => {
  ({ demo, browser, page, smtp, pageErrors, close } = await openEmailWalletDemo({
    cacheDir: 'e2e-embedded-wallet',
  }));
});
afterAll(async () => {
  // Expected answers are not errors: a first login's wallet lookup (no wallet yet) included.
  expect(pageErrors).toEqual([]);
  await close?.();
});

const chain = () => createPublicClient({ transport: http(demo.rpcUrls[0]) });

/** Sends `amount` of the demo ERC-20 from the anvil account that holds its supply. */
async function giveDemoTokens(to: Address, amount: bigint) {
  const holder = createWalletClient({
    account: privateKeyToAccount(ANVIL_ACCOUNTS[0].privateKey),
    transport: http(demo.rpcUrls[0]),
  });
  const hash = await holder.writeContract({
    address: demo.tokenAddress as Address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
    chain: null,
  });
  await chain().waitForTransactionReceipt({ hash });
}
const shownAddress = async (target: Page) =>
  (await target.getByTestId('demo-address').textContent())!.trim() as Address;

async function openSend() {
  await openAccountView(page);
  await page.getByTestId('wk-account-send').click();
  await page.getByTestId('wk-send-token').waitFor(WAIT);
  await expect
    .poll(() => page.getByTestId('wk-send-token').locator('option').allTextContents(), WAIT)
    .toContainEqual(expect.stringMatching(/^ETH/));
}

/**
 * The frame lies exactly over its slot once the modal's opening animation is over: the
 * difference of their boxes (x, y, width, height) is nothing. A visitor presses the frame's
 * buttons where they see them, so the tests do too.
 */
async function frameLiesOverItsSlot() {
  const box = async (selector: string) => {
    const rect = (await page.locator(selector).boundingBox())!;
    return [rect.x, rect.y, rect.width, rect.height];
  };
  await expect
    .poll(async () => {
      const [frameBox, slotBox] = await Promise.all([
        box('#w3m-iframe'),
        box('[data-testid=wk-approve-frame-slot]'),
      ]);
      return frameBox.map((value, index) => Math.round(value - slotBox[index]!));
    }, WAIT)
    .toEqual([0, 0, 0, 0]);
}

/** The connect button's balance, as the page header shows it. */
const buttonBalance = () =>
  page.getByTestId('wk-connect-button').locator('.wk-account-pill-balance').textContent();

/** Fails when any edge of `box` lies outside a viewport of `size`. */
function expectInsideViewport(
  box: { x: number; y: number; width: number; height: number },
  size: { width: number; height: number },
) {
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(Math.round(box.x + box.width)).toBeLessThanOrEqual(size.width);
  expect(Math.round(box.y + box.height)).toBeLessThanOrEqual(size.height);
}

async function fillEthSend(amount: string) {
  const option = page.getByTestId('wk-send-token').locator('option', { hasText: /^ETH/ });
  await page.getByTestId('wk-send-token').selectOption((await option.getAttribute('value'))!);
  await page.getByTestId('wk-send-amount').fill(amount);
  await page.getByTestId('wk-send-receiver').fill(RECEIVER);
  await page.getByTestId('wk-send-review-button').click();
  await page.getByTestId('wk-send-confirm').click(WAIT);
  // Either the approval opens or the send form says why it could not ask for one.
  const slot = page.getByTestId('wk-approve-frame-slot');
  const refused = page.getByTestId('wk-send-error');
  await slot.or(refused).first().waitFor(WAIT);
  if (await refused.isVisible()) {
    await screenshot(page, 'embedded-05-send-refused');
    throw new Error(`the send was refused: ${await refused.textContent()}`);
  }
}

describe('email login in the browser', () => {
  test('the code read from the inbox connects the visitor to a wallet of their own', async () => {
    await openEmailConnect(page);
    await screenshot(page, 'embedded-01-connect');
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
    const sentAt = await submitEmail(page, EMAIL);
    expect(await nextEmailStep(page)).toBe('otp');
    await screenshot(page, 'embedded-02-code');
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
    const started = Date.now();
    await typeCode(page, await codeFromInbox(smtp, EMAIL, sentAt));
    await page.getByTestId('demo-address').waitFor(WAIT);
    console.log(`email code to connected: ${Date.now() - started} ms`);
    address = await shownAddress(page);
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(address).not.toBe(ANVIL_ACCOUNTS[0].address);
    await screenshot(page, 'embedded-03-connected');
  });

  test('the balance of the new address is shown, read from the chain', async () => {
    await setAnvilBalance(demo.rpcUrls[0], address, parseEther('10'));
    await page.reload();
    await page.getByTestId('demo-address').filter({ hasText: address }).waitFor(WAIT);
    await openAccountView(page);
    await expect
      .poll(() => page.getByTestId('wk-account-balance').textContent(), WAIT)
      .toMatch(/^[0-9.]+ ETH$/);
    await expect.poll(() => page.getByTestId('wk-token-ETH').textContent(), WAIT).toContain('10');
    expect(await page.getByTestId('wk-account-email').textContent()).toBe(EMAIL);
    await screenshot(page, 'embedded-04-account');
    expect(await seriousAxeViolations(page, '[data-testid=wk-modal]')).toEqual([]);
  });

  test('funds that arrive show on the connect button and in the Tokens tab after the same read', async () => {
    await page.getByTestId('wk-modal-close').click();
    await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
    await expect.poll(buttonBalance, WAIT).toBe('10 ETH');
    await setAnvilBalance(demo.rpcUrls[0], address, parseEther('12'));
    // The kit's 30 s balance caches run out, as they do half a minute later: the next read
    // asks the chain.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith('@walletkit/cache:')) localStorage.removeItem(key);
      }
    });
    await openAccountView(page);
    await expect.poll(() => page.getByTestId('wk-token-ETH').textContent(), WAIT).toContain('12');
    await expect.poll(buttonBalance, WAIT).toBe('12 ETH');
    await expect
      .poll(() => page.getByTestId('wk-account-balance').textContent(), WAIT)
      .toBe('12 ETH');
    await screenshot(page, 'embedded-04b-funds-arrived');
  });

  test('a reload reconnects without a new code', async () => {
    const mails = smtp.messages.length;
    await page.reload();
    await page.getByTestId('demo-address').filter({ hasText: address }).waitFor(WAIT);
    expect(smtp.messages.length).toBe(mails);
  });

  test('a send opens ApproveTransaction; Approve inside the wallet frame sends it on chain', async () => {
    const before = await chain().getBalance({ address: RECEIVER });
    await openSend();
    await fillEthSend('1.5');
    await page.getByTestId('wk-approve-frame-slot').waitFor(WAIT);
    const frame = page.frameLocator('#w3m-iframe');
    await frame.getByTestId('frame-approve').waitFor(WAIT);
    await frameLiesOverItsSlot();
    await screenshot(page, 'embedded-05-approve');
    await pressInWalletFrame(page, 'frame-approve');
    await page.getByTestId('wk-send-success').waitFor(WAIT);
    expect((await chain().getBalance({ address: RECEIVER })) - before).toBe(parseEther('1.5'));
    await screenshot(page, 'embedded-06-sent');
  });

  test("the demo's batch is approved once in the frame, and its status then reads confirmed", async () => {
    // The demo panel's batch: 0.01 ETH and 1 DEMO to anvil's third account.
    const batchReceiver = ANVIL_ACCOUNTS[2].address;
    const tokenBalance = () =>
      chain().readContract({
        address: demo.tokenAddress as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [batchReceiver],
      });
    const ethBefore = await chain().getBalance({ address: batchReceiver });
    const tokensBefore = await tokenBalance();
    await giveDemoTokens(address, parseEther('5'));
    if (await page.getByTestId('wk-modal').isVisible()) {
      await page.getByTestId('wk-modal-close').click();
      await page.getByTestId('wk-modal').waitFor({ state: 'hidden', ...WAIT });
    }
    await page.getByTestId('demo-call-get-capabilities').click();
    await expect
      .poll(() => page.getByTestId('demo-result-get-capabilities').textContent(), WAIT)
      .toContain('"atomic":{"status":"unsupported"}');
    await page.getByTestId('demo-call-send-calls').click();
    await pressInWalletFrame(page, 'frame-approve');
    await expect
      .poll(() => page.getByTestId('demo-result-send-calls').textContent(), WAIT)
      .toMatch(/0x[0-9a-f]{64}/);
    await expect
      .poll(async () => {
        await page.getByTestId('demo-call-get-calls-status').click();
        return page.getByTestId('demo-result-get-calls-status').textContent();
      }, WAIT)
      .toBe('confirmed (200), 2 receipt(s)');
    expect((await chain().getBalance({ address: batchReceiver })) - ethBefore).toBe(
      parseEther('0.01'),
    );
    expect((await tokenBalance()) - tokensBefore).toBe(parseEther('1'));
    await screenshot(page, 'embedded-06b-batch');
  });

  test("the demo's approval written from its ABI is approved in the frame and sets the allowance", async () => {
    await page.getByTestId('demo-call-write-contract-abi').click(WAIT);
    // The panel names the function and its arguments from the ABI the demo gave writeContract.
    const panel = page.frameLocator('#w3m-iframe').locator('.wk-approval');
    await panel.getByTestId('frame-approve').waitFor(WAIT);
    const shown = await panel.innerText();
    expect(shown).toMatch(/Function\s+approve/);
    expect(shown).toMatch(new RegExp(`spender \\(address\\)\\s+${ANVIL_ACCOUNTS[2].address}`));
    expect(shown).toMatch(/value \(uint256\)\s+5000000000000000000/);
    expect(shown).toContain('Token approval');
    await pressInWalletFrame(page, 'frame-approve');
    await expect
      .poll(() => page.getByTestId('demo-result-write-contract-abi').textContent(), WAIT)
      .toMatch(/0x[0-9a-f]{64}/);
    const hash = (await page.getByTestId('demo-result-write-contract-abi').textContent())!.trim();
    expect((await chain().waitForTransactionReceipt({ hash: hash as Hex })).status).toBe('success');
    const allowance = await chain().readContract({
      address: demo.tokenAddress as Address,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [address, ANVIL_ACCOUNTS[2].address],
    });
    expect(allowance).toBe(parseEther('5'));
  });

  test('Reject inside the wallet frame gives the rejected state and keeps the form', async () => {
    const before = await chain().getBalance({ address: RECEIVER });
    await openSend();
    await fillEthSend('2');
    const frame = page.frameLocator('#w3m-iframe');
    await frame.getByTestId('frame-reject').waitFor(WAIT);
    await frameLiesOverItsSlot();
    await pressInWalletFrame(page, 'frame-reject');
    await expect
      .poll(() => page.getByTestId('wk-send-error').textContent(), WAIT)
      .toBe('You declined the request in your wallet.');
    expect(await page.getByTestId('wk-send-amount').inputValue()).toBe('2');
    expect(await page.getByTestId('wk-send-receiver').inputValue()).toBe(RECEIVER);
    expect(await chain().getBalance({ address: RECEIVER })).toBe(before);
    await screenshot(page, 'embedded-07-rejected');
  });

  test('at 360, 390 and 1280 px wide the approval frame lies over its slot, inside the viewport', async () => {
    // Two phones (the modal is a bottom sheet there) and a desktop.
    const sizes = [
      { width: 360, height: 640 },
      { width: 390, height: 664 },
      { width: 1280, height: 900 },
    ];
    try {
      for (const size of sizes) {
        await page.setViewportSize(size);
        await openSend();
        await fillEthSend('0.01');
        const frame = page.frameLocator('#w3m-iframe');
        await frame.getByTestId('frame-reject').waitFor(WAIT);
        await waitForFrameToStandStill(page);
        await frameLiesOverItsSlot();
        expectInsideViewport((await page.locator('#w3m-iframe').boundingBox())!, size);
        // The frame's place is as tall as the screen allows, up to 460 px, never under 320 px.
        const slotHeight = (await page.getByTestId('wk-approve-frame-slot').boundingBox())!.height;
        expect(Math.round(slotHeight)).toBe(Math.max(320, Math.min(460, size.height - 220)));
        expectInsideViewport((await frame.getByTestId('frame-approve').boundingBox())!, size);
        expectInsideViewport((await frame.getByTestId('frame-reject').boundingBox())!, size);
        await screenshot(page, `embedded-07b-approve-${size.width}px`);
        await pressInWalletFrame(page, 'frame-reject');
        await expect
          .poll(() => page.getByTestId('wk-send-error').textContent(), WAIT)
          .toBe('You declined the request in your wallet.');
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  test('sign out clears the login data from local storage', async () => {
    await openAccountView(page);
    const signOut = page.getByTestId('wk-disconnect');
    expect(await signOut.textContent()).toBe('Sign out');
    await signOut.click();
    await page.getByTestId('demo-address').waitFor({ state: 'detached', ...WAIT });
    expect(await embeddedKeysInStorage(page)).toEqual([]);
    await screenshot(page, 'embedded-08-signed-out');
  });
});

/** A fresh browser context (its own storage, so its own device share and throttle) on the demo. */
async function freshPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const fresh = await context.newPage();
  fresh.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      console.log('page (fresh context):', message.text());
  });
  fresh.on('pageerror', (error) => pageErrors.push(error.message));
  await fresh.goto(demo.url);
  return { context, page: fresh };
}

describe('a second browser with the same email', () => {
  let context: BrowserContext | undefined;
  afterAll(() => context?.close());

  // The demo's wallet service is on 127.0.0.1, where browsers make no passkey (an IP address
  // is no WebAuthn relying party), so this wallet has none: it opens only where it was made.
  // Recovery with a passkey is test/e2e/embedded-wallet-passkey.test.ts.
  test('logs in with a code whose mail names the new browser, and is told the wallet opens only on the device that made it', async () => {
    let second: Page;
    ({ context, page: second } = await freshPage());
    await openEmailConnect(second);
    const sentAt = await submitEmailOnceAllowed(second, EMAIL);
    // A known address is answered as an unknown one: the code, entered in this browser.
    expect(await nextEmailStep(second)).toBe('otp');
    await screenshot(second, 'embedded-09-verify-new-device');
    expect(await seriousAxeViolations(second, '[data-testid=wk-modal]')).toEqual([]);
    const mail = await smtp.waitForMessage({ to: EMAIL, after: sentAt, timeoutMs: 20_000 });
    expect(mail.text).toMatch(/asked from Chrome on Linux on \d{1,2} \w+ \d{4}, \d{2}:\d{2} UTC/);
    await typeCode(second, await codeFromInbox(smtp, EMAIL, sentAt));
    await expect
      .poll(() => second.getByTestId('wk-email-otp-error').textContent(), WAIT)
      .toContain('opens only on the device it was created on');
    expect(await second.getByTestId('demo-address').count()).toBe(0);
    await screenshot(second, 'embedded-09-second-browser-no-passkey');
  }, 120_000);
});

describe('code rules in the browser', () => {
  const contexts: BrowserContext[] = [];
  afterAll(() => Promise.all(contexts.map((context) => context.close())));

  test('the resend link shows the seconds left, and asking again says "Please try again after {n} seconds"', async () => {
    const { context, page: visitor } = await freshPage();
    contexts.push(context);
    await openEmailConnect(visitor);
    await submitEmail(visitor, 'grace@example.com');
    expect(await nextEmailStep(visitor)).toBe('otp');
    await expect
      .poll(() => visitor.getByTestId('wk-email-resend').textContent(), WAIT)
      .toMatch(/^Resend code in \d+ s$/);
    expect(await visitor.getByTestId('wk-email-resend').isDisabled()).toBe(true);
    await visitor.getByTestId('wk-modal-back').click();
    await visitor.getByTestId('wk-email-submit').click();
    await expect
      .poll(() => visitor.getByTestId('wk-email-error').textContent(), WAIT)
      .toMatch(/^Please try again after \d+ seconds$/);
    await screenshot(visitor, 'embedded-10-throttled');
  });

  test('five wrong codes lock the code: the right one is refused afterwards', async () => {
    const email = 'lin@example.com';
    const { context, page: visitor } = await freshPage();
    contexts.push(context);
    await openEmailConnect(visitor);
    const sentAt = await submitEmail(visitor, email);
    expect(await nextEmailStep(visitor)).toBe('otp');
    const right = await codeFromInbox(smtp, email, sentAt);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await typeCode(visitor, wrong);
      await expect
        .poll(() => visitor.getByTestId('wk-email-otp-error').isVisible(), WAIT)
        .toBe(true);
      await visitor.getByTestId('wk-email-otp-digit').first().waitFor(WAIT);
      await expect.poll(() => visitor.getByTestId('wk-email-otp').isDisabled(), WAIT).toBe(false);
    }
    await typeCode(visitor, right);
    await expect
      .poll(() => visitor.getByTestId('wk-email-otp-error').textContent(), WAIT)
      .toMatch(/new code/i);
    expect(await visitor.getByTestId('demo-address').count()).toBe(0);
    await screenshot(visitor, 'embedded-11-code-locked');
  });
});
