/**
 * Test helpers for the React layer's tests only (not exported from the package). Kits are
 * real (`createWalletKit` through the core's test support, with a scripted ChainAdapter of
 * our own interface); only `matchMedia`, which jsdom lacks, is provided here.
 */
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { WalletKit } from '../../core/kit-api.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { ModalText } from '../i18n/ModalText.js';
import { ModalShell } from '../primitives/ModalShell/ModalShell.js';
import type { ViewRegistry } from '../primitives/ModalShell/viewRegistry.js';

/**
 * `ui` inside a kit's provider, reading the modal's English as it does inside the modal (the
 * components tested alone are the modal's; `ModalShell` gives them that English).
 */
export function renderWithKit(kit: WalletKit, ui: ReactNode): RenderResult {
  return render(
    <WalletKitProviderBase kit={kit}>
      <ModalText>{ui}</ModalText>
    </WalletKitProviderBase>,
  );
}

/** A host page with an opener button ("Open") and the modal showing `views`. */
export function renderModalPage(kit: WalletKit, views: ViewRegistry): RenderResult {
  return renderWithKit(
    kit,
    <>
      <button type="button" onClick={() => kit.open()}>
        Open
      </button>
      <ModalShell views={views} />
    </>,
  );
}

/** jsdom has no `matchMedia`; this answers `prefers-reduced-motion` as the test decides. */
export function emulateReducedMotion(reduce: boolean): void {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
