/** Runs a command to completion, capturing its output; a non-zero exit rejects with that output. */
import { spawn } from 'node:child_process';

export interface ProcessResult {
  stdout: string;
  stderr: string;
  durationMs: number;
}

export function runProcess(
  command: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; signal?: AbortSignal },
): Promise<ProcessResult> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      signal: options.signal,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      const durationMs = performance.now() - started;
      if (code === 0) return resolve({ stdout, stderr, durationMs });
      const reason = signal ? `was stopped by ${signal}` : `exited with code ${code}`;
      const output = `${stdout}${stderr}`.trim();
      reject(
        new Error(`\`${[command, ...args].join(' ')}\` ${reason}${output ? `:\n${output}` : ''}`),
      );
    });
  });
}
