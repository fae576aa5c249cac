/**
 * The chain and WalletConnect libraries a config's generated module needs at run time. The
 * runtime declares them as optional peers (a kit for EVM chains only never installs Solana's or
 * WalletConnect's libraries); the host installs the ones its config uses.
 */
import { CHAIN_FAMILIES, WALLETCONNECT_CONNECTOR, type ResolvedConfig } from '@wallet-kit/schemas';
import { planAdapters } from '../plan/adapters.js';
import { findPackageDir, readManifest } from './host-project.js';

export const RUNTIME_PACKAGE = '@wallet-kit/runtime';

/** The libraries the generated module of `config` imports through the runtime, sorted. */
export function requiredPeerLibraries(config: ResolvedConfig): string[] {
  const { adapters } = planAdapters(config);
  const names = new Set<string>();
  for (const adapter of adapters) {
    if (adapter.module)
      CHAIN_FAMILIES[adapter.namespace].peerLibraries.forEach((n) => names.add(n));
    if (adapter.walletConnect) WALLETCONNECT_CONNECTOR.peerLibraries.forEach((n) => names.add(n));
  }
  return [...names].sort();
}

interface PeerCheck {
  /** The runtime's real folder as the host resolves it; undefined when it is not installed. */
  runtimeDir: string | undefined;
  /** Required libraries the host does not resolve, as `name@range` (range from the runtime). */
  missing: string[];
  /** A library's range as the installed runtime declares it. */
  rangeOf(name: string): string | undefined;
}

/** Which of the config's libraries do not resolve from the host project at `projectRoot`. */
export function checkPeerLibraries(config: ResolvedConfig, projectRoot: string): PeerCheck {
  const runtimeDir = findPackageDir(RUNTIME_PACKAGE, projectRoot);
  const manifest = runtimeDir ? readManifest(runtimeDir) : {};
  const rangeOf = (name: string) =>
    manifest.peerDependencies?.[name] ?? manifest.dependencies?.[name];
  const missing = requiredPeerLibraries(config)
    .filter((name) => findPackageDir(name, projectRoot) === undefined)
    .map((name) => {
      const range = rangeOf(name);
      return range ? `${name}@${range}` : name;
    });
  return { runtimeDir, missing, rangeOf };
}
