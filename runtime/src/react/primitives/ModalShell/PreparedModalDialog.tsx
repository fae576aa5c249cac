import * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { getActiveAccount } from '../../../core/chain-state.js';
import { useKitStore } from '../../hooks/useKitStore.js';
import { Activity } from './hiddenPreRendering.js';
import { ModalDialog } from './ModalDialog.js';
import { UncommittedModalDialog } from './UncommittedModalDialog.js';
import { warmFonts } from './warmFonts.js';
import { whenIdle } from './whenIdle.js';
import type { ViewRegistry } from './viewRegistry.js';

let idleWarmUp: Promise<typeof import('./idleWarmUp.js')> | undefined;
/** The idle-time warm-up's code, a chunk on demand: fetched once, at the first idle time. */
const loadIdleWarmUp = () => (idleWarmUp ??= import('./idleWarmUp.js'));

/**
 * The modal dialog, prepared before it opens. Once the page is idle, the dialog is rendered
 * hidden, on the view it will open on (Connect, or Account when an account is connected), and
 * without effects: its DOM built, its code compiled, its stylesheets adopted, its icons
 * decoded and, for a view loaded on demand, its chunk fetched; at the next idle time a copy of
 * it is laid out once, out of sight, so its fonts and layout are resolved too (`warmLayout`),
 * and, once per page, React's first click is rehearsed on a detached tree
 * (`rehearseReactClick`); that idle-time code is a chunk of its own (`idleWarmUp`).
 * The click then only reveals it: React runs its effects (focus, scroll lock, Escape) and shows
 * it, switching the view first when the modal opens on another one.
 *
 * Each close drops the dialog that was shown and prepares a fresh one at the next idle time,
 * so every opening starts from a clean dialog, as if it were mounted on the click.
 *
 * Without hidden pre-rendering (React 18), the dialog is rendered at idle time but never
 * committed (`UncommittedModalDialog`): its code is warm and its view's chunk fetched, and the
 * click mounts it; at the first idle time the kit's text is laid out once for its fonts
 * (`warmFonts`), and React's first click is rehearsed the same way. A browser without idle
 * callbacks prepares it after the page has loaded, at the next painted frame (`whenIdle`).
 */
export function PreparedModalDialog({ views, isOpen }: { views: ViewRegistry; isOpen: boolean }) {
  const connected = useKitStore('chain', (s) => !!getActiveAccount(s)?.address);
  // One dialog per opening: the number of closes so far keys it.
  const [closes, setCloses] = useState(0);
  const [wasOpen, setWasOpen] = useState(isOpen);
  const [preparedFor, setPreparedFor] = useState<number | undefined>(undefined);
  if (wasOpen !== isOpen) {
    setWasOpen(isOpen);
    if (!isOpen) setCloses(closes + 1);
  }
  const prepared = preparedFor === closes;
  const hostRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (isOpen) return undefined;
    if (!prepared) {
      return whenIdle(() => {
        loadIdleWarmUp().catch(() => undefined);
        // React 18 lays nothing of the dialog out ahead: its fonts are loaded here instead.
        if (!Activity && hostRef.current) warmFonts(hostRef.current);
        setPreparedFor(closes);
      });
    }
    // The hidden dialog renders after this commit, at React's lowest priority: by the next
    // idle time it is usually in the page (and the warm-up's chunk, fetched at the first, has
    // come); where it is not yet (a browser without idle callbacks waits one frame only), the
    // warm-up rehearses the click alone.
    // Opened or unmounted meanwhile: the dialog is no longer the prepared one.
    let stale = false;
    const cancel = whenIdle(() => {
      loadIdleWarmUp().then(
        ({ warmUpPreparedDialog }) => {
          if (stale) return;
          // On React 18 nothing of the dialog is in the page: only the click is rehearsed.
          const dialog = hostRef.current?.firstElementChild ?? undefined;
          warmUpPreparedDialog(dialog, { React, createRoot, flushSync });
        },
        () => undefined,
      );
    });
    return () => {
      stale = true;
      cancel();
    };
  }, [isOpen, prepared, closes]);

  const opensOn = connected ? 'Account' : 'Connect';
  if (!Activity) {
    if (isOpen) return <ModalDialog views={views} />;
    // Nothing of the dialog reaches the page: the holder stays empty but for the kit's text,
    // laid out in it once for its fonts.
    return (
      <div ref={hostRef} className="wk-dialog-holder">
        {prepared && views[opensOn] && <UncommittedModalDialog views={views} opensOn={opensOn} />}
      </div>
    );
  }
  // A kit whose registry lacks that view opens on another one: nothing to prepare.
  if (!isOpen && (!prepared || !views[opensOn])) return null;
  // The holder (`display: contents`, no box of its own) is how the idle-time layout finds the
  // prepared dialog, and where its copy is laid out beside it.
  return (
    <div ref={hostRef} className="wk-dialog-holder">
      <Activity key={closes} mode={isOpen ? 'visible' : 'hidden'}>
        <ModalDialog views={views} {...(isOpen ? {} : { opensOn })} />
      </Activity>
    </div>
  );
}
