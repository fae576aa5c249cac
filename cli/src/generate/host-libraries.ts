/**
 * After generating: the host has what the generated module imports. Missing chain and
 * WalletConnect libraries are installed with the host's package manager (or, with
 * `--no-install`, the command is printed), and a second copy of React is reported with its fix.
 */
import { spawn } from 'node:child_process';
import { dirname } from 'node:path';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { CliError } from '../errors.js';
import type { Printer } from '../report/printer.js';
import { findProjectRoot } from './host-project.js';
import { detectPackageManager, installCommand, type InstallCommand } from './package-manager.js';
import { checkPeerLibraries, RUNTIME_PACKAGE } from './peer-libraries.js';
import { addPeerOverrides } from './peer-overrides.js';
import { findSecondReact, secondReactMessage } from './react-copies.js';

export interface HostLibrariesOptions {
  config: ResolvedConfig;
  configPath: string;
  /** Run the install command; false prints it instead. */
  install: boolean;
  /** False: the caller lists a command not run among its own next steps. */
  printCommand?: boolean;
  printer: Printer;
  /** Tests replace the process runner. */
  run?: (command: InstallCommand, cwd: string) => Promise<number>;
}

interface HostLibrariesResult {
  projectRoot: string;
  /** The install command for what is missing; undefined when nothing is. */
  command: InstallCommand | undefined;
  /** The command ran and succeeded. */
  installed: boolean;
  /** Libraries to install once the runtime is (it names their versions); `generate` does it. */
  afterRuntime: string[];
}

/** `@scope/name@^1.2` → `@scope/name`. */
const bareName = (spec: string) => spec.replace(/(?<=.)@.*$/, '');

function runInstall(command: InstallCommand, cwd: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // The manager's own progress goes to stderr: stdout stays the report of this run.
    const child = spawn(command.command, command.args, {
      cwd,
      stdio: ['ignore', process.stderr, process.stderr],
      shell: process.platform === 'win32',
    });
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
}

export async function ensureHostLibraries(
  options: HostLibrariesOptions,
): Promise<HostLibrariesResult> {
  const { printer } = options;
  const projectRoot = findProjectRoot(dirname(options.configPath));
  const { runtimeDir, missing, rangeOf } = checkPeerLibraries(options.config, projectRoot);
  if (runtimeDir) {
    const copies = findSecondReact(projectRoot, runtimeDir);
    if (copies) printer.warn(secondReactMessage(projectRoot, copies));
  }
  const manager = detectPackageManager(projectRoot);
  if (!runtimeDir) {
    // The versions of the other libraries are the runtime's to name: install it first, and the
    // next `generate` installs the rest.
    const command = installCommand(manager, [RUNTIME_PACKAGE]);
    const result = { projectRoot, command, installed: false, afterRuntime: missing };
    if (options.printCommand === false) return result;
    printer.info(
      `The generated module imports ${RUNTIME_PACKAGE}, which is not installed here. Install it:\n` +
        `  ${command.display}\n` +
        `then run create-wallet-kit generate again: it installs ${missing.join(', ')} in the ` +
        'versions the runtime asks for.',
    );
    return result;
  }
  if (missing.length === 0)
    return { projectRoot, command: undefined, installed: false, afterRuntime: [] };
  const command = installCommand(manager, missing);
  addPeerOverrides({
    projectRoot,
    manager,
    installing: missing.map(bareName),
    rangeOf,
    write: options.install,
    printer,
  });
  if (!options.install) {
    const result = { projectRoot, command, installed: false, afterRuntime: [] };
    if (options.printCommand === false) return result;
    printer.info(
      `The generated module needs ${missing.join(', ')}. Install with:\n  ${command.display}`,
    );
    return result;
  }
  printer.info(`Installing what the generated module needs: ${command.display}`);
  const code = await (options.run ?? runInstall)(command, projectRoot).catch((error: Error) => {
    throw new CliError(
      `Could not run ${command.command} (${error.message}). Run:\n  ${command.display}`,
    );
  });
  if (code !== 0) {
    throw new CliError(
      `${command.display} failed (exit code ${code}). The generated files are written; ` +
        `install by hand, then build:\n  ${command.display}`,
    );
  }
  return { projectRoot, command, installed: true, afterRuntime: [] };
}
