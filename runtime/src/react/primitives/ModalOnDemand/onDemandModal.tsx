import { useEffect, useState, type ComponentType } from 'react';
import { useKitStore } from '../../hooks/useKitStore.js';
import { useWalletKit } from '../../hooks/useWalletKit.js';
import { afterPageStart } from './afterPageStart.js';

export interface OnDemandModal {
  /**
   * Renders the modal once its code has come. The code is fetched when the page is idle, or
   * at once when the modal opens before that; an opening that came first is shown on arrival.
   */
  Modal: ComponentType;
  /**
   * Starts fetching the modal's code now: for the pointer over, or focus on, the button.
   * Settles (never rejects) once the code has come or failed to.
   */
  prepare: () => Promise<void>;
}

/**
 * The modal as a chunk of its own, so the page's first load carries only what draws the
 * connect button and restores a stored session (docs/benchmarks.md, "The modal on demand").
 * `load` is the `import()` of the module that renders the modal (views, text, dialog).
 */
export function onDemandModal(load: () => Promise<ComponentType>): OnDemandModal {
  let fetching: Promise<ComponentType> | undefined;
  let loaded: ComponentType | undefined;
  const fetchModal = () =>
    (fetching ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch (offline, a new deployment) is tried again at the next opening.
        fetching = undefined;
        throw error;
      },
    ));
  const prepare = () =>
    fetchModal().then(
      () => undefined,
      () => undefined,
    );

  function Modal() {
    const kit = useWalletKit();
    const isOpen = useKitStore('modal', (s) => s.open);
    const [Loaded, setLoaded] = useState<ComponentType | undefined>(() => loaded);
    useEffect(() => {
      if (Loaded) return undefined;
      let live = true;
      const show = () =>
        fetchModal().then(
          (component) => live && setLoaded(() => component),
          // Opened and the code cannot come: close, so the next click asks again.
          () => live && isOpen && kit.close(),
        );
      if (isOpen) {
        void show();
        return () => {
          live = false;
        };
      }
      const cancel = afterPageStart(() => void show());
      return () => {
        live = false;
        cancel();
      };
    }, [Loaded, isOpen, kit]);
    return Loaded ? <Loaded /> : null;
  }

  return { Modal, prepare };
}
