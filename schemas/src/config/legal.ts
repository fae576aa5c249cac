import type { z } from 'zod';
import { strictObject } from '../shared/strict-object.js';
import { httpUrlSchema } from '../shared/urls.js';

/**
 * The app's terms and privacy pages, linked from the Connect view when
 * `features.legalCheckbox` is on. http(s) only: the links end up in an href.
 */
export const legalSchema = strictObject({
  termsUrl: httpUrlSchema.optional(),
  privacyUrl: httpUrlSchema.optional(),
}).optional();

interface LegalView {
  features: { legalCheckbox: boolean };
  legal?: { termsUrl?: string | undefined; privacyUrl?: string | undefined } | undefined;
}

/**
 * A checkbox that asks the visitor to accept terms they cannot open is not consent: with
 * `features.legalCheckbox` on, at least one of the two links is required.
 */
export function refuseLegalCheckboxWithoutLinks(config: LegalView, ctx: z.RefinementCtx): void {
  if (!config.features.legalCheckbox) return;
  if (config.legal?.termsUrl || config.legal?.privacyUrl) return;
  ctx.addIssue({
    code: 'custom',
    path: ['legal'],
    message:
      'features.legalCheckbox needs the pages to accept: set legal.termsUrl and/or legal.privacyUrl',
  });
}
