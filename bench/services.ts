/**
 * `npm run bench:services`: the wallet service under concurrent load, on the embedded database
 * (PGlite) and on PostgreSQL, as the `wallet-kit-server` bin runs it (the built package, one
 * process). At each concurrency level it prints:
 * - full email login flows per second and the flow's p99 (start, the code from the local SMTP
 *   server, verify, then `GET /v1/wallet` as the frame does after a login);
 * - `GET /v1/wallet` requests per second with a logged-in session;
 * - `/health` latency measured while the flows run;
 * and the service's memory (RSS) before the load, after it and after an idle period, and its
 * cold start (process start to a healthy `/health`, on a new data folder).
 *
 * First it prints the embedded database's start time beside the 3 s target: the median of
 * `BENCH_START_RUNS` (default 5; 0 skips it) fresh processes on a new data folder (cold) and as
 * many on the folder the first run made (warm), with the CPU time each process had used by then
 * (read from /proc, steadier than wall time on a shared machine), the load average, and where
 * the time went (the service's start-phase trace, `WALLET_KIT_START_TRACE=1`).
 * `BENCH_START_ONLY=1` stops after that.
 *
 * Each flow comes from its own client address through `TRUST_PROXY=1` (X-Forwarded-For), so
 * the per-address mail and code limits, which would rightly stop one address, do not.
 * `BENCH_LEVELS` (e.g. `1,10`), `BENCH_FLOWS` (flows per level, default 20 × the level, at
 * least 20: each client runs 20 flows, so the level's first and last moments, when fewer than
 * `level` flows are in flight and the JIT is still warming, weigh little in its rate) and `BENCH_IDLE_SECONDS` (default 60) shorten a run. `BENCH_DATABASES` (`pglite`,
 * `postgres` or both, the default) picks the databases. `BENCH_INSTANCES=<n>` runs n service
 * processes on the PostgreSQL database, the flows and reads spread over them in turn (CPU and
 * memory are their sums): what several worker processes would do on this machine.
 *
 * Wall-clock figures depend on whatever else the machine runs; the service's own CPU time does
 * much less, so each level also prints the CPU milliseconds the service process spent per login
 * flow and per wallet read (user + system, all its threads, from /proc). `BENCH_CPU_PROF=<dir>`
 * starts the service with `node --cpu-prof` writing its profile there (read it in Chrome
 * DevTools, or with `bench/cpu-profile-top.ts`); `BENCH_SERVICE_NODE_FLAGS` adds any other node
 * flags (`--perf-basic-prof` for `perf record`). The profiler samples wall time: on a busy
 * machine a call that waits for the CPU (a socket write that wakes the database) looks costly.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeFrom, startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import { startPostgres } from '@wallet-kit/local-stack/postgres';
import { atMost, recordFigures, shown } from './figures.js';
import {
  call,
  cpuMs,
  nextAddress,
  rssMb,
  sleep,
  startService,
  type Running,
} from './service-process.js';

const LEVELS = (process.env.BENCH_LEVELS ?? '1,10,50,200').split(',').map(Number);
const IDLE_MS = Number(process.env.BENCH_IDLE_SECONDS ?? 60) * 1000;
const START_RUNS = Number(process.env.BENCH_START_RUNS ?? 5);
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 1);
const START_TARGET_MS = 3000;
const flowsAt = (level: number) => Number(process.env.BENCH_FLOWS ?? 0) || Math.max(20, 20 * level);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Start, code, verify, wallet: the flow's duration and the session's access token. */
async function loginFlow(url: string, inbox: SmtpInbox, run: string, i: number) {
  const ip = nextAddress();
  const email = `bench-${run}-${i}@example.com`;
  const deviceId = `device-${run}-${i}-${randomBytes(4).toString('hex')}`;
  const started = performance.now();
  const after = new Date(Date.now() - 1000);
  const start = await call(url, '/v1/email/start', ip, { email, deviceId });
  if (start.status !== 200) throw new Error(`start ${start.status} ${JSON.stringify(start.body)}`);
  const code = codeFrom(await inbox.waitForMessage({ to: email, after, timeoutMs: 120_000 }));
  const verify = await call(url, '/v1/email/verify', ip, { email, deviceId, otp: code });
  if (verify.status !== 200)
    throw new Error(`verify ${verify.status} ${JSON.stringify(verify.body)}`);
  const token = verify.body.accessToken as string;
  const wallet = await call(url, '/v1/wallet', ip, undefined, token);
  if (wallet.status !== 404 && wallet.status !== 200) throw new Error(`wallet ${wallet.status}`);
  return { ms: performance.now() - started, token };
}

/** Runs `total` tasks with at most `concurrency` at once; answers each result. */
async function pool<T>(total: number, concurrency: number, task: (i: number) => Promise<T>) {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (next < total) {
        const i = next++;
        results[i] = await task(i);
      }
    }),
  );
  return results;
}

/** Polls /health every 100 ms until stopped: the latencies seen. */
function watchHealth(url: string) {
  const seen: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${url}/health`).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      );
      seen.push(performance.now() - started);
      await sleep(100);
    }
  })();
  return async () => {
    running = false;
    await done;
    return seen;
  };
}

const fixed = (value: number, digits = 0) => value.toFixed(digits).padStart(7);

async function benchDatabase(name: string, env: Record<string, string>, inbox: SmtpInbox) {
  // Several instances on one database (PostgreSQL only: a PGlite folder has one process).
  const count = name.startsWith('PostgreSQL') ? INSTANCES : 1;
  const services: Running[] = [];
  for (let i = 0; i < count; i++)
    services.push(await startService({ SMTP_URL: inbox.url, ...env }));
  const service = services[0]!;
  const urlOf = (i: number) => services[i % services.length]!.url;
  const pids = services.map((running) => running.child.pid!);
  const cpuOfAll = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const rssOfAll = () => pids.reduce((sum, pid) => sum + rssMb(pid), 0);
  console.log(
    `\n${name}${count > 1 ? `, ${count} instances` : ''}: cold start to a healthy /health ` +
      `${service.coldStartMs.toFixed(0)} ms`,
  );
  const before = rssOfAll();
  console.log(
    'conc.  flows  logins/s  flow p50 ms  flow p99 ms  wallet req/s  health p50 ms  health max ms' +
      '  CPU ms/login  CPU ms/read',
  );
  const tokens: string[] = [];
  for (const level of LEVELS) {
    const flows = flowsAt(level);
    const stopWatching = watchHealth(service.url);
    const started = performance.now();
    const cpuBeforeFlows = cpuOfAll();
    const results = await pool(flows, level, (i) =>
      loginFlow(urlOf(i), inbox, `${name.replace(/\W+/g, '')}-${level}-${Date.now()}`, i),
    );
    const seconds = (performance.now() - started) / 1000;
    const health = await stopWatching();
    const cpuPerLogin = (cpuOfAll() - cpuBeforeFlows) / flows;
    tokens.push(...results.map((result) => result.token));
    const durations = results.map((result) => result.ms);

    const reads = Math.max(200, 10 * level);
    const readStarted = performance.now();
    const cpuBeforeReads = cpuOfAll();
    await pool(reads, level, async (i) => {
      const answer = await call(
        urlOf(i),
        '/v1/wallet',
        nextAddress(),
        undefined,
        tokens[i % tokens.length],
      );
      if (answer.status !== 404 && answer.status !== 200)
        throw new Error(`wallet ${answer.status}`);
    });
    const readsPerSecond = reads / ((performance.now() - readStarted) / 1000);
    const cpuPerRead = (cpuOfAll() - cpuBeforeReads) / reads;
    console.log(
      `${String(level).padStart(5)}  ${String(flows).padStart(5)}  ${fixed(flows / seconds, 1)}  ` +
        `${fixed(percentile(durations, 50)).padStart(11)}  ${fixed(percentile(durations, 99)).padStart(11)}  ` +
        `${fixed(readsPerSecond).padStart(12)}  ${fixed(percentile(health, 50)).padStart(13)}  ` +
        `${fixed(Math.max(...health)).padStart(13)}  ${fixed(cpuPerLogin, 2).padStart(12)}  ` +
        `${fixed(cpuPerRead, 2).padStart(11)}`,
    );
  }
  const after = rssOfAll();
  await sleep(IDLE_MS);
  const idle = rssOfAll();
  console.log(
    `memory (RSS): before ${before.toFixed(0)} MB, after ${after.toFixed(0)} MB, ` +
      `after ${IDLE_MS / 1000} s idle ${idle.toFixed(0)} MB`,
  );
  for (const running of services) await running.stop();
}

const median = (values: number[]) => percentile(values, 50);

/**
 * Process start to a healthy `/health` on PGlite: cold (new folders) and warm (one reused). Wall
 * times depend on the machine's load (printed beside them); the CPU time the process used is the
 * steadier figure. Each run traces its start phases, printed as medians of the running totals.
 */
async function benchStart(folder: string, inbox: SmtpInbox) {
  const cold: Running[] = [];
  const warm: Running[] = [];
  const reused = join(folder, 'start-warm');
  const env = { SMTP_URL: inbox.url, WALLET_KIT_START_TRACE: '1' };
  const loadBefore = loadavg()[0]!;
  for (let run = 0; run < START_RUNS; run++) {
    const dataDir = run === 0 ? reused : join(folder, `start-cold-${run}`);
    const service = await startService({ ...env, DATA_DIR: dataDir });
    cold.push(service);
    await service.stop();
  }
  for (let run = 0; run < START_RUNS; run++) {
    const service = await startService({ ...env, DATA_DIR: reused });
    warm.push(service);
    await service.stop();
  }
  const loadAfter = loadavg()[0]!;
  const ms = (values: number[]) => values.map((value) => value.toFixed(0)).join(', ');
  const line = (name: string, runs: Running[]) => {
    const wall = runs.map((run) => run.coldStartMs);
    const cpu = runs.map((run) => run.startCpuMs);
    return (
      `${name} median ${median(wall).toFixed(0)} ms (target ≤ ${START_TARGET_MS} ms, ` +
      `${median(wall) <= START_TARGET_MS ? 'met' : 'NOT met'}); runs ${ms(wall)}\n` +
      `${' '.repeat(name.length)} CPU median ${median(cpu).toFixed(0)} ms; runs ${ms(cpu)}`
    );
  };
  console.log(`\nPGlite start to a healthy /health, ${START_RUNS} fresh processes each`);
  console.log(
    `load average (1 min): ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after`,
  );
  console.log(line('cold (new data folder):     ', cold));
  console.log(line('warm (existing data folder):', warm));
  await recordFigures('6-service-start', [
    atMost(
      'wallet service start, PGlite, cold (median)',
      median(cold.map((run) => run.coldStartMs)) / 1000,
      's',
      START_TARGET_MS / 1000,
      `≤ ${START_TARGET_MS / 1000} s`,
    ),
    atMost(
      'wallet service start, PGlite, warm (median)',
      median(warm.map((run) => run.coldStartMs)) / 1000,
      's',
      START_TARGET_MS / 1000,
      `≤ ${START_TARGET_MS / 1000} s`,
    ),
    shown(
      'wallet service start, PGlite, cold: CPU at the first /health (median)',
      median(cold.map((run) => run.startCpuMs)) / 1000,
      's',
    ),
  ]);
  printPhases(cold, warm);
}

/** Each traced phase's end, as medians of the running totals since the process started. */
function printPhases(cold: Running[], warm: Running[]) {
  const names = cold[0]?.phases.map((phase) => phase.startPhase) ?? [];
  if (names.length === 0) return;
  const at = (runs: Running[], name: string, key: 'wallMs' | 'cpuMs') =>
    median(runs.map((run) => run.phases.find((p) => p.startPhase === name)?.[key] ?? NaN));
  console.log('phase ends at (median ms)   cold wall  cold CPU  warm wall  warm CPU');
  for (const name of names) {
    console.log(
      `${name.padEnd(26)} ${fixed(at(cold, name, 'wallMs')).padStart(10)} ${fixed(at(cold, name, 'cpuMs')).padStart(9)}` +
        ` ${fixed(at(warm, name, 'wallMs')).padStart(10)} ${fixed(at(warm, name, 'cpuMs')).padStart(9)}`,
    );
  }
}

async function main() {
  const inbox = await startSmtpInbox();
  const folder = mkdtempSync(join(tmpdir(), 'wallet-kit-bench-services-'));
  if (process.env.BENCH_START_ONLY === '1') {
    try {
      await benchStart(folder, inbox);
    } finally {
      await inbox.stop();
      rmSync(folder, { recursive: true, force: true });
    }
    return;
  }
  if (START_RUNS > 0) await benchStart(folder, inbox);
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  const postgres = await startPostgres();
  try {
    console.log(`levels ${LEVELS.join(', ')}; Node ${process.version}`);
    if (databases.includes('pglite'))
      await benchDatabase('PGlite (embedded)', { DATA_DIR: join(folder, 'data') }, inbox);
    if (databases.includes('postgres'))
      await benchDatabase(
        'PostgreSQL',
        { DATABASE_URL: await postgres.createDatabase('bench_services') },
        inbox,
      );
  } finally {
    await postgres.stop();
    await inbox.stop();
    rmSync(folder, { recursive: true, force: true });
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
