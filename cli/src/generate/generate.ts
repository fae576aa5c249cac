/**
 * The generate pipeline: load → validate → plan → compare with disk and manifest → write
 * atomically (or only report, for --check and --dry-run). Programmatic entry of the CLI.
 */
import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { parseConfig } from '@wallet-kit/schemas';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { findConfigFile, loadConfigFile } from '../config/load-config.js';
import { ConfigValidationError } from '../errors.js';
import { nextReviews, settleKeptEdits, type AcceptRequest } from '../manifest/accept.js';
import {
  computeChanges,
  nextAcceptedEdits,
  nextManifestFiles,
  type FileChange,
} from '../manifest/changes.js';
import { readDiskState } from '../manifest/disk-state.js';
import { createManifest, MANIFEST_FILE, serializeManifest } from '../manifest/manifest.js';
import { leftOutReport, type LeftOutReport } from '../plan/left-out-features.js';
import { publicDefaultsNotices } from '../plan/public-defaults.js';
import type { ModulePlan } from '../plan/plan.js';
import type { PlannedFile } from '../plan/planned-file.js';
import { resolvePackagePaths } from '../self/package-paths.js';
import { writeAtomically, type WriteOperation } from '../write/atomic-writer.js';
import { nodeFileSystem, type WriterFileSystem } from '../write/file-system.js';
import { prepareOutputDir } from '../write/prepare-output.js';
import { openFormatCache, projectCacheDir } from './format-cache.js';
import {
  formatConfigStamps,
  planKey,
  readCachedPlan,
  saveCachedPlan,
  templatesFingerprint,
} from './plan-cache.js';
import { findProjectRoot } from './host-project.js';
import { chooseClientDirectives } from './next-host.js';

/** Reads package.json files without importing their packages (prettier's version). */
const require = createRequire(import.meta.url);

export type GenerateMode = 'write' | 'check' | 'dry-run';

export interface GenerateOptions {
  /** Folder relative paths are resolved from; defaults to process.cwd(). */
  cwd?: string;
  /** The config file; defaults to `walletkit.config.{ts,mts,js,mjs}` in `cwd`. */
  config?: string;
  /** Output folder; defaults to the config's `output.dir`, relative to the config file. */
  out?: string;
  mode?: GenerateMode;
  /** Overwrite or remove generated files the host edited. */
  force?: boolean;
  /** Keep these edited files (`--accept`, `--accept-all`): recorded in the manifest. */
  accept?: AcceptRequest;
  templatesDir?: string;
}

/**
 * Besides, tests pass a file system that fails on purpose. Kept out of GenerateOptions: its type
 * names Node's `fs`, and the public types must load without Node's type declarations (a host's
 * walletkit.config.ts imports them).
 */
export interface GenerateInternalOptions extends GenerateOptions {
  fileSystem?: WriterFileSystem;
}

export interface GenerateResult {
  mode: GenerateMode;
  configPath: string;
  outDir: string;
  config: ResolvedConfig;
  changes: FileChange[];
  /** `.walletkit.json` as found: to be written when missing or outdated. */
  manifestStatus: 'current' | 'missing' | 'outdated';
  warnings: string[];
  /** Interrupted earlier writes that were rolled back before this run. */
  recoveredWrites: number;
  /** Interrupted earlier writes found by --check or --dry-run (which recover nothing). */
  interruptedWrites: number;
  /** Nothing to add, update or remove, nothing edited, manifest current. */
  upToDate: boolean;
  /** Files this run's `--accept` recorded as intended edits. */
  acceptedNow: string[];
  /** Files `--accept` did not record: the plan changed since the edit (shown with a diff). */
  acceptReviews: FileChange[];
}

async function loadValidConfig(
  configPath: string,
  cacheDir: string | undefined,
): Promise<{ config: ResolvedConfig; leftOut: LeftOutReport }> {
  const input = await loadConfigFile(configPath, cacheDir);
  const parsed = parseConfig(input);
  if (!parsed.ok) throw new ConfigValidationError(configPath, parsed.issues);
  return { config: parsed.config, leftOut: leftOutReport(input, parsed.config) };
}

function toWriteOperations(changes: readonly FileChange[]): WriteOperation[] {
  return changes.flatMap((change): WriteOperation[] => {
    if (change.kind === 'add' || change.kind === 'update') {
      return [{ path: change.path, contents: change.after }];
    }
    return change.kind === 'remove' ? [{ path: change.path, contents: undefined }] : [];
  });
}

interface Comparison {
  changes: FileChange[];
  /** The manifest this run leaves behind. */
  manifestText: string;
  manifestStatus: GenerateResult['manifestStatus'];
  reviews: FileChange[];
  accepted: string[];
}

/** What the planned files change in the output folder, judged against the last manifest. */
async function compareWithOutput(params: {
  outDir: string;
  planned: PlannedFile[];
  manifestFields: { generatorVersion: string; config: ResolvedConfig };
  force: boolean;
  accept: AcceptRequest | undefined;
  cwd: string;
  warnings: string[];
}): Promise<Comparison> {
  const { outDir, planned, warnings } = params;
  const disk = await readDiskState(
    outDir,
    planned.map((file) => file.path),
  );
  if (disk.manifest.kind === 'corrupt') {
    warnings.push(
      `${MANIFEST_FILE} is unreadable (${disk.manifest.reason}): files that differ from the ` +
        'generated ones are treated as edited and kept.',
    );
  }
  const previous = disk.manifest.kind === 'ok' ? disk.manifest.manifest : undefined;
  const settled = settleKeptEdits({
    changes: computeChanges({ planned, previous, disk: disk.files, force: params.force }),
    config: params.manifestFields.config,
    request: params.accept,
    outDir,
    cwd: params.cwd,
    previous,
  });
  warnings.push(...settled.warnings);
  const { changes, reviews, accepted: acceptedNow } = settled;
  const files = nextManifestFiles(changes, previous);
  const accepted = nextAcceptedEdits(changes);
  const reviewed = nextReviews(reviews);
  const manifestText = serializeManifest(
    createManifest({ ...params.manifestFields, files, accepted, reviewed }),
  );
  let manifestStatus: Comparison['manifestStatus'] = 'outdated';
  if (disk.manifestText === undefined) manifestStatus = 'missing';
  else if (disk.manifestText === manifestText) manifestStatus = 'current';
  return { changes, manifestText, manifestStatus, reviews, accepted: acceptedNow };
}

/**
 * Renders and formats the module: the template engine and prettier load only here. `remember`
 * keeps the formatted files and the plan (with the formatting warnings) for the next run, once
 * this one has written its output.
 */
async function planFresh(
  config: ResolvedConfig,
  inputs: {
    version: string;
    build: Record<string, unknown>;
    templatesDir: string;
    cacheDir: string | undefined;
    outDir: string;
    key: string;
    clientDirectives: boolean;
  },
): Promise<{ plan: ModulePlan; remember(): Promise<void> }> {
  const [{ planModule }, { resolveFormatOptions }] = await Promise.all([
    import('../plan/plan.js'),
    import('./format-options.js'),
  ]);
  const formatWarnings: string[] = [];
  const formatOptions = await resolveFormatOptions(inputs.outDir, formatWarnings);
  const { clientDirectives } = inputs;
  // The cache keeps transformed text: a host that adds or drops next must not find the other's.
  const formatCache = await openFormatCache(inputs.cacheDir, {
    ...inputs.build,
    formatOptions,
    clientDirectives,
  });
  const planned = await planModule(config, {
    generatorVersion: inputs.version,
    formatOptions,
    formatCache,
    templatesDir: inputs.templatesDir,
    clientDirectives,
  });
  const plan = { ...planned, warnings: [...formatWarnings, ...planned.warnings] };
  return {
    plan,
    async remember() {
      await formatCache.save();
      await saveCachedPlan(inputs.cacheDir, inputs.outDir, inputs.key, plan);
    },
  };
}

export async function generate(options: GenerateInternalOptions = {}): Promise<GenerateResult> {
  const mode = options.mode ?? 'write';
  const fileSystem = options.fileSystem ?? nodeFileSystem;
  const cwd = resolve(options.cwd ?? process.cwd());
  const configPath = options.config ? resolve(cwd, options.config) : findConfigFile(cwd);
  const cacheDir = projectCacheDir(findProjectRoot(dirname(configPath)));
  const { config, leftOut } = await loadValidConfig(configPath, cacheDir);
  const outDir = options.out
    ? resolve(cwd, options.out)
    : resolve(dirname(configPath), config.output.dir);
  const { version } = resolvePackagePaths();

  // Reporting modes write nothing, not even a recovery.
  const { recoveredWrites, interruptedWrites } = await prepareOutputDir({
    outDir,
    projectDir: options.out ? cwd : dirname(configPath),
    recover: mode === 'write',
    fs: fileSystem,
  });
  const warnings: string[] = [];
  // Everything the plan depends on, found without loading prettier or the templates: the host's
  // formatting settings by their files' stamps, prettier's version from its package.json.
  const build = {
    generatorVersion: version,
    // A rebuilt CLI (a new transform, in development) never reads the entries of the last build.
    build: statSync(fileURLToPath(import.meta.url)).mtimeMs,
    prettierVersion: (require('prettier/package.json') as { version: string }).version,
  };
  const templatesDir = options.templatesDir ?? resolvePackagePaths().templatesDir;
  const { clientDirectives, warning: hostWarning } = chooseClientDirectives(outDir);
  if (hostWarning) warnings.push(hostWarning);
  const key = planKey({
    ...build,
    config,
    schemasBuild: statSync(fileURLToPath(import.meta.resolve('@wallet-kit/schemas'))).mtimeMs,
    templatesDir,
    templates: await templatesFingerprint(templatesDir).catch(() => undefined),
    formatConfig: await formatConfigStamps(outDir),
    clientDirectives,
  });
  const cachedPlan = await readCachedPlan(cacheDir, outDir, key);
  const fresh = cachedPlan
    ? undefined
    : await planFresh(config, {
        version,
        build,
        templatesDir,
        cacheDir,
        outDir,
        key,
        clientDirectives,
      });
  const modulePlan: ModulePlan = cachedPlan ?? fresh!.plan;
  warnings.push(...modulePlan.warnings, ...leftOut.warnings);
  // A check only compares files: what the defaults reach is said when generating.
  if (mode !== 'check') warnings.push(...leftOut.notices, ...publicDefaultsNotices(config));

  const comparison = await compareWithOutput({
    outDir,
    planned: modulePlan.files,
    manifestFields: { generatorVersion: version, config },
    // --check reports edits whatever --force says; --dry-run shows what --force would do.
    force: Boolean(options.force) && mode !== 'check',
    accept: options.accept,
    cwd,
    warnings,
  });
  const { changes, manifestStatus } = comparison;
  const upToDate =
    interruptedWrites === 0 &&
    manifestStatus === 'current' &&
    changes.every((c) => c.kind === 'unchanged' || c.kind === 'accepted');

  if (mode === 'write') {
    const operations = toWriteOperations(changes);
    // The manifest goes last: until it is in place, the previous manifest still describes disk.
    if (manifestStatus !== 'current') {
      operations.push({ path: MANIFEST_FILE, contents: comparison.manifestText });
    }
    await writeAtomically(outDir, operations, fileSystem);
    await fresh?.remember();
  }
  return {
    mode,
    configPath,
    outDir,
    config,
    changes,
    manifestStatus,
    warnings,
    recoveredWrites,
    interruptedWrites,
    upToDate,
    acceptedNow: comparison.accepted,
    acceptReviews: comparison.reviews,
  };
}
