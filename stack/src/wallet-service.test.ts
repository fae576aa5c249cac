import { createServer, type Server } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSmtpInbox } from './smtp/index.js';

// The port check cannot be raced on demand, so the chooser hands out a port that a listener
// here already holds, as a parallel test would have taken it between the check and the bind.
const chosenPorts: number[] = [];
vi.mock('./ports.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('./ports.js')>();
  return {
    ...real,
    choosePort: async (requested: number | undefined, preferred?: number) =>
      chosenPorts.shift() ?? real.choosePort(requested, preferred),
  };
});
const { startWalletService } = await import('./wallet-service.js');

let holder: Server | undefined;
afterEach(() => holder?.close());

async function heldPort(): Promise<number> {
  holder = createServer();
  await new Promise<void>((resolve) => holder!.listen(0, '127.0.0.1', resolve));
  return (holder.address() as { port: number }).port;
}

describe('a local wallet service on a free port', () => {
  it('a free port taken before the service binds it is given up for another', async () => {
    const taken = await heldPort();
    chosenPorts.push(taken);
    const inbox = await startSmtpInbox();
    const service = await startWalletService({ projects: { demo: [] }, smtpPort: inbox.port });
    try {
      expect(new URL(service.url).port).not.toBe(String(taken));
      expect(service.env.PUBLIC_URL).toBe(service.url);
      expect((await fetch(`${service.url}/health`)).status).toBe(200);
    } finally {
      await service.stop();
      await inbox.stop();
    }
  }, 60_000);

  it('a port the caller asked for is not swapped when taken: the start fails', async () => {
    const taken = await heldPort();
    const inbox = await startSmtpInbox();
    try {
      await expect(
        startWalletService({ projects: { demo: [] }, smtpPort: inbox.port, port: taken }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await inbox.stop();
    }
  }, 60_000);

  it('a start that fails to bind closes its database: the data folder opens again at once', async () => {
    const taken = await heldPort();
    const inbox = await startSmtpInbox();
    const dataDir = mkdtempSync(join(tmpdir(), 'wallet-kit-bind-'));
    try {
      const options = { projects: { demo: [] }, smtpPort: inbox.port, dataDir };
      await expect(startWalletService({ ...options, port: taken })).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });
      // A folder still open in this process would be refused as in use.
      const service = await startWalletService(options);
      try {
        expect((await fetch(`${service.url}/health`)).status).toBe(200);
      } finally {
        await service.stop();
      }
    } finally {
      await inbox.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
