import { useEffect, useState, type ComponentType } from 'react';

/**
 * A hook that gives a component whose code is fetched the first time it is wanted, never with
 * the page: `useComponent(wanted, retryKey)` returns the component once its code has come, and
 * undefined before (the caller draws something else meanwhile). The fetch starts when `wanted`
 * is first true; a failed fetch (offline, a new deployment) is tried again when `retryKey`
 * changes or the caller mounts again. `load` is the `import()` of the component's module.
 */
export function onDemandComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): (wanted: boolean, retryKey?: unknown) => ComponentType<P> | undefined {
  let fetching: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const fetchCode = () =>
    (fetching ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        fetching = undefined;
        throw error;
      },
    ));

  return function useOnDemandComponent(wanted, retryKey) {
    const [Component, setComponent] = useState<ComponentType<P> | undefined>(() => loaded);
    useEffect(() => {
      if (Component || !wanted) return undefined;
      let live = true;
      fetchCode().then(
        (component) => live && setComponent(() => component),
        () => undefined,
      );
      return () => {
        live = false;
      };
    }, [Component, wanted, retryKey]);
    return Component;
  };
}
