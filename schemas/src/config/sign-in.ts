import { z } from 'zod';
import { strictObject } from '../shared/strict-object.js';
import { httpUrlSchema } from '../shared/urls.js';

/**
 * The characters EIP-4361 allows in a statement: RFC 3986 reserved and unreserved characters
 * and the space. Anything else (a line break, a quote, `%`, a non-ASCII letter) makes the
 * sign-in message unparsable for wallets and servers, and a line break would forge the fields
 * below it, so the config refuses it rather than the wallet.
 */
const STATEMENT_CHARACTER = /[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]/;
const STATEMENT_GRAMMAR = new RegExp(`^${STATEMENT_CHARACTER.source}*$`);

function firstForbiddenCharacter(value: string): string | undefined {
  return [...value].find((character) => !STATEMENT_CHARACTER.test(character));
}

function describeCharacter(character: string): string {
  if (character === '\n' || character === '\r') return 'a line break';
  const code = character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return /[\x21-\x7e]/.test(character) ? `"${character}"` : `"${character}" (U+${code})`;
}

const statementSchema = z
  .string()
  .trim()
  .min(1, { error: 'Must not be empty' })
  .refine((value) => !/[\r\n]/.test(value), { error: 'Must be a single line' })
  .superRefine((value, context) => {
    if (/[\r\n]/.test(value) || STATEMENT_GRAMMAR.test(value)) return;
    const character = firstForbiddenCharacter(value)!;
    context.addIssue({
      code: 'custom',
      message:
        `Contains ${describeCharacter(character)}, which a sign-in message cannot carry: ` +
        "use ASCII letters, digits, spaces and - . _ ~ : / ? # [ ] @ ! $ & ' ( ) * + , ; =",
    });
  });

export const siwxSchema = strictObject({
  required: z.boolean({ error: 'Expected true or false' }).default(false),
  statement: statementSchema.optional(),
  expiresInSeconds: z
    .int({ error: 'Expected a whole number of seconds' })
    .positive({ error: 'Must be more than 0' })
    .optional(),
  /**
   * The host backend that issues nonces and verifies sign-ins (the routes of
   * `@wallet-kit/server`): a same-origin path like `/api/siwx` or an http(s) URL.
   * Absent: sessions are kept in the browser only.
   */
  backendUrl: z
    .union([
      z.string().regex(/^\/(?!\/)[-\w./~%]*$/, {
        error: 'Expected a path like /api/siwx or an http(s) URL',
      }),
      httpUrlSchema,
    ])
    .optional(),
}).optional();

/** Legacy EIP-4361-only sign-in; refused together with `siwx` (config-rules.ts). */
export const siweSchema = strictObject({
  statement: statementSchema.optional(),
  nonceUrl: httpUrlSchema.optional(),
  verifyUrl: httpUrlSchema.optional(),
}).optional();
