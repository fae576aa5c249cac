/**
 * config → the files of the generated module. Deterministic and free of side effects apart from
 * reading the templates: the same config and templates give byte-identical files.
 */
import { REGISTRY } from '@wallet-kit/schemas';
import type { CapabilityRegistry, ResolvedConfig } from '@wallet-kit/schemas';
import type { Options as FormatOptions } from 'prettier';
import { resolvePackagePaths } from '../self/package-paths.js';
import { planAdapters } from './adapters.js';
import { createTemplateContext } from './context.js';
import { DEFAULT_FORMAT_OPTIONS, formatFile } from './format.js';
import type { FormatCache } from '../generate/format-cache.js';
import type { PlannedFile } from './planned-file.js';
import { renderTemplates } from './render.js';
import { readTemplates, type TemplateFile } from './templates.js';
import { applyTransforms, moduleTransforms, type SourceTransform } from './transforms/pipeline.js';
import { enabledViews } from './views.js';
import { selectViewTemplates } from './view-templates.js';
import { signInWarnings } from './siwx-views.js';

export interface PlanOptions {
  /** Defaults to the templates shipped with this CLI. */
  templatesDir?: string;
  /** Already-read templates (tests); wins over `templatesDir`. */
  templates?: readonly TemplateFile[];
  /** Defaults to this CLI's version. */
  generatorVersion?: string;
  /** Prettier options, e.g. the host's own; defaults to DEFAULT_FORMAT_OPTIONS. */
  formatOptions?: FormatOptions;
  /** Formatted files remembered from earlier runs (see generate/format-cache.ts). */
  formatCache?: FormatCache;
  /** The views and chain families to plan with; defaults to the real registry. */
  registry?: CapabilityRegistry;
  /**
   * Start each file that runs React with `'use client'`, as a Next.js host needs; other hosts'
   * bundlers only drop it (Vite warns per file). `generate` sets it when the host's package.json
   * lists `next` (see generate/next-host.ts). Defaults to false.
   */
  clientDirectives?: boolean;
}

export interface ModulePlan {
  files: PlannedFile[];
  /** Things the host should know, e.g. a configured chain family with no adapter yet. */
  warnings: string[];
}

/** Rendered files → transformed and formatted, reusing what the cache remembers. */
async function finishFiles(
  rendered: readonly PlannedFile[],
  formatOptions: FormatOptions,
  cache: FormatCache | undefined,
  transforms: readonly SourceTransform[],
): Promise<PlannedFile[]> {
  const remembered: PlannedFile[] = [];
  const todo: PlannedFile[] = [];
  for (const file of rendered) {
    const contents = cache?.get(file.path, file.contents);
    if (contents === undefined) todo.push(file);
    else remembered.push({ path: file.path, contents });
  }
  const transformed = await applyTransforms(todo, transforms);
  const formatted = await Promise.all(transformed.map((file) => formatFile(file, formatOptions)));
  formatted.forEach((file, index) => cache?.set(file.path, todo[index]!.contents, file.contents));
  return [...remembered, ...formatted];
}

export async function planModule(
  config: ResolvedConfig,
  options: PlanOptions = {},
): Promise<ModulePlan> {
  const self = resolvePackagePaths();
  const templates =
    options.templates ?? (await readTemplates(options.templatesDir ?? self.templatesDir));
  const registry = options.registry ?? REGISTRY;
  const { adapters, unsupported } = planAdapters(config, registry);
  const views = enabledViews(config, registry);
  const context = createTemplateContext({
    generatorVersion: options.generatorVersion ?? self.version,
    config,
    views,
    adapters,
    registry,
  });
  const rendered = renderTemplates(selectViewTemplates(templates, views, registry), context);
  const formatOptions = options.formatOptions ?? DEFAULT_FORMAT_OPTIONS;
  const transforms = moduleTransforms({ clientDirectives: options.clientDirectives ?? false });
  const files = await finishFiles(rendered, formatOptions, options.formatCache, transforms);
  const warnings = [
    ...unsupported.map(
      (namespace) =>
        `${namespace} networks are configured, but this version of create-wallet-kit has no ` +
        `${namespace} adapter yet: skipped, the generated kit cannot connect ${namespace} wallets.`,
    ),
    ...signInWarnings(config, registry),
  ];
  return {
    files: files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    warnings,
  };
}

/** The files of the generated module for `config` (see planModule for the warnings too). */
export async function plan(
  config: ResolvedConfig,
  options: PlanOptions = {},
): Promise<PlannedFile[]> {
  return (await planModule(config, options)).files;
}
