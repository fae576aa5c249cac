/**
 * Email login rules, against a running service (PGlite) that mails a real local SMTP server:
 * six-digit codes stored only hashed, their lifetime, the wrong-attempt limit, the resend
 * throttle, the per-address cap, and device approval by link.
 */
import { codeFrom, startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_EXPIRED, NO_CODE, TOO_MANY_ATTEMPTS, WRONG_CODE } from './codes.js';
import { logIn, newDeviceId, serviceClient, type ServiceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
let inbox: SmtpInbox;
let service: LocalWalletService;
let client: ServiceClient;
let offsetMs = 0;
const advance = (ms: number) => (offsetMs += ms);
/** While set, the service's clock stands still except for `advance`: a rule about exact seconds. */
let frozenAt: number | undefined;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    clock: () => new Date((frozenAt ?? Date.now()) + offsetMs),
    limits: { sendsPerAddress: { limit: 3, windowMs: 3600_000 } },
  });
  client = serviceClient(service.url, { project: 'demo', host: HOST });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
});

let counter = 0;
const newEmail = () => `visitor${++counter}-${Date.now()}@example.com`;

async function requestCode(email: string, deviceId: string) {
  const after = new Date();
  const answer = await client.start(email, deviceId);
  expect(answer.body).toEqual({ action: 'VERIFY_OTP' });
  return codeFrom(await inbox.waitForMessage({ to: email, after }));
}

describe('email codes', () => {
  it('a new address gets a six-digit code by email', async () => {
    const email = newEmail();
    const code = await requestCode(email, newDeviceId());
    expect(code).toMatch(/^\d{6}$/);
  });

  it('the right code starts a session for the address', async () => {
    const email = newEmail();
    const device = newDeviceId();
    const code = await requestCode(email, device);
    const answer = await client.verify(email, device, code);
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toBe(email);
    expect(answer.body.accessToken).toEqual(expect.any(String));
    expect(answer.body.refreshToken).toEqual(expect.any(String));
    expect(answer.body.newDevice).toBe(true);
  });

  it('the database keeps only a hash of the code', async () => {
    const email = newEmail();
    const code = await requestCode(email, newDeviceId());
    const rows = await service.service.store.db
      .selectFrom('email_codes')
      .selectAll()
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a code stops working after ten minutes', async () => {
    const email = newEmail();
    const device = newDeviceId();
    const code = await requestCode(email, device);
    advance(10 * 60_000 + 1000);
    const answer = await client.verify(email, device, code);
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ error: CODE_EXPIRED, attemptsLeft: 0 });
  });

  it('five wrong codes kill the code, and then even the right one is refused', async () => {
    const email = newEmail();
    const device = newDeviceId();
    const code = await requestCode(email, device);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await client.verify(email, device, wrong)).body);
    expect(answers.map((answer) => answer.attemptsLeft)).toEqual([4, 3, 2, 1, 0]);
    expect(answers[0].error).toBe(WRONG_CODE);
    expect(answers[4].error).toBe(TOO_MANY_ATTEMPTS);
    const right = await client.verify(email, device, code);
    expect(right.status).toBe(401);
    expect(right.body.error).toBe(TOO_MANY_ATTEMPTS);
  });

  it('a code works once', async () => {
    const email = newEmail();
    const device = newDeviceId();
    const code = await requestCode(email, device);
    expect((await client.verify(email, device, code)).status).toBe(200);
    const again = await client.verify(email, device, code);
    expect(again.status).toBe(401);
    expect(again.body.error).toBe(NO_CODE);
  });

  it('a code sent for one device does not work on another', async () => {
    const email = newEmail();
    const code = await requestCode(email, newDeviceId());
    const answer = await client.verify(email, newDeviceId(), code);
    expect(answer.status).toBe(401);
    expect(answer.body.error).toBe(WRONG_CODE);
  });

  it('only the newest code counts', async () => {
    const email = newEmail();
    const device = newDeviceId();
    const first = await requestCode(email, device);
    advance(30_000);
    const second = await requestCode(email, device);
    if (first !== second) {
      expect((await client.verify(email, device, first)).body.error).toBe(WRONG_CODE);
    }
    expect((await client.verify(email, device, second)).status).toBe(200);
  });

  it('a second code within 30 seconds is refused with the seconds left, rounded up', async () => {
    const email = newEmail();
    const device = newDeviceId();
    frozenAt = Date.now();
    try {
      await requestCode(email, device);
      advance(10_200);
      const refused = await client.start(email, device);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: 'Please try again after 20 seconds',
        retryAfterSeconds: 20,
      });
      advance(20_000);
      expect((await client.start(email, device)).status).toBe(200);
    } finally {
      frozenAt = undefined;
    }
  });

  it('an address gets at most the configured number of emails per hour', async () => {
    const email = newEmail();
    const device = newDeviceId();
    // The cap counts per clock hour: start at the top of one, so the four emails share it
    // whatever the time of day the test runs.
    frozenAt = Date.now();
    advance(3600_000 - ((frozenAt + offsetMs) % 3600_000));
    try {
      for (let i = 0; i < 3; i++) {
        expect((await client.start(email, device)).status).toBe(200);
        advance(30_000);
      }
      const refused = await client.start(email, device);
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: 'Please try again after 3510 seconds',
        retryAfterSeconds: 3510,
      });
      advance(3600_000);
      expect((await client.start(email, device)).status).toBe(200);
    } finally {
      frozenAt = undefined;
    }
  });

  it('a malformed address or code is refused', async () => {
    expect((await client.start('not-an-email', newDeviceId())).status).toBe(400);
    expect((await client.verify(newEmail(), newDeviceId(), '12345')).status).toBe(400);
  });
});

describe('device approval', () => {
  it('a known address on a new device gets a code, and no link', async () => {
    const email = newEmail();
    await logIn(client, inbox, email, newDeviceId());
    advance(30_000);
    const after = new Date();
    const answer = await client.start(email, newDeviceId());
    expect(answer.body).toEqual({ action: 'VERIFY_OTP' });
    const mail = await inbox.waitForMessage({ to: email, after });
    expect(codeFrom(mail)).toMatch(/^\d{6}$/);
    expect(mail.text).not.toMatch(/https?:\/\//);
  });

  it('the code entered on the new device approves it and logs it in as a new device', async () => {
    const email = newEmail();
    await logIn(client, inbox, email, newDeviceId());
    advance(30_000);
    const device = newDeviceId();
    const code = await requestCode(email, device);
    expect((await client.post('/v1/email/device', { email, deviceId: device })).body).toEqual({
      approved: false,
    });
    const verified = await client.verify(email, device, code);
    expect(verified.status).toBe(200);
    expect(verified.body.newDevice).toBe(true);
    expect((await client.post('/v1/email/device', { email, deviceId: device })).body).toEqual({
      approved: true,
    });
  });

  it('an old device link approves nothing', async () => {
    const opened = await fetch(`${service.url}/v1/email/approve-device?token=old-link-token`);
    expect(opened.status).toBe(400);
  });

  it('a device that logged in before is not a new device', async () => {
    const email = newEmail();
    const device = newDeviceId();
    expect((await logIn(client, inbox, email, device)).body.newDevice).toBe(true);
    advance(30_000);
    expect((await logIn(client, inbox, email, device)).body.newDevice).toBe(false);
  });
});

describe('email logins bound to the browser that started them', () => {
  it('a device link opened in the visitor browser does not approve the attacker device', async () => {
    const email = newEmail();
    await logIn(client, inbox, email, newDeviceId());
    advance(30_000);
    const attackerDevice = newDeviceId();
    const after = new Date();
    await client.start(email, attackerDevice);
    const mail = await inbox.waitForMessage({ to: email, after });
    const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
    if (link) await fetch(link);
    const state = await client.post('/v1/email/device', { email, deviceId: attackerDevice });
    expect(state.body).toEqual({ approved: false });
  });

  it('email start answers a known and an unknown address the same way', async () => {
    const known = newEmail();
    await logIn(client, inbox, known, newDeviceId());
    advance(30_000);
    const forKnown = await client.start(known, newDeviceId());
    const forUnknown = await client.start(newEmail(), newDeviceId());
    expect(forKnown.status).toBe(forUnknown.status);
    expect(forKnown.body).toEqual(forUnknown.body);
  });

  it('the mail to a known address on a new device names the browser and the time', async () => {
    const email = newEmail();
    await logIn(client, inbox, email, newDeviceId());
    advance(30_000);
    const after = new Date();
    await client.call(
      'POST',
      '/v1/email/start',
      { email, deviceId: newDeviceId() },
      {
        'User-Agent':
          'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      },
    );
    const mail = await inbox.waitForMessage({ to: email, after });
    expect(mail.text).toContain('Chrome on Linux');
    expect(mail.text).toMatch(/\d{1,2} \w+ \d{4},? \d{2}:\d{2} UTC/);
  });
});
