/**
 * What a run does with the output folder before it plans: checks the folder is inside the
 * project, then finishes interrupted writes (a writing run) or only counts them (a check or a
 * dry run, which write nothing and must not claim "up to date" over a half-written module).
 */
import type { WriterFileSystem } from './file-system.js';
import { assertOutputDirInsideProject } from './output-guard.js';
import { findInterruptedWrites, recoverInterruptedWrites } from './rollback.js';

interface OutputState {
  /** Interrupted earlier writes rolled back now (writing runs). */
  recoveredWrites: number;
  /** Interrupted earlier writes still on disk (reporting runs). */
  interruptedWrites: number;
}

export async function prepareOutputDir(params: {
  outDir: string;
  /** The folder the output must stay inside: the config file's folder, or cwd for `--out`. */
  projectDir: string;
  recover: boolean;
  fs: WriterFileSystem;
}): Promise<OutputState> {
  const { outDir, fs } = params;
  await assertOutputDirInsideProject(fs, outDir, params.projectDir);
  if (params.recover) {
    return { recoveredWrites: await recoverInterruptedWrites(outDir, fs), interruptedWrites: 0 };
  }
  return {
    recoveredWrites: 0,
    interruptedWrites: (await findInterruptedWrites(outDir, fs)).length,
  };
}
