import { useEffect, useState } from 'react';

/** An image that has not loaded after 2 s is given up on; the placeholder stays. */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000;

export type ImagePreloadState = 'loading' | 'loaded' | 'failed';

/** Loads `url` off-screen; `failed` after an error or the time-out, so a slow host never leaves a blank tile. */
export function useImagePreload(
  url: string | undefined,
  timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS,
): ImagePreloadState {
  const [state, setState] = useState<{ url?: string; value: ImagePreloadState }>({
    value: 'loading',
  });
  useEffect(() => {
    if (!url) return;
    let settled = false;
    const settle = (value: ImagePreloadState) => {
      if (settled) return;
      settled = true;
      setState({ url, value });
    };
    const image = new Image();
    image.onload = () => settle('loaded');
    image.onerror = () => settle('failed');
    image.src = url;
    const timer = setTimeout(() => settle('failed'), timeoutMs);
    return () => {
      settled = true;
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    };
  }, [url, timeoutMs]);
  if (!url) return 'failed';
  return state.url === url ? state.value : 'loading';
}
