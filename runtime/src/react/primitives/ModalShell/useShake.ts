import { useCallback, useEffect, useRef, useState } from 'react';
import { ANIMATION_MS } from '../../styles/motion.js';

/** A 500 ms shake that says "this cannot close now"; the stylesheet drops it under reduced motion. */
export function useShake(): { shaking: boolean; shake(): void } {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shake = useCallback(() => {
    setShaking(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShaking(false), ANIMATION_MS.shake);
  }, []);
  return { shaking, shake };
}
