import { describe, expect, it } from 'vitest';
import type { SiwxMessageData } from '@wallet-kit/schemas';
import { createNonceStore } from './nonce-store.js';
import type { VerifyOptions } from './options.js';
import { EIP155_CHAIN, eip155SignIn, offlineClient } from './testing/eip155-sign-in.js';
import { verifySiwxSession } from './verify.js';

const VISITOR = 'visitor-1';
const DOMAIN = 'service.org';
const ORIGIN = `https://${DOMAIN}`;

/** A server as a host sets it up, at a given time, for a domain and its origin. */
function server(overrides: Partial<VerifyOptions> = {}) {
  const nonces = createNonceStore({ now: overrides.now });
  const options: VerifyOptions = {
    domain: DOMAIN,
    consumeNonce: (nonce) => nonces.consume(nonce, VISITOR),
    clients: { [EIP155_CHAIN]: offlineClient() },
    ...overrides,
  };
  return { options, nonce: () => nonces.issue(VISITOR) };
}

/** Signs a message whose fields were edited after the valid text was built, and verifies it. */
async function verifyEdited(
  edit: (data: SiwxMessageData) => void,
  overrides: Partial<VerifyOptions> = {},
  now?: Date,
) {
  const { options, nonce } = server(overrides);
  const session = await eip155SignIn(
    { domain: DOMAIN, uri: ORIGIN, nonce: nonce(), ...(now ? { now } : {}) },
    edit,
  );
  return verifySiwxSession(session, options);
}

// Each case is a message the reference implementation's parsing vectors (siwe) refuse.
describe('the server verifies sign-in messages by the EIP-4361 grammar', () => {
  it('a valid eip155 sign-in is accepted', async () => {
    await expect(verifyEdited(() => {})).resolves.toBeDefined();
  });

  it('an address that is not EIP-55 checksummed is refused, naming the address', async () => {
    await expect(
      verifyEdited((data) => void (data.accountAddress = data.accountAddress.toLowerCase())),
    ).rejects.toThrow(/^address: .*EIP-55/);
  });

  it('resources not separated by line breaks are refused, naming Resources', async () => {
    await expect(
      verifyEdited(
        (data) => void (data.resources = ['https://service.org/login - https://service.org/a']),
      ),
    ).rejects.toThrow(/^Resources: /);
  });

  it('a resource that is not an RFC 3986 URI is refused, naming Resources', async () => {
    await expect(
      verifyEdited(
        (data) => void (data.resources = ['https://service.org/login', '_not_a_rfc3986_uri_']),
      ),
    ).rejects.toThrow(/^Resources: /);
  });

  // 2100-02-31 is what Date.parse rolls over to 3 March 2100: the server's clock is put there,
  // so only the calendar check can refuse it.
  const afterRollOver = Date.parse('2100-03-03T00:05:00Z');
  it.each([
    ['Expiration Time', 'expirationTime', '2100-02-31T00:10:00Z'],
    ['Issued At', 'issuedAt', '2100-02-31T00:00:00Z'],
    ['Not Before', 'notBefore', '2100-02-31T00:00:00Z'],
  ] as const)(
    'an impossible date (2100-02-31) in %s is refused, naming it',
    async (label, key, value) => {
      const issued = new Date(afterRollOver - 60_000);
      const edit = (data: SiwxMessageData) => {
        if (key !== 'issuedAt') data.expirationTime ??= '2100-03-04T00:00:00Z';
        data[key] = value;
      };
      await expect(verifyEdited(edit, { now: () => afterRollOver }, issued)).rejects.toThrow(
        new RegExp(`^${label}: `),
      );
    },
  );

  it('an issued-at that is not RFC 3339 is refused, naming Issued At', async () => {
    const now = Date.parse('2026-03-01T12:01:00Z');
    await expect(
      verifyEdited((data) => void (data.issuedAt = '2026-03-01 12:00:00Z'), { now: () => now }),
    ).rejects.toThrow(/^Issued At: /);
  });

  it('an issued-at without a time-zone offset is refused, not read in the local zone', async () => {
    const now = Date.parse('2026-03-01T12:01:00Z');
    await expect(
      verifyEdited((data) => void (data.issuedAt = '2026-03-01T12:00:00'), { now: () => now }),
    ).rejects.toThrow(/^Issued At: /);
  });

  it('a statement with characters outside the grammar is refused, naming statement', async () => {
    await expect(
      verifyEdited((data) => void (data.statement = 'Sign "in" for 100%')),
    ).rejects.toThrow(/^statement: /);
  });

  it('a request id with a space is refused, naming Request ID', async () => {
    await expect(verifyEdited((data) => void (data.requestId = 'some id'))).rejects.toThrow(
      /^Request ID: /,
    );
  });

  it('a URI with a space is refused, naming URI', async () => {
    await expect(
      verifyEdited((data) => void (data.uri = 'https://service.org/log in')),
    ).rejects.toThrow(/^URI: /);
  });

  it('a valid message whose domain is an IPv6 literal with a port is accepted', async () => {
    const domain = '[::1]:5173';
    const origin = `http://${domain}`;
    const { options, nonce } = server({ domain, origins: [origin] });
    const session = await eip155SignIn({ domain, uri: origin, nonce: nonce() });
    await expect(verifySiwxSession(session, options)).resolves.toEqual(session);
  });

  it('a message used before its not-before time is refused as such, not as a bad signature', async () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    await expect(
      verifyEdited(
        (data) => void (data.notBefore = '2026-03-01T13:00:00Z'),
        { now: () => now },
        new Date(now),
      ),
    ).rejects.toThrow(/Not Before/);
  });
});
