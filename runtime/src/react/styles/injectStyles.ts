import { useInsertionEffect } from 'react';
import { stylesheet } from './stylesheet.js';

const STYLE_ATTRIBUTE = 'data-wk-styles';

/**
 * Adds the kit's stylesheet to `doc` unless it is there already, so a host needs no CSS
 * import and two kits on one page share one `<style>`. It is never removed: another kit
 * may still use it, and it styles nothing outside `[data-wk]`.
 */
export function injectStyles(doc: Document): void {
  if (doc.head.querySelector(`style[${STYLE_ATTRIBUTE}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ATTRIBUTE, '');
  style.textContent = stylesheet;
  // First in <head>: a host stylesheet loaded later still cannot win, its selectors are
  // less specific; and a host that wants to override a rule on purpose can.
  doc.head.prepend(style);
}

/** Injects the stylesheet before the first paint of any component using the kit's styles. */
export function useInjectedStyles(): void {
  useInsertionEffect(() => {
    if (typeof document !== 'undefined') injectStyles(document);
  }, []);
}
