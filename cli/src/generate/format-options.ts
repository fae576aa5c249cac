import { join } from 'node:path';
import { resolveConfig, type Options } from 'prettier';
import { DEFAULT_FORMAT_OPTIONS } from '../plan/format.js';

/**
 * The host's own prettier config for the output folder when it has one, so that running the
 * host's formatter over the generated module changes nothing (and does not make every file look
 * edited); our default style otherwise.
 */
export async function resolveFormatOptions(outDir: string, warnings: string[]): Promise<Options> {
  try {
    // Read afresh each time: a build tool calling generate() again must see an edited config.
    const hostOptions = await resolveConfig(join(outDir, 'index.ts'), {
      editorconfig: true,
      useCache: false,
    });
    return hostOptions ?? DEFAULT_FORMAT_OPTIONS;
  } catch (error) {
    warnings.push(
      `Your prettier config could not be read (${(error as Error).message}); ` +
        'formatting the generated files with the default style.',
    );
    return DEFAULT_FORMAT_OPTIONS;
  }
}
