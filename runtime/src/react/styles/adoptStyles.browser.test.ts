/**
 * Constructable stylesheets in a real Chromium (jsdom has none): the kit's sheets are adopted
 * once per document, even by two copies of the runtime on one page, the base sheets first, and
 * the page's own adopted sheets are kept.
 */
import { existsSync } from 'node:fs';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const CHROMIUM = '/usr/bin/chromium';

/** One copy of the runtime's `adoptStyles` and two component sheets, as `window[global]`. */
async function bundledCopy(global: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        export { adoptStyles } from './adoptStyles.js';
        export { buttonSheet } from '../primitives/Button/Button.css.js';
        export { textSheet } from '../primitives/Text/Text.css.js';`,
      resolveDir: import.meta.dirname,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    globalName: global,
    platform: 'browser',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

let browser: Browser;
let page: Page;
let copies: string[];
beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: run node scripts/ensure-chromium.mjs`);
  copies = await Promise.all([bundledCopy('kitOne'), bundledCopy('kitTwo')]);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  page = await browser.newPage();
}, 30_000);
afterAll(async () => {
  await browser?.close();
});
beforeEach(async () => {
  await page.setContent('<!doctype html><html><head></head><body></body></html>');
  for (const copy of copies) await page.addScriptTag({ content: copy });
});

/** The head of each adopted sheet's first rule (a selector, or `@keyframes name`). */
const adoptedSheets = () =>
  page.evaluate(() =>
    document.adoptedStyleSheets.map((sheet) => sheet.cssRules[0]!.cssText.split('{')[0]!.trim()),
  );

type Kit = { adoptStyles(doc: Document, sheets: unknown[]): void; buttonSheet: unknown };

describe('constructable stylesheets', () => {
  it('two copies of the runtime on one page adopt each sheet once, the base sheets first', async () => {
    await page.evaluate(() => {
      const w = window as unknown as { kitOne: Kit; kitTwo: Kit };
      w.kitOne.adoptStyles(document, [w.kitOne.buttonSheet]);
      w.kitTwo.adoptStyles(document, [w.kitTwo.buttonSheet]);
      w.kitOne.adoptStyles(document, [w.kitOne.buttonSheet]);
    });
    const sheets = await adoptedSheets();
    expect(sheets).toHaveLength(3);
    expect(sheets).toEqual(['[data-wk]', '@keyframes wk-view-in', '[data-wk] .wk-button']);
    expect(await page.locator('style').count()).toBe(0);
  });

  it("keep the page's own adopted sheets, and come back when the page replaces the list", async () => {
    await page.evaluate(() => {
      const w = window as unknown as { kitOne: Kit };
      const host = new CSSStyleSheet();
      host.replaceSync('.host { color: red; }');
      document.adoptedStyleSheets = [host];
      w.kitOne.adoptStyles(document, [w.kitOne.buttonSheet]);
      document.adoptedStyleSheets = [host];
      w.kitOne.adoptStyles(document, [w.kitOne.buttonSheet]);
    });
    expect(await adoptedSheets()).toEqual([
      '.host',
      '[data-wk]',
      '@keyframes wk-view-in',
      '[data-wk] .wk-button',
    ]);
  });
});
