/** The service refuses to start on a bad configuration and names every variable to fix. */
import { describe, expect, it } from 'vitest';
import { configFromEnv, WalletServiceConfigError } from './config.js';

const GOOD = {
  SMTP_URL: 'smtp://127.0.0.1:2525',
  WALLET_SESSION_SECRET: 'x'.repeat(32),
  WALLET_SHARE_KEY: '11'.repeat(32),
  PROJECTS: '{"demo":["http://localhost:5173"]}',
};

function problems(env: Record<string, string | undefined>) {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(WalletServiceConfigError);
    return (error as WalletServiceConfigError).problems.map((problem) => problem.variable);
  }
  return [];
}

describe('wallet service configuration', () => {
  it('a complete environment gives a configuration with defaults filled in', () => {
    const config = configFromEnv(GOOD);
    expect(config.port).toBe(8787);
    expect(config.host).toBe('127.0.0.1');
    expect(config.publicUrl).toBe('http://127.0.0.1:8787');
    expect(config.database).toEqual({ dataDir: './wallet-data' });
    expect(config.projects).toEqual({ demo: ['http://localhost:5173'] });
    expect(config.shareKey).toHaveLength(32);
    expect(config.recovery).toEqual({ mode: 'passkey' });
    expect(config.rpcUrls).toEqual({});
  });

  it('a database URL selects PostgreSQL', () => {
    const config = configFromEnv({ ...GOOD, DATABASE_URL: 'postgres://u@127.0.0.1:5432/w' });
    expect(config.database).toEqual({ databaseUrl: 'postgres://u@127.0.0.1:5432/w' });
  });

  it('every missing required variable is named', () => {
    expect(problems({})).toEqual([
      'SMTP_URL',
      'WALLET_SESSION_SECRET',
      'WALLET_SHARE_KEY',
      'PROJECTS',
    ]);
  });

  it('the error message lists each variable on its own line', () => {
    expect(() => configFromEnv({ ...GOOD, SMTP_URL: undefined })).toThrow(
      /\n {2}- SMTP_URL: missing/,
    );
  });

  it('a session secret shorter than 32 bytes is refused', () => {
    expect(problems({ ...GOOD, WALLET_SESSION_SECRET: 'short' })).toEqual([
      'WALLET_SESSION_SECRET',
    ]);
  });

  it('a key that is not 32 bytes is refused', () => {
    expect(problems({ ...GOOD, WALLET_SHARE_KEY: 'abcd' })).toEqual(['WALLET_SHARE_KEY']);
  });

  it('the recovery key is refused in the wallet service environment', () => {
    expect(problems({ ...GOOD, WALLET_RECOVERY_KEY: '22'.repeat(32) })).toEqual([
      'WALLET_RECOVERY_KEY',
    ]);
  });

  it('custodial recovery needs the recovery-key process URL and token', () => {
    expect(problems({ ...GOOD, WALLET_RECOVERY: 'custodial' })).toEqual([
      'RECOVERY_KEY_SERVICE_URL',
      'RECOVERY_KEY_SERVICE_TOKEN',
    ]);
    const config = configFromEnv({
      ...GOOD,
      WALLET_RECOVERY: 'custodial',
      RECOVERY_KEY_SERVICE_URL: 'http://127.0.0.1:8788/',
      RECOVERY_KEY_SERVICE_TOKEN: 't'.repeat(32),
    });
    expect(config.recovery).toEqual({
      mode: 'custodial',
      serviceUrl: 'http://127.0.0.1:8788',
      serviceToken: 't'.repeat(32),
    });
  });

  it('a recovery choice other than passkey or custodial is refused', () => {
    expect(problems({ ...GOOD, WALLET_RECOVERY: 'operator' })).toEqual(['WALLET_RECOVERY']);
  });

  it('projects must be JSON naming origins without paths', () => {
    expect(problems({ ...GOOD, PROJECTS: 'demo' })).toEqual(['PROJECTS']);
    expect(problems({ ...GOOD, PROJECTS: '{"demo":["http://localhost:5173/"]}' })).toEqual([
      'PROJECTS',
    ]);
    expect(problems({ ...GOOD, PROJECTS: '{}' })).toEqual(['PROJECTS']);
  });

  it('RPC URLs must be keyed by CAIP-2 chain ids', () => {
    expect(problems({ ...GOOD, RPC_URLS: '{"31337":"http://127.0.0.1:8545"}' })).toEqual([
      'RPC_URLS',
    ]);
    const config = configFromEnv({ ...GOOD, RPC_URLS: '{"eip155:31337":"http://127.0.0.1:8545"}' });
    expect(config.rpcUrls).toEqual({ 'eip155:31337': 'http://127.0.0.1:8545' });
  });

  it('a bad port, public URL, database URL or SMTP URL is named', () => {
    expect(
      problems({
        ...GOOD,
        PORT: 'eighty',
        PUBLIC_URL: 'wallet.example.com',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
      }),
    ).toEqual(['PORT', 'PUBLIC_URL', 'DATABASE_URL', 'SMTP_URL']);
  });
});

describe('wallet service configuration behind a proxy', () => {
  it('TRUST_PROXY is a number of proxies, true meaning one, none by default', () => {
    expect(configFromEnv(GOOD).trustProxy).toBe(0);
    expect(configFromEnv({ ...GOOD, TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(configFromEnv({ ...GOOD, TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(configFromEnv({ ...GOOD, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(problems({ ...GOOD, TRUST_PROXY: 'yes' })).toEqual(['TRUST_PROXY']);
  });
});
