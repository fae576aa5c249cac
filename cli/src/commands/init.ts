/**
 * `create-wallet-kit` with no sub-command: on a first run asks a few questions, writes
 * walletkit.config.ts and generates; with a config already there it only generates.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { basename, relative } from 'node:path';
import { parseConfig, formatConfigIssues } from '@wallet-kit/schemas';
import { z } from 'zod';
import { DEFAULT_CONFIG_FILE, findConfigFile } from '../config/load-config.js';
import { CliError } from '../errors.js';
import { generate } from '../generate/generate.js';
import { ensureHostLibraries } from '../generate/host-libraries.js';
import { findPackageDir } from '../generate/host-project.js';
import { detectPackageManager, installCommand } from '../generate/package-manager.js';
import { answersToConfig, defaultAnswers, PLACEHOLDER_PROJECT_ID } from '../init/answers.js';
import type { InitAnswers } from '../init/answers.js';
import { renderConfigFile } from '../init/config-file.js';
import { askQuestions, askWithPrompts, type Ask } from '../init/questions.js';
import { printResult } from '../report/print-result.js';
import type { Printer } from '../report/printer.js';
import { firstRunNextSteps } from './next-steps.js';
import { parseOptions } from './parse-options.js';

const initOptionsSchema = z
  .object({
    yes: z.boolean().default(false),
    force: z.boolean().default(false),
    // `--no-install`: print the command for missing libraries instead of running it.
    install: z.boolean().default(true),
  })
  .strict();

interface InitEnvironment {
  cwd: string;
  /** A person can answer questions: stdin is a terminal and this is not CI. */
  interactive: boolean;
  ask: Ask;
}

export function detectInteractive(
  stdin: { isTTY?: boolean } = process.stdin,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  const inCi = env.CI !== undefined && env.CI !== '' && env.CI !== '0' && env.CI !== 'false';
  return Boolean(stdin.isTTY) && !inCi;
}

async function chooseAnswers(
  yes: boolean,
  environment: InitEnvironment,
  printer: Printer,
): Promise<InitAnswers> {
  const defaults = defaultAnswers(environment.cwd);
  if (yes) return defaults;
  if (!environment.interactive) {
    printer.info('No interactive terminal: using the default answers (pass --yes to say so).');
    return defaults;
  }
  return askQuestions(defaults, environment.ask);
}

async function writeNewConfig(
  configPath: string,
  answers: InitAnswers,
  printer: Printer,
): Promise<void> {
  const config = answersToConfig(answers);
  // Checked before writing, so a bad answer leaves no file behind.
  const parsed = parseConfig(config);
  if (!parsed.ok) {
    throw new CliError(
      `These answers do not make a valid config:\n${formatConfigIssues(parsed.issues)}`,
    );
  }
  // 'wx': never replace a config that appeared in the meantime.
  await writeFile(configPath, await renderConfigFile(config), { flag: 'wx' });
  printer.info(
    `${printer.colors.green('✔')} Wrote ${relative(process.cwd(), configPath) || configPath}`,
  );
  if (answers.projectId === PLACEHOLDER_PROJECT_ID) {
    printer.warn(
      `projectId is a placeholder ("${PLACEHOLDER_PROJECT_ID}"): set your own in ` +
        `${DEFAULT_CONFIG_FILE} (or WALLETKIT_PROJECT_ID before the first run).`,
    );
  }
}

export async function runInitCommand(
  rawOptions: unknown,
  printer: Printer,
  environment: Partial<InitEnvironment> = {},
): Promise<number> {
  const options = parseOptions(initOptionsSchema, rawOptions);
  const resolved: InitEnvironment = {
    cwd: environment.cwd ?? process.cwd(),
    interactive: environment.interactive ?? detectInteractive(),
    ask: environment.ask ?? askWithPrompts,
  };
  const configPath = findConfigFile(resolved.cwd);
  const firstRun = !existsSync(configPath);
  if (firstRun) {
    await writeNewConfig(configPath, await chooseAnswers(options.yes, resolved, printer), printer);
  } else {
    printer.info(`Using the existing ${basename(configPath)}.`);
  }
  const result = await generate({ cwd: resolved.cwd, force: options.force });
  printResult(result, printer);
  const libraries = await ensureHostLibraries({
    config: result.config,
    configPath: result.configPath,
    install: options.install,
    // A first run lists what is left to install among its next steps.
    printCommand: !firstRun,
    printer,
  });
  if (firstRun) {
    const installs = libraries.command && !libraries.installed ? [libraries.command.display] : [];
    // `import { defineConfig } from 'create-wallet-kit'` resolves in the editor only when the
    // CLI is a dependency of the project (npx runs it from a cache the editor does not see).
    if (!findPackageDir('create-wallet-kit', libraries.projectRoot)) {
      const manager = detectPackageManager(libraries.projectRoot);
      installs.push(installCommand(manager, ['create-wallet-kit'], { dev: true }).display);
    }
    if (libraries.afterRuntime.length > 0) {
      installs.push(
        `then npx create-wallet-kit generate (installs ${libraries.afterRuntime.join(', ')})`,
      );
    }
    printer.info(
      `\n${firstRunNextSteps({ projectRoot: libraries.projectRoot, outDir: result.outDir, installs })}`,
    );
  }
  return 0;
}
