import { useCallback, useEffect, useRef, useState } from 'react';

export type CopyState = 'idle' | 'copied' | 'failed';

/** How long "Copied" stays before the button reads "Copy" again. */
const FEEDBACK_MS = 1500;

/** Copies text to the clipboard and reports the outcome for a short while. */
export function useClipboard(): { state: CopyState; copy(text: string): Promise<void> } {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (text: string) => {
    let outcome: CopyState = 'copied';
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // Clipboard access needs a secure context and a user gesture; say so instead of lying.
      outcome = 'failed';
    }
    setState(outcome);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), FEEDBACK_MS);
  }, []);

  return { state, copy };
}
