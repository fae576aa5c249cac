/**
 * Sign-in in the generated kit (§4 SIWX): which views it adds and how the provider wires the
 * flow. A config without `siwx` or `siwe` gets none of it, so its bundle has no SIWX code.
 */
import type { ResolvedConfig } from '@wallet-kit/schemas';

export const SIWX_VIEW_RULES = {
  SIWXSignMessage: (config: ResolvedConfig) => !!config.siwx,
  // The legacy step for a `siwe` config (the schema refuses siwe together with siwx).
  ConnectingSiwe: (config: ResolvedConfig) => !!config.siwe && !config.siwx,
  // The approval step of the transaction stack, reached from sign-in flows.
  ApproveTransaction: (config: ResolvedConfig) => !!config.siwx || !!config.siwe,
};

export interface SiwxPlan {
  /** The host backend the kit's session storage talks to; absent: browser storage. */
  backendUrl: string | undefined;
}

export function planSiwx(config: ResolvedConfig): SiwxPlan | undefined {
  if (!config.siwx && !config.siwe) return undefined;
  return { backendUrl: config.siwx?.backendUrl };
}
