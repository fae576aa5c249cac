/**
 * Code transforms over the rendered TypeScript: small functions `(sourceFile) => sourceFile`
 * applied in order over one shared in-memory ts-morph Project, so references resolve across the
 * generated files. A later transform is one more entry in TRANSFORMS.
 */
import { Project, ts, type SourceFile } from 'ts-morph';
import type { PlannedFile } from '../planned-file.js';
import { removeUnusedImports } from './remove-unused-imports.js';

export type SourceTransform = (sourceFile: SourceFile) => SourceFile;

export const TRANSFORMS: readonly SourceTransform[] = [removeUnusedImports];

const TYPESCRIPT_FILE = /\.(ts|tsx|mts|cts)$/;
const ROOT = '/module/';

function createProject(): Project {
  return new Project({
    useInMemoryFileSystem: true,
    // No lib files: finding references needs syntax and local symbols only, and loading the
    // standard library would cost a second per run.
    compilerOptions: {
      noLib: true,
      jsx: ts.JsxEmit.Preserve,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
    },
  });
}

export function applyTransforms(
  files: readonly PlannedFile[],
  transforms: readonly SourceTransform[] = TRANSFORMS,
): PlannedFile[] {
  const project = createProject();
  const sourceFiles = new Map<string, SourceFile>();
  for (const file of files) {
    if (TYPESCRIPT_FILE.test(file.path)) {
      sourceFiles.set(file.path, project.createSourceFile(ROOT + file.path, file.contents));
    }
  }
  return files.map((file) => {
    const sourceFile = sourceFiles.get(file.path);
    if (!sourceFile) return file;
    const transformed = transforms.reduce((current, transform) => transform(current), sourceFile);
    return { path: file.path, contents: transformed.getFullText() };
  });
}
