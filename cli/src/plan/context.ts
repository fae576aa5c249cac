/** The handlebars context every template is rendered with (the CLI ↔ templates contract). */
import { CHAIN_NAMESPACES, decidedSwitches, REGISTRY } from '@wallet-kit/schemas';
import type {
  CapabilityRegistry,
  ChainNamespace,
  Features,
  ResolvedConfig,
} from '@wallet-kit/schemas';
import type { AdapterModule } from './adapters.js';
import { planEmbedded, type EmbeddedPlan } from './embedded.js';
import { planSiwx, type SiwxPlan } from './siwx-views.js';
import { hasLoginMethods, planSocials } from './socials.js';
import type { GeneratedViewName } from './views.js';

export interface TemplateContext {
  generatorVersion: string;
  /** The config with each switch replaced by whether it is active (`decidedSwitches`). */
  config: ResolvedConfig;
  /** The config as a TypeScript-ready literal (JSON, 2-space indented). */
  configLiteral: string;
  /** The enabled views, in registry row order. */
  views: string[];
  /** Every view of the registry → whether it is generated. */
  hasView: Record<GeneratedViewName, boolean> & Record<string, boolean>;
  /** Namespaces that get an adapter. */
  namespaces: ChainNamespace[];
  hasNamespace: Record<ChainNamespace, boolean>;
  /** The adapter imports of `adapters.ts`, one per entry of `namespaces`. */
  adapters: AdapterModule[];
  /** The kit creates one WalletConnect client shared by the adapters marked `walletConnect`. */
  walletConnect: boolean;
  /** Sign-in (SIWX or legacy SIWE) is on: the provider wires `@wallet-kit/runtime/siwx`. */
  siwx: SiwxPlan | undefined;
  /** Email login is on: the provider loads the embedded wallet module on demand. */
  embedded: EmbeddedPlan | undefined;
  /** The social login buttons on Connect, in the config's order (empty: none). */
  socials: string[];
  /** Connect has a login (email or social) beside the wallets, so an "or" line separates them. */
  hasLoginMethods: boolean;
  /** Each feature switch → whether it is active in the kit (`featureActive`). */
  features: Features;
}

export function createTemplateContext(params: {
  generatorVersion: string;
  config: ResolvedConfig;
  views: string[];
  adapters: AdapterModule[];
  registry?: CapabilityRegistry;
}): TemplateContext {
  const { views, adapters } = params;
  // The generated config says what the kit does: a switch left out is written as off (social
  // logins as an empty list), and the kit reads the switches as they are written.
  const config = { ...params.config, ...decidedSwitches(params.config) };
  const registry = params.registry ?? REGISTRY;
  const namespaces = adapters.map((adapter) => adapter.namespace);
  const socials = planSocials(config);
  return {
    generatorVersion: params.generatorVersion,
    config,
    configLiteral: JSON.stringify(config, null, 2),
    views,
    hasView: Object.fromEntries(
      Object.keys(registry.views).map((view) => [view, views.includes(view)]),
    ) as TemplateContext['hasView'],
    namespaces,
    hasNamespace: Object.fromEntries(
      CHAIN_NAMESPACES.map((namespace) => [namespace, namespaces.includes(namespace)]),
    ) as Record<ChainNamespace, boolean>,
    adapters,
    walletConnect: adapters.some((adapter) => adapter.walletConnect),
    siwx: planSiwx(config, registry),
    embedded: planEmbedded(config),
    socials,
    hasLoginMethods: hasLoginMethods(views, socials),
    features: config.features,
  };
}
