/**
 * Starts a host's own server command (`next start`, `vite preview`) in the host folder and
 * resolves once its URL answers, with a stop that ends that process alone.
 */
import { spawn } from 'node:child_process';

export interface ServerCommand {
  url: string;
  /** Everything the server printed so far, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

export async function startServerCommand(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; url: string; timeoutMs: number },
): Promise<ServerCommand> {
  const child = spawn(command, args, { cwd: options.cwd, env: options.env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`\`${command} ${args.join(' ')}\` exited with ${child.exitCode}:\n${output}`);
    }
    try {
      // Any HTTP answer means the server is listening.
      await fetch(options.url, { signal: AbortSignal.timeout(5_000) });
      return { url: options.url, output: () => output, stop };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await stop();
  throw new Error(
    `${command} did not answer on ${options.url} within ${options.timeoutMs} ms:\n${output}`,
  );
}
