/**
 * The frame's Sign In With Farcaster against a running wallet service (its own auth relay), an
 * anvil IdRegistry and a Node Farcaster app: `getFarcasterUri` gives the connect link,
 * `connectFarcaster` waits for the approval and ends with the wallet loaded and the user named
 * by the Farcaster username; the same fid gets the same account in another browser.
 */
import { ANVIL_ACCOUNTS, startAnvil, type AnvilNode } from '@wallet-kit/local-stack/anvil';
import { farcasterApp, type FarcasterApp } from '@wallet-kit/local-stack/farcaster-app';
import { installIdRegistry, registerFid } from '@wallet-kit/local-stack/farcaster-id-registry';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { FRAME_CHANNEL, type FrameRequest } from '@wallet-kit/schemas';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFarcasterLogin, FARCASTER_ABANDONED } from './farcaster-login.js';
import { frameStorage, type StorageLike } from './frame-storage.js';
import { createFrameWallet } from './frame-wallet.js';
import { createHandlers } from './handlers.js';
import { serviceApi } from './service-api.js';

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

function memoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function browserFrame() {
  const storage = frameStorage(memoryStorage());
  const api = serviceApi({ baseUrl: service.url, projectId: 'demo', hostOrigin: HOST });
  const wallet = createFrameWallet({ api, storage, onLogout: () => undefined });
  const handle = createHandlers({
    wallet,
    askApproval: async () => true,
    rpcUrls: async () => ({}),
    applyTheme: () => undefined,
    setAppName: () => undefined,
    initialChainId: 'eip155:1',
    farcaster: createFarcasterLogin({ api, storage, wallet, pollMs: 50 }),
  });
  let n = 0;
  return (type: string, payload: unknown = {}): Promise<any> =>
    handle({ channel: FRAME_CHANNEL, id: `request-${++n}`, type, payload } as FrameRequest);
}

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
    await request('getFarcasterUri');
    await expect(first).rejects.toThrow(FARCASTER_ABANDONED);
  });

  it('refuses connectFarcaster before a link was asked for', async () => {
    await expect(browserFrame()('connectFarcaster')).rejects.toThrow('Ask for a Farcaster link');
  });
});
