/**
 * Sign-in in the generated kit: how the provider wires the flow. A config without `siwx` or
 * `siwe` gets none of it, so its bundle has no sign-in code. Which sign-in views exist is in
 * the registry's view rows (SIWXSignMessage, ConnectingSiwe, ApproveTransaction).
 */
import type { ResolvedConfig } from '@wallet-kit/schemas';

export interface SiwxPlan {
  /** The host backend the kit's session storage talks to; absent: browser storage. */
  backendUrl: string | undefined;
}

export function planSiwx(config: ResolvedConfig): SiwxPlan | undefined {
  if (!config.siwx && !config.siwe) return undefined;
  return { backendUrl: config.siwx?.backendUrl };
}
