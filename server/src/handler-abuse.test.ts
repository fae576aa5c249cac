import { describe, expect, it } from 'vitest';
import { createSiwxHandler, type SiwxHandlerOptions } from './handler.js';
import { SIWX_MAX_SESSION_LIFETIME_MS } from './session-store.js';
import { DOMAIN, SOLANA_DEVNET, solanaSignIn } from './testing/solana-sign-in.js';

const BASE = '/api/siwx';

function handler(overrides: Partial<SiwxHandlerOptions> = {}) {
  const handle = createSiwxHandler({
    basePath: BASE,
    domain: DOMAIN,
    solanaChains: [SOLANA_DEVNET],
    ...overrides,
  });
  return async (method: string, path: string, cookie?: string, body?: unknown, ip?: string) => {
    const init: RequestInit = { method, headers: cookie ? { cookie } : {} };
    if (body !== undefined) init.body = JSON.stringify(body);
    const request = new Request(`https://${DOMAIN}${BASE}${path}`, init);
    return (await handle(request, ip ? { address: ip } : undefined))!;
  };
}

async function visit(call: ReturnType<typeof handler>, ip?: string) {
  const issued = await call('POST', '/nonce', undefined, undefined, ip);
  expect(issued.status).toBe(200);
  const cookie = issued.headers.get('set-cookie')!.split(';')[0]!;
  const { nonce } = (await issued.json()) as { nonce: string };
  return { cookie, nonce };
}

const sessionsOf = async (call: ReturnType<typeof handler>, cookie: string, address: string) =>
  (
    (await (
      await call('GET', `/sessions?chainId=${SOLANA_DEVNET}&address=${address}`, cookie)
    ).json()) as { sessions: unknown[] }
  ).sessions;

describe('the sign-in handler under abuse', () => {
  it('10,000 cookie-less nonce requests without a client address do not lock a new visitor out', async () => {
    const call = handler();
    for (let i = 0; i < 10_000; i += 1) await call('POST', '/nonce');
    const alice = await visit(call);
    const session = await solanaSignIn({ nonce: alice.nonce });
    expect((await call('POST', '/verify', alice.cookie, session)).status).toBe(204);
  }, 120_000);

  it('nonce requests are capped per IP: a flood from one IP answers 429 to it, not to others', async () => {
    const call = handler();
    let refused = 0;
    for (let i = 0; i < 500; i += 1) {
      if ((await call('POST', '/nonce', undefined, undefined, '198.51.100.7')).status === 429)
        refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    const alice = await visit(call, '192.0.2.1');
    const session = await solanaSignIn({ nonce: alice.nonce });
    expect((await call('POST', '/verify', alice.cookie, session)).status).toBe(204);
  });

  it('nonce requests are capped per visitor', async () => {
    const call = handler();
    const alice = await visit(call);
    const statuses = new Set<number>();
    for (let i = 0; i < 500; i += 1)
      statuses.add((await call('POST', '/nonce', alice.cookie)).status);
    expect(statuses.has(429)).toBe(true);
  });

  it('sessions are capped per visitor: the oldest are dropped', async () => {
    const call = handler({ maxSessionsPerVisitor: 3 });
    const { cookie } = await visit(call);
    const signed = [];
    for (let i = 0; i < 5; i += 1) {
      const { nonce } = (await (await call('POST', '/nonce', cookie)).json()) as { nonce: string };
      const session = await solanaSignIn({ nonce });
      expect((await call('POST', '/verify', cookie, session)).status).toBe(204);
      signed.push(session.data.accountAddress);
    }
    expect(await sessionsOf(call, cookie, signed[0]!)).toEqual([]);
    expect(await sessionsOf(call, cookie, signed[4]!)).toHaveLength(1);
  }, 60_000);

  it('sessions are capped per IP: a visitor farm on one IP keeps at most the cap', async () => {
    const call = handler({ maxSessionsPerSource: 3 });
    const kept: { cookie: string; address: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      const { cookie, nonce } = await visit(call, '198.51.100.7');
      const session = await solanaSignIn({ nonce });
      await call('POST', '/verify', cookie, session, '198.51.100.7');
      kept.push({ cookie, address: session.data.accountAddress });
    }
    expect(await sessionsOf(call, kept[0]!.cookie, kept[0]!.address)).toEqual([]);
    expect(await sessionsOf(call, kept[4]!.cookie, kept[4]!.address)).toHaveLength(1);
  }, 60_000);

  it('a session without an expiry ends after the maximum session lifetime', async () => {
    let now = Date.parse('2026-03-01T12:00:00.000Z');
    const call = handler({ now: () => now });
    const { cookie, nonce } = await visit(call);
    const session = await solanaSignIn({ nonce, now: new Date(now) });
    expect(session.data.expirationTime).toBeUndefined();
    expect((await call('POST', '/verify', cookie, session)).status).toBe(204);
    now += SIWX_MAX_SESSION_LIFETIME_MS - 1000;
    expect(await sessionsOf(call, cookie, session.data.accountAddress)).toHaveLength(1);
    now += 2000;
    expect(await sessionsOf(call, cookie, session.data.accountAddress)).toEqual([]);
  });
});
