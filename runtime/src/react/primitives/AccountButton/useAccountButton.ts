import type { ComponentType } from 'react';
import { useKitStore } from '../../hooks/useKitStore.js';
import { onDemandComponent } from '../OnDemand/onDemandComponent.js';
import type { ConnectedAccountButtonProps } from './ConnectedAccountButton.js';

const useOnDemandAccountButton = onDemandComponent(() =>
  import('./ConnectedAccountButton.js').then((module) => module.ConnectedAccountButton),
);

/**
 * `ConnectedAccountButton` (avatar, short address, formatted balance) once its code has come,
 * else undefined. Only a connected account needs it, so the page's first load does not carry
 * it: it is fetched when a wallet starts connecting, which a remembered session does as the kit
 * starts, and a visitor who never connects never fetches it. Until it has come the connect
 * button stays "Connecting…" (docs/decisions.md, "The account button is fetched when a wallet
 * connects").
 */
export function useAccountButton(): ComponentType<ConnectedAccountButtonProps> | undefined {
  const status = useKitStore('connection', (s) => s.status);
  return useOnDemandAccountButton(status !== 'disconnected', status);
}
