/**
 * The command line: `create-wallet-kit [--yes] [--force]` and `create-wallet-kit generate ...`.
 * Only commander loads up front: each command imports what it needs when it runs, so `--version`
 * and `--help` answer without loading the formatter, the config loader or the templates.
 */
import { Command, CommanderError } from 'commander';
import { HELP_STEPS } from './commands/next-steps.js';
import { createPrinter, type Printer } from './report/printer.js';
import { resolvePackagePaths } from './self/package-paths.js';

type CommandAction = (options: unknown) => Promise<void>;

function createProgram(actions: { init: CommandAction; generate: CommandAction }): Command {
  const program = new Command('create-wallet-kit')
    .description('Generate a wallet-kit React module into this project from walletkit.config.ts')
    .version(resolvePackagePaths().version)
    .option('-y, --yes', 'first run: take the default answers without asking')
    .option('--force', 'overwrite generated files you edited')
    .option('--no-install', 'print the install command for missing libraries instead of running it')
    // Root options only before a sub-command, so `generate --force` is generate's own --force.
    .enablePositionalOptions()
    .exitOverride()
    .addHelpText('after', `\n${HELP_STEPS}`)
    .action(actions.init);
  program
    .command('generate')
    .description('(re)generate the module from walletkit.config.ts')
    .option('-c, --config <path>', 'config file (default: walletkit.config.ts)')
    .option('-o, --out <dir>', 'output folder (default: output.dir of the config)')
    .option('--check', 'exit 1 when the generated module is stale or edited; write nothing')
    .option('--dry-run', 'print the plan and a diff; write nothing')
    .option('--force', 'overwrite or remove generated files you edited')
    .option(
      '--accept <file>',
      'keep your edit of this generated file; --check passes until the config or template changes it (repeatable)',
      (file: string, files: string[] | undefined) => [...(files ?? []), file],
    )
    .option('--accept-all', 'keep every generated file you edited, as with --accept')
    .option('--no-install', 'print the install command for missing libraries instead of running it')
    .exitOverride()
    .action(actions.generate);
  return program;
}

async function report(error: unknown, printer: Printer): Promise<number> {
  const { reportError } = await import('./report/report-error.js');
  return reportError(error, printer);
}

/** Runs the CLI; resolves to the exit code (0 ok; 1 invalid config, stale output or error). */
export async function runCli(argv: readonly string[]): Promise<number> {
  const printer = createPrinter();
  let exitCode = 0;
  const program = createProgram({
    init: async (options) => {
      const { runInitCommand } = await import('./commands/init.js');
      exitCode = await runInitCommand(options, printer);
    },
    generate: async (options) => {
      const { runGenerateCommand } = await import('./commands/generate.js');
      exitCode = await runGenerateCommand(options, printer);
    },
  });
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    // --help and --version end here with exit code 0; usage errors were printed by commander.
    if (error instanceof CommanderError) return error.exitCode;
    return report(error, printer);
  }
  return exitCode;
}
