/**
 * `npx tsx bench/request-cpu.ts`: the wallet service's CPU time per request, by request type,
 * the figure that moves least on a shared machine. The service runs as its own process (the
 * built bin, or its sources with `BENCH_SERVICE_FROM_SOURCE=1`) on PostgreSQL (or PGlite with
 * `BENCH_DATABASE=pglite`); each round sends `BENCH_REQUESTS` (default 400) requests of one type
 * at concurrency `BENCH_CONCURRENCY` (default 25) and divides the CPU the service's process used
 * meanwhile (user + system, all threads, from /proc) by their number. `BENCH_WARM_ROUNDS`
 * (default 2) rounds warm the JIT and are not counted (a single one left the next rounds still
 * getting cheaper); `BENCH_ROUNDS` (default 5) rounds follow and the median of each type is
 * printed, with the load average before and after.
 *
 * `GET /v1/wallet` answers `wallet: null` here (no wallet is created), as in the services
 * bench. Each login uses its own email, device and client address (`TRUST_PROXY=1`), so no
 * limit refuses it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeFrom, startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import { startPostgres } from '@wallet-kit/local-stack/postgres';
import { call, cpuMs, nextAddress, startService } from './service-process.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 25);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const WARM_ROUNDS = Number(process.env.BENCH_WARM_ROUNDS ?? 2);
const DATABASE = process.env.BENCH_DATABASE ?? 'postgres';

/** Runs `total` tasks, at most `concurrency` at once. */
async function pool(total: number, concurrency: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) await task(next++);
    }),
  );
}

function expect(answer: { status: number; body: unknown }, status: number, what: string) {
  if (answer.status !== status) {
    throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

interface Login {
  ip: string;
  email: string;
  deviceId: string;
  code?: string;
  token?: string;
}

/** One round: N starts, then their N verifies, then N wallet reads; CPU ms per request of each. */
async function round(url: string, pid: number, inbox: SmtpInbox, run: string) {
  const logins: Login[] = Array.from({ length: REQUESTS }, (_, i) => ({
    ip: nextAddress(),
    email: `cpu-${run}-${i}@example.com`,
    deviceId: `device-${run}-${i}-${randomBytes(4).toString('hex')}`,
  }));
  const measure = async (task: (login: Login) => Promise<void>) => {
    const before = cpuMs(pid);
    await pool(REQUESTS, CONCURRENCY, (i) => task(logins[i]!));
    return (cpuMs(pid) - before) / REQUESTS;
  };
  const after = new Date(Date.now() - 1000);
  const start = await measure(async ({ ip, email, deviceId }) => {
    expect(await call(url, '/v1/email/start', ip, { email, deviceId }), 200, 'start');
  });
  for (const login of logins) {
    login.code = codeFrom(
      await inbox.waitForMessage({ to: login.email, after, timeoutMs: 60_000 }),
    );
  }
  const verify = await measure(async (login) => {
    const { ip, email, deviceId, code } = login;
    const answer = await call(url, '/v1/email/verify', ip, { email, deviceId, otp: code });
    expect(answer, 200, 'verify');
    login.token = answer.body.accessToken as string;
  });
  const wallet = await measure(async ({ ip, token }) => {
    expect(await call(url, '/v1/wallet', ip, undefined, token), 200, 'wallet');
  });
  const networks = await measure(async ({ ip }) => {
    expect(await call(url, '/v1/networks', ip), 200, 'networks');
  });
  const health = await measure(async () => {
    const answer = await fetch(`${url}/health`);
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`health ${answer.status}`);
  });
  return { health, networks, start, verify, wallet, login: start + verify + wallet };
}

async function main() {
  const inbox = await startSmtpInbox();
  const folder = mkdtempSync(join(tmpdir(), 'wallet-kit-bench-cpu-'));
  const postgres = DATABASE === 'postgres' ? await startPostgres() : undefined;
  const databaseEnv: Record<string, string> = postgres
    ? { DATABASE_URL: await postgres.createDatabase('bench_request_cpu') }
    : { DATA_DIR: join(folder, 'data') };
  const service = await startService({ SMTP_URL: inbox.url, ...databaseEnv });
  const pid = service.child.pid!;
  try {
    const loadBefore = loadavg()[0]!;
    for (let i = 0; i < WARM_ROUNDS; i++) await round(service.url, pid, inbox, `warm${i}`);
    const rounds = [];
    for (let i = 0; i < ROUNDS; i++) rounds.push(await round(service.url, pid, inbox, `r${i}`));
    const loadAfter = loadavg()[0]!;
    console.log(
      `CPU ms per request (service process, ${DATABASE}, ${REQUESTS} requests a round at ` +
        `concurrency ${CONCURRENCY}, median of ${ROUNDS} rounds after ${WARM_ROUNDS} warm-up rounds); ` +
        `load average ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
    );
    for (const key of Object.keys(rounds[0]!) as (keyof (typeof rounds)[0])[]) {
      const values = rounds.map((r) => r[key]).sort((a, b) => a - b);
      const median = values[Math.floor(values.length / 2)]!;
      console.log(
        `${key.padEnd(10)} ${median.toFixed(2).padStart(7)}   rounds ${rounds
          .map((r) => r[key].toFixed(2))
          .join(', ')}`,
      );
    }
  } finally {
    await service.stop();
    await postgres?.stop();
    await inbox.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
