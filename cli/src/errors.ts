import type { ConfigIssue } from '@wallet-kit/schemas';

/** An error the CLI reports as a plain message (no stack) and exits 1 for. */
export class CliError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CliError';
  }
}

/** The config file failed validation; nothing was written. */
export class ConfigValidationError extends CliError {
  constructor(
    readonly configPath: string,
    readonly issues: readonly ConfigIssue[],
  ) {
    super(`Invalid config ${configPath}: ${issues.map((issue) => issue.path).join(', ')}`);
    this.name = 'ConfigValidationError';
  }
}
