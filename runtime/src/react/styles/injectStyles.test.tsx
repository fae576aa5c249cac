// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestKit } from '../../core/test-support.js';
import { WalletKitProviderBase } from '../context/WalletKitContext.js';
import { KitRoot } from '../primitives/KitRoot/KitRoot.js';
import { injectStyles } from './injectStyles.js';
import { stylesheet } from './stylesheet.js';

const styleElements = () => document.head.querySelectorAll('style[data-wk-styles]');

afterEach(() => {
  cleanup();
  styleElements().forEach((element) => element.remove());
});

/** Every selector of every style rule, including those nested in @media. */
function selectorsOf(rules: CSSRuleList): string[] {
  return Array.from(rules).flatMap((rule) => {
    if (rule instanceof CSSStyleRule) return rule.selectorText.split(',').map((s) => s.trim());
    if (rule instanceof CSSMediaRule) return selectorsOf(rule.cssRules);
    return [];
  });
}

function parsedSheet(): CSSStyleSheet {
  injectStyles(document);
  const element = styleElements()[0] as HTMLStyleElement;
  return element.sheet!;
}

describe('kit styles', () => {
  it('are injected once per document, however many kits render', () => {
    const first = createTestKit().kit;
    const second = createTestKit().kit;
    render(
      <>
        <WalletKitProviderBase kit={first}>
          <KitRoot variant="inline">one</KitRoot>
          <KitRoot variant="portal">two</KitRoot>
        </WalletKitProviderBase>
        <WalletKitProviderBase kit={second}>
          <KitRoot variant="inline">three</KitRoot>
        </WalletKitProviderBase>
      </>,
    );
    expect(styleElements()).toHaveLength(1);
    expect(styleElements()[0]!.textContent).toBe(stylesheet);
  });

  it('scope every selector under [data-wk], so nothing leaks into the host page', () => {
    const selectors = selectorsOf(parsedSheet().cssRules);
    expect(selectors.length).toBeGreaterThan(50);
    for (const selector of selectors) expect(selector).toMatch(/^\[data-wk\]/);
  });

  it('prefix every keyframes name with wk-, so no host animation is replaced', () => {
    // jsdom has no CSSKeyframesRule constructor; 7 is CSSRule.KEYFRAMES_RULE.
    const keyframes = Array.from(parsedSheet().cssRules).filter(
      (rule) => rule.type === 7,
    ) as CSSKeyframesRule[];
    expect(keyframes.length).toBeGreaterThan(0);
    for (const rule of keyframes) expect(rule.name).toMatch(/^wk-/);
  });

  it('reset every inherited property on the kit root, so the host fonts and colours stop there', () => {
    const root = Array.from(parsedSheet().cssRules).find(
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
