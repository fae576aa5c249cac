/**
 * Views of the wallet features (issue 4): generated only when the config turns the feature on
 * and a configured network can use it (SPEC §9 "Balance and send: eip155, solana").
 */
import type { ResolvedConfig } from '@wallet-kit/schemas';

const SEND_NAMESPACES = ['eip155', 'solana'];

const canSend = (config: ResolvedConfig) =>
  config.networks.some((network) => SEND_NAMESPACES.includes(network.chainNamespace));

export const WALLET_VIEW_RULES = {
  Send: (config: ResolvedConfig) => config.features.send && canSend(config),
  Receive: (config: ResolvedConfig) => config.features.receive,
};
