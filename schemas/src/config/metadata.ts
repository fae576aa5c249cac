import { z } from 'zod';
import { strictObject } from '../shared/strict-object.js';
import { httpUrlSchema, imageUrlSchema } from '../shared/urls.js';

/**
 * How the app introduces itself to wallets (pairing requests, sign-in messages).
 * `name` and `url` have no sensible default, so they are required.
 */
export const metadataSchema = strictObject({
  name: z
    .string({ error: 'Required: the app name wallets show' })
    .trim()
    .min(1, { error: 'Must not be empty' }),
  description: z.string().trim().default(''),
  url: httpUrlSchema,
  icons: z.array(imageUrlSchema).default([]),
});
