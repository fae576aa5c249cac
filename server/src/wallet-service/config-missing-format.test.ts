/** A missing required variable's error says the format expected, with an example. */
import { describe, expect, it } from 'vitest';
import { configFromEnv, WalletServiceConfigError } from './config.js';

function messages(): Map<string, string> {
  try {
    configFromEnv({});
  } catch (error) {
    expect(error).toBeInstanceOf(WalletServiceConfigError);
    return new Map(
      (error as WalletServiceConfigError).problems.map((p) => [p.variable, p.message]),
    );
  }
  throw new Error('an empty environment was accepted');
}

describe('each required environment variable, when missing, says its format with an example', () => {
  for (const variable of ['SMTP_URL', 'WALLET_SESSION_SECRET', 'WALLET_SHARE_KEY', 'PROJECTS']) {
    it(`a missing ${variable} says what it must hold, for example`, () => {
      const message = messages().get(variable);
      expect(message).toMatch(/^missing \(/);
      expect(message).toMatch(/for example|like/);
      expect(message).not.toMatch(/received undefined/);
    });
  }
});
