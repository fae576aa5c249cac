/**
 * A real PostgreSQL server for tests: a throwaway data folder, a free loopback port, trust
 * authentication, gone after `stop()`. PostgreSQL refuses to run as root, so under root its
 * programs run as the `postgres` user.
 */
import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../ports.js';
import { findPostgresBinaries } from './binaries.js';

export { findPostgresBinaries } from './binaries.js';

const run = promisify(execFile);

export interface PostgresServer {
  port: number;
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Stops the server (fast: connections are cut) and keeps its data, as an outage would. */
  halt(): Promise<void>;
  /** Starts a halted server again on the same port and data. */
  resume(): Promise<void>;
  /**
   * A fast stop then a start (what `pg_ctl restart -m fast` does): connections are cut and the
   * server is back within moments. Not `pg_ctl restart` itself: the server it forks keeps
   * pg_ctl's output open, so waiting for pg_ctl to finish would wait for the server's end.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The user the server runs as when this process is root. */
const SERVICE_USER = 'postgres';

export async function startPostgres(): Promise<PostgresServer> {
  const binaries = findPostgresBinaries();
  if (!binaries) {
    throw new Error(
      'PostgreSQL is not installed (no initdb/pg_ctl found): run `node scripts/ensure-postgres.mjs`',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const as = (command: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', SERVICE_USER, '--', command, ...args]) : run(command, args);

  const dir = mkdtempSync(join(tmpdir(), 'wallet-kit-pg-'));
  const data = join(dir, 'data');
  if (asRoot) {
    const { uid, gid } = await serviceIds();
    chownSync(dir, uid, gid);
  }
  chmodSync(dir, 0o700);
  const port = await freePort();
  const stopQuietly = async () => {
    await as(binaries.pgCtl, ['stop', '-D', data, '-m', 'immediate', '-w']).catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  };
  let serverOptions = '';
  const start = () =>
    as(binaries.pgCtl, [
      'start',
      '-D',
      data,
      '-o',
      serverOptions,
      '-l',
      join(dir, 'log'),
      '-w',
      '-t',
      '30',
    ]);
  try {
    await as(binaries.initdb, [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--locale=C',
    ]);
    serverOptions = [
      `-p ${port}`,
      '-h 127.0.0.1',
      `-k ${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=50',
    ].join(' ');
    await start();
  } catch (error) {
    await stopQuietly();
    throw error;
  }

  const url = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return {
    port,
    url: url('postgres'),
    async createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Bad database name ${name}`);
      const { default: pg } = await import('pg');
      const client = new pg.Client({ connectionString: url('postgres') });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    async halt() {
      await as(binaries.pgCtl, ['stop', '-D', data, '-m', 'fast', '-w']);
    },
    async resume() {
      await start();
    },
    async restart() {
      await as(binaries.pgCtl, ['stop', '-D', data, '-m', 'fast', '-w']);
      await start();
    },
    stop: stopQuietly,
  };
}

async function serviceIds(): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run('id', ['-u', SERVICE_USER]);
  const { stdout: gid } = await run('id', ['-g', SERVICE_USER]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
