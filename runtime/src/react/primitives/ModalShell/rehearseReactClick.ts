import type * as ReactModule from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { flushSync } from 'react-dom';
import type { createRoot } from 'react-dom/client';

/**
 * React and its DOM renderer, passed in by the caller: this chunk, loaded on demand, imports
 * nothing, because a chunk on demand that imported React would make the bundler split React
 * out of the first load's chunks into one more chunk of its own.
 */
export interface ReactParts {
  React: typeof ReactModule;
  createRoot: typeof createRoot;
  flushSync: typeof flushSync;
}

type ActivityMode = 'hidden' | 'visible';
type ActivityType = ComponentType<{ mode: ActivityMode; children?: ReactNode }>;

/**
 * The rehearsed tree. Its button's click changes a class, a style and an attribute, moves two
 * keyed children, updates state during a render (the way a component follows a prop), passes
 * a memoised child new props and reveals a hidden part with effects of both kinds (React
 * reconnects them on the reveal): the kinds of work the modal's opening does.
 */
function rehearsalOf({ React }: ReactParts) {
  const h = React.createElement;
  // React's hidden pre-rendering (React 19.2 and later); absent on older React.
  const Activity = (React as unknown as { Activity?: ActivityType }).Activity;
  function Revealed() {
    React.useLayoutEffect(() => undefined, []);
    React.useEffect(() => undefined, []);
    return h('span', null, 'revealed');
  }
  const Label = React.memo(function Label({ text }: { text: string }) {
    return h(
      'span',
      null,
      React.useMemo(() => text.toUpperCase(), [text]),
    );
  });
  return function Rehearsal({
    onFocused,
    onRevealed,
  }: {
    onFocused: () => void;
    onRevealed: () => void;
  }) {
    const [clicked, setClicked] = React.useState(false);
    const [followed, setFollowed] = React.useState(clicked);
    if (followed !== clicked) setFollowed(clicked);
    React.useEffect(() => {
      if (clicked) onRevealed();
    }, [clicked, onRevealed]);
    const keys = clicked ? ['b', 'a'] : ['a', 'b'];
    return h(
      'div',
      { className: clicked ? 'after' : 'before', style: { opacity: clicked ? 1 : 0.5 } },
      h(
        'button',
        {
          type: 'button',
          'aria-pressed': clicked,
          onFocus: onFocused,
          onClick: () => setClicked(true),
        },
        'rehearse',
      ),
      keys.map((key) => h(Label, { key, text: `${key}${followed}` })),
      Activity && h(Activity, { mode: clicked ? 'visible' : 'hidden' }, h(Revealed)),
    );
  };
}

/**
 * React compiles its event handling, its update of DOM properties and its reveal of a hidden
 * part on first use, and the visitor's click on the connect button would be that first use
 * (several milliseconds of compiling in the click). This rehearses one such click once, at
 * idle time: a tree of the kit's own, in a container that is never put into the document, is
 * clicked, updated and unmounted. No host listener can see the click (it never reaches the
 * document), and nothing of it is drawn.
 *
 * Focus moves into the dialog in the same task, so a focus event is rehearsed first, the same
 * way. Resolves once the rehearsal is over: true when React handled the focus and the click and
 * committed the update, false when it could not (it is only ever an optimisation, never an
 * error).
 */
export function rehearseReactClick(parts: ReactParts): Promise<boolean> {
  return new Promise((resolve) => {
    try {
      const container = document.createElement('div');
      const root = parts.createRoot(container);
      const Rehearsal = rehearsalOf(parts);
      let over = false;
      let focused = false;
      const finish = (revealed: boolean) => {
        if (over) return;
        over = true;
        // Not inside the effect that reports the reveal: React refuses to unmount a root
        // while it is committing.
        setTimeout(() => {
          root.unmount();
          resolve(revealed);
        }, 0);
      };
      parts.flushSync(() =>
        root.render(
          parts.React.createElement(Rehearsal, {
            onFocused: () => (focused = true),
            onRevealed: () => finish(focused),
          }),
        ),
      );
      const button = container.querySelector('button');
      // The opening moves focus into the dialog in the click's own task: React's handling of a
      // focus event is rehearsed too.
      button?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      button?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      // A click that changed nothing (it should not happen) still ends the rehearsal.
      setTimeout(() => finish(false), 0);
    } catch {
      resolve(false);
    }
  });
}
