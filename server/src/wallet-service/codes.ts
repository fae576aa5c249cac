/**
 * One-time email codes: six digits, kept only as a keyed hash bound to the address, the device
 * and the purpose; the newest code of an address and purpose is the only one that counts; it
 * expires, and five wrong entries kill it.
 */
import { randomUUID } from 'node:crypto';
import type { ServiceDeps } from './context.js';
import { sendKindOf, sendWithSlot } from './mail-limits.js';
import { codeMail, type SignInDevice } from './mailer.js';
import { hashCode, newCode, sameHash } from './secrets.js';
import type { CodePurpose } from './schema.js';
import type { CodeRow } from './store.js';

export const NO_CODE = 'No code is waiting for this email: request a new code';
export const CODE_EXPIRED = 'This code has expired: request a new code';
export const TOO_MANY_ATTEMPTS = 'Too many wrong codes: request a new code';
export const WRONG_CODE = 'Invalid code';

export async function sendCode(
  deps: ServiceDeps,
  code: {
    email: string;
    purpose: CodePurpose;
    deviceId: string;
    userId?: string | null;
    newEmail?: string | null;
    /** Named in the mail, so the visitor can tell a sign-in that is not hers. */
    device?: SignInDevice;
  },
): Promise<void> {
  const now = deps.clock();
  const plain = newCode();
  await deps.store.insertCode({
    id: randomUUID(),
    email: code.email,
    purpose: code.purpose,
    deviceId: code.deviceId,
    userId: code.userId ?? null,
    newEmail: code.newEmail ?? null,
    codeHash: hashCode(
      deps.config.sessionSecret,
      code.purpose,
      `${code.email}\0${code.deviceId}`,
      plain,
    ),
    expiresAt: new Date(now.getTime() + deps.limits.codeLifetimeMs),
    now,
  });
  const mail = codeMail(
    code.email,
    plain,
    Math.round(deps.limits.codeLifetimeMs / 60_000),
    code.purpose,
    code.device,
  );
  await sendWithSlot(deps, sendKindOf(code.purpose), code.email, () => deps.mailer.send(mail));
}

type CodeCheck = { ok: true; code: CodeRow } | { ok: false; error: string; attemptsLeft: number };

/** Checks an entered code against the newest one of its address and purpose, using it on success. */
export async function checkCode(
  deps: ServiceDeps,
  code: CodeRow | undefined,
  deviceId: string,
  entered: string,
): Promise<CodeCheck> {
  const max = deps.limits.maxCodeAttempts;
  const now = deps.clock();
  if (!code) return { ok: false, error: NO_CODE, attemptsLeft: 0 };
  if (code.expiresAt <= now) return { ok: false, error: CODE_EXPIRED, attemptsLeft: 0 };
  if (code.attempts >= max) return { ok: false, error: TOO_MANY_ATTEMPTS, attemptsLeft: 0 };
  const hash = hashCode(
    deps.config.sessionSecret,
    code.purpose,
    `${code.email}\0${deviceId}`,
    entered,
  );
  if (!sameHash(hash, code.codeHash)) {
    const attempts = await deps.store.countWrongAttempt(code.id, max);
    const attemptsLeft = Math.max(0, max - attempts);
    return { ok: false, error: attemptsLeft === 0 ? TOO_MANY_ATTEMPTS : WRONG_CODE, attemptsLeft };
  }
  if (!(await deps.store.consumeCode(code.id, now, max))) {
    return { ok: false, error: NO_CODE, attemptsLeft: 0 };
  }
  return { ok: true, code };
}
