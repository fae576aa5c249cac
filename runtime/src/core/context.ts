/**
 * Everything one kit instance owns, passed to the controller functions. It is created per
 * `createWalletKit` call (`create-context.ts`) — never at module level — so two kits never
 * share state. Types and lookups only: the controllers import this file, and it imports none
 * of them.
 */
import type { ResolvedConfig } from '@wallet-kit/schemas';
import type { KitCaches } from './cache.js';
import type { KitAnalytics } from './analytics/analytics-off.js';
import type { EmbeddedFront } from './embedded.js';
import type { KitEventEmitter } from './events.js';
import type { KitStores, RouterController, WalletKit } from './kit-api.js';
import type { StorageLike, KitStorage } from './storage.js';
import type { KitTimers } from './timers.js';
import type { ChainAdapter, ChainNamespace, Connector, PairingWallet } from './types.js';

/**
 * Seam for sign-in (SIWX): a kit without sign-in is given none and behaves as if no session
 * exists and there is nothing to clear.
 */
export interface SiwxSessionHooks {
  /** Whether a sign-in session exists for the connected account. */
  hasSession(): boolean;
  /** Called first by disconnect (sessions are cleared before anything else is reset). */
  clearSessions(): Promise<void> | void;
  /** The sign-in flow watches the kit it belongs to; returns the detach called by destroy(). */
  attach?(kit: WalletKit): () => void;
}

export interface WalletKitOptions {
  /** Defaults to the browser's localStorage, falling back to memory. */
  storage?: StorageLike;
  /** Defaults to a user-agent check. */
  isMobile?: () => boolean;
  /** Clock for the caches; defaults to Date.now. */
  now?: () => number;
  siwx?: SiwxSessionHooks;
  /**
   * Email login (a generated kit with `features.email`): `createEmbeddedFront(loader)`, made
   * for this kit alone, where `loader` imports the embedded wallet module on demand.
   */
  embedded?: EmbeddedFront;
  /**
   * Analytics (a generated kit with `features.analytics` active): `attachAnalytics`. Without
   * it the kit sends no events and no error telemetry.
   */
  analytics?: (ctx: KitContext) => KitAnalytics;
}

export interface KitContext {
  readonly config: ResolvedConfig;
  readonly stores: KitStores;
  readonly adapters: readonly ChainAdapter[];
  readonly storage: KitStorage;
  readonly caches: KitCaches;
  readonly events: KitEventEmitter;
  readonly timers: KitTimers;
  readonly siwx: SiwxSessionHooks;
  readonly router: RouterController;
  isMobile(): boolean;
  now(): number;
  /** Start-up and reconnect work; opening the modal shows loading until it settles. */
  startup: Promise<void> | undefined;
  /** The connectors each adapter last reported, before merging across chains. */
  readonly adapterConnectors: Map<ChainNamespace, Connector[]>;
  /** The latest connect attempt: a late answer from an abandoned attempt is ignored. */
  connectAttempt: { id: number; connector?: Connector; wallet?: PairingWallet };
  /** The embedded wallet (email login), when the kit was given one. */
  readonly embedded: EmbeddedFront | undefined;
  /** Connects the kit to analytics, when the kit was given it. */
  readonly attachAnalytics: ((ctx: KitContext) => KitAnalytics) | undefined;
}

export function adapterFor(ctx: KitContext, namespace: ChainNamespace): ChainAdapter | undefined {
  return ctx.adapters.find((adapter) => adapter.namespace === namespace);
}

/** Basic pairing (wcBasic): no chain adapters, or the host drives pairing itself. */
export function isBasicPairing(ctx: KitContext): boolean {
  return ctx.adapters.length === 0 || ctx.config.manualWCControl;
}
