/**
 * The one place that touches `@walletconnect/universal-provider`: loaded by a dynamic
 * `import()` on first use only (a kit that never pairs never downloads it), started with options that keep it off
 * vendor hosts, and released completely when the client is destroyed.
 */
import type {
  UniversalProvider as UniversalProviderClass,
  UniversalProviderOpts,
} from '@walletconnect/universal-provider';
import type { AppMetadata } from '@wallet-kit/schemas';

export type Provider = InstanceType<typeof UniversalProviderClass>;
export type SessionStruct = NonNullable<Provider['session']>;
/** The SDK's async key-value storage (keys, pairings, sessions). */
export type SdkStorage = NonNullable<UniversalProviderOpts['storage']>;

export interface ProviderSettings {
  projectId: string;
  relayUrl: string | undefined;
  metadata: AppMetadata;
  storagePrefix: string;
  storage: SdkStorage | undefined;
  logger: string;
  verifyAttestation: boolean;
}

/**
 * Core 2.21.8 caches itself in `globalThis` under this key, and a second client with the same
 * prefix silently gets the SAME core (client id, keys, subscriptions).
 */
const globalCoreKey = (storagePrefix: string) => `_walletConnectCore_${storagePrefix}`;

async function loadUniversalProvider(): Promise<typeof UniversalProviderClass> {
  const module = (await import('@walletconnect/universal-provider')) as unknown as {
    UniversalProvider?: typeof UniversalProviderClass;
    default?: typeof UniversalProviderClass | { UniversalProvider?: typeof UniversalProviderClass };
  };
  // ESM builds export the class by name; the CJS build reached from Node wraps it in `default`.
  const fromDefault = module.default as
    { UniversalProvider?: typeof UniversalProviderClass } | undefined;
  const found = module.UniversalProvider ?? fromDefault?.UniversalProvider ?? module.default;
  if (!found || typeof (found as { init?: unknown }).init !== 'function') {
    throw new Error('@walletconnect/universal-provider did not load');
  }
  return found as typeof UniversalProviderClass;
}

/**
 * In a browser, sign-client awaits `core.verify.register()` before it publishes a session
 * proposal (so before `connect()` yields the URI) and before every session request. That
 * call loads a hidden iframe from verify.walletconnect.org and waits for its answer, giving
 * up after 5 s: offline, on a self-hosted relay or behind a blocker, every pairing and every
 * signature would stall 5 s. No option turns it off (only `IS_VITEST`, and Node is never
 * "a browser"). An empty attestation is exactly what register() itself returns when the
 * iframe fails, and a wallet treats it as "origin unknown" without any lookup of its own.
 */
function skipVerifyAttestation(provider: Provider): void {
  provider.client.core.verify.register = async () => '';
}

/** A release still closing the socket of the previous client with this prefix (a remount). */
const releasingKey = (storagePrefix: string) => `_walletKitReleasing_${storagePrefix}`;

export async function initProvider(settings: ProviderSettings): Promise<Provider> {
  const globals = globalThis as Record<string, unknown>;
  await (globals[releasingKey(settings.storagePrefix)] as Promise<void> | undefined);
  if (globals[globalCoreKey(settings.storagePrefix)] !== undefined) {
    throw new Error(
      `Another WalletConnect client on this page uses the storage prefix "${settings.storagePrefix}"; give each kit its own storagePrefix`,
    );
  }
  const UniversalProvider = await loadUniversalProvider();
  const options: UniversalProviderOpts = {
    projectId: settings.projectId,
    metadata: settings.metadata,
    logger: settings.logger,
    customStoragePrefix: settings.storagePrefix,
    // Otherwise the SDK keeps traces and POSTs them to pulse.walletconnect.org.
    telemetryEnabled: false,
    // Otherwise every rpcMap endpoint gets a probe request when its connection opens.
    disableProviderPing: true,
  };
  if (settings.relayUrl) options.relayUrl = settings.relayUrl;
  if (settings.storage) options.storage = settings.storage;
  const provider = await UniversalProvider.init(options);
  if (!settings.verifyAttestation) skipVerifyAttestation(provider);
  return provider;
}

/**
 * Stops the SDK's timers and socket and forgets its cached core, so a later client with the
 * same prefix (a remount, or the next page after a reload) starts from storage.
 */
export async function releaseProvider(provider: Provider, storagePrefix: string): Promise<void> {
  const globals = globalThis as Record<string, unknown>;
  const release = (async () => {
    try {
      provider.client.core.heartbeat.stop();
      await provider.client.core.relayer.transportClose();
    } finally {
      delete globals[globalCoreKey(storagePrefix)];
      delete globals[`${globalCoreKey(storagePrefix)}_count`];
    }
  })();
  // A kit re-created right away (React StrictMode, a remount) waits for this before it loads.
  const settled = release.catch(() => undefined);
  globals[releasingKey(storagePrefix)] = settled;
  try {
    await release;
  } finally {
    if (globals[releasingKey(storagePrefix)] === settled)
      delete globals[releasingKey(storagePrefix)];
  }
}
