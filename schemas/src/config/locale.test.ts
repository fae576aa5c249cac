import { describe, expect, it } from 'vitest';
import { formatConfigIssues } from './parse-config.js';
import { issueAt, issuesOf, resolve } from './testing/parse-helpers.js';

describe('locale', () => {
  it('is unset by default, which the runtime reads as auto', () => {
    expect(resolve().locale).toBeUndefined();
  });

  it.each(['auto', 'en', 'es', 'fr', 'de', 'ja', 'zh-CN', 'ar'])('accepts %s', (locale) => {
    expect(resolve({ locale }).locale).toBe(locale);
  });

  it('an unsupported locale is a config error naming the field', () => {
    expect(issueAt({ locale: 'pt-BR' }, 'locale')?.message).toBe(
      'Unsupported locale: expected "auto" or one of en, es, fr, de, ja, zh-CN, ar',
    );
    expect(formatConfigIssues(issuesOf({ locale: 'xx' }))).toMatch(
      /^.*locale.*Unsupported locale/m,
    );
  });
});
