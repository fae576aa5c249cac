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
import { generate as generateModule } from './generate/generate.js';
import type { GenerateOptions, GenerateResult } from './generate/generate.js';

/** Generates the module from the config (what `create-wallet-kit generate` runs). */
export const generate: (options?: GenerateOptions) => Promise<GenerateResult> = generateModule;
export type { GenerateMode, GenerateOptions, GenerateResult } from './generate/generate.js';
export { plan, planModule } from './plan/plan.js';
export type { ModulePlan, PlanOptions } from './plan/plan.js';
export type { PlannedFile } from './plan/planned-file.js';
export type { TemplateContext } from './plan/context.js';
export type { ChangeKind, FileChange } from './manifest/changes.js';
export { CliError, ConfigValidationError } from './errors.js';
