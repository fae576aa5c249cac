/**
 * The frame's Sign In With Farcaster against a running wallet service (its own auth relay), an
 * anvil IdRegistry and a Node Farcaster app: `getFarcasterUri` gives the connect link,
 * `connectFarcaster` waits for the approval and ends with the wallet loaded and the user named
 * by the Farcaster username; the same fid gets the same account in another browser;
 * `stopFarcaster` (the visitor left the view) ends the wait and every call to the service.
 */
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { farcasterApp, type FarcasterApp } from '@wallet-kit/local-stack/farcaster-app';
import { installIdRegistry, registerFid } from '@wallet-kit/local-stack/farcaster-id-registry';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFarcasterLogin,
  FARCASTER_ABANDONED,
  FARCASTER_NOT_STARTED,
  FARCASTER_STOPPED,
} from './farcaster-login.js';
import type { ServiceApi } from './service-api.js';
import { frameUnderTest } from './testing/frame-under-test.js';

const HOST = 'http://localhost:5173';
const FID = 77;
const custodyKey = generatePrivateKey();
let anvil: AnvilNode;
let inbox: SmtpInbox;
let service: LocalWalletService;
let app: FarcasterApp;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 10 });
  await installIdRegistry(anvil.rpcUrl, ANVIL_ACCOUNTS[0].address);
  await registerFid(
    anvil.rpcUrl,
    ANVIL_ACCOUNTS[0].address,
    FID,
    privateKeyToAccount(custodyKey).address,
  );
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    env: { FARCASTER_RPC_URL: anvil.rpcUrl },
  });
  app = farcasterApp({
    relayUrl: service.url,
    rpcUrl: anvil.rpcUrl,
    fid: FID,
    username: 'bob',
    custodyKey,
  });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
  await anvil?.stop();
});

function browserFrame() {
  return frameUnderTest({
    serviceUrl: service.url,
    hostOrigin: HOST,
    initialChainId: 'eip155:1',
    extras: ({ api, storage, wallet }) => ({
      farcaster: createFarcasterLogin({ api, storage, wallet, pollMs: POLL_MS }),
    }),
  }).request;
}

/** A frame whose Farcaster login counts its calls to `/v1/farcaster/finish`. */
function countingFrame() {
  let finishes = 0;
  const counted = (api: ServiceApi): ServiceApi => ({
    get: (path, token) => api.get(path, token),
    post: (path, body, token) => {
      if (path === '/v1/farcaster/finish') finishes += 1;
      return api.post(path, body, token);
    },
  });
  const { request } = frameUnderTest({
    serviceUrl: service.url,
    hostOrigin: HOST,
    initialChainId: 'eip155:1',
    extras: ({ api, storage, wallet }) => ({
      farcaster: createFarcasterLogin({ api: counted(api), storage, wallet, pollMs: POLL_MS }),
    }),
  });
  return { request, finishes: () => finishes };
}

const POLL_MS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Farcaster login in the frame', () => {
  it('connects once the Farcaster app approved, with the username on the user', async () => {
    const request = browserFrame();
    const { url } = await request('getFarcasterUri');
    expect(new URL(url).searchParams.get('channelToken')).toBeTruthy();
    const connected = request('connectFarcaster');
    await app.approve(url);
    expect(await connected).toEqual({ userName: 'bob' });
    const user = await request('getUser', { chainId: 'eip155:1' });
    expect(user).toMatchObject({
      email: null,
      userName: 'bob',
      authProvider: 'farcaster',
      address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
    });
    expect(await request('isConnected')).toEqual({ isConnected: true });
  });

  it('gives the same fid the same account in another browser', async () => {
    const addressIn = async (request: ReturnType<typeof browserFrame>) => {
      const { url } = await request('getFarcasterUri');
      const connected = request('connectFarcaster');
      await app.approve(url);
      await connected;
      return (await request('getUser', {})).address as string;
    };
    expect(await addressIn(browserFrame())).toBe(await addressIn(browserFrame()));
  });

  it('stops waiting on a link once a new one was asked for', async () => {
    const request = browserFrame();
    await request('getFarcasterUri');
    const first = request('connectFarcaster');
    // It may end while the new link is still being made: observed below.
    first.catch(() => undefined);
    await request('getFarcasterUri');
    await expect(first).rejects.toThrow(FARCASTER_ABANDONED);
  });

  it('refuses connectFarcaster before a link was asked for', async () => {
    await expect(browserFrame()('connectFarcaster')).rejects.toThrow(FARCASTER_NOT_STARTED);
  });
});

describe('Leaving the Farcaster view', () => {
  it('ends the wait at once and asks the service nothing more', async () => {
    const { request, finishes } = countingFrame();
    await request('getFarcasterUri');
    const waiting = request('connectFarcaster');
    await expect.poll(finishes).toBeGreaterThan(1);
    await request('stopFarcaster');
    await expect(waiting).rejects.toThrow(FARCASTER_STOPPED);
    const whenStopped = finishes();
    await sleep(10 * POLL_MS);
    expect(finishes()).toBe(whenStopped);
  });

  it('does not wait on a link the service gives after the visitor left', async () => {
    const { request, finishes } = countingFrame();
    const link = request('getFarcasterUri');
    await request('stopFarcaster');
    await expect(link).rejects.toThrow(FARCASTER_STOPPED);
    await expect(request('connectFarcaster')).rejects.toThrow(FARCASTER_NOT_STARTED);
    expect(finishes()).toBe(0);
  });

  it('leaves the next link working: coming back connects', async () => {
    const { request } = countingFrame();
    await request('getFarcasterUri');
    const left = request('connectFarcaster');
    await request('stopFarcaster');
    await expect(left).rejects.toThrow(FARCASTER_STOPPED);
    const { url } = await request('getFarcasterUri');
    const connected = request('connectFarcaster');
    await app.approve(url);
    expect(await connected).toEqual({ userName: 'bob' });
  });

  it('a leaving that comes while the service answers the approval takes up no session', async () => {
    let leave = async () => undefined as unknown;
    const leavingOnApproval = (api: ServiceApi): ServiceApi => ({
      get: (path, token) => api.get(path, token),
      post: async <T>(path: string, body: unknown, token?: string): Promise<T> => {
        const answer = await api.post<T>(path, body, token);
        // The visitor leaves just as the approval is on its way back to the frame.
        if (path === '/v1/farcaster/finish' && !(answer as { pending?: boolean }).pending) {
          await leave();
        }
        return answer;
      },
    });
    const { request } = frameUnderTest({
      serviceUrl: service.url,
      hostOrigin: HOST,
      initialChainId: 'eip155:1',
      extras: ({ api, storage, wallet }) => ({
        farcaster: createFarcasterLogin({
          api: leavingOnApproval(api),
          storage,
          wallet,
          pollMs: POLL_MS,
        }),
      }),
    });
    leave = () => request('stopFarcaster');
    const { url } = await request('getFarcasterUri');
    const connected = request('connectFarcaster');
    await app.approve(url);
    await expect(connected).rejects.toThrow(FARCASTER_STOPPED);
    expect(await request('isConnected')).toEqual({ isConnected: false });
  });

  it('is harmless when no login is waiting', async () => {
    await expect(countingFrame().request('stopFarcaster')).resolves.toEqual({});
  });
});
