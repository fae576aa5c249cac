import { z } from 'zod';
import { strictObject } from '../shared/strict-object.js';
import { DEFAULT_ACCOUNT_TYPES } from './defaults.js';

const accountType = <const Values extends readonly [string, ...string[]]>(values: Values) =>
  z.enum(values, {
    error: (issue) =>
      `Account type ${JSON.stringify(issue.input)} is not available here; expected ${values.join(' or ')}`,
  });

/**
 * Account type used per chain family. Only types that exist on a family are
 * accepted: smart accounts are an EVM concept, payment and ordinals addresses Bitcoin ones.
 */
export const defaultAccountTypesSchema = strictObject({
  eip155: accountType(['smartAccount', 'eoa']).default('smartAccount'),
  bip122: accountType(['payment', 'ordinals']).default('payment'),
  polkadot: accountType(['eoa']).default('eoa'),
  solana: accountType(['eoa']).default('eoa'),
  cosmos: accountType(['eoa']).default('eoa'),
}).prefault({}) satisfies z.ZodType<typeof DEFAULT_ACCOUNT_TYPES>;
