/**
 * What binds a login to the frame and the browser that started it. The frame makes a random
 * secret per login and sends only its SHA-256 (the binding) at start; it proves the secret at
 * finish, so a leaked link, state or channel token is worthless without it. A social login's
 * popup also receives a cookie once it proved the same secret, and the provider's callback is
 * taken only in the browser holding that cookie. See docs/embedded-wallet.md.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { hashToken, sameHash } from './secrets.js';

/** The binding a frame sends at start: base64url SHA-256 of its secret. */
export const bindingSchema = z.string().regex(/^[-_A-Za-z0-9]{43}$/, 'Invalid login binding');
/** The secret a frame proves at finish. */
export const secretSchema = z.string().regex(/^[-_A-Za-z0-9]{43,128}$/, 'Invalid login secret');

const bindingOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/** Whether `secret` is the one whose binding was recorded at start. */
export function provesBinding(secret: string | undefined, binding: string | null): boolean {
  if (!secret || !binding) return false;
  return sameHash(hashToken(bindingOf(secret)), hashToken(binding));
}

/** The cookie that marks the browser a social login's popup runs in, one per login. */
export const browserCookieName = (state: string) => `wk_social_${hashToken(state).slice(0, 16)}`;
