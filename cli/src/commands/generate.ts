/**
 * `create-wallet-kit generate [--config] [--out] [--check] [--dry-run] [--force]
 * [--accept <file>]... [--accept-all] [--no-install]`
 */
import { z } from 'zod';
import { generate, type GenerateMode } from '../generate/generate.js';
import { ensureHostLibraries } from '../generate/host-libraries.js';
import { printResult } from '../report/print-result.js';
import type { Printer } from '../report/printer.js';
import { parseOptions } from './parse-options.js';

export const generateOptionsSchema = z
  .object({
    config: z.string().trim().min(1, 'needs a file path').optional(),
    out: z.string().trim().min(1, 'needs a folder path').optional(),
    check: z.boolean().default(false),
    dryRun: z.boolean().default(false),
    force: z.boolean().default(false),
    accept: z.array(z.string().trim().min(1, 'needs a file path')).default([]),
    acceptAll: z.boolean().default(false),
    // `--no-install`: print the command for missing libraries instead of running it.
    install: z.boolean().default(true),
  })
  .strict()
  .refine((options) => !(options.check && options.dryRun), {
    message: 'use either --check or --dry-run, not both',
  })
  .refine((options) => !(options.check && options.force), {
    message: '--force cannot be combined with --check (a check never writes)',
  })
  .refine((options) => !(options.check && (options.accept.length > 0 || options.acceptAll)), {
    message: '--accept cannot be combined with --check (a check never writes)',
  })
  .refine((options) => !(options.force && (options.accept.length > 0 || options.acceptAll)), {
    message: '--force overwrites your edits and --accept keeps them: use one',
  });

type GenerateCommandOptions = z.infer<typeof generateOptionsSchema>;

function modeOf(options: GenerateCommandOptions): GenerateMode {
  if (options.check) return 'check';
  return options.dryRun ? 'dry-run' : 'write';
}

/** Runs the command; resolves to the process exit code. */
export async function runGenerateCommand(
  rawOptions: unknown,
  printer: Printer,
  cwd: string = process.cwd(),
): Promise<number> {
  const options = parseOptions(generateOptionsSchema, rawOptions);
  const result = await generate({
    cwd,
    mode: modeOf(options),
    force: options.force,
    ...(options.accept.length > 0 ? { accept: { all: false, files: options.accept } } : {}),
    ...(options.acceptAll ? { accept: { all: true } } : {}),
    ...(options.config ? { config: options.config } : {}),
    ...(options.out ? { out: options.out } : {}),
  });
  printResult(result, printer);
  // A check only compares files; a dry run names what an install would add.
  if (result.mode !== 'check') {
    await ensureHostLibraries({
      config: result.config,
      configPath: result.configPath,
      install: options.install && result.mode === 'write',
      printer,
    });
  }
  // An --accept that recorded nothing for a named file did not do what was asked.
  if (result.acceptReviews.length > 0) return 1;
  return result.mode === 'check' && !result.upToDate ? 1 : 0;
}
