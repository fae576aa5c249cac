import { z } from 'zod';
import { strictObject } from '../shared/strict-object.js';
import { httpUrlSchema } from '../shared/urls.js';

// EIP-4361: the statement is one line; a newline would forge message fields.
const statementSchema = z
  .string()
  .trim()
  .min(1, { error: 'Must not be empty' })
  .refine((value) => !/[\r\n]/.test(value), { error: 'Must be a single line' });

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
      z
        .string()
        .regex(/^\/(?!\/)[-\w./~%]*$/, {
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
