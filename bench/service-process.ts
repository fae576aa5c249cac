/**
 * The wallet service as a separate process for the benches: the `wallet-kit-server` bin started
 * with a loopback configuration, its CPU time and memory read from /proc, and the calls a frame
 * makes. `BENCH_SERVICE_FROM_SOURCE=1` runs the bin from its TypeScript sources (through tsx)
 * instead of the built bundle, to measure a change without a build; `BENCH_SERVICE_BIN=<file>`
 * runs another build of the bin (an older commit's, for a before and after).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from '@wallet-kit/local-stack/ports';

const BUILT_BIN = fileURLToPath(
  new URL('../server/dist/bin/wallet-kit-server.js', import.meta.url),
);
const SOURCE_BIN = fileURLToPath(
  new URL('../server/src/bin/wallet-kit-server.ts', import.meta.url),
);
export const HOST = 'http://localhost:5173';

export interface Running {
  child: ChildProcess;
  url: string;
  coldStartMs: number;
  /** CPU time the service's process had used (all threads) when /health first answered. */
  startCpuMs: number;
  /** The start phases the service traced (WALLET_KIT_START_TRACE=1), in order. */
  phases: StartPhase[];
  stop(): Promise<void>;
}

interface StartPhase {
  startPhase: string;
  wallMs: number;
  cpuMs: number;
}

export async function startService(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const profileDir = process.env.BENCH_CPU_PROF;
  const nodeFlags = [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    ...(process.env.BENCH_SERVICE_NODE_FLAGS ?? '').split(' ').filter(Boolean),
  ];
  const fromSource = process.env.BENCH_SERVICE_FROM_SOURCE === '1';
  const entry = fromSource
    ? ['--import', 'tsx', SOURCE_BIN]
    : [process.env.BENCH_SERVICE_BIN ?? BUILT_BIN];
  const child = spawn(process.execPath, [...nodeFlags, ...entry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: '1',
      WALLET_SESSION_SECRET: randomBytes(32).toString('base64'),
      WALLET_SHARE_KEY: randomBytes(32).toString('hex'),
      PROJECTS: JSON.stringify({ demo: [HOST] }),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // stderr passes through, except the start-phase trace's lines, which are collected.
  const phases: StartPhase[] = [];
  let pending = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (line.startsWith('{"startPhase"')) phases.push(JSON.parse(line) as StartPhase);
      else process.stderr.write(`${line}\n`);
    }
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}`);
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await sleep(25);
  }
  const coldStartMs = performance.now() - started;
  const startCpuMs = cpuMs(child.pid!);
  return {
    child,
    url,
    coldStartMs,
    startCpuMs,
    phases,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** The process's CPU time so far, user + system over all its threads, in milliseconds. */
export function cpuMs(pid: number): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}
/** Linux reports process times in USER_HZ ticks, 100 a second on every common build. */
const CLOCK_TICKS_PER_SECOND = 100;

let addressCounter = 0;
/** A distinct client address per flow: 10.x.y.z, forwarded as the proxy would. */
export const nextAddress = () => {
  const n = ++addressCounter;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
};

export async function call(url: string, path: string, ip: string, body?: unknown, token?: string) {
  const response = await fetch(`${url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'X-Wallet-Kit-Project': 'demo',
      'X-Wallet-Kit-Host': HOST,
      'X-Forwarded-For': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}
