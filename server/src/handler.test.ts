import { describe, expect, it } from 'vitest';
import { SiwxConfigurationError } from './errors.js';
import { createSiwxHandler, type SiwxHandlerOptions } from './handler.js';
import { createNonceStore } from './nonce-store.js';
import { DOMAIN, SOLANA_DEVNET, solanaSignIn } from './testing/solana-sign-in.js';
import { VISITOR_COOKIE } from './visitor-cookie.js';

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

/** A new visitor: the cookie and nonce of its first request. */
async function visit(call: ReturnType<typeof handler>) {
  const issued = await call('POST', '/nonce');
  const cookie = issued.headers.get('set-cookie')!.split(';')[0]!;
  const { nonce } = (await issued.json()) as { nonce: string };
  return { cookie, nonce, setCookie: issued.headers.get('set-cookie')! };
}

describe('the sign-in handler', () => {
  it('a handler created without a domain is a configuration error', () => {
    expect(() => createSiwxHandler({ basePath: BASE } as SiwxHandlerOptions)).toThrow(
      SiwxConfigurationError,
    );
  });

  it('the visitor cookie is HttpOnly, SameSite=Lax and Secure', async () => {
    const { setCookie } = await visit(handler());
    const attributes = setCookie.split(';').map((part) => part.trim());
    expect(attributes[0]).toMatch(new RegExp(`^${VISITOR_COOKIE}=[0-9a-f]{32}$`));
    expect(attributes).toEqual(
      expect.arrayContaining([`Path=${BASE}`, 'HttpOnly', 'SameSite=Lax', 'Secure']),
    );
  });

  it.each(['127.0.0.1:5173', 'localhost:3000'])(
    'the visitor cookie is not Secure on a loopback domain (%s), served over plain http',
    async (domain) => {
      const { setCookie } = await visit(handler({ domain, origins: [`http://${domain}`] }));
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Lax');
      expect(setCookie).not.toMatch(/secure/i);
    },
  );

  it('expired sessions are not returned by the session list', async () => {
    let now = Date.parse('2026-03-01T12:00:00.000Z');
    const call = handler({ now: () => now });
    const { cookie, nonce } = await visit(call);
    const session = await solanaSignIn({
      nonce,
      now: new Date(now),
      expiresInSeconds: 60,
    });
    expect((await call('POST', '/verify', cookie, session)).status).toBe(204);
    const query = `?chainId=${SOLANA_DEVNET}&address=${session.data.accountAddress}`;
    const list = async () =>
      ((await (await call('GET', `/sessions${query}`, cookie)).json()) as { sessions: unknown[] })
        .sessions;
    expect(await list()).toHaveLength(1);
    now += 2 * 60_000;
    expect(await list()).toEqual([]);
  });

  it("a flood of nonce requests from one visitor leaves another visitor's nonce usable", async () => {
    const call = handler();
    const alice = await visit(call);
    const mallory = await visit(call);
    for (let i = 0; i < 200; i += 1) await call('POST', '/nonce', mallory.cookie);
    const session = await solanaSignIn({ nonce: alice.nonce });
    expect((await call('POST', '/verify', alice.cookie, session)).status).toBe(204);
  });

  it('a visitor over its nonce rate answers 429 with "try again"', async () => {
    const call = handler({ nonces: createNonceStore({ maxPerVisitorPerMinute: 1 }) });
    const alice = await visit(call);
    const refused = await call('POST', '/nonce', alice.cookie);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/try again/);
    const session = await solanaSignIn({ nonce: alice.nonce });
    expect((await call('POST', '/verify', alice.cookie, session)).status).toBe(204);
  });

  it('a refused sign-in answers 401 with the reason', async () => {
    const call = handler();
    const { cookie, nonce } = await visit(call);
    const session = await solanaSignIn({ nonce, uri: 'https://evil.example' });
    const answer = await call('POST', '/verify', cookie, session);
    expect(answer.status).toBe(401);
    expect(((await answer.json()) as { error: string }).error).toMatch(/not an allowed origin/);
  });
});
