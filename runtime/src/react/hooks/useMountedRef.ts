import { useEffect, useRef, type RefObject } from 'react';

/**
 * Whether the component is mounted now, for answers that arrive after it may have gone (a
 * wallet prompt resolving after the view routed away). Set on every mount, not only at
 * creation: React's strict mode in development mounts, unmounts and mounts again, and a flag
 * cleared by that first unmount would drop every later answer.
 */
export function useMountedRef(): RefObject<boolean> {
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return mounted;
}
