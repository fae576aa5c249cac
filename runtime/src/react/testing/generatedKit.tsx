/**
 * Loads the views generated from `templates/` and mounts them as a host would: the modal
 * and the connect button inside a provider of a real kit.
 */
import { render, screen, waitFor, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { join } from 'node:path';
import type { Features } from '@wallet-kit/schemas';
import { loadActions } from '../../core/actions-on-use.js';
import type { WalletKit } from '../../core/kit-api.js';
import type { ViewName } from '../../core/types.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { renderTemplates, type RenderedKit } from './renderTemplates.js';

export interface GeneratedModule {
  rendered: RenderedKit;
  WalletModal: ComponentType;
  ConnectButton: ComponentType;
}

export async function loadGeneratedModule(
  views: ViewName[],
  options: { features?: Partial<Features> } = {},
): Promise<GeneratedModule> {
  const rendered = renderTemplates(views, options);
  const load = (file: string) => import(/* @vite-ignore */ join(rendered.dir, file));
  const [{ WalletModal, prepareWalletModal }, { ConnectButton }] = await Promise.all([
    load('WalletModal.tsx'),
    load('ConnectButton.tsx'),
  ]);
  // The modal's own chunk, fetched at idle time in a page: here before the tests click. And the
  // kit's actions, fetched as the modal opens in a page, before a visitor can pick a wallet
  // (core/actions-on-use.test.ts covers a pick that waits for them).
  await Promise.all([prepareWalletModal(), loadActions()]);
  return { rendered, WalletModal, ConnectButton };
}

/** The host page: a connect button and the modal, inside the kit's provider. */
export function mountHostPage(kit: WalletKit, module: GeneratedModule): RenderResult {
  const { WalletModal, ConnectButton } = module;
  return render(
    <WalletKitProviderBase kit={kit}>
      <ConnectButton />
      <WalletModal />
    </WalletKitProviderBase>,
  );
}

/**
 * The generated modal loads every view but the first ones on demand, showing a spinner named
 * "Loading" meanwhile: waits until the current view's code has arrived and it has rendered.
 */
export async function viewCodeLoaded(): Promise<void> {
  await waitFor(() => {
    if (screen.queryByRole('img', { name: 'Loading' }))
      throw new Error('the view is still loading');
  });
}
