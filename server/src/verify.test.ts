import type { SiwxMessageData } from '@wallet-kit/schemas';
import { describe, expect, it } from 'vitest';
import { SiwxConfigurationError } from './errors.js';
import { createNonceStore } from './nonce-store.js';
import type { VerifyOptions } from './options.js';
import {
  DOMAIN,
  ORIGIN,
  SOLANA_DEVNET,
  SOLANA_MAINNET,
  solanaSignIn,
} from './testing/solana-sign-in.js';
import { verifySiwxSession } from './verify.js';

const VISITOR = 'visitor-1';
const MINUTE = 60_000;

/** A server set up as a host would: its nonces, its domain, the Solana chain it accepts. */
function server(overrides: Partial<VerifyOptions> = {}) {
  const nonces = createNonceStore();
  const options: VerifyOptions = {
    domain: DOMAIN,
    consumeNonce: (nonce) => nonces.consume(nonce, VISITOR),
    solanaChains: [SOLANA_DEVNET],
    ...overrides,
  };
  return { options, nonce: () => nonces.issue(VISITOR) };
}

describe('verifySiwxSession', () => {
  it('accepts a fresh sign-in signed by the account for this domain, origin, chain and nonce', async () => {
    const { options, nonce } = server();
    const session = await solanaSignIn({ nonce: nonce() });
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  it('a call without a domain is a configuration error, never an open check', async () => {
    const { options, nonce } = server();
    const session = await solanaSignIn({ nonce: nonce() });
    const { domain: _omitted, ...withoutDomain } = options;
    await expect(verifySiwxSession(session, withoutDomain as VerifyOptions)).rejects.toThrow(
      SiwxConfigurationError,
    );
    await expect(verifySiwxSession(session, withoutDomain as VerifyOptions)).rejects.toThrow(
      'needs `domain`',
    );
  });

  it('a call without a nonce check is a configuration error, never an open check', async () => {
    const { options, nonce } = server();
    const session = await solanaSignIn({ nonce: nonce() });
    const { consumeNonce: _omitted, ...withoutNonceCheck } = options;
    await expect(verifySiwxSession(session, withoutNonceCheck as VerifyOptions)).rejects.toThrow(
      'needs `consumeNonce`',
    );
  });

  it('an allowed origin that is not a bare origin is a configuration error', async () => {
    const { options, nonce } = server({ origins: ['https://app.example/login'] });
    const session = await solanaSignIn({ nonce: nonce() });
    await expect(verifySiwxSession(session, options)).rejects.toThrow(SiwxConfigurationError);
  });

  it('a URI outside the allowed origins is refused', async () => {
    const { options, nonce } = server();
    const session = await solanaSignIn({ nonce: nonce(), uri: 'https://evil.example/login' });
    await expect(verifySiwxSession(session, options)).rejects.toThrow('not an allowed origin');

    const listed = server({ origins: ['https://evil.example', ORIGIN] });
    const allowed = await solanaSignIn({ nonce: listed.nonce(), uri: 'https://evil.example/a' });
    await expect(verifySiwxSession(allowed, listed.options)).resolves.toBeDefined();
  });

  it('a URI on plain http of the same host is refused unless its origin is allowed', async () => {
    const { options, nonce } = server();
    const session = await solanaSignIn({ nonce: nonce(), uri: `http://${DOMAIN}` });
    await expect(verifySiwxSession(session, options)).rejects.toThrow('not an allowed origin');
  });

  it('a Solana sign-in is bound to its chain: a chain the server does not list is refused', async () => {
    const onMainnet = server({ solanaChains: [SOLANA_MAINNET] });
    const devnet = await solanaSignIn({ nonce: onMainnet.nonce(), chainId: SOLANA_DEVNET });
    await expect(verifySiwxSession(devnet, onMainnet.options)).rejects.toThrow(
      `Chain ${SOLANA_DEVNET} is not accepted`,
    );

    const noSolana = server({ solanaChains: undefined });
    const any = await solanaSignIn({ nonce: noSolana.nonce() });
    await expect(verifySiwxSession(any, noSolana.options)).rejects.toThrow('is not accepted');
  });

  it('a Solana message signed for mainnet cannot pass under another chain id with the same text', async () => {
    // SIWS writes mainnet as "Chain ID: mainnet", which is also the text of `solana:mainnet`.
    const { options, nonce } = server({ solanaChains: [SOLANA_MAINNET] });
    const session = await solanaSignIn({ nonce: nonce(), chainId: 'solana:mainnet' });
    expect(session.message).toContain('Chain ID: mainnet');
    await expect(verifySiwxSession(session, options)).rejects.toThrow('is not accepted');
  });

  it('a message issued longer ago than the maximum age (10 minutes by default) is refused', async () => {
    const issued = Date.parse('2026-03-01T12:00:00.000Z');
    const at = (time: number) => server({ now: () => time });

    const fresh = at(issued + 9 * MINUTE);
    const recent = await solanaSignIn({ nonce: fresh.nonce(), now: new Date(issued) });
    await expect(verifySiwxSession(recent, fresh.options)).resolves.toBeDefined();

    const late = at(issued + 11 * MINUTE);
    const stale = await solanaSignIn({ nonce: late.nonce(), now: new Date(issued) });
    await expect(verifySiwxSession(stale, late.options)).rejects.toThrow('issued too long ago');

    const strict = server({ now: () => issued + 2 * MINUTE, maxAgeMs: MINUTE });
    const older = await solanaSignIn({ nonce: strict.nonce(), now: new Date(issued) });
    await expect(verifySiwxSession(older, strict.options)).rejects.toThrow('issued too long ago');
  });

  it('a message issued in the future beyond the clock skew is refused', async () => {
    const now = Date.parse('2026-03-01T12:00:00.000Z');
    const { options, nonce } = server({ now: () => now });
    const ahead = await solanaSignIn({ nonce: nonce(), now: new Date(now + 5 * MINUTE) });
    await expect(verifySiwxSession(ahead, options)).rejects.toThrow('issued in the future');

    const drift = await solanaSignIn({ nonce: nonce(), now: new Date(now + 30_000) });
    await expect(verifySiwxSession(drift, options)).resolves.toBeDefined();
  });

  it('an issue time that is not a date is refused', async () => {
    const { options, nonce } = server();
    const session = await solanaSignIn({ nonce: nonce() }, (data) => {
      data.issuedAt = 'yesterday';
    });
    await expect(verifySiwxSession(session, options)).rejects.toThrow(/^Issued At: /);
  });

  const hostile: [string, (data: SiwxMessageData) => void][] = [
    ['a resource', (data) => void (data.resources = ['https://a.example\nURI: https://evil'])],
    ['the request id', (data) => void (data.requestId = 'r1\r\nNonce: 00000000')],
    ['the URI', (data) => void (data.uri = `${ORIGIN}/\u2028Chain ID: mainnet`)],
    ['the account', (data) => void (data.accountAddress += '\u0000')],
    ['an expiry', (data) => void (data.expirationTime = '2099-01-01T00:00:00Z\tx')],
  ];
  it.each(hostile)(
    'a field holding a line break or control character is refused (%s)',
    async (_field, edit) => {
      const { options, nonce } = server();
      const session = await solanaSignIn({ nonce: nonce() }, edit);
      await expect(verifySiwxSession(session, options)).rejects.toThrow(
        'line break or control character',
      );
    },
  );

  it('a nonce the server did not issue, or already spent, is refused', async () => {
    const { options, nonce } = server();
    const session = await solanaSignIn({ nonce: nonce() });
    await expect(verifySiwxSession(session, options)).resolves.toBeDefined();
    await expect(verifySiwxSession(session, options)).rejects.toThrow('Unknown, used or expired');
    const unissued = await solanaSignIn();
    await expect(verifySiwxSession(unissued, options)).rejects.toThrow('Unknown, used or expired');
  });
});
