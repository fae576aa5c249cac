/**
 * "View on explorer" is a link with visible text: in every locale its accessible name starts
 * with that text, so a visitor who says what they see (voice control) reaches it (axe's
 * label-content-name-mismatch, which the browser test also runs).
 */
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '@wallet-kit/schemas';
import { loadMessages } from '../i18n/load-messages.js';
import { ALL_ENGLISH } from '../i18n/messages/all-english.js';

describe('explorer link names', () => {
  it('the accessible name of "View on explorer" starts with its visible text, in every locale', async () => {
    for (const locale of SUPPORTED_LOCALES) {
      // English is split by view; the link's words load with it, not with the first screen.
      const messages = locale === 'en' ? ALL_ENGLISH : await loadMessages(locale);
      const visibleText = String(messages['identity.viewOnExplorer']);
      expect(messages['identity.addressOnExplorer'], locale).toMatch(
        new RegExp(`^${visibleText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      expect(messages['identity.addressOnExplorer'], locale).toContain('{explorer}');
      expect(messages['identity.transactionOnExplorer'], locale).toContain('{explorer}');
    }
  });
});
