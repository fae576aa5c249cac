/**
 * Short-lived access tokens: HS256 JWTs naming the user (`sub`), the session (`sid`) and the
 * project (`aud`). The session row is still looked up on every call, so a revoked session is
 * refused at once even while its token has time left.
 */
import { webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

export const SESSION_EXPIRED = 'Session Expired';
export const NOT_YET_VALID = 'JWT validation error: JWT Token is not yet valid';
export const INVALID_KEY = 'Unauthorized: invalid key';

export const ISSUER = 'wallet-kit';

/**
 * The secret as a WebCrypto HMAC key, imported once per secret: given raw bytes, jose imports a
 * key on every sign and verify, which was two thirds of their CPU cost (docs/benchmarks.md). The
 * key is not extractable and serves HS256 only, as before. Keyed by the array itself: the
 * configuration's secret is one array that never changes.
 */
const hmacKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function hmacKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

interface AccessClaims {
  userId: string;
  sessionId: string;
  projectId: string;
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: AccessClaims,
  now: Date,
  lifetimeSeconds: number,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setAudience(claims.projectId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setNotBefore(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .sign(await hmacKey(secret));
}

export class AccessTokenError extends Error {
  override readonly name = 'AccessTokenError';
}

/** The token's claims, or an AccessTokenError carrying the text the kit shows. */
export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      currentDate: now,
      requiredClaims: ['sub', 'sid', 'aud', 'exp'],
    });
    const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    if (typeof payload.sid !== 'string' || !payload.sub || !audience) {
      throw new AccessTokenError(INVALID_KEY);
    }
    return { userId: payload.sub, sessionId: payload.sid, projectId: audience };
  } catch (error) {
    if (error instanceof AccessTokenError) throw error;
    if (error instanceof errors.JWTExpired) throw new AccessTokenError(SESSION_EXPIRED);
    if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'nbf') {
      throw new AccessTokenError(NOT_YET_VALID);
    }
    throw new AccessTokenError(INVALID_KEY);
  }
}
