import { switchedOn } from '@wallet-kit/schemas';
import { useCallback, useSyncExternalStore, type ButtonHTMLAttributes } from 'react';
import type { WalletKit } from '../../core/kit-api.js';
import { useWalletKit } from './useWalletKit.js';

/**
 * Whether the visitor ticked the legal checkbox, kept per kit in memory for the page's life:
 * leaving Connect for the wallet catalogue and coming back keeps the tick, a reload asks
 * again. It is never written to storage, so each visit is an explicit acceptance.
 */
interface ConsentStore {
  accepted: boolean;
  readonly hintId: string;
  readonly listeners: Set<() => void>;
}

const stores = new WeakMap<WalletKit, ConsentStore>();
let nextHintId = 0;

function consentStore(kit: WalletKit): ConsentStore {
  let store = stores.get(kit);
  if (!store) {
    nextHintId += 1;
    store = { accepted: false, hintId: `wk-legal-hint-${nextHintId}`, listeners: new Set() };
    stores.set(kit, store);
  }
  return store;
}

/** The id of the checkbox a locked wallet button sends the visitor to. */
export const LEGAL_CHECKBOX_ID_PREFIX = 'wk-legal-checkbox-';

export type WalletButtonLock = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'aria-disabled' | 'aria-describedby'
>;

/** How a locked button is announced: disabled, pointing to the reason. Empty when unlocked. */
export type LockAttributes = Pick<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-disabled' | 'aria-describedby'
>;

/** A way to connect held back until the visitor ticks the box (`useLegalConsent`). */
export interface ConnectGate {
  /** The action while unlocked; while locked, a function that moves focus to the checkbox. */
  guard(action: () => void): () => void;
  lockAttributes: LockAttributes;
}

export interface LegalConsent extends ConnectGate {
  accepted: boolean;
  /**
   * True while the config asks for the legal checkbox and it is unticked: every way to connect
   * (wallet rows, the email form, social and Farcaster buttons) waits for it.
   */
  locked: boolean;
  setAccepted(accepted: boolean): void;
  /** Ties the explanation shown under the checkbox to the buttons it locks. */
  hintId: string;
  checkboxId: string;
  /**
   * The props of a button that connects: until the visitor accepts, it is announced as disabled
   * with the reason, and pressing it moves focus to the checkbox instead of connecting. Without
   * the legal checkbox in the config, the button just connects.
   */
  lockProps(select: () => void): WalletButtonLock;
}

export function useLegalConsent(): LegalConsent {
  const kit = useWalletKit();
  const store = consentStore(kit);
  const subscribe = useCallback(
    (listener: () => void) => {
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    [store],
  );
  const accepted = useSyncExternalStore(subscribe, () => store.accepted);
  const checkboxId = `${LEGAL_CHECKBOX_ID_PREFIX}${store.hintId}`;
  const setAccepted = useCallback(
    (value: boolean) => {
      store.accepted = value;
      for (const listener of store.listeners) listener();
    },
    [store],
  );
  const locked = switchedOn(kit.config, 'legalCheckbox') && !accepted;
  const lockAttributes: LockAttributes = locked
    ? { 'aria-disabled': true, 'aria-describedby': store.hintId }
    : {};
  const guard = (action: () => void) =>
    locked ? () => document.getElementById(checkboxId)?.focus() : action;
  const lockProps = (select: () => void): WalletButtonLock => {
    const run = guard(select);
    return { ...lockAttributes, onClick: () => run() };
  };
  return {
    accepted,
    locked,
    setAccepted,
    hintId: store.hintId,
    checkboxId,
    guard,
    lockAttributes,
    lockProps,
  };
}
