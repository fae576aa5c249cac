/**
 * Sign In With Farcaster against real peers on loopback: the service's own auth relay, an anvil
 * chain holding an IdRegistry at the real contract's address, and a Farcaster app that signs
 * with the fid's custody key. The service runs on PGlite with a local SMTP server.
 */
import { startAnvil, type AnvilNode, ANVIL_ACCOUNTS } from '@wallet-kit/local-stack/anvil';
import { farcasterApp, type FarcasterApp } from '@wallet-kit/local-stack/farcaster-app';
import { installIdRegistry, registerFid } from '@wallet-kit/local-stack/farcaster-id-registry';
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { createHash, randomBytes } from 'node:crypto';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELAY_INVALID_SIGNATURE, RELAY_UNAUTHORIZED } from './farcaster-relay-routes.js';
import { FARCASTER_NOT_VERIFIED, FARCASTER_UNKNOWN, FARCASTER_USED } from './farcaster-routes.js';
import { newDeviceId, serviceClient, type ServiceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
const FID = 4242;
const USERNAME = 'alice';
const custodyKey = generatePrivateKey();
let anvil: AnvilNode;
let inbox: SmtpInbox;
let service: LocalWalletService;
let client: ServiceClient;
let app: FarcasterApp;

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 10 });
  const deployer = ANVIL_ACCOUNTS[0].address;
  await installIdRegistry(anvil.rpcUrl, deployer);
  await registerFid(anvil.rpcUrl, deployer, FID, privateKeyToAccount(custodyKey).address);
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    env: { FARCASTER_RPC_URL: anvil.rpcUrl },
  });
  client = serviceClient(service.url, { project: 'demo', host: HOST });
  app = farcasterApp({
    relayUrl: service.url,
    rpcUrl: anvil.rpcUrl,
    fid: FID,
    username: USERNAME,
    custodyKey,
  });
}, 180_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
  await anvil?.stop();
});

/** The secret each login's frame holds, by channel token. */
const secrets = new Map<string, string>();
const newSecret = () => randomBytes(32).toString('base64url');

/** Starts a login as the frame does: its secret kept, only the secret's hash sent. */
async function start(deviceId: string) {
  const secret = newSecret();
  const binding = createHash('sha256').update(secret).digest('base64url');
  const started = await client.post('/v1/farcaster/start', { deviceId, binding });
  expect(started.status).toBe(200);
  secrets.set(started.body.channelToken, secret);
  return started.body as { channelToken: string; url: string };
}

const finish = (channelToken: string, deviceId: string) =>
  client.post('/v1/farcaster/finish', {
    channelToken,
    deviceId,
    secret: secrets.get(channelToken) ?? newSecret(),
  });

describe('Sign In With Farcaster', () => {
  it('lists farcaster among the logins of the origins answer', async () => {
    const answer = await fetch(`${service.url}/v1/projects/demo/origins`);
    expect(((await answer.json()) as { socials: string[] }).socials).toContain('farcaster');
  });

  it('gives a connect link carrying its own token, to a channel for the host page', async () => {
    const { channelToken, url } = await start(newDeviceId());
    const connectToken = new URL(url).searchParams.get('channelToken');
    expect(connectToken).not.toBe(channelToken);
    const pending = await fetch(`${service.url}/v1/channel/status`, {
      headers: { Authorization: `Bearer ${channelToken}` },
    });
    expect(pending.status).toBe(202);
    expect(await pending.json()).toMatchObject({ state: 'pending' });
    const status = await fetch(`${service.url}/v1/channel/status`, {
      headers: { Authorization: `Bearer ${connectToken}` },
    });
    expect(status.status).toBe(202);
    const body = (await status.json()) as { nonce: string };
    expect(body).toMatchObject({
      state: 'pending',
      signatureParams: { domain: 'localhost:5173', siweUri: HOST, nonce: body.nonce },
    });
  });

  it("a login's nonce cannot be foretold from an earlier login's nonce", async () => {
    // An attacker who could work out the next visitor's nonce could have a signature for it
    // made in advance. Read through the connect link, as the Farcaster app reads it.
    const nonceOf = async () => {
      const { url } = await start(newDeviceId());
      const connectToken = new URL(url).searchParams.get('channelToken');
      const status = await fetch(`${service.url}/v1/channel/status`, {
        headers: { Authorization: `Bearer ${connectToken}` },
      });
      return ((await status.json()) as { nonce: string }).nonce;
    };
    const first = await nonceOf();
    const second = await nonceOf();
    expect(first).toMatch(/^[0-9a-zA-Z]{24,}$/);
    expect(second).not.toBe(first);
    // No 12-character slice of one nonce reappears in the next (a shared random buffer read one character
    // further on each call gives the next nonce as the last one shifted by a character).
    const slices = (nonce: string) =>
      new Set(Array.from({ length: nonce.length - 11 }, (_, at) => nonce.slice(at, at + 12)));
    const shared = [...slices(second)].filter((slice) => slices(first).has(slice));
    expect(shared).toEqual([]);
  });

  it('logs the fid in with its username once the Farcaster app signed', async () => {
    const deviceId = newDeviceId();
    const { channelToken, url } = await start(deviceId);
    const approved = await app.approve(url);
    expect(approved.status).toBe(201);
    const done = await finish(channelToken, deviceId);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { email: null, socialProvider: 'farcaster', userName: USERNAME, fid: FID },
      newDevice: true,
    });
    const wallet = await client.get('/v1/wallet', done.body.accessToken);
    expect([wallet.status, wallet.body.wallet]).toEqual([200, null]);
  });

  it('answers a login the Farcaster app has not approved yet 202 pending, not an error status', async () => {
    // The frame asks again and again while the visitor scans the code: a browser logs every
    // error status in its console, and waiting is not an error.
    const deviceId = newDeviceId();
    const { channelToken } = await start(deviceId);
    const pending = await finish(channelToken, deviceId);
    expect([pending.status, pending.body]).toEqual([202, { pending: true }]);
  });

  it('gives the same user to the same fid at its next login', async () => {
    const logIn = async () => {
      const deviceId = newDeviceId();
      const { channelToken, url } = await start(deviceId);
      await app.approve(url);
      return (await finish(channelToken, deviceId)).body.user.id as string;
    };
    expect(await logIn()).toBe(await logIn());
  });

  it('uses a finished login once', async () => {
    const deviceId = newDeviceId();
    const { channelToken, url } = await start(deviceId);
    await app.approve(url);
    expect((await finish(channelToken, deviceId)).status).toBe(200);
    expect((await finish(channelToken, deviceId)).body.error).toBe(FARCASTER_USED);
  });

  it('finishes a login only for the device that started it', async () => {
    const { channelToken, url } = await start(newDeviceId());
    await app.approve(url);
    const other = await finish(channelToken, newDeviceId());
    expect(other.status).toBe(401);
    expect(other.body.error).toBe(FARCASTER_UNKNOWN);
  });

  it('refuses a message signed by a key that does not hold the fid', async () => {
    const deviceId = newDeviceId();
    const { channelToken, url } = await start(deviceId);
    const refused = await app.approve(url, { signerKey: generatePrivateKey() });
    expect(refused).toMatchObject({ status: 401, body: { error: RELAY_INVALID_SIGNATURE } });
    expect((await finish(channelToken, deviceId)).body).toEqual({ pending: true });
  });

  it('refuses a signature that is not of the message', async () => {
    const { url } = await start(newDeviceId());
    const refused = await app.approve(url, { signature: `0x${'11'.repeat(65)}` });
    expect(refused).toMatchObject({ status: 401, body: { error: RELAY_INVALID_SIGNATURE } });
  });

  it('refuses a message for another domain', async () => {
    const { url } = await start(newDeviceId());
    const refused = await app.approve(url, { domain: 'evil.example' });
    expect(refused).toMatchObject({ status: 401, body: { error: RELAY_INVALID_SIGNATURE } });
  });

  it('refuses a message with another nonce', async () => {
    const { url } = await start(newDeviceId());
    const refused = await app.approve(url, { nonce: 'aaaaaaaaaaaaaaaa' });
    expect(refused).toMatchObject({ status: 401, body: { error: RELAY_INVALID_SIGNATURE } });
  });

  it('refuses an unknown channel token at the relay and at finish', async () => {
    const status = await fetch(`${service.url}/v1/channel/status`, {
      headers: { Authorization: 'Bearer NOTACHANNEL' },
    });
    expect(status.status).toBe(401);
    expect(await status.json()).toEqual({ error: RELAY_UNAUTHORIZED });
    const posted = await app.authenticate('NOTACHANNEL', {
      message: 'hello',
      signature: `0x${'11'.repeat(65)}`,
    });
    expect(posted).toMatchObject({ status: 401, body: { error: RELAY_UNAUTHORIZED } });
    const finished = await finish('NOTACHANNEL', newDeviceId());
    expect(finished.body.error).toBe(FARCASTER_UNKNOWN);
  });

  it('does not log in from a channel a relay completed with an unverifiable message', async () => {
    // Another relay could complete a channel without checking: finish verifies on its own.
    const deviceId = newDeviceId();
    const { channelToken } = await start(deviceId);
    const { farcasterStore } = await import('./farcaster-store.js');
    await farcasterStore(service.service.store.db).completeChannel(channelToken, {
      message: 'not a sign-in message',
      signature: `0x${'11'.repeat(65)}`,
      authMethod: 'custody',
      fid: FID,
      username: USERNAME,
      custody: privateKeyToAccount(custodyKey).address,
      verifications: [],
    });
    const refused = await finish(channelToken, deviceId);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toBe(FARCASTER_NOT_VERIFIED);
  });
});

describe('Farcaster logins bound to the browser that started them', () => {
  it('a leaked pending channel token does not let an outsider complete the channel with his fid', async () => {
    const OUTSIDER_FID = 666;
    const outsiderKey = generatePrivateKey();
    await registerFid(
      anvil.rpcUrl,
      ANVIL_ACCOUNTS[0].address,
      OUTSIDER_FID,
      privateKeyToAccount(outsiderKey).address,
    );
    const outsider = farcasterApp({
      relayUrl: service.url,
      rpcUrl: anvil.rpcUrl,
      fid: OUTSIDER_FID,
      username: 'mallory',
      custodyKey: outsiderKey,
    });
    const visitorDevice = newDeviceId();
    const { channelToken, url } = await start(visitorDevice);
    // The outsider holds the leaked token: he reads the channel and completes it first.
    const read = await fetch(`${service.url}/v1/channel/status`, {
      headers: { Authorization: `Bearer ${channelToken}` },
    });
    const taken = await outsider
      .approve(`https://farcaster.xyz/~/siwf?channelToken=${channelToken}`)
      .catch(() => ({ status: 0 }));
    expect(read.status === 202 && taken.status === 201).toBe(false);
    expect(await read.json()).not.toHaveProperty('nonce');
    await app.approve(url);
    const visitor = await finish(channelToken, visitorDevice);
    expect(visitor.body.user?.fid).not.toBe(OUTSIDER_FID);
    expect(visitor.body.user?.fid).toBe(FID);
  });

  it('a leaked channel token without the frame secret finishes nothing', async () => {
    const visitorDevice = newDeviceId();
    const { channelToken, url } = await start(visitorDevice);
    await app.approve(url);
    const leaked = await client.post('/v1/farcaster/finish', {
      channelToken,
      deviceId: visitorDevice,
      secret: newSecret(),
    });
    expect(leaked.status).toBe(401);
    expect(leaked.body.error).toBe(FARCASTER_UNKNOWN);
    expect((await finish(channelToken, visitorDevice)).status).toBe(200);
  });
});
