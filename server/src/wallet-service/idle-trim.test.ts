/**
 * Memory given back after an idle spell: once per spell, only after no request came for the idle
 * time, against a running service whose requests restart the idle time.
 */
import { startSmtpInbox, type SmtpInbox } from '@wallet-kit/local-stack/smtp';
import {
  startWalletService,
  type LocalWalletService,
} from '@wallet-kit/local-stack/wallet-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullCollection, idleTrim } from './idle-trim.js';

const IDLE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let inbox: SmtpInbox;
let service: LocalWalletService;
let trims = 0;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  service = await startWalletService({
    projects: { demo: ['http://localhost:5173'] },
    smtpPort: inbox.port,
    idleTrim: { idleMs: IDLE_MS, trim: () => (trims += 1) },
  });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await inbox?.stop();
});

describe('the idle trim', () => {
  it('runs once after an idle spell, not while requests come, and again after the next spell', async () => {
    await fetch(`${service.url}/health`);
    const before = trims;
    // A request every tenth of the idle time: never idle.
    for (let i = 0; i < 8; i++) {
      await fetch(`${service.url}/health`);
      await sleep(IDLE_MS / 10);
    }
    expect(trims).toBe(before);
    await sleep(IDLE_MS * 3);
    expect(trims).toBe(before + 1);
    // Idle on: still once.
    await sleep(IDLE_MS * 2);
    expect(trims).toBe(before + 1);
    await fetch(`${service.url}/health`);
    await sleep(IDLE_MS * 3);
    expect(trims).toBe(before + 2);
  });

  it('stops with its owner', async () => {
    let calls = 0;
    const trim = idleTrim({ idleMs: 10, checkEveryMs: 5, trim: () => (calls += 1) });
    trim.stop();
    await sleep(60);
    expect(calls).toBe(0);
  });

  it('collects the heap: memory held only by garbage is given back', () => {
    const collect = fullCollection();
    let garbage: number[][] | undefined = Array.from({ length: 200 }, () =>
      Array.from({ length: 10_000 }, (_, i) => i + 0.5),
    );
    const withGarbage = process.memoryUsage().heapUsed;
    expect(garbage.length).toBe(200);
    garbage = undefined;
    collect();
    expect(process.memoryUsage().heapUsed).toBeLessThan(withGarbage - 8 * 1024 * 1024);
  });
});
