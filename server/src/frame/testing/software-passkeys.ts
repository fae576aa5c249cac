/**
 * A visitor's passkeys for tests that run the frame in Node: an authenticator keeping one secret
 * per credential, whose PRF is HMAC-SHA256 of that secret over the salt (as CTAP's hmac-secret
 * is). Two frames given the same authenticator are two browsers of a visitor whose passkeys are
 * synced; a frame given another has none of them. The browser tests use chromium's virtual
 * authenticator instead.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { PasskeyCeremony } from '../passkey-ceremony.js';
import { fromBase64Url, toBase64Url } from '../passkey-seal.js';

export function softwarePasskeys(): PasskeyCeremony & { count(): number } {
  const secrets = new Map<string, Buffer>();
  const prf = (secret: Buffer, salt: Uint8Array) =>
    new Uint8Array(createHmac('sha256', secret).update(salt).digest());
  return {
    available: async () => true,
    async create(_user, salt) {
      const credentialId = toBase64Url(randomBytes(16));
      const secret = randomBytes(32);
      secrets.set(credentialId, secret);
      return { credentialId, prfOutput: prf(secret, salt) };
    },
    async get(passkeys) {
      const known = passkeys.find((passkey) => secrets.has(passkey.credentialId));
      // What a browser says when none of the allowed credentials is on the device.
      if (!known) throw new Error('The passkey was not used');
      return {
        credentialId: known.credentialId,
        prfOutput: prf(secrets.get(known.credentialId)!, fromBase64Url(known.prfSalt)),
      };
    },
    count: () => secrets.size,
  };
}

/** The passkeys of "the visitor" every frame under test shares unless given others. */
export const syncedPasskeys = softwarePasskeys();
