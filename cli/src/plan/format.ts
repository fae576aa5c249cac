/** Formats generated files with prettier, so templates may be loosely formatted. */
import { format, type Options } from 'prettier';
import type { PlannedFile } from './planned-file.js';

/** The style of generated code when the host has no prettier config of its own. */
export const DEFAULT_FORMAT_OPTIONS: Options = {
  singleQuote: true,
  semi: true,
  printWidth: 100,
  trailingComma: 'all',
};

const PARSER_BY_EXTENSION: Record<string, string> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'babel',
  jsx: 'babel',
  css: 'css',
  json: 'json',
  md: 'markdown',
};

export class FormatError extends Error {
  constructor(path: string, cause: unknown) {
    super(
      `The template for ${path} produced code that cannot be parsed: ${(cause as Error).message}`,
      {
        cause,
      },
    );
    this.name = 'FormatError';
  }
}

export async function formatFile(file: PlannedFile, options: Options): Promise<PlannedFile> {
  const parser = PARSER_BY_EXTENSION[file.path.split('.').pop() ?? ''];
  if (!parser) return file;
  try {
    return { path: file.path, contents: await format(file.contents, { ...options, parser }) };
  } catch (error) {
    throw new FormatError(file.path, error);
  }
}
