// @vitest-environment jsdom
/**
 * The kit's sheets in a document without constructable stylesheets (jsdom has none): each goes
 * in a `<style data-wk-styles="…">`, added when a component that needs it renders.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { connector, createTestKit, ScriptedAdapter } from '../../core/testing/test-support.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { KitRoot } from '../primitives/KitRoot/KitRoot.js';
import {
  loadGeneratedModule,
  mountHostPage,
  type GeneratedModule,
} from '../testing/generatedKit.js';
import { SendForm } from '../wallet/SendForm.js';
import { adoptStyles } from './adoptStyles.js';
import { resetSheet } from './reset.css.js';

const styleElements = () =>
  Array.from(document.head.querySelectorAll<HTMLStyleElement>('style[data-wk-styles]'));
const sheetNames = () => styleElements().map((element) => element.dataset.wkStyles);

let generated: GeneratedModule;
beforeAll(async () => {
  generated = await loadGeneratedModule(['Connect', 'ConnectingExternal', 'Account', 'Send']);
});
afterAll(() => generated.rendered.remove());
afterEach(() => {
  cleanup();
  styleElements().forEach((element) => element.remove());
  document.head.querySelectorAll('meta').forEach((element) => element.remove());
});

/** A host page with a started kit; `openConnectView` clicks its connect button. */
async function mountStartedKit() {
  const adapter = new ScriptedAdapter('eip155', {
    connectors: [connector({ id: 'alpha', name: 'Alpha' })],
  });
  const { kit } = createTestKit({ adapters: [adapter] });
  await kit.start();
  mountHostPage(kit, generated);
}

async function openConnectView() {
  await mountStartedKit();
  await userEvent.setup().click(screen.getByTestId('wk-connect-button'));
  await screen.findByTestId('wk-wallet-alpha');
}

/** Every selector of every style rule, including those nested in @media. */
function selectorsOf(rules: CSSRuleList): string[] {
  return Array.from(rules).flatMap((rule) => {
    if (rule instanceof CSSStyleRule) return rule.selectorText.split(',').map((s) => s.trim());
    if (rule instanceof CSSMediaRule) return selectorsOf(rule.cssRules);
    return [];
  });
}

describe('component styles', () => {
  it('rendering the Connect view adds the rules of what it shows and not those of Send', async () => {
    await openConnectView();
    const names = sheetNames();
    expect(names).toEqual(expect.arrayContaining(['reset', 'motion', 'ModalShell', 'ListItem']));
    expect(names).not.toContain('SendForm');
    const css = styleElements()
      .map((element) => element.textContent)
      .join('\n');
    expect(css).toContain('.wk-list-item');
    expect(css).not.toContain('.wk-review-list');
  });

  it("rendering Send's form adds its rules", () => {
    const { kit } = createTestKit();
    render(
      <WalletKitProviderBase kit={kit}>
        <KitRoot variant="block">
          <SendForm />
        </KitRoot>
      </WalletKitProviderBase>,
    );
    expect(sheetNames()).toContain('SendForm');
    expect(styleElements().find((e) => e.dataset.wkStyles === 'SendForm')?.textContent).toContain(
      '.wk-review-list',
    );
  });

  it('are added once per document, however many kits and instances render them', async () => {
    await mountStartedKit();
    await mountStartedKit();
    const user = userEvent.setup();
    for (const button of screen.getAllByTestId('wk-connect-button')) await user.click(button);
    expect(screen.getAllByTestId('wk-wallet-alpha').length).toBeGreaterThan(1);
    const names = sheetNames();
    expect(names.length).toBeGreaterThan(5);
    expect(new Set(names).size).toBe(names.length);
  });

  it('start with the reset and the shared motion, so every component rule follows them', async () => {
    await openConnectView();
    expect(sheetNames().slice(0, 2)).toEqual(['reset', 'motion']);
    expect(document.head.firstElementChild).toBe(styleElements()[0]);
  });

  it("carry the nonce a page publishes for its Content-Security-Policy (Vite's meta)", () => {
    const meta = document.createElement('meta');
    meta.setAttribute('property', 'csp-nonce');
    meta.nonce = 'r4nd0m';
    document.head.append(meta);
    adoptStyles(document, []);
    expect(styleElements().map((element) => element.nonce)).toEqual(['r4nd0m', 'r4nd0m']);
  });

  it('carry the nonce of a <meta name="csp-nonce" content>', () => {
    const meta = document.createElement('meta');
    meta.name = 'csp-nonce';
    meta.content = 'n0nce';
    document.head.append(meta);
    adoptStyles(document, []);
    expect(styleElements()[0]?.nonce).toBe('n0nce');
  });

  it('scope every selector under [data-wk], so nothing leaks into the host page', async () => {
    await openConnectView();
    const selectors = styleElements().flatMap((element) => selectorsOf(element.sheet!.cssRules));
    expect(selectors.length).toBeGreaterThan(50);
    for (const selector of selectors) expect(selector).toMatch(/^\[data-wk\]/);
  });

  it('prefix every keyframes name with wk-, so no host animation is replaced', async () => {
    await openConnectView();
    // jsdom has no CSSKeyframesRule constructor; 7 is CSSRule.KEYFRAMES_RULE.
    const keyframes = styleElements()
      .flatMap((element) => Array.from(element.sheet!.cssRules))
      .filter((rule) => rule.type === 7) as CSSKeyframesRule[];
    expect(keyframes.length).toBeGreaterThan(0);
    for (const rule of keyframes) expect(rule.name).toMatch(/^wk-/);
  });

  it('reset every inherited property on the kit root, so the host fonts and colours stop there', () => {
    adoptStyles(document, [resetSheet]);
    const root = Array.from(styleElements()[0]!.sheet!.cssRules).find(
      (rule): rule is CSSStyleRule =>
        rule instanceof CSSStyleRule && rule.selectorText === '[data-wk]',
    );
    expect(root?.style.getPropertyValue('all')).toBe('initial');
    expect(root?.style.getPropertyValue('font-family')).toBe('var(--wk-font-family)');
    expect(root?.style.getPropertyValue('color')).toBe('var(--wk-foreground)');
  });

  it('a kit root carries the theme variables and mode', () => {
    const { kit } = createTestKit();
    const { container } = render(
      <WalletKitProviderBase kit={kit}>
        <KitRoot variant="inline">x</KitRoot>
      </WalletKitProviderBase>,
    );
    const root = container.querySelector<HTMLElement>('[data-wk]')!;
    expect(root.dataset.wkTheme).toBe('dark');
    expect(root.style.getPropertyValue('--wk-accent')).toBe('#3396ff');
    expect(root.style.getPropertyValue('--wk-modal-width')).toBe('360px');
    expect(root.style.getPropertyValue('--wk-z-index')).toBe('999');
  });

  it('text on the default accent is dark, the colour that passes WCAG AA on #3396ff', () => {
    const { kit } = createTestKit();
    const { container } = render(
      <WalletKitProviderBase kit={kit}>
        <KitRoot variant="inline">x</KitRoot>
      </WalletKitProviderBase>,
    );
    const root = container.querySelector<HTMLElement>('[data-wk]')!;
    expect(root.style.getPropertyValue('--wk-accent-foreground')).toBe('#141414');
  });
});
