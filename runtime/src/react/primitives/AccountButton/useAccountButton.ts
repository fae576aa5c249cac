import { createElement, type ComponentType } from 'react';
import { useKitStore } from '../../hooks/useKitStore.js';
import { onDemandComponent } from '../OnDemand/onDemandComponent.js';
import type { ConnectedAccountButtonProps } from './ConnectedAccountButton.js';
import { PlainAccountButton } from './PlainAccountButton.js';

type AccountButtonComponent = ComponentType<ConnectedAccountButtonProps>;

/**
 * The hook below for the account button's code as `load` brings it; the kit's is
 * `useAccountButton`, a test's may bring it from elsewhere.
 */
export function accountButtonOnDemand(
  load: () => Promise<AccountButtonComponent>,
): () => AccountButtonComponent | undefined {
  const useOnDemandAccountButton = onDemandComponent(load);
  // The plain button, fetching the real one's code again at each sign of the visitor's intent.
  function AccountButtonStandIn(props: ConnectedAccountButtonProps) {
    return createElement(PlainAccountButton, {
      ...props,
      onIntent: useOnDemandAccountButton.retry,
    });
  }
  return function useOnDemandAccountButtonOrStandIn() {
    const status = useKitStore('connection', (s) => s.status);
    const { Component, missing } = useOnDemandAccountButton(status !== 'disconnected', status);
    return Component ?? (missing ? AccountButtonStandIn : undefined);
  };
}

/**
 * `ConnectedAccountButton` (avatar, short address, formatted balance) once its code has come;
 * a plain button with the short address when that code is missing (its fetch failed or
 * stalled); else undefined. Only a connected account needs it, so the page's first load does
 * not carry it: it is fetched when a wallet starts connecting, which a remembered session does
 * as the kit starts, and a visitor who never connects never fetches it. While it is on its way
 * the connect button stays "Connecting…"; once missing, the plain button stands in and fetches
 * it again when the visitor points at, focuses or clicks it, or the page comes back online
 * (docs/decisions.md, "Code only a connected account needs, out of the first load" and "The
 * account button whose code does not come: a plain stand-in, fetched again on intent").
 */
export const useAccountButton: () => AccountButtonComponent | undefined = accountButtonOnDemand(
  () => import('./ConnectedAccountButton.js').then((module) => module.ConnectedAccountButton),
);
