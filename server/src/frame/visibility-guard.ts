/**
 * Whether the approval panel is truly seen: not covered by the host page, not made transparent,
 * transformed or filtered, and on screen. Chromium reports this through IntersectionObserver v2
 * (`trackVisibility` and `entry.isVisible`), which looks through the frame's ancestors in the
 * host page. Where it is missing the guard can tell only on-screen from off-screen, and says so.
 */
export type Visibility = 'visible' | 'hidden';

interface VisibilityGuard {
  /** IntersectionObserver v2 is available: covered and transparent are detected. */
  readonly detectsCovering: boolean;
  stop(): void;
}

interface VisibilityEntry extends IntersectionObserverEntry {
  isVisible?: boolean;
}

export function watchVisibility(
  window: Window & typeof globalThis,
  target: Element,
  onChange: (visibility: Visibility) => void,
): VisibilityGuard {
  const Observer = window.IntersectionObserver;
  const detectsCovering =
    !!Observer && 'isVisible' in (window.IntersectionObserverEntry?.prototype ?? {});
  if (!Observer) {
    // Nothing to watch with: the page's own visibility is all there is.
    const update = () =>
      onChange(window.document.visibilityState === 'visible' ? 'visible' : 'hidden');
    window.document.addEventListener('visibilitychange', update);
    update();
    return {
      detectsCovering,
      stop: () => window.document.removeEventListener('visibilitychange', update),
    };
  }
  const observer = new Observer(
    (entries) => {
      const entry = entries[entries.length - 1] as VisibilityEntry | undefined;
      if (!entry) return;
      const seen = detectsCovering
        ? entry.isVisible === true
        : entry.isIntersecting && entry.intersectionRatio >= 0.99;
      onChange(seen ? 'visible' : 'hidden');
    },
    // trackVisibility needs a delay of at least 100 ms; older browsers ignore both options.
    { threshold: [0, 0.99, 1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
  );
  observer.observe(target);
  return { detectsCovering, stop: () => observer.disconnect() };
}
