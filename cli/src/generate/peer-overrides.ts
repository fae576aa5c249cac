/**
 * Pins inside the peer libraries that would put a second copy of a library in the host's
 * bundle. WalletConnect's utils 2.21.8 (the last Apache-2.0 release, which the runtime stays on)
 * pins viem 2.31.0 exactly, so a host on the runtime's viem would bundle two viems; two of its
 * helpers pin tslib 1.x, each getting its own nested copy. Before npm installs WalletConnect,
 * `generate` adds `overrides` entries giving them the host's viem range and tslib 2. viem and ox
 * pin `@noble/curves` 1.9.1 exactly while `@solana/web3.js` asks for ^1.9.7, so a host with EVM
 * and Solana networks would bundle two; before npm installs web3.js, that exact pin gets
 * web3.js's range (a later patch of the same minor). Keyed by the pinned version, the entry does
 * nothing once viem pins another one. The repository builds and tests with the same overrides
 * (its root package.json). An entry the host already has is left as it is; other package
 * managers get the advice.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CliError } from '../errors.js';
import type { Printer } from '../report/printer.js';
import type { PackageManager } from './package-manager.js';

interface PeerOverride {
  /** Written only when this library is being installed. */
  installing: string;
  /** npm's overrides key: a package with its exact version. */
  key: string;
  /**
   * The dependency of `key` whose pin is replaced; without one, `key` itself is replaced
   * wherever a package asks for exactly that version.
   */
  dependency?: string;
  /** The range it receives; without one, the range the runtime declares for `dependency`. */
  range?: string;
}

const WALLETCONNECT = '@walletconnect/universal-provider';
/** The `@noble/curves` range `@solana/web3.js` asks for. */
export const SOLANA_CURVES_RANGE = '^1.9.7';
/** The `@noble/curves` viem and ox pin exactly. */
export const VIEM_CURVES_PIN = '1.9.1';

const PEER_OVERRIDES: readonly PeerOverride[] = [
  { installing: WALLETCONNECT, key: '@walletconnect/utils@2.21.8', dependency: 'viem' },
  {
    installing: WALLETCONNECT,
    key: '@walletconnect/time@1.0.2',
    dependency: 'tslib',
    range: '^2.8.0',
  },
  {
    installing: WALLETCONNECT,
    key: '@walletconnect/environment@1.0.1',
    dependency: 'tslib',
    range: '^2.8.0',
  },
  {
    installing: '@solana/web3.js',
    key: `@noble/curves@${VIEM_CURVES_PIN}`,
    range: SOLANA_CURVES_RANGE,
  },
];

interface PeerOverridesOptions {
  projectRoot: string;
  manager: PackageManager;
  /** The libraries about to be installed, bare names. */
  installing: readonly string[];
  /** A library's range as the runtime declares it. */
  rangeOf(name: string): string | undefined;
  /** False: nothing is written, the entries are printed as advice. */
  write: boolean;
  printer: Printer;
}

/** `@scope/name@1.2.3` → `@scope/name`. */
const bareName = (spec: string) => spec.replace(/(?<=.)@.*$/, '');

const asRecord = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

type Manifest = { overrides?: Record<string, unknown> } & Record<string, unknown>;

/** Adds the overrides the libraries being installed need; returns the entries written. */
export function addPeerOverrides(options: PeerOverridesOptions): string[] {
  const needed = PEER_OVERRIDES.flatMap((override) => {
    const range =
      override.range ?? (override.dependency ? options.rangeOf(override.dependency) : undefined);
    return options.installing.includes(override.installing) && range
      ? [{ ...override, range }]
      : [];
  });
  if (needed.length === 0) return [];
  const describe = ({ key, dependency, range }: (typeof needed)[number]) =>
    `${key} → ${dependency ?? bareName(key)}@${range}`;
  if (options.manager !== 'npm' || !options.write) {
    options.printer.info(
      `So that the bundle carries one copy of each library, override in your package manager: ` +
        `${needed.map(describe).join(', ')} (the package pins an older version exactly).`,
    );
    return [];
  }
  const path = join(options.projectRoot, 'package.json');
  const text = readFileSync(path, 'utf8');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch (error) {
    // Nothing is written and nothing installed: npm would fail on the same file.
    throw new CliError(
      `${path} is not valid JSON (${(error as Error).message}); fix it and run generate again.`,
    );
  }
  const overrides = { ...(manifest.overrides ?? {}) };
  // npm refuses to install when an override replaces a library the host depends on directly.
  const direct = { ...asRecord(manifest.dependencies), ...asRecord(manifest.devDependencies) };
  const written = needed.filter(
    ({ key, dependency }) => !(key in overrides) && (dependency || !(bareName(key) in direct)),
  );
  if (written.length === 0) return [];
  for (const { key, dependency, range } of written)
    overrides[key] = dependency ? { [dependency]: range } : range;
  manifest.overrides = overrides;
  const indent = /^[ \t]+(?=")/m.exec(text)?.[0] ?? '  ';
  writeFileSync(path, `${JSON.stringify(manifest, null, indent)}\n`);
  options.printer.info(
    `Added to package.json "overrides" so that the bundle carries one copy of each library: ` +
      `${written.map(describe).join(', ')} (the package pins an older version exactly).`,
  );
  return written.map(describe);
}
