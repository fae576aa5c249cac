/**
 * What every route of the wallet service is given: its configuration, its database, its mailer
 * and its clock, plus the request-scoped values the guards set.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DatabaseKind } from '../db/open-database.js';
import type { WalletServiceConfig } from './config.js';
import type { WalletServiceLimits } from './limits.js';
import type { Logger } from './log.js';
import type { Mailer } from './mailer.js';
import type { SessionRow, WalletRow, WalletStore } from './store.js';

export interface ServiceDeps {
  config: WalletServiceConfig;
  store: WalletStore;
  mailer: Mailer;
  databaseKind: DatabaseKind;
  limits: WalletServiceLimits;
  clock: () => Date;
  log: Logger;
  /** The folder the built frame files are served from. */
  frameDir: string;
}

export interface ServiceEnv {
  Bindings: Partial<HttpBindings>;
  Variables: {
    projectId: string;
    session: SessionRow;
    /** The session user's wallet, read with the session (`liveSession` with `withWallet`). */
    wallet: WalletRow | undefined;
  };
}

export type ServiceContext = Context<ServiceEnv>;

/** Errors are `{ error: <message> }`, with any extra fields the route adds. */
export function fail(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  extra: Record<string, unknown> = {},
) {
  return c.json({ error, ...extra }, status);
}

/**
 * The client's network address: the socket's peer, or behind `trustedProxies` reverse proxies
 * the `X-Forwarded-For` entry that many places from the right. Each proxy appends the address it
 * received the request from, so that entry was written by the outermost trusted proxy; entries
 * further left came from the client and may say anything. With fewer entries than proxies the
 * request did not come through them all: the leftmost entry is the best known ('unknown' when
 * there is no address at all).
 */
export function clientAddress(c: ServiceContext, trustedProxies: number): string {
  const peer = c.env?.incoming?.socket?.remoteAddress ?? 'unknown';
  if (trustedProxies <= 0) return peer;
  const entries = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return peer;
  return entries[Math.max(0, entries.length - trustedProxies)]!;
}

/** The JSON body, or undefined when it is not JSON. */
export async function jsonBody(c: ServiceContext): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    return undefined;
  }
}
