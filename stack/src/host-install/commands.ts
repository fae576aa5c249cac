/**
 * Runs the host quick start's commands in the host folder, as its developer would in a shell,
 * with npm pointed at the loopback registry and a cache of the host's own.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

export interface CommandResult {
  output: string;
}

/**
 * The environment of a developer's shell: none of the `npm_*` variables of the `npm test` that
 * runs this test (`npm_config_local_prefix` would make the host's npm work on the workspace).
 */
export function hostEnvironment(settings: { registry: string; cache: string }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // The test runner's NODE_ENV=test would make `vite build` bundle React's development
    // build; a host's shell has none.
    if (!/^npm_/i.test(key) && key !== 'INIT_CWD' && key !== 'NODE_ENV') env[key] = value;
  }
  return {
    ...env,
    npm_config_registry: settings.registry,
    npm_config_cache: settings.cache,
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    CI: '1',
  };
}

/** Resolves with the combined output; rejects with it (and the hint) when the command fails. */
export function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; hint?: () => string },
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve({ output });
      const hint = options.hint?.() ?? '';
      reject(new Error(`\`${command} ${args.join(' ')}\` exited with ${code}:\n${output}${hint}`));
    });
  });
}

/** Every installed copy of a package in a node_modules tree (nested copies included). */
export function installedCopies(projectDir: string, name: string): string[] {
  const copies: string[] = [];
  const visit = (nodeModules: string) => {
    if (!existsSync(nodeModules)) return;
    if (existsSync(join(nodeModules, name, 'package.json'))) copies.push(join(nodeModules, name));
    for (const entry of readdirSync(nodeModules, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
      const packages = entry.name.startsWith('@')
        ? readdirSync(join(nodeModules, entry.name)).map((inner) => join(entry.name, inner))
        : [entry.name];
      for (const pkg of packages) visit(join(nodeModules, pkg, 'node_modules'));
    }
  };
  visit(join(projectDir, 'node_modules'));
  return copies;
}
