import { buildAuthObject, formatMessage } from '@walletconnect/utils';
import { verifyMessage } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import type { SignedCacao } from '../core/one-click-auth.js';
import {
  buildAuthRequest,
  OneClickAuthError,
  sessionFromCacao,
  sessionFromCacaos,
} from './one-click-auth.js';
import { formatSiwxMessage } from '@wallet-kit/schemas';
import type { Cacao } from './types.js';

// anvil dev account #1: a well-known test key.
const account = privateKeyToAccount(
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
);
const NOW = new Date('2026-11-21T12:00:00.000Z');
const FIELDS = {
  domain: 'app.example',
  uri: 'https://app.example',
  statement: 'Sign in to the app',
  nonce: '0123456789abcdef0123456789abcdef',
  expiresInSeconds: 3600,
  now: NOW,
};
const CHAINS = ['eip155:1', 'eip155:137'] as const;

/** What a wallet's sign-client returns for one chain: the SDK's own text, signed, as a CACAO. */
async function walletCacao(
  request: ReturnType<typeof buildAuthRequest>,
  chain: string,
  change: Record<string, unknown> = {},
): Promise<SignedCacao> {
  const iss = `did:pkh:${chain}:${account.address}`;
  const payload = {
    ...request,
    aud: request.uri,
    version: '1',
    iat: NOW.toISOString(),
    ...change,
  };
  const message = formatMessage(payload as never, iss);
  const signature = await account.signMessage({ message });
  const cacao = buildAuthObject(payload as never, { t: 'eip191', s: signature }, iss);
  return { cacao: cacao as unknown as Cacao, message };
}

describe('building the one-click auth request from the SIWX message fields', () => {
  it('carries the same domain, uri, statement, nonce and expiry as the SIWX message', () => {
    expect(buildAuthRequest(FIELDS, [...CHAINS])).toEqual({
      chains: ['eip155:1', 'eip155:137'],
      domain: 'app.example',
      uri: 'https://app.example',
      statement: 'Sign in to the app',
      nonce: FIELDS.nonce,
      exp: '2026-11-21T13:00:00.000Z',
    });
  });

  it('a request without a backend nonce gets a fresh 128-bit one each time', () => {
    const { nonce: _, ...withoutNonce } = FIELDS;
    const a = buildAuthRequest(withoutNonce, ['eip155:1']).nonce;
    const b = buildAuthRequest(withoutNonce, ['eip155:1']).nonce;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).not.toBe(b);
  });

  it('passes resources, not-before and request id through, and leaves out what is not set', () => {
    const request = buildAuthRequest(
      {
        domain: 'app.example',
        uri: 'https://app.example',
        nonce: FIELDS.nonce,
        resources: ['https://app.example/terms'],
        notBefore: NOW,
        requestId: 'r-1',
      },
      ['eip155:1'],
    );
    expect(request).toEqual({
      chains: ['eip155:1'],
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: FIELDS.nonce,
      nbf: NOW.toISOString(),
      requestId: 'r-1',
      resources: ['https://app.example/terms'],
    });
  });

  it('applies only when all chains are eip155', () => {
    expect(() =>
      buildAuthRequest(FIELDS, ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']),
    ).toThrow(OneClickAuthError);
    expect(() => buildAuthRequest(FIELDS, [])).toThrow(OneClickAuthError);
  });
});

describe('turning the wallet CACAOs into a SIWX session', () => {
  const request = buildAuthRequest(FIELDS, [...CHAINS]);
  const at = NOW.getTime() + 1000;

  it('a CACAO answering the request becomes a session whose message our formatter rebuilds and whose signature verifies', async () => {
    const signed = await walletCacao(request, 'eip155:1');
    const session = sessionFromCacao(request, signed, at);
    expect(session.data).toEqual({
      accountAddress: account.address,
      chainId: 'eip155:1',
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: FIELDS.nonce,
      issuedAt: NOW.toISOString(),
      expirationTime: '2026-11-21T13:00:00.000Z',
      statement: 'Sign in to the app',
    });
    expect(formatSiwxMessage(session.data)).toBe(signed.message);
    expect(session.cacao).toBe(signed.cacao);
    expect(
      await verifyMessage({
        address: account.address,
        message: session.message,
        signature: session.signature as `0x${string}`,
      }),
    ).toBe(true);
  });

  it('keeps the ReCap sentence the wallet SDK appends to the statement, and the ReCap resource', async () => {
    const recap = 'urn:recap:eyJhdHQiOnsiZWlwMTU1Ijp7InJlcXVlc3QvcGVyc29uYWxfc2lnbiI6W3t9XX19fQ';
    const signed = await walletCacao(request, 'eip155:1', { resources: [recap] });
    const session = sessionFromCacao(request, signed, at);
    expect(session.data.statement).toBe(
      "Sign in to the app I further authorize the stated URI to perform the following actions on my behalf: (1) 'request': 'personal_sign' for 'eip155'.",
    );
    expect(session.data.resources).toEqual([recap]);
    expect(formatSiwxMessage(session.data)).toBe(session.message);
  });

  it.each([
    ['domain', { domain: 'evil.example' }],
    ['uri', { aud: 'https://evil.example' }],
    ['nonce', { nonce: 'ffffffffffffffffffffffffffffffff' }],
    ['expiry', { exp: undefined }],
    ['statement', { statement: 'Something else' }],
    ['statement (extended)', { statement: 'Sign in to the app and more' }],
  ])('a CACAO with another %s than requested is refused', async (_, change) => {
    const signed = await walletCacao(request, 'eip155:1', change);
    expect(() => sessionFromCacao(request, signed, at)).toThrow(OneClickAuthError);
  });

  it('a CACAO for a chain that was not requested is refused', async () => {
    const signed = await walletCacao(request, 'eip155:10');
    expect(() => sessionFromCacao(request, signed, at)).toThrow(/not requested/);
  });

  it('a CACAO whose message is not the text of its fields is refused', async () => {
    const signed = await walletCacao(request, 'eip155:1');
    const forged = {
      ...signed,
      message: signed.message.replace('Sign in to the app', 'Sign in to the app!'),
    };
    expect(() => sessionFromCacao(request, forged, at)).toThrow(/does not match/);
  });

  it('an expired sign-in is refused', async () => {
    const signed = await walletCacao(request, 'eip155:1');
    expect(() => sessionFromCacao(request, signed, NOW.getTime() + 3_600_000)).toThrow(/expired/);
  });

  it('of several CACAOs the one for the chain being connected (first requested) is kept', async () => {
    const signed = [
      await walletCacao(request, 'eip155:137'),
      await walletCacao(request, 'eip155:1'),
    ];
    expect(sessionFromCacaos(request, signed, at).data.chainId).toBe('eip155:1');
    expect(sessionFromCacaos(request, signed.slice(0, 1), at).data.chainId).toBe('eip155:137');
    expect(() => sessionFromCacaos(request, [], at)).toThrow(OneClickAuthError);
  });
});
