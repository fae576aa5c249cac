import type { z } from 'zod';
import { CliError } from '../errors.js';

/** Parses a command's options with its schema; a bad option is a CliError naming it. */
export function parseOptions<Schema extends z.ZodType>(
  schema: Schema,
  rawOptions: unknown,
): z.infer<Schema> {
  const parsed = schema.safeParse(rawOptions);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) =>
    issue.path.length > 0 ? `--${String(issue.path[0])}: ${issue.message}` : issue.message,
  );
  throw new CliError(`Invalid options: ${lines.join('; ')}`);
}
