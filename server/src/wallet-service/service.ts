/**
 * Starts a wallet service: opens and migrates its database, writes the configured projects into
 * it, and listens. `stop()` drains: it stops accepting connections, lets the requests in flight
 * finish for up to the drain time, cuts what is left, then closes the mailer and the database.
 */
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { Server as NetServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { openDatabase, type DatabaseKind } from '../db/open-database.js';
import { createWalletServiceApp } from './app.js';
import type { WalletServiceConfig } from './config.js';
import { DEFAULT_LIMITS, type WalletServiceLimits } from './limits.js';
import { jsonLogger, type Logger } from './log.js';
import { smtpMailer, type Mailer } from './mailer.js';
import type { WalletDatabase } from './schema.js';
import { createWalletStore, type WalletStore } from './store.js';
import { logSocialProviders } from './social-routes.js';
import { socialStore } from './social-store.js';
import { farcasterStore } from './farcaster-store.js';
import { noStartTrace, type StartTrace } from './start-trace.js';
import { warmUp } from './warm-up.js';
import { fullCollection, idleTrim } from './idle-trim.js';

export interface RunOptions {
  limits?: Partial<WalletServiceLimits>;
  log?: Logger;
  /** The service's time; tests move it forward. */
  clock?: () => Date;
  /** Overrides the configured drain time of `stop()`. */
  drainMs?: number;
  mailer?: Mailer;
  /** Told as each start phase ends (see start-trace.ts). */
  trace?: StartTrace;
  /** After how long without a request memory is given back, and how (see idle-trim.ts). */
  idleTrim?: { idleMs?: number; trim?: () => void };
}

export interface RunningWalletService {
  /** Where it listens, e.g. http://127.0.0.1:8787. */
  url: string;
  databaseKind: DatabaseKind;
  store: WalletStore;
  stop(): Promise<void>;
}

/**
 * The built frame files: dist/frame beside the bundled service (dist/*.js), or the package's
 * dist/frame when the service runs from its sources (src/wallet-service/*.ts). Never src/frame,
 * which holds the frame's sources.
 */
function defaultFrameDir(): string {
  const candidates = ['./frame/', '../../dist/frame/'].map((path) =>
    fileURLToPath(new URL(path, import.meta.url)),
  );
  return candidates.find((dir) => existsSync(dir)) ?? candidates[0]!;
}

const PRUNE_EVERY_MS = 10 * 60_000;

/** When the warm-up starts if no request came first (see below). */
const WARM_UP_AFTER_MS = 1000;

/** How long without a request before the heap is collected once (see idle-trim.ts). */
const IDLE_TRIM_AFTER_MS = 30_000;

/** How long `stop()` lets requests in flight finish when the configuration says nothing. */
const DEFAULT_DRAIN_MS = 10_000;

export async function runWalletService(
  config: WalletServiceConfig,
  options: RunOptions = {},
): Promise<RunningWalletService> {
  const log = options.log ?? jsonLogger();
  const clock = options.clock ?? (() => new Date());
  const trace = options.trace ?? noStartTrace;
  const { db, kind } = await openDatabase<WalletDatabase>(config.database, {
    // Survived: the pool replaces the connection, and requests meanwhile are answered 503.
    onConnectionError: (error) => log.error('database connection lost', { error: error.message }),
    // A new embedded database starts with the migrations applied: the start then skips them.
    pgliteTemplate: 'wallet-service',
  });
  trace('database open');
  const store = createWalletStore(db);
  try {
    await store.migrate();
    trace('migrations');
    await store.seedProjects(config.projects);
    trace('projects seeded');
  } catch (error) {
    await store.close();
    throw error;
  }
  const mailer = options.mailer ?? smtpMailer(config.smtpUrl, config.mailFrom);
  const app = createWalletServiceApp({
    config,
    store,
    mailer,
    databaseKind: kind,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    clock,
    log,
    frameDir: config.frameDir ?? defaultFrameDir(),
  });
  trace('routes built');

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const listening = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
      resolve(listening),
    );
    listening.once('error', reject);
  }).catch(async (error: unknown) => {
    // A port taken by another process: nothing else was started yet, so give the database back.
    mailer.close();
    await store.close();
    throw error;
  });
  const inFlight = new Set<ServerResponse>();
  const trimmer = idleTrim({
    idleMs: options.idleTrim?.idleMs ?? IDLE_TRIM_AFTER_MS,
    trim: options.idleTrim?.trim ?? fullCollection(),
  });
  server.on('request', (_request, response: ServerResponse) => {
    trimmer.touch();
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}`;
  const pruner = setInterval(() => {
    Promise.all([
      store.prune(clock()),
      socialStore(store.db).prune(clock()),
      farcasterStore(store.db).prune(clock()),
    ]).catch((error: Error) => log.error('prune failed', { error: error.message }));
  }, PRUNE_EVERY_MS);
  pruner.unref();
  logSocialProviders({ config, log });
  log.info('wallet service listening', { url, database: kind });
  trace('listening');
  // The embedded database's warm-up (warm-up.ts) starts once the first answer has gone out
  // (a start's first /health is never kept waiting for it), or a second after listening when
  // nobody asked. `stop()` waits for it before closing the database.
  let warming: Promise<void> | undefined;
  const warm = () => {
    const started = performance.now();
    warming ??= warmUp(store, Object.keys(config.projects)[0], clock()).then(
      () => log.info('database warmed up', { ms: Math.round(performance.now() - started) }),
      (error: Error) => log.error('warm-up failed', { error: error.message }),
    );
  };
  const warmTimer = kind === 'pglite' ? setTimeout(warm, WARM_UP_AFTER_MS) : undefined;
  warmTimer?.unref();
  if (warmTimer) {
    server.once('request', (_request, response: ServerResponse) =>
      response.once('finish', () => setImmediate(warm)),
    );
  }

  return {
    url,
    databaseKind: kind,
    store,
    async stop() {
      clearInterval(pruner);
      trimmer.stop();
      const drainMs = options.drainMs ?? config.drainMs ?? DEFAULT_DRAIN_MS;
      const http = server as unknown as import('node:http').Server;
      // No new connections from now on. The open ones are kept for one turn of the event loop:
      // a request whose bytes arrived just before the signal, on a loop busy with other work,
      // is read then and counts as in flight, instead of being cut as an idle connection.
      // After that turn idle keep-alive connections close, busy ones after their answer.
      const closed = new Promise<void>((resolve) =>
        NetServer.prototype.close.call(http, () => resolve()),
      );
      http.on('request', (_request, response: ServerResponse) =>
        response.setHeader('Connection', 'close'),
      );
      await new Promise((resolve) => setImmediate(resolve));
      http.closeIdleConnections();
      const deadline = Date.now() + drainMs;
      while (inFlight.size > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      if (inFlight.size > 0) {
        log.error('drain time over: cutting requests in flight', {
          requests: inFlight.size,
          drainMs,
        });
      }
      http.closeAllConnections();
      await closed;
      mailer.close();
      clearTimeout(warmTimer);
      await warming;
      await store.close();
    },
  };
}
