/**
 * Sessions and the wallet they unlock, against a running service (PGlite): refresh tokens
 * rotate, revocation is checked on every call, token errors carry the texts the kit shows, key
 * share is sealed at rest and no recovery share the service could open is taken (custody.test.ts).
 */
import { codeFrom, startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVALID_KEY, ISSUER, NOT_YET_VALID, SESSION_EXPIRED } from './access-tokens.js';
import { logIn, newDeviceId, serviceClient, type ServiceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
let inbox: SmtpInbox;
let service: LocalWalletService;
let client: ServiceClient;
let offsetMs = 0;
const advance = (ms: number) => (offsetMs += ms);

beforeAll(async () => {
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: [HOST], other: [HOST] },
    smtpPort: inbox.port,
    clock: () => new Date(Date.now() + offsetMs),
  });
  client = serviceClient(service.url, { project: 'demo', host: HOST });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
});

let counter = 0;
const newEmail = () => `session${++counter}-${Date.now()}@example.com`;
const login = async (email = newEmail(), device = newDeviceId()) =>
  (await logIn(client, inbox, email, device)).body as {
    accessToken: string;
    refreshToken: string;
    user: { id: string; email: string };
    newDevice: boolean;
  };

const WALLET = {
  addresses: {
    eip155: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
    solana: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
  },
  authShare: 'auth-share-bytes-in-base64',
};
const STORED = { ...WALLET, recovery: 'passkey', passkeys: [] };

async function tokenWith(claims: { nbf?: number; exp?: number }, secret: string, sid: string) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('someone')
    .setAudience('demo')
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setNotBefore(claims.nbf ?? now)
    .setExpirationTime(claims.exp ?? now + 600)
    .sign(new TextEncoder().encode(secret));
}

describe('the wallet lookup', () => {
  it('a visitor without a wallet yet is answered 200 { wallet: null }, not an error status the browser logs', async () => {
    const session = await login();
    const answer = await client.get('/v1/wallet', session.accessToken);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ wallet: null, recovery: 'passkey' });
  });
});

describe('sessions', () => {
  it('refresh gives new tokens and the replaced refresh token stops working', async () => {
    const session = await login();
    const refreshed = await client.post('/v1/session/refresh', {
      refreshToken: session.refreshToken,
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(session.refreshToken);
    expect((await client.get('/v1/wallet', refreshed.body.accessToken)).status).toBe(200);
    const replay = await client.post('/v1/session/refresh', { refreshToken: session.refreshToken });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe(SESSION_EXPIRED);
  });

  it('showing a replaced refresh token again ends the session', async () => {
    const session = await login();
    const refreshed = await client.post('/v1/session/refresh', {
      refreshToken: session.refreshToken,
    });
    await client.post('/v1/session/refresh', { refreshToken: session.refreshToken });
    const next = await client.post('/v1/session/refresh', {
      refreshToken: refreshed.body.refreshToken,
    });
    expect(next.status).toBe(401);
    expect((await client.get('/v1/wallet', refreshed.body.accessToken)).body.error).toBe(
      SESSION_EXPIRED,
    );
  });

  it('a revoked session is refused at once', async () => {
    const session = await login();
    const revoked = await client.post('/v1/session/revoke', {}, session.accessToken);
    expect(revoked.status).toBe(204);
    const answer = await client.get('/v1/wallet', session.accessToken);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(SESSION_EXPIRED);
    expect(
      (await client.post('/v1/session/refresh', { refreshToken: session.refreshToken })).status,
    ).toBe(401);
  });

  it('an expired access token is answered "Session Expired"', async () => {
    const session = await login();
    advance(16 * 60_000);
    const answer = await client.get('/v1/wallet', session.accessToken);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: SESSION_EXPIRED });
    const refreshed = await client.post('/v1/session/refresh', {
      refreshToken: session.refreshToken,
    });
    expect((await client.get('/v1/wallet', refreshed.body.accessToken)).status).toBe(200);
  });

  it('a token that is not valid yet is answered with the not-yet-valid text', async () => {
    const token = await tokenWith(
      {
        nbf: Math.floor((Date.now() + offsetMs) / 1000) + 3600,
        exp: Math.floor((Date.now() + offsetMs) / 1000) + 7200,
      },
      service.env.WALLET_SESSION_SECRET!,
      'any',
    );
    const answer = await client.get('/v1/wallet', token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: NOT_YET_VALID });
  });

  it('a token signed with another key is answered "Unauthorized: invalid key"', async () => {
    const now = Math.floor((Date.now() + offsetMs) / 1000);
    const token = await tokenWith(
      { nbf: now, exp: now + 600 },
      'another secret that is long enough!!',
      'any',
    );
    const answer = await client.get('/v1/wallet', token);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: INVALID_KEY });
    expect((await client.get('/v1/wallet', 'not-a-token')).body).toEqual({ error: INVALID_KEY });
  });

  it("a session of one project is refused on another project's calls", async () => {
    const session = await login();
    const other = serviceClient(service.url, { project: 'other', host: HOST });
    const answer = await other.get('/v1/wallet', session.accessToken);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(INVALID_KEY);
  });
});

describe('wallet', () => {
  it('a user creates one wallet; a second is refused', async () => {
    const session = await login();
    expect((await client.post('/v1/wallet', WALLET, session.accessToken)).status).toBe(201);
    expect((await client.post('/v1/wallet', WALLET, session.accessToken)).status).toBe(409);
  });

  it('the key shares are stored sealed, never in clear', async () => {
    const session = await login();
    await client.post('/v1/wallet', WALLET, session.accessToken);
    const row = await service.service.store.db
      .selectFrom('wallets')
      .selectAll()
      .where('user_id', '=', session.user.id)
      .executeTakeFirstOrThrow();
    expect(row.auth_share).not.toContain(WALLET.authShare);
    expect(row.auth_share).toMatch(/^v1\./);
    expect(row.recovery_share).toBeNull();
  });

  it('the wallet reads the same at each login of a device', async () => {
    const email = newEmail();
    const device = newDeviceId();
    const first = await login(email, device);
    await client.post('/v1/wallet', WALLET, first.accessToken);
    expect((await client.get('/v1/wallet', first.accessToken)).body).toEqual(STORED);
    advance(30_000);
    const again = await login(email, device);
    expect(again.newDevice).toBe(false);
    expect((await client.get('/v1/wallet', again.accessToken)).body).toEqual(STORED);
  });

  it('a malformed wallet is refused', async () => {
    const session = await login();
    const answer = await client.post(
      '/v1/wallet',
      { ...WALLET, addresses: { eip155: 'nope', solana: WALLET.addresses.solana } },
      session.accessToken,
    );
    expect(answer.status).toBe(400);
  });
});

describe('email change', () => {
  it('a code to the current address, then one to the new address, moves the account', async () => {
    const email = newEmail();
    const moved = newEmail();
    const device = newDeviceId();
    const session = await login(email, device);
    advance(30_000);
    let after = new Date();
    const update = await client.post('/v1/email/update', { newEmail: moved }, session.accessToken);
    expect(update.body).toEqual({ action: 'VERIFY_PRIMARY_OTP' });
    const primary = codeFrom(await inbox.waitForMessage({ to: email, after }));
    after = new Date();
    const step = await client.post(
      '/v1/email/update/primary',
      { otp: primary },
      session.accessToken,
    );
    expect(step.body).toEqual({ action: 'VERIFY_SECONDARY_OTP' });
    const secondary = codeFrom(await inbox.waitForMessage({ to: moved, after }));
    const done = await client.post(
      '/v1/email/update/secondary',
      { otp: secondary },
      session.accessToken,
    );
    expect(done.body).toEqual({ newEmail: moved });
    advance(30_000);
    expect((await login(moved, device)).user).toEqual({ id: session.user.id, email: moved });
  });

  it('moving to an address another user holds is refused', async () => {
    const taken = newEmail();
    await login(taken);
    const session = await login();
    const answer = await client.post('/v1/email/update', { newEmail: taken }, session.accessToken);
    expect(answer.status).toBe(409);
  });
});
