/**
 * The service's secret handling: one-time codes and tokens are stored only as hashes and
 * compared in constant time; key shares are sealed with AES-256-GCM, bound to their user and
 * kind so a ciphertext moved to another row does not open.
 */
import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

/** Six decimal digits, each from the operating system's secure random source. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** An unguessable token for links and refresh tokens (32 random bytes, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Codes are short, so their hash is keyed: a stolen table cannot be brute-forced offline. */
export function hashCode(secret: Uint8Array, purpose: string, email: string, code: string): string {
  return createHmac('sha256', secret)
    .update(`wallet-kit code\0${purpose}\0${email}\0${code}`)
    .digest('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Equal hex hashes, compared without leaking where they differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

export type ShareKind = 'auth' | 'recovery';

const additionalData = (kind: ShareKind, userId: string) =>
  Buffer.from(`wallet-kit ${kind} share\0${userId}`);

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function sealShare(key: Uint8Array, kind: ShareKind, userId: string, share: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(additionalData(kind, userId));
  const ciphertext = Buffer.concat([cipher.update(share, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function openShare(
  key: Uint8Array,
  kind: ShareKind,
  userId: string,
  sealed: string,
): string {
  const [version, iv, tag, ciphertext] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || ciphertext === undefined) {
    throw new Error('Unreadable key share');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(additionalData(kind, userId));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(ciphertext, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
