/**
 * A vite (rolldown) plugin that records, per output chunk, the modules bundled into it and
 * the chunks it imports, so the bench can size the initial load and prove what is absent.
 */
import type { Plugin } from 'vite';

export interface RecordedChunk {
  fileName: string;
  isEntry: boolean;
  /** Chunks loaded with this one, before it runs. */
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
  /** Bytes each module contributes to the chunk, before minification. */
  renderedLengths: Record<string, number>;
  /**
   * Modules whose rendered code is only the bundler's own glue: the call that loads a CommonJS
   * dependency for an import the module kept (`var import_x = require_x();`), nothing written
   * by the module's authors.
   */
  glueOnly: string[];
}

/**
 * Comment lines and `var import_x = require_x();` lines, also wrapped for an ES import of a
 * CommonJS module (`var import_x = /* @__PURE__ *\/ __toESM(require_x());`): code the bundler
 * writes, not the package.
 */
const BUNDLER_GLUE =
  /^(\s*(\/\/[^\n]*|var import_\w+ = (\/\* @__PURE__ \*\/ )?(__toESM\(require_\w+\(\)(, 1)?\)|require_\w+\(\));)\s*)*$/;

/** Whether a module's rendered code is nothing but bundler glue (and not empty). */
export function isBundlerGlue(code: string | null): boolean {
  return code !== null && code.trim() !== '' && BUNDLER_GLUE.test(code);
}

export function moduleRecorder(): { plugin: Plugin; chunks: RecordedChunk[] } {
  const chunks: RecordedChunk[] = [];
  const plugin: Plugin = {
    name: 'wallet-kit-bench-module-recorder',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          isEntry: output.isEntry,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          moduleIds: [...(output.moduleIds ?? Object.keys(output.modules))],
          renderedLengths: Object.fromEntries(
            Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
          ),
          glueOnly: Object.entries(output.modules)
            .filter(([, module]) => isBundlerGlue(module.code))
            .map(([id]) => id),
        });
      }
    },
  };
  return { plugin, chunks };
}
