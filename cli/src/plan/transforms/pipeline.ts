/**
 * Code transforms over the rendered TypeScript: small functions `(text, program) => text` applied
 * in order to each generated file, each given the file parsed by prettier's TypeScript parser
 * (prettier formats the output anyway, so no compiler has to load). A later transform is one more
 * entry in TRANSFORMS.
 */
import type { ParserOptions } from 'prettier';
import { FormatError } from '../format.js';
import type { PlannedFile } from '../planned-file.js';
import type { AstNode } from './references.js';
import { markClientModules } from './mark-client-modules.js';
import { removeUnusedImports } from './remove-unused-imports.js';

export type SourceTransform = (text: string, program: AstNode) => string;

// Imports are pruned first: a file whose only React import was unused is no client module.
const TRANSFORMS: readonly SourceTransform[] = [removeUnusedImports, markClientModules];

const TYPESCRIPT_FILE = /\.(ts|tsx|mts|cts)$/;

async function parse(path: string, text: string): Promise<AstNode> {
  // Loaded on first use: a run whose files all come from the format cache parses nothing.
  const { parsers } = await import('prettier/plugins/typescript');
  try {
    // The file name tells the parser whether JSX is allowed.
    return (await parsers.typescript.parse(text, { filepath: path } as ParserOptions)) as AstNode;
  } catch (error) {
    throw new FormatError(path, error);
  }
}

async function transformFile(
  file: PlannedFile,
  transforms: readonly SourceTransform[],
): Promise<PlannedFile> {
  if (!TYPESCRIPT_FILE.test(file.path)) return file;
  let contents = file.contents;
  for (const transform of transforms) {
    contents = transform(contents, await parse(file.path, contents));
  }
  return { path: file.path, contents };
}

export function applyTransforms(
  files: readonly PlannedFile[],
  transforms: readonly SourceTransform[] = TRANSFORMS,
): Promise<PlannedFile[]> {
  return Promise.all(files.map((file) => transformFile(file, transforms)));
}
