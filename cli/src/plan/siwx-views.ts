/**
 * Sign-in in the generated kit: how the provider wires the flow. A config without `siwx` or
 * `siwe` gets none of it, so its bundle has no sign-in code; nor does a kit whose networks all
 * belong to families that cannot sign in (the registry's `signIn`), which says so instead of
 * showing a sign-in step that cannot succeed. Which sign-in views exist is in the registry's
 * view rows (SIWXSignMessage, ConnectingSiwe, ApproveTransaction).
 */
import { REGISTRY } from '@wallet-kit/schemas';
import type { CapabilityRegistry, ResolvedConfig } from '@wallet-kit/schemas';
import { someConfiguredFamilyCan } from './capabilities.js';

export interface SiwxPlan {
  /** The host backend the kit's session storage talks to; absent: browser storage. */
  backendUrl: string | undefined;
}

const asksForSignIn = (config: ResolvedConfig) => !!config.siwx || !!config.siwe;

export function planSiwx(
  config: ResolvedConfig,
  registry: CapabilityRegistry = REGISTRY,
): SiwxPlan | undefined {
  if (!asksForSignIn(config) || !someConfiguredFamilyCan(config, 'signIn', registry)) {
    return undefined;
  }
  return { backendUrl: config.siwx?.backendUrl };
}

/** A warning when the config asks for sign-in that none of its networks can do. */
export function signInWarnings(
  config: ResolvedConfig,
  registry: CapabilityRegistry = REGISTRY,
): string[] {
  if (!asksForSignIn(config) || someConfiguredFamilyCan(config, 'signIn', registry)) return [];
  const key = config.siwx ? 'siwx' : 'siwe';
  return [
    `${key} is configured, but none of the configured networks belongs to a chain family this ` +
      'version can sign in with: no sign-in is generated.',
  ];
}
