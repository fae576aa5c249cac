/**
 * The wallet service's configuration, read from environment variables. Every variable is checked
 * up front; a service with a missing or malformed one refuses to start and names each of them.
 */
import { z } from 'zod';
import { farcasterConfigFromEnv, type FarcasterConfig } from './farcaster-config.js';
import { smartAccountNetworksFromEnv, type SmartAccountNetworks } from './smart-account-config.js';
import { socialProvidersSchema, type SocialProvidersConfig } from './social-config.js';

export interface WalletServiceConfig {
  host: string;
  port: number;
  /** The origin (and path prefix) visitors reach the service at; links in emails start with it. */
  publicUrl: string;
  database: { databaseUrl?: string | undefined; dataDir?: string | undefined };
  smtpUrl: string;
  mailFrom: string;
  sessionSecret: Uint8Array;
  shareKey: Uint8Array;
  /** How a new device gets its share back: the visitor's passkey (default) or the operator's. */
  recovery: RecoveryConfig;
  /** Project id → the host-page origins allowed to embed the frame and call the API. */
  projects: Record<string, string[]>;
  /** CAIP-2 chain id → the RPC the frame reads and sends transactions through. */
  rpcUrls: Record<string, string>;
  /** Behind a reverse proxy: the client's address is the first of `X-Forwarded-For`. */
  /**
   * Behind reverse proxies: how many of them append to `X-Forwarded-For` (0: none, the socket's
   * peer is the client). The client is that many entries from the right.
   */
  trustProxy: number;
  /** How long a stop lets requests in flight finish before cutting them. */
  drainMs?: number;
  /** Where the built frame script lives (defaults to the package's own dist/frame). */
  frameDir?: string | undefined;
  /** The social login providers the service is the OAuth client of; absent ones are not available. */
  socialProviders?: SocialProvidersConfig;
  /** The networks with smart accounts (bundler and account factory of each); none by default. */
  smartAccounts?: SmartAccountNetworks;
  /** Sign In With Farcaster; absent when it is not configured. */
  farcaster?: FarcasterConfig | undefined;
}

/**
 * `passkey`: the recovery share is sealed in the frame with the visitor's passkey and the service
 * keeps only what it cannot open. `custodial`: the operator can recover wallets; the recovery
 * key lives in a separate process (`wallet-kit-recovery-key`) the service calls, never in this
 * service's environment. See docs/security.md ("Custody model").
 */
export type RecoveryConfig =
  { mode: 'passkey' } | { mode: 'custodial'; serviceUrl: string; serviceToken: string };

export class WalletServiceConfigError extends Error {
  override readonly name = 'WalletServiceConfigError';
  constructor(readonly problems: { variable: string; message: string }[]) {
    super(
      `The wallet service cannot start: fix these environment variables\n${problems
        .map((problem) => `  - ${problem.variable}: ${problem.message}`)
        .join('\n')}`,
    );
  }
}

/** 32 bytes written as 64 hex digits or as base64. */
export function decodeKey(text: string): Uint8Array | undefined {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Uint8Array.from(Buffer.from(trimmed, 'hex'));
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) {
    const bytes = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    if (bytes.length === 32) return Uint8Array.from(bytes);
  }
  return undefined;
}

const key32 = z
  .string({
    error:
      'missing (32 random bytes as 64 hex digits or base64, for example the output of ' +
      '`openssl rand -hex 32`)',
  })
  .transform((text, ctx) => {
    const key = decodeKey(text);
    if (!key) {
      ctx.addIssue({ code: 'custom', message: 'must be 32 bytes, as 64 hex digits or base64' });
      return z.NEVER;
    }
    return key;
  });

const httpUrl = (what: string) =>
  z.string().refine((text) => {
    try {
      return ['http:', 'https:'].includes(new URL(text).protocol);
    } catch {
      return false;
    }
  }, `must be an http(s) URL ${what}`);

/** An origin exactly as a browser writes it: scheme, host, port; no path, no trailing slash. */
const origin = z.string().refine((text) => {
  try {
    return new URL(text).origin === text;
  } catch {
    return false;
  }
}, 'each origin must be written like http://localhost:5173 (no path, no trailing slash)');

const json = <T extends z.ZodType>(schema: T, example: string) =>
  z.string({ error: `missing (JSON like ${example})` }).transform((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: `must be JSON like ${example}` });
      return z.NEVER;
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      ctx.addIssue({
        code: 'custom',
        message: `${parsed.error.issues[0]?.message ?? 'malformed'} (expected JSON like ${example})`,
      });
      return z.NEVER;
    }
    return parsed.data as z.output<T>;
  });

const envSchema = z.object({
  PORT: z
    .string()
    .regex(/^\d+$/, 'must be a port number')
    .transform(Number)
    .refine((port) => port >= 0 && port < 65536, 'must be a port number')
    .default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  PUBLIC_URL: httpUrl('such as https://wallet.example.com').optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATA_DIR: z.string().min(1).default('./wallet-data'),
  SMTP_URL: z
    .string({ error: 'missing (for example smtp://user:pass@mail.example.com:587)' })
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.string().min(3).default('wallet-kit <no-reply@localhost>'),
  WALLET_SESSION_SECRET: z
    .string({
      error: 'missing (at least 32 random bytes, for example the output of `openssl rand -hex 32`)',
    })
    .refine((text) => Buffer.byteLength(text) >= 32, 'must be at least 32 bytes long'),
  WALLET_SHARE_KEY: key32,
  WALLET_RECOVERY: z
    .enum(['passkey', 'custodial'], { error: 'must be passkey or custodial' })
    .default('passkey'),
  RECOVERY_KEY_SERVICE_URL: httpUrl('such as http://127.0.0.1:8788').optional(),
  RECOVERY_KEY_SERVICE_TOKEN: z
    .string()
    .refine((text) => Buffer.byteLength(text) >= 32, 'must be at least 32 bytes long')
    .optional(),
  PROJECTS: json(
    z
      .record(z.string().min(1), z.array(origin))
      .refine((projects) => Object.keys(projects).length > 0, 'name at least one project'),
    '{"my-project":["http://localhost:5173"]}',
  ),
  RPC_URLS: json(
    z.record(
      z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'keys must be CAIP-2 chain ids'),
      httpUrl('for each chain'),
    ),
    '{"eip155:31337":"http://127.0.0.1:8545"}',
  ).default({}),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9]|10)$/,
      'must be false, true (one proxy) or the number of proxies (0-10)',
    )
    .transform((value) => (value === 'true' ? 1 : value === 'false' ? 0 : Number(value)))
    .default(0),
  DRAIN_TIMEOUT_SECONDS: z
    .string()
    .regex(/^\d+(\.\d+)?$/, 'must be a number of seconds')
    .transform(Number)
    .refine((seconds) => seconds <= 600, 'must be at most 600 seconds')
    .default(10),
  WALLET_KIT_FRAME_DIR: z.string().min(1).optional(),
  SOCIAL_PROVIDERS: json(
    socialProvidersSchema,
    '{"google":{"clientId":"…","clientSecret":"…","issuer":"https://accounts.google.com"}}',
  ).default({}),
});

/** Reads the configuration from environment variables, or throws naming every bad one. */
export function configFromEnv(env: Record<string, string | undefined>): WalletServiceConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => ({
      variable: String(issue.path[0] ?? 'environment'),
      message: issue.message,
    }));
    throw new WalletServiceConfigError(problems);
  }
  const vars = parsed.data;
  const recovery = recoveryFrom(vars, present);
  const publicUrl = (vars.PUBLIC_URL ?? `http://${vars.HOST}:${vars.PORT}`).replace(/\/+$/, '');
  return {
    host: vars.HOST,
    port: vars.PORT,
    publicUrl,
    database: vars.DATABASE_URL ? { databaseUrl: vars.DATABASE_URL } : { dataDir: vars.DATA_DIR },
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    sessionSecret: new TextEncoder().encode(vars.WALLET_SESSION_SECRET),
    shareKey: vars.WALLET_SHARE_KEY,
    recovery,
    projects: vars.PROJECTS,
    rpcUrls: vars.RPC_URLS,
    trustProxy: vars.TRUST_PROXY,
    drainMs: vars.DRAIN_TIMEOUT_SECONDS * 1000,
    frameDir: vars.WALLET_KIT_FRAME_DIR,
    socialProviders: vars.SOCIAL_PROVIDERS as SocialProvidersConfig,
    smartAccounts: smartAccountNetworksFromEnv(present),
    farcaster: farcasterConfigFromEnv(present, publicUrl),
  };
}

/**
 * The recovery choice. The recovery key itself is refused here: whoever copies this service's
 * data and environment must not get it too.
 */
function recoveryFrom(
  vars: {
    WALLET_RECOVERY: 'passkey' | 'custodial';
    RECOVERY_KEY_SERVICE_URL?: string | undefined;
    RECOVERY_KEY_SERVICE_TOKEN?: string | undefined;
  },
  present: Record<string, string | undefined>,
): RecoveryConfig {
  const problems: { variable: string; message: string }[] = [];
  if (present.WALLET_RECOVERY_KEY !== undefined) {
    problems.push({
      variable: 'WALLET_RECOVERY_KEY',
      message:
        'must not be in the wallet service environment: with WALLET_RECOVERY=custodial give it to the separate wallet-kit-recovery-key process (see the README)',
    });
  }
  if (vars.WALLET_RECOVERY === 'custodial') {
    if (!vars.RECOVERY_KEY_SERVICE_URL)
      problems.push({
        variable: 'RECOVERY_KEY_SERVICE_URL',
        message:
          'missing (WALLET_RECOVERY=custodial needs the recovery-key process, e.g. http://127.0.0.1:8788)',
      });
    if (!vars.RECOVERY_KEY_SERVICE_TOKEN)
      problems.push({
        variable: 'RECOVERY_KEY_SERVICE_TOKEN',
        message: 'missing (the token the recovery-key process expects, at least 32 bytes)',
      });
  }
  if (problems.length > 0) throw new WalletServiceConfigError(problems);
  return vars.WALLET_RECOVERY === 'custodial'
    ? {
        mode: 'custodial',
        serviceUrl: vars.RECOVERY_KEY_SERVICE_URL!.replace(/\/+$/, ''),
        serviceToken: vars.RECOVERY_KEY_SERVICE_TOKEN!,
      }
    : { mode: 'passkey' };
}
