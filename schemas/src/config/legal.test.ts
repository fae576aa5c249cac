import { describe, expect, it } from 'vitest';
import { issueAt, resolve } from './testing/parse-helpers.js';

const LEGAL = { termsUrl: 'https://app.example/terms', privacyUrl: 'https://app.example/privacy' };

describe('legal links', () => {
  it('are absent by default', () => {
    expect(resolve().legal).toBeUndefined();
  });

  it('keeps the terms and privacy URLs', () => {
    expect(resolve({ features: { legalCheckbox: true }, legal: LEGAL }).legal).toEqual(LEGAL);
  });

  it('accepts the checkbox with only one of the two links', () => {
    const legal = { privacyUrl: LEGAL.privacyUrl };
    expect(resolve({ features: { legalCheckbox: true }, legal }).legal).toEqual(legal);
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/terms', 'terms'])(
    'refuses a link that is not an absolute http(s) URL (%s) at its field path',
    (url) => {
      expect(issueAt({ legal: { termsUrl: url } }, 'legal.termsUrl')?.message).toMatch(/http\(s\)/);
      expect(issueAt({ legal: { privacyUrl: url } }, 'legal.privacyUrl')).toBeDefined();
    },
  );

  it('refuses the legal checkbox without a page to accept', () => {
    expect(issueAt({ features: { legalCheckbox: true } }, 'legal')?.message).toBe(
      'features.legalCheckbox needs the pages to accept: set legal.termsUrl and/or legal.privacyUrl',
    );
    expect(issueAt({ features: { legalCheckbox: true }, legal: {} }, 'legal')).toBeDefined();
  });

  it('refuses an unknown legal key', () => {
    expect(issueAt({ legal: { termsURL: LEGAL.termsUrl } }, 'legal.termsURL')).toBeDefined();
  });
});
