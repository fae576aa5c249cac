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
export { generate } from './generate/generate.js';
export type { GenerateMode, GenerateOptions, GenerateResult } from './generate/generate.js';
export { plan, planModule } from './plan/plan.js';
export type { ModulePlan, PlanOptions } from './plan/plan.js';
export type { PlannedFile } from './plan/planned-file.js';
export type { TemplateContext } from './plan/context.js';
export type { ChangeKind, FileChange } from './manifest/changes.js';
export { CliError, ConfigValidationError } from './errors.js';
