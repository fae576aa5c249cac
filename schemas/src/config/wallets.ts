import { z } from 'zod';
import type { CustomWallet } from '../resolved-config.js';
import { strictObject } from '../shared/strict-object.js';
import { httpUrlSchema, httpsUrlSchema, imageUrlSchema, walletLinkSchema } from '../shared/urls.js';
import { uniqueList } from './unique-list.js';

const walletIdSchema = z
  .string({ error: 'Expected a wallet id string' })
  .trim()
  .min(1, { error: 'Must not be empty' });

/** Registry wallet ids; repeats are refused because they are always a copy-paste slip. */
export const walletIdListSchema = uniqueList(walletIdSchema).default([]);

// Reverse-DNS name an EIP-6963 wallet announces, e.g. "io.metamask".
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i;

const customWalletSchema = strictObject({
  id: walletIdSchema,
  name: z.string().trim().min(1, { error: 'Must not be empty' }),
  homepage: httpUrlSchema.optional(),
  imageUrl: imageUrlSchema.optional(),
  mobileLink: walletLinkSchema.optional(),
  desktopLink: walletLinkSchema.optional(),
  webappLink: httpUrlSchema.optional(),
  appStore: httpsUrlSchema.optional(),
  playStore: httpsUrlSchema.optional(),
  rdns: z
    .string()
    .regex(RDNS, { error: 'Expected a reverse-DNS name, e.g. "com.example.wallet"' })
    .optional(),
}) satisfies z.ZodType<CustomWallet>;

export const customWalletsSchema = uniqueList(customWalletSchema, (wallet) => wallet.id).default(
  [],
);
