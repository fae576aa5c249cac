/**
 * The wallet frame built by esbuild from the same entry and options as the service's build
 * (server/tsup.config.ts), in memory, with a metafile telling which module put bytes in which
 * output: what the frame's weight and licence tests read.
 */
import { join } from 'node:path';
import { build, type BuildResult } from 'esbuild';
import { frameBuild } from '../../../server/tsup.config.js';
import { REPO_ROOT } from '../../../scripts/demo/example-app.js';

export const SERVER_DIR = join(REPO_ROOT, 'server');

/** `outDir` names the outputs' paths (nothing is written there). */
export function buildFrameLikeTheService(
  outDir: string,
): Promise<BuildResult<{ write: false; metafile: true }>> {
  return build({
    entryPoints: Object.values(frameBuild.entry).map((entry) => join(SERVER_DIR, entry)),
    absWorkingDir: SERVER_DIR,
    bundle: true,
    write: false,
    metafile: true,
    splitting: frameBuild.splitting,
    outdir: outDir,
    chunkNames: 'chunks/[name]-[hash]',
    format: frameBuild.format[0],
    platform: frameBuild.platform,
    target: frameBuild.target,
    minify: frameBuild.minify,
    define: frameBuild.define,
    logLevel: 'silent',
  });
}
