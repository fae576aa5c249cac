// @vitest-environment jsdom
/**
 * The generated Connect and ConnectingWalletConnect views in a kit whose WalletConnect client
 * comes on use (`createWalletConnectOnUse`, as the generated `adapters.ts` makes it): the views
 * render without the client, pointing at WalletConnect fetches it, and the pairing view follows
 * the client once it has come. The fetch of the client's chunk is the test's, to hold it back or
 * fail it; the pairing itself is stood in for as in walletconnect-views.test.tsx (the test writes
 * to the real client's store what the SDK's pairing would).
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryStorage, ScriptedAdapter, createTestKit } from '../../core/testing/test-support.js';
import type { AdapterConnection } from '../../core/types.js';
import { createWalletConnectAdapterOnUse } from '../../walletconnect/adapter-on-use.js';
import type { WalletConnectClient } from '../../walletconnect/client-api.js';
import {
  createWalletConnectOnUse,
  type WalletConnectClientCode,
} from '../../walletconnect/client-on-use.js';
import { createWalletConnectClient } from '../../walletconnect/client.js';
import { WC_ERRORS } from '../../walletconnect/constants.js';
import { uriState } from '../../walletconnect/pairing.js';
import { MAINNET } from '../../walletconnect/testing/test-networks.js';
import {
  loadGeneratedModule,
  mountHostPage,
  type GeneratedModule,
  viewCodeLoaded,
} from '../testing/generatedKit.js';

const URI = 'wc:0123abcd@2?relay-protocol=irn&symKey=feed';

let generated: GeneratedModule;
beforeAll(async () => {
  generated = await loadGeneratedModule([
    'Connect',
    'ConnectingWalletConnect',
    'ConnectingWalletConnectBasic',
    'Account',
  ]);
});
afterAll(() => generated.rendered.remove());
afterEach(cleanup);

/**
 * A page whose WalletConnect client comes through `fetchCode`. The client is real; the adapter
 * made for it stands in for the pairing: its connect marks the client's store as connecting.
 */
async function startedPage(
  fetchCode: (code: WalletConnectClientCode) => Promise<WalletConnectClientCode>,
  config: Partial<ResolvedConfig> = {},
) {
  const fetches = { count: 0 };
  const prepared = { count: 0 };
  /** The `signal` each pairing the view started on the client was given. */
  const pairingSignals: (AbortSignal | undefined)[] = [];
  let client: WalletConnectClient | undefined;
  const code: WalletConnectClientCode = {
    createWalletConnectClient(options) {
      client = createWalletConnectClient(options);
      // The SDK's start ahead of a pairing, and the pairing a view starts on the client itself
      // (manual pairing control), stood in for.
      const made = client;
      made.prepare = () => void (prepared.count += 1);
      made.connect = (options) => {
        pairingSignals.push(options?.signal);
        made.store.setState({ status: 'connecting', wcUri: undefined, wcError: undefined });
        return new Promise(() => undefined);
      };
      return made;
    },
    createWalletConnectAdapter: (made) => {
      const pairing = new ScriptedAdapter('eip155');
      pairing.connectResult = () =>
        new Promise<AdapterConnection>(() => {
          made.store.setState({ status: 'connecting', wcUri: undefined, wcError: undefined });
        });
      return pairing;
    },
  };
  const onUse = createWalletConnectOnUse(
    {
      projectId: 'test-project',
      metadata: { name: 'Test', description: 'Test app', url: 'http://127.0.0.1', icons: [] },
      networks: [MAINNET],
      storage: new MemoryStorage(),
      platform: { isTelegram: false, isIosSafari: false },
    },
    () => {
      fetches.count += 1;
      return fetchCode(code);
    },
  );
  const { kit } = createTestKit({
    adapters: [createWalletConnectAdapterOnUse(onUse, 'eip155')],
    config,
  });
  await kit.start();
  const user = userEvent.setup();
  mountHostPage(kit, generated);
  const showUri = () =>
    act(() => client!.store.setState({ status: 'connecting', ...uriState(URI, Date.now()) }));
  return { user, fetches, prepared, onUse, showUri, pairingSignals };
}

describe('a WalletConnect client that comes on use', () => {
  it('the Connect view lists WalletConnect without its client; pointing at it fetches the client; the pairing view shows its QR code once it has come', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, fetches, prepared, onUse, showUri } = await startedPage((code) =>
      held.then(() => code),
    );
    await user.click(screen.getByTestId('wk-connect-button'));
    const walletConnect = await screen.findByTestId('wk-wallet-walletConnect');
    expect(fetches.count).toBe(0);

    await user.hover(walletConnect);
    expect(fetches.count).toBe(1);
    await user.click(walletConnect);
    await viewCodeLoaded();
    // The client is still on its way: the view waits for it, it does not call it unavailable.
    expect(screen.getByTestId('wk-wc-qr-loading')).toBeTruthy();
    expect(onUse.arrived()).toBeUndefined();

    await act(async () => {
      release();
      await onUse.load();
    });
    // The SDK is started for the pointing that fetched the client, once it has come.
    expect(prepared.count).toBe(1);
    await showUri();
    expect(await screen.findByTestId('wk-wc-qr')).toBeTruthy();
    expect(fetches.count).toBe(1);
  });

  it('a fetch that fails shows why; trying again fetches the client again', async () => {
    let fails = true;
    const { user, fetches, showUri } = await startedPage(async (code) => {
      if (fails) throw new TypeError('Failed to fetch dynamically imported module');
      return code;
    });
    await user.click(screen.getByTestId('wk-connect-button'));
    await user.click(await screen.findByTestId('wk-wallet-walletConnect'));
    await viewCodeLoaded();
    expect(await screen.findByText(new RegExp(WC_ERRORS.CODE_NOT_LOADED))).toBeTruthy();

    fails = false;
    const attempts = fetches.count;
    await user.click(screen.getByRole('button', { name: /try again/i }));
    await showUri();
    expect(await screen.findByTestId('wk-wc-qr')).toBeTruthy();
    expect(fetches.count).toBe(attempts + 1);
  });

  it('the manual pairing view fetches the client when it opens and pairs once it has come; a failed fetch shows why and Try again fetches again', async () => {
    let fails = true;
    const { user, fetches, onUse, showUri } = await startedPage(
      async (code) => {
        if (fails) throw new TypeError('Failed to fetch dynamically imported module');
        return code;
      },
      { manualWCControl: true },
    );
    await user.click(screen.getByTestId('wk-connect-button'));
    await viewCodeLoaded();
    expect(await screen.findByText(new RegExp(WC_ERRORS.CODE_NOT_LOADED))).toBeTruthy();
    expect(screen.queryByTestId('wk-wc-unavailable')).toBeNull();
    expect(fetches.count).toBe(1);

    fails = false;
    await user.click(screen.getByTestId('wk-wc-retry'));
    await expect.poll(() => onUse.arrived()?.client.store.getState().status).toBe('connecting');
    await showUri();
    expect(await screen.findByTestId('wk-wc-qr')).toBeTruthy();
    expect(fetches.count).toBe(2);
  });

  it('leaving the manual pairing view (closing the modal) abandons its pairing', async () => {
    const { user, pairingSignals, showUri } = await startedPage(async (code) => code, {
      manualWCControl: true,
    });
    await user.click(screen.getByTestId('wk-connect-button'));
    await viewCodeLoaded();
    await expect.poll(() => pairingSignals.length).toBe(1);
    await showUri();
    expect(await screen.findByTestId('wk-wc-qr')).toBeTruthy();
    expect(pairingSignals[0]?.aborted).toBe(false);

    await user.click(screen.getByTestId('wk-modal-close'));
    await waitFor(() => expect(pairingSignals[0]?.aborted).toBe(true));
  });
});
