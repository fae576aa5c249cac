/**
 * A wallet service for tests and the demo: the real service (the same code as the
 * `wallet-kit-server` bin) on a free loopback port, PGlite in a temporary folder (in memory when
 * there is room: scratch-root.ts) unless a PostgreSQL URL is given, fresh random secrets unless
 * given, mail to a local SMTP server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  configFromEnv,
  runWalletService,
  silentLogger,
  type Logger,
  type Mailer,
  type RunningWalletService,
  type WalletServiceLimits,
} from '@wallet-kit/server/wallet-service';
import { choosePort } from './ports.js';
import { databaseScratchRoot } from './scratch-root.js';

export interface WalletServiceOptions {
  /** Project id → allowed host-page origins. */
  projects: Record<string, string[]>;
  /** The SMTP server's port on 127.0.0.1 (see `startSmtpInbox`), or a full `smtpUrl`. */
  smtpPort?: number;
  smtpUrl?: string;
  /** CAIP-2 chain id → RPC URL. */
  rpcUrls?: Record<string, string>;
  /** A PostgreSQL server; absent: PGlite in a temporary folder, deleted on stop. */
  databaseUrl?: string;
  /** A PGlite folder to keep (not deleted on stop). */
  dataDir?: string;
  port?: number;
  /**
   * The host name the service is reached by (its `PUBLIC_URL`); it listens on 127.0.0.1
   * either way. `localhost` puts it on another site than pages served from 127.0.0.1.
   */
  publicHostname?: string;
  /** Shared secrets, so several instances act as one service; random when absent. */
  secrets?: WalletServiceSecrets;
  limits?: Partial<WalletServiceLimits>;
  clock?: () => Date;
  log?: Logger;
  /** Sends the service's mail instead of SMTP (a test's mailer that fails on purpose). */
  mailer?: Mailer;
  /** When and how the service gives memory back after an idle spell (a test's short one). */
  idleTrim?: { idleMs?: number; trim?: () => void };
  frameDir?: string;
  /** Social login providers, as the `SOCIAL_PROVIDERS` variable holds them. */
  socialProviders?: Record<string, unknown>;
  /** Further variables as the bin reads them (e.g. `FARCASTER_RPC_URL`). */
  env?: Record<string, string>;
}

export interface WalletServiceSecrets {
  sessionSecret: string;
  shareKey: string;
  /**
   * Never given to the wallet service: with `WALLET_RECOVERY=custodial` it belongs to the
   * separate recovery-key process (`runRecoveryKeyService`).
   */
  recoveryKey?: string;
}

export interface LocalWalletService {
  url: string;
  service: RunningWalletService;
  /** The environment the service was configured from (the bin reads the same variables). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export function randomWalletServiceSecrets(): WalletServiceSecrets {
  return {
    sessionSecret: randomBytes(32).toString('base64url'),
    shareKey: randomBytes(32).toString('hex'),
    recoveryKey: randomBytes(32).toString('hex'),
  };
}

const PORT_ATTEMPTS = 3;

export async function startWalletService(
  options: WalletServiceOptions,
): Promise<LocalWalletService> {
  const smtpUrl =
    options.smtpUrl ?? (options.smtpPort ? `smtp://127.0.0.1:${options.smtpPort}` : undefined);
  if (!smtpUrl) throw new Error('startWalletService needs smtpPort or smtpUrl');
  const secrets = options.secrets ?? randomWalletServiceSecrets();
  const tempDir =
    options.databaseUrl || options.dataDir
      ? undefined
      : mkdtempSync(join(databaseScratchRoot(), 'wallet-kit-service-'));
  const envFor = (port: number): Record<string, string> => ({
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://${options.publicHostname ?? '127.0.0.1'}:${port}`,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'wallet-kit <wallet@localhost>',
    WALLET_SESSION_SECRET: secrets.sessionSecret,
    WALLET_SHARE_KEY: secrets.shareKey,
    PROJECTS: JSON.stringify(options.projects),
    RPC_URLS: JSON.stringify(options.rpcUrls ?? {}),
    ...(options.databaseUrl
      ? { DATABASE_URL: options.databaseUrl }
      : { DATA_DIR: options.dataDir ?? tempDir! }),
    ...(options.frameDir ? { WALLET_KIT_FRAME_DIR: options.frameDir } : {}),
    ...(options.socialProviders
      ? { SOCIAL_PROVIDERS: JSON.stringify(options.socialProviders) }
      : {}),
    ...options.env,
  });
  const start = (env: Record<string, string>) =>
    runWalletService(configFromEnv(env), {
      log: options.log ?? silentLogger,
      ...(options.limits ? { limits: options.limits } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.mailer ? { mailer: options.mailer } : {}),
      ...(options.idleTrim ? { idleTrim: options.idleTrim } : {}),
    });
  // A free port is only free when it was checked: the service binds it after opening its
  // database, and a component started meanwhile by a parallel test may take it first. Such a
  // clash is retried on another free port; a port the caller asked for is never swapped.
  let env: Record<string, string>;
  let service: RunningWalletService;
  for (let attempt = 1; ; attempt++) {
    env = envFor(await choosePort(options.port ?? 0));
    try {
      service = await start(env);
      break;
    } catch (error) {
      const clash = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!clash || options.port || attempt === PORT_ATTEMPTS) {
        if (tempDir) rmSync(tempDir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  return {
    // The address pages reach it by: its public URL when another host name than the listening one.
    url: options.publicHostname ? env.PUBLIC_URL! : service.url,
    service,
    env,
    async stop() {
      await service.stop();
      if (tempDir) rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
