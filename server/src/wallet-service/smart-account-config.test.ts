/** Which networks offer smart accounts is the operator's choice; none unless configured. */
import { describe, expect, it } from 'vitest';
import { configFromEnv, WalletServiceConfigError } from './config.js';

const GOOD = {
  SMTP_URL: 'smtp://127.0.0.1:2525',
  WALLET_SESSION_SECRET: 'x'.repeat(32),
  WALLET_SHARE_KEY: '11'.repeat(32),
  PROJECTS: '{"demo":["http://localhost:5173"]}',
};
const FACTORY = '0xBC88d6012b3bf8426C2851d3798cEB5257658332';

describe('smart-account networks of the wallet service', () => {
  it('without SMART_ACCOUNT_NETWORKS no network has smart accounts', () => {
    expect(configFromEnv(GOOD).smartAccounts).toEqual({});
  });

  it('SMART_ACCOUNT_NETWORKS gives each network its bundler and account factory', () => {
    const config = configFromEnv({
      ...GOOD,
      SMART_ACCOUNT_NETWORKS: JSON.stringify({
        'eip155:31337': { bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY },
      }),
    });
    expect(config.smartAccounts).toEqual({
      'eip155:31337': { bundlerUrl: 'http://127.0.0.1:4337', factory: FACTORY },
    });
  });

  it('a malformed SMART_ACCOUNT_NETWORKS stops the start and is named', () => {
    const refusal = (text: string) => {
      try {
        configFromEnv({ ...GOOD, SMART_ACCOUNT_NETWORKS: text });
        return undefined;
      } catch (error) {
        return error as WalletServiceConfigError;
      }
    };
    for (const text of ['{', JSON.stringify({ 'eip155:1': { bundlerUrl: 'nope' } })]) {
      const error = refusal(text);
      expect(error).toBeInstanceOf(WalletServiceConfigError);
      expect(error!.problems.map((problem) => problem.variable)).toEqual([
        'SMART_ACCOUNT_NETWORKS',
      ]);
    }
  });
});
