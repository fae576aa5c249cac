import { createColors, shouldUseColor, type Colors } from './colors.js';

/** Where the CLI writes: results to stdout, warnings and errors to stderr. */
export interface Printer {
  colors: Colors;
  info(text: string): void;
  warn(text: string): void;
  error(text: string): void;
}

interface Stream {
  write(text: string): unknown;
  isTTY?: boolean;
}

export function createPrinter(
  stdout: Stream = process.stdout,
  stderr: Stream = process.stderr,
): Printer {
  const colors = createColors(shouldUseColor(stdout));
  const errorColors = createColors(shouldUseColor(stderr));
  return {
    colors,
    info: (text) => void stdout.write(`${text}\n`),
    warn: (text) => void stderr.write(`${errorColors.yellow('warning')} ${text}\n`),
    error: (text) => void stderr.write(`${errorColors.red('error')} ${text}\n`),
  };
}
