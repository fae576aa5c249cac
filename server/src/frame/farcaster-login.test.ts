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
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFarcasterLogin, FARCASTER_ABANDONED } from './farcaster-login.js';
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
      farcaster: createFarcasterLogin({ api, storage, wallet, pollMs: 50 }),
    }),
  }).request;
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
