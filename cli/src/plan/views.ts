/**
 * Which views the generated module contains: the registry's view rows whose rule holds for the
 * config, in row order (the order of `views` in the template context). A view needing a chain
 * capability (Send needs `send`) exists only when a configured network's family has it.
 */
import { REGISTRY, VIEWS } from '@wallet-kit/schemas';
import type {
  BuiltViewId,
  CapabilityRegistry,
  ResolvedConfig,
  ViewRow,
  ViewRows,
} from '@wallet-kit/schemas';
import { someConfiguredFamilyCan } from './capabilities.js';

export type GeneratedViewName = BuiltViewId;

/** The views this version can generate (built rows), in row order. */
export const GENERATED_VIEW_NAMES = Object.entries(VIEWS as ViewRows)
  .filter(([, row]) => row.built)
  .map(([view]) => view) as GeneratedViewName[];

function isEnabled(row: ViewRow, config: ResolvedConfig, registry: CapabilityRegistry): boolean {
  if (!row.built || !row.enabledBy(config)) return false;
  return row.needs === undefined || someConfiguredFamilyCan(config, row.needs, registry);
}

/** The enabled views of `config`; with the real registry these are GeneratedViewName. */
export function enabledViews(config: ResolvedConfig): GeneratedViewName[];
export function enabledViews(config: ResolvedConfig, registry: CapabilityRegistry): string[];
export function enabledViews(
  config: ResolvedConfig,
  registry: CapabilityRegistry = REGISTRY,
): string[] {
  return Object.entries(registry.views)
    .filter(([, row]) => isEnabled(row, config, registry))
    .map(([view]) => view);
}
