import * as React from 'react';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { getActiveAccount } from '../../../core/chain-state.js';
import { useKitStore } from '../../hooks/useKitStore.js';
import { ModalBody } from './ModalBody.js';
import type { ViewRegistry } from './viewRegistry.js';

/** React's hidden pre-rendering (React 19.2 and later); absent on older React. */
const Activity = (
  React as unknown as { Activity?: ComponentType<{ mode: 'hidden'; children: ReactNode }> }
).Activity;

/**
 * Runs `run` once the browser is idle. Without idle callbacks (Safari, jsdom) there is no
 * warm-up: it must never compete with the page's own start-up work.
 */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== 'function') return () => undefined;
  const handle = requestIdleCallback(run);
  return () => cancelIdleCallback(handle);
}

/**
 * Before the modal first opens, once the page is idle, renders the view it would open on
 * (Connect, or Account when an account is connected) hidden and without effects: its code
 * is compiled, its stylesheets adopted, its icons decoded and, for a view loaded on demand,
 * its chunk fetched, so the first click shows the modal without that work. The hidden copy
 * carries no dialog, header or focus handling and is dropped the moment the modal opens.
 */
export function ModalWarmUp({ views, isOpen }: { views: ViewRegistry; isOpen: boolean }) {
  const [idle, setIdle] = useState(false);
  const opened = useRef(false);
  if (isOpen) opened.current = true;
  const connected = useKitStore('chain', (s) => !!getActiveAccount(s)?.address);
  const bodyRef = useRef<HTMLDivElement>(null);
  useEffect(() => whenIdle(() => setIdle(true)), []);

  const view = connected ? 'Account' : 'Connect';
  if (!Activity || !idle || opened.current || !views[view]) return null;
  return (
    <Activity mode="hidden">
      <div className="wk-modal" aria-hidden="true">
        <ModalBody views={views} view={view} viewKey="warm-up" bodyRef={bodyRef} />
      </div>
    </Activity>
  );
}
