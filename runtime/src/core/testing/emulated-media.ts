/**
 * A `matchMedia` for jsdom (which has none) whose answers a test changes while the page runs:
 * the system colour scheme and reduced motion, with `change` events sent to the lists whose
 * answer changed, as a browser does when the visitor switches their system to dark.
 */
interface EmulatedMedia {
  setColorScheme(scheme: 'dark' | 'light'): void;
  /** How many `change` listeners are attached now (to check that unmounting removes them). */
  listenerCount(): number;
}

export function emulateMedia(
  initial: { colorScheme?: 'dark' | 'light'; reducedMotion?: boolean } = {},
): EmulatedMedia {
  const state = {
    colorScheme: initial.colorScheme ?? 'light',
    reducedMotion: initial.reducedMotion ?? false,
  };
  const lists: { list: MediaQueryList; listeners: Set<(event: MediaQueryListEvent) => void> }[] =
    [];
  const answer = (query: string) =>
    (query.includes('prefers-color-scheme: dark') && state.colorScheme === 'dark') ||
    (query.includes('prefers-color-scheme: light') && state.colorScheme === 'light') ||
    (query.includes('prefers-reduced-motion: reduce') && state.reducedMotion);
  window.matchMedia = (query: string) => {
    const listeners = new Set<(event: MediaQueryListEvent) => void>();
    const list = {
      get matches() {
        return answer(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      addListener: (listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
      removeListener: (listener: (event: MediaQueryListEvent) => void) =>
        listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
    lists.push({ list, listeners });
    return list;
  };
  return {
    setColorScheme(scheme) {
      const before = lists.map(({ list }) => list.matches);
      state.colorScheme = scheme;
      lists.forEach(({ list, listeners }, index) => {
        if (list.matches === before[index]) return;
        const event = { matches: list.matches, media: list.media } as MediaQueryListEvent;
        for (const listener of [...listeners]) listener(event);
      });
    },
    listenerCount: () => lists.reduce((sum, { listeners }) => sum + listeners.size, 0),
  };
}
