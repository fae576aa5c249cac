/**
 * How many statements an email login sends to the database, counted by a proxy in front of a
 * real PostgreSQL server: each is a round trip and a share of the service's CPU per request, so
 * the rate-limit counters, the send slot and the reads that go with them are one statement each
 * (rate-counters.ts). The limits these statements enforce are tested in store.test.ts,
 * email-login.test.ts and two-instances.test.ts.
 */
import { startPostgres, type PostgresServer } from '@wallet-kit/local-stack/postgres';
import { codeFrom, startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingProxy, type CountingProxy } from './testing/counting-proxy.js';
import { newDeviceId, serviceClient, type ServiceClient } from './testing/test-client.js';

const HOST = 'http://localhost:5173';
let postgres: PostgresServer;
let inbox: SmtpInbox;
let proxy: CountingProxy;
let service: LocalWalletService;
let client: ServiceClient;

beforeAll(async () => {
  [postgres, inbox] = await Promise.all([startPostgres(), startSmtpInbox()]);
  proxy = await startCountingProxy(await postgres.createDatabase('round_trips'));
  service = await startWalletService({
    projects: { demo: [HOST] },
    smtpPort: inbox.port,
    databaseUrl: proxy.url,
  });
  client = serviceClient(service.url, { project: 'demo', host: HOST });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await proxy?.stop();
  await inbox?.stop();
  await postgres?.stop();
});

/**
 * The statements sent while `request` ran, but for the read of the projects' origins, which the
 * service makes at most once per 5 s (project-origins-cache.ts) and so at most now and then
 * inside a request.
 */
async function statementsOf<T>(
  request: () => Promise<T>,
): Promise<{ answer: T; statements: number }> {
  const before = proxy.statements().length;
  const answer = await request();
  const sent = proxy.statements().slice(before);
  return { answer, statements: sent.filter((text) => !/from "projects"/.test(text)).length };
}

describe('an email login on PostgreSQL', () => {
  it('sends 2 statements to start, 5 to verify on a new device and 1 to read the wallet', async () => {
    const email = `trips-${Date.now()}@example.com`;
    const device = newDeviceId();
    const after = new Date();
    const start = await statementsOf(() => client.start(email, device));
    expect(start.answer.body).toEqual({ action: 'VERIFY_OTP' });
    const code = codeFrom(await inbox.waitForMessage({ to: email, after }));
    const verify = await statementsOf(() => client.verify(email, device, code));
    expect(verify.answer.status).toBe(200);
    const wallet = await statementsOf(() =>
      client.get('/v1/wallet', verify.answer.body.accessToken as string),
    );
    expect(wallet.answer.status).toBe(200);
    // start: the send slot with both send counters, the code. verify: the network address's
    // counter with the newest code, using the code, the user, the device, the session.
    // wallet: the session (revocation holds at once) with the wallet.
    expect([start.statements, verify.statements, wallet.statements]).toEqual([2, 5, 1]);
  });
});
