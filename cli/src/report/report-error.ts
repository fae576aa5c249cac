import { formatConfigIssues } from '@wallet-kit/schemas';
import { relative } from 'node:path';
import { CliError, ConfigValidationError } from '../errors.js';
import { FormatError } from '../plan/format.js';
import { TemplateError } from '../plan/render.js';
import type { Printer } from './printer.js';

/** Prints an error the way the host developer needs it; returns the exit code. */
export function reportError(error: unknown, printer: Printer): number {
  if (error instanceof ConfigValidationError) {
    const where = relative(process.cwd(), error.configPath) || error.configPath;
    const issues = formatConfigIssues(error.issues)
      .split('\n')
      .map((line) => `  ${line}`)
      .join('\n');
    printer.error(`Invalid config ${where}:\n${issues}\nNothing was written.`);
  } else if (
    error instanceof CliError ||
    error instanceof TemplateError ||
    error instanceof FormatError
  ) {
    printer.error(error.message);
  } else {
    // Not a mistake of the host: show everything, it is a bug to report.
    printer.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  }
  return 1;
}
