/**
 * What a session must look like when read back from storage or received by a server: anything
 * else is discarded or refused, never trusted and never a crash.
 */
import * as z from 'zod/mini';
import { CHAIN_NAMESPACES } from '../resolved-config.js';
import type { SiwxSession } from './types.js';

const caipNetworkId = z
  .string()
  .check(z.regex(new RegExp(`^(${CHAIN_NAMESPACES.join('|')}):[-_a-zA-Z0-9]{1,64}$`)));

const dataSchema = z.object({
  accountAddress: z.string().check(z.minLength(1)),
  chainId: caipNetworkId,
  domain: z.string().check(z.minLength(1)),
  uri: z.string(),
  version: z.literal('1'),
  nonce: z.string().check(z.minLength(8)),
  issuedAt: z.string(),
  expirationTime: z.optional(z.string()),
  notBefore: z.optional(z.string()),
  requestId: z.optional(z.string()),
  resources: z.optional(z.array(z.string())),
  statement: z.optional(z.string()),
});

const cacaoSchema = z.object({
  h: z.object({ t: z.string() }),
  p: z.record(z.string(), z.unknown()),
  s: z.object({ t: z.string(), s: z.string(), m: z.optional(z.string()) }),
});

export const siwxSessionSchema = z.object({
  data: dataSchema,
  message: z.string().check(z.minLength(1)),
  signature: z.string().check(z.minLength(1)),
  cacao: z.optional(cacaoSchema),
});

/** Keeps the valid sessions of a stored list; a value that is not a list yields none. */
export function parseStoredSessions(value: unknown): SiwxSession[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = siwxSessionSchema.safeParse(item);
    return parsed.success ? [parsed.data as SiwxSession] : [];
  });
}
