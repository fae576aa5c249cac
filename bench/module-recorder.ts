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
        });
      }
    },
  };
  return { plugin, chunks };
}
