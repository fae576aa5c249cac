import { motionSheet } from './motion.css.js';
import { resetSheet } from './reset.css.js';
import type { KitSheet } from './sheet.js';

/** Every component's rules build on these: they go in first, before any component's sheet. */
const BASE_SHEETS: readonly KitSheet[] = [resetSheet, motionSheet];

/** Marks a fallback `<style>` element with the name of the sheet it holds. */
export const STYLE_ATTRIBUTE = 'data-wk-styles';

/**
 * Where a document keeps the constructed sheets, by name. A registered symbol, so two kits on
 * one page share the sheets even when the page bundles two copies of the runtime.
 */
const CONSTRUCTED = Symbol.for('wallet-kit.constructed-sheets');

type DocumentWithSheets = Document & { [CONSTRUCTED]?: Map<string, CSSStyleSheet> };

/**
 * Adds the base sheets and `sheets` to `doc`, each at most once per document. The kit needs no
 * CSS import from the host and works under a Content-Security-Policy without 'unsafe-inline':
 * where the browser has constructable stylesheets, the sheets are adopted (`adoptedStyleSheets`,
 * which a style-src policy does not govern); elsewhere each goes in a `<style>` element carrying
 * the page's CSP nonce when the page publishes one (see `cspNonce`). A sheet is never removed:
 * another kit may still use it, and it styles nothing outside `[data-wk]`.
 * docs/decisions.md explains the choice.
 */
export function adoptStyles(doc: Document, sheets: readonly KitSheet[]): void {
  const all = [...BASE_SHEETS, ...sheets];
  if (canConstructSheets(doc)) adoptConstructed(doc as DocumentWithSheets, all);
  else for (const sheet of all) insertStyleElement(doc, sheet);
}

function canConstructSheets(doc: Document): boolean {
  const Sheet = doc.defaultView?.CSSStyleSheet;
  return (
    Array.isArray(doc.adoptedStyleSheets) &&
    typeof Sheet === 'function' &&
    typeof Sheet.prototype.replaceSync === 'function'
  );
}

function adoptConstructed(doc: DocumentWithSheets, sheets: readonly KitSheet[]): void {
  const constructed = (doc[CONSTRUCTED] ??= new Map());
  const adopted = doc.adoptedStyleSheets;
  const missing: CSSStyleSheet[] = [];
  for (const sheet of sheets) {
    let css = constructed.get(sheet.name);
    if (!css) {
      // A sheet must be constructed by the window of the document that adopts it.
      css = new doc.defaultView!.CSSStyleSheet();
      css.replaceSync(sheet.css);
      constructed.set(sheet.name, css);
    }
    // Checked against the live list, so a host that replaced the list gets the sheet back.
    if (!adopted.includes(css) && !missing.includes(css)) missing.push(css);
  }
  if (missing.length > 0) doc.adoptedStyleSheets = [...adopted, ...missing];
}

function insertStyleElement(doc: Document, sheet: KitSheet): void {
  const present = doc.head.querySelectorAll(`style[${STYLE_ATTRIBUTE}]`);
  if (Array.from(present).some((element) => element.getAttribute(STYLE_ATTRIBUTE) === sheet.name))
    return;
  const style = doc.createElement('style');
  style.setAttribute(STYLE_ATTRIBUTE, sheet.name);
  const nonce = cspNonce(doc);
  if (nonce) style.nonce = nonce;
  style.textContent = sheet.css;
  // The kit's sheets stay together at the start of <head>, in the order they were added (the
  // base first): a host stylesheet loaded later cannot win, its selectors are less specific,
  // and a host that overrides a rule on purpose with an equal selector can.
  const last = present[present.length - 1];
  if (last) last.after(style);
  else doc.head.prepend(style);
}

/**
 * The nonce a page's Content-Security-Policy allows for styles, where the page publishes it the
 * way Vite (`html.cspNonce`) does, `<meta property="csp-nonce" nonce="…">`, or as
 * `<meta name="csp-nonce" content="…">`. Read from the `nonce` property: browsers hide the
 * attribute's value once the page has loaded.
 */
export function cspNonce(doc: Document): string | undefined {
  const vite = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const named = doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]');
  return vite?.nonce || vite?.getAttribute('nonce') || named?.content || undefined;
}
