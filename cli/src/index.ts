/**
 * create-wallet-kit as a library: `defineConfig` for walletkit.config.ts, and the generator for
 * programmatic use (build tools, tests).
 */
export {
  defineConfig,
  parseConfig,
  formatConfigIssues,
  NETWORK_CATALOGUE,
} from '@wallet-kit/schemas';
export type * from '@wallet-kit/schemas';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import type { GenerateOptions, GenerateResult } from './generate/generate.js';
import type { ModulePlan, PlanOptions } from './plan/plan.js';
import type { PlannedFile } from './plan/planned-file.js';

// walletkit.config.ts imports this entry for defineConfig while the CLI loads it: the generator,
// its templates and prettier load only when one of these is called.

/** Generates the module from the config (what `create-wallet-kit generate` runs). */
export async function generate(options?: GenerateOptions): Promise<GenerateResult> {
  return (await import('./generate/generate.js')).generate(options);
}

/** The files of the generated module with their warnings, written nowhere. */
export async function planModule(
  config: ResolvedConfig,
  options?: PlanOptions,
): Promise<ModulePlan> {
  return (await import('./plan/plan.js')).planModule(config, options);
}

/** The files of the generated module, written nowhere. */
export async function plan(config: ResolvedConfig, options?: PlanOptions): Promise<PlannedFile[]> {
  return (await import('./plan/plan.js')).plan(config, options);
}

export type { GenerateMode, GenerateOptions, GenerateResult } from './generate/generate.js';
export type { ModulePlan, PlanOptions } from './plan/plan.js';
export type { PlannedFile } from './plan/planned-file.js';
export type { TemplateContext } from './plan/context.js';
export type { ChangeKind, FileChange } from './manifest/changes.js';
export { CliError, ConfigValidationError } from './errors.js';
