// @vitest-environment jsdom
/**
 * The generated ConnectingFarcaster view against a kit whose embedded wallet is the real module
 * talking to a scripted frame: the QR code of the frame's connect link, a refusal shown with
 * Try again, a new link on retry, the Farcaster name on Account once connected, and the frame
 * told to stop waiting when the visitor leaves the view.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { embeddedTestKit, simulatedFrame } from '../../embedded/testing/wallet-kit.js';
import type { PostedRequest } from '../../embedded/testing/scripted-frame.js';
import {
  loadGeneratedModule,
  mountHostPage,
  viewCodeLoaded,
  type GeneratedModule,
} from '../testing/generatedKit.js';

const LINK = (n: number) => `https://farcaster.xyz/~/siwf?channelToken=TOKEN${n}`;
const REFUSED = 'The Farcaster sign-in could not be verified';

let generated: GeneratedModule;
beforeAll(async () => {
  generated = await loadGeneratedModule(['Connect', 'ConnectingFarcaster', 'Account']);
});
afterAll(() => generated.rendered.remove());

let current: ReturnType<typeof embeddedTestKit> | undefined;
afterEach(() => {
  cleanup();
  current?.kit.destroy();
  current = undefined;
  document.body.innerHTML = '';
});

/** A kit on ConnectingFarcaster whose frame answers the Farcaster requests with `connect`. */
async function openFarcasterView(
  connect: (attempt: number) => { success: unknown } | { error: string } | undefined,
) {
  current = embeddedTestKit();
  const made = current;
  await made.kit.start();
  mountHostPage(made.kit, generated);
  act(() => made.kit.open());
  act(() => made.kit.router.push('ConnectingFarcaster'));
  const frame = await made.frameReady();
  let links = 0;
  const fallback = simulatedFrame(made.state);
  frame.answerWith((request: PostedRequest) => {
    if (request.type === 'getFarcasterUri') return { success: { url: LINK(++links) } };
    if (request.type === 'connectFarcaster') return connect(links);
    return fallback(request);
  });
  await viewCodeLoaded();
  return { ...made, frame };
}

/** How many requests of `type` the kit posted to the frame. */
const postedCount = (frame: { posted: { message: PostedRequest }[] }, type: string) =>
  frame.posted.filter(({ message }) => message.type === type).length;

describe('ConnectingFarcaster', () => {
  test('shows the connect link as a QR code, a link and a copy button', async () => {
    // The visitor has not approved yet: connectFarcaster stays unanswered.
    await openFarcasterView(() => undefined);
    await waitFor(() => expect(screen.getByTestId('wk-farcaster-qr')).toBeTruthy());
    expect(screen.getByTestId('wk-farcaster-link').getAttribute('href')).toBe(LINK(1));
    expect(screen.getByTestId('wk-farcaster-copy')).toBeTruthy();
  });

  test('a refused sign-in says why and Try again asks for a new link', async () => {
    const made = await openFarcasterView((attempt) =>
      attempt === 1 ? { error: REFUSED } : { success: { userName: 'ada' } },
    );
    await waitFor(() => expect(screen.getByTestId('wk-farcaster-error').textContent).toBe(REFUSED));
    await userEvent.setup().click(screen.getByTestId('wk-farcaster-retry'));
    await waitFor(() => expect(made.kit.stores.embedded.getState().status).toBe('connected'));
    expect(made.kit.stores.embedded.getState().farcasterUserName).toBe('ada');
  });

  test('Back tells the frame to stop waiting on the link', async () => {
    // The visitor has not approved: without the stop, the frame would keep asking the service.
    const made = await openFarcasterView(() => undefined);
    await waitFor(() => expect(screen.getByTestId('wk-farcaster-qr')).toBeTruthy());
    expect(postedCount(made.frame, 'stopFarcaster')).toBe(0);
    act(() => made.kit.router.goBack());
    await waitFor(() => expect(postedCount(made.frame, 'stopFarcaster')).toBe(1));
  });

  test('closing the modal tells the frame to stop waiting on the link', async () => {
    const made = await openFarcasterView(() => undefined);
    await waitFor(() => expect(screen.getByTestId('wk-farcaster-qr')).toBeTruthy());
    act(() => made.kit.close());
    await waitFor(() => expect(postedCount(made.frame, 'stopFarcaster')).toBe(1));
  });

  test('coming back after leaving asks for a fresh link and waits on it', async () => {
    const made = await openFarcasterView(() => undefined);
    await waitFor(() => expect(screen.getByTestId('wk-farcaster-qr')).toBeTruthy());
    act(() => made.kit.router.goBack());
    await waitFor(() => expect(postedCount(made.frame, 'stopFarcaster')).toBe(1));
    act(() => made.kit.router.push('ConnectingFarcaster'));
    await viewCodeLoaded();
    await waitFor(() =>
      expect(screen.getByTestId('wk-farcaster-link').getAttribute('href')).toBe(LINK(2)),
    );
    await waitFor(() => expect(postedCount(made.frame, 'connectFarcaster')).toBe(2));
    expect(postedCount(made.frame, 'stopFarcaster')).toBe(1);
  });

  test('the Account view of a Farcaster login shows the Farcaster name', async () => {
    const made = await openFarcasterView(() => ({ success: { userName: 'ada' } }));
    await waitFor(() => expect(made.kit.stores.embedded.getState().status).toBe('connected'));
    act(() => made.kit.open());
    await viewCodeLoaded();
    await waitFor(() =>
      expect(screen.getByTestId('wk-account-farcaster').textContent).toBe('Farcaster · @ada'),
    );
  });
});
