/**
 * Style isolation, checked where it matters: a real Chromium computes the cascade. A hostile
 * host page (global `*`, `button`, `img` and list rules) and the kit share one document; the
 * kit must look like itself and the host must look like itself.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestKit } from '../../core/testing/test-support.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { Button } from '../primitives/Button/Button.js';
import { KitRoot } from '../primitives/KitRoot/KitRoot.js';
import { List } from '../primitives/List/List.js';
import { Text } from '../primitives/Text/Text.js';
import { WalletListItem } from '../primitives/WalletListItem/WalletListItem.js';
import { badgeSheet } from '../primitives/Badge/Badge.css.js';
import { buttonSheet } from '../primitives/Button/Button.css.js';
import { kitRootSheet } from '../primitives/KitRoot/KitRoot.css.js';
import { listSheet } from '../primitives/List/List.css.js';
import { listItemSheet } from '../primitives/List/ListItem.css.js';
import { placeholderImageSheet } from '../primitives/PlaceholderImage/PlaceholderImage.css.js';
import { textSheet } from '../primitives/Text/Text.css.js';
import { walletImageSheet } from '../primitives/WalletImage/WalletImage.css.js';
import { motionSheet } from './motion.css.js';
import { resetSheet } from './reset.css.js';

const CHROMIUM = '/usr/bin/chromium';

const HOSTILE_HOST_CSS = `
  * { color: rgb(255, 0, 0); font-family: "Courier New", monospace; line-height: 3; letter-spacing: 2px; }
  body { font-size: 30px; }
  button { background: rgb(255, 255, 0); border: 3px solid green; padding: 20px; text-transform: uppercase; width: 300px; }
  ul, li { list-style: disc; margin: 10px; padding: 10px; }
`;

/** The sheets of what kitMarkup renders, in the order the kit adds them (the base first). */
const KIT_CSS = [
  resetSheet,
  motionSheet,
  kitRootSheet,
  textSheet,
  buttonSheet,
  listSheet,
  listItemSheet,
  walletImageSheet,
  placeholderImageSheet,
  badgeSheet,
]
  .map((sheet) => sheet.css)
  .join('\n');

function kitMarkup(): string {
  const { kit } = createTestKit();
  return renderToStaticMarkup(
    <WalletKitProviderBase kit={kit}>
      <KitRoot variant="portal">
        <Text data-testid="kit-text">Kit text</Text>
        <Button data-testid="kit-button">Connect Wallet</Button>
        <List>
          <li data-testid="kit-li">
            <WalletListItem data-testid="kit-wallet" name="Alpha" badge="Installed" />
          </li>
        </List>
      </KitRoot>
    </WalletKitProviderBase>,
  );
}

let browser: Browser;
let page: Page;
beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`${CHROMIUM} is missing: run node scripts/ensure-chromium.mjs`);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  page = await browser.newPage();
  await page.setContent(`<!doctype html><html><head>
    <style data-wk-styles>${KIT_CSS}</style>
    <style>${HOSTILE_HOST_CSS}</style>
  </head><body>
    <p data-testid="host-text">Host text</p>
    <button data-testid="host-button">Host button</button>
    ${kitMarkup()}
  </body></html>`);
}, 30_000);
afterAll(async () => {
  await browser?.close();
});

const computed = (testId: string, properties: string[]) =>
  page.getByTestId(testId).evaluate((element, names) => {
    const style = getComputedStyle(element);
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, properties);

describe('kit styles in a real browser', () => {
  it('do not inherit the host page font, colour, line-height or letter-spacing', async () => {
    const text = await computed('kit-text', [
      'color',
      'font-family',
      'font-size',
      'line-height',
      'letter-spacing',
    ]);
    expect(text).toEqual({
      color: 'rgb(228, 231, 231)',
      'font-family': 'system-ui, sans-serif',
      'font-size': '14px',
      'line-height': '19.6px',
      'letter-spacing': 'normal',
    });
  });

  it('are not overridden by the host global button, * and list rules', async () => {
    const button = await computed('kit-button', [
      'background-color',
      'color',
      'border-top-width',
      'padding-top',
      'text-transform',
      'width',
    ]);
    expect(button['background-color']).toBe('rgb(51, 150, 255)');
    expect(button['color']).toBe('rgb(20, 20, 20)');
    expect(button['border-top-width']).toBe('1px');
    expect(button['padding-top']).toBe('0px');
    expect(button['text-transform']).toBe('none');
    expect(button['width']).not.toBe('300px');
    const item = await computed('kit-li', ['list-style-type', 'margin-top', 'padding-top']);
    expect(item).toEqual({ 'list-style-type': 'none', 'margin-top': '0px', 'padding-top': '0px' });
  });

  it('do not leak into the host page', async () => {
    const hostButton = await computed('host-button', [
      'background-color',
      'font-family',
      'text-transform',
    ]);
    expect(hostButton).toEqual({
      'background-color': 'rgb(255, 255, 0)',
      'font-family': '"Courier New", monospace',
      'text-transform': 'uppercase',
    });
    const hostText = await computed('host-text', ['color', 'line-height']);
    expect(hostText).toEqual({ color: 'rgb(255, 0, 0)', 'line-height': '90px' });
  });
});
