/**
 * The kit's English for what the page shows before the modal's code has come: the connect
 * button. Built into the page's first load, so it holds nothing else. The modal's own words
 * (its shell, the Connect view, connecting, the legal checkbox) are `MODAL_TEXT`
 * (`en-modal.ts`), which loads with the modal's chunk; the words of views loaded on demand
 * are in their own files (`en-<area>.ts`), imported by the components that show them; a
 * view's header title in English is the registry's (`VIEW_HEADS`). Every locale file is a
 * `Messages` of all of them (keys.ts), so a missing or stray key fails the type-check.
 * `{name}` is a placeholder, filled by `t(key, { name })`; a key ending in `.one`/`.other` is
 * a pair chosen by a count (`plural(key, count)`). How to add a string or a locale:
 * docs/locales.md.
 */
export const en = {
  'connectButton.connect': 'Connect Wallet',
  'connectButton.connecting': 'Connecting…',
} as const;
