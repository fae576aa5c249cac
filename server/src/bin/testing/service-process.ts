/**
 * Test helper: the `wallet-kit-server` command as a child process (what an operator runs), so a
 * test can see it exit, signal it and kill it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const BIN = fileURLToPath(new URL('../wallet-kit-server.ts', import.meta.url));

export interface ServiceProcess {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string | null>;
  output(): { stdout: string; stderr: string };
  /** Waits for the 'wallet service listening' line; throws if it exits first. */
  listening(timeoutMs?: number): Promise<void>;
}

export function serviceEnv(port: number, smtpUrl: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    SMTP_URL: smtpUrl,
    WALLET_SESSION_SECRET: randomBytes(32).toString('base64'),
    WALLET_SHARE_KEY: randomBytes(32).toString('hex'),
    PROJECTS: '{"demo":["http://localhost:5173"]}',
  };
}

export function startServiceProcess(
  env: Record<string, string>,
  options: { nodeArgs?: string[] } = {},
): ServiceProcess {
  // Node itself with tsx's loader, not the tsx command: a signal (SIGKILL too) reaches the
  // service, not a wrapper around it.
  const args = ['--import', 'tsx', ...(options.nodeArgs ?? []), BIN];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += chunk));
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  let exitCode: number | string | null | undefined;
  const exited = new Promise<number | string | null>((resolve) =>
    child.on('exit', (code, signal) => resolve((exitCode = code ?? signal))),
  );
  const output = () => ({ stdout, stderr });
  return {
    child,
    url: `http://127.0.0.1:${env.PORT}`,
    exited,
    output,
    async listening(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!stdout.includes('wallet service listening')) {
        if (exitCode !== undefined) {
          throw new Error(`exited with ${exitCode} before listening: ${stderr || stdout}`);
        }
        if (Date.now() > deadline) throw new Error(`not listening: ${JSON.stringify(output())}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}
