import { describe, expect, it } from 'vitest';
import { minifyCss, minifyCssLiterals } from './minify-css-literals.js';

describe('the stylesheets ship without the whitespace and comments CSS does not need', () => {
  it('comments are dropped and whitespace next to braces, semicolons, commas and colons goes', () => {
    const css = `
/* Why the overlay covers the page. */
[data-wk] .wk-overlay {
  position: fixed;
  box-shadow: 0 12px 48px rgba(0, 0, 0, 0.24), 0 2px 8px rgba(0, 0, 0, 0.12);
}
@media (prefers-reduced-motion: reduce) {
  [data-wk] .wk-overlay { animation: none; }
}
`;
    expect(minifyCss(css)).toBe(
      '[data-wk] .wk-overlay{position:fixed;box-shadow:0 12px 48px rgba(0,0,0,0.24),0 2px 8px rgba(0,0,0,0.12)}' +
        '@media (prefers-reduced-motion:reduce){[data-wk] .wk-overlay{animation:none}}',
    );
  });

  it('interpolations are kept as written, with the spaces that separate them from the text', () => {
    const css = '\n  border: 1px solid ${vars.border};\n  radius: calc(${vars.radius} * 7);\n';
    expect(minifyCss(css)).toBe('border:1px solid ${vars.border};radius:calc(${vars.radius} * 7);');
  });

  it('descendant selectors and empty strings keep their meaning', () => {
    expect(minifyCss("[data-wk] .a  .b::before {\n  content: '';\n}")).toBe(
      "[data-wk] .a .b::before{content:''}",
    );
  });

  it('only literals marked as CSS are touched in a source file', () => {
    const source = [
      'const label = `a  {  b }`;',
      'export const sheet = { name: "X", css: /* css */ `',
      '  [data-wk] .x {',
      '    color: red;',
      '  }',
      '` };',
    ].join('\n');
    expect(minifyCssLiterals(source)).toBe(
      'const label = `a  {  b }`;\nexport const sheet = { name: "X", css: /* css */ `[data-wk] .x{color:red}` };',
    );
  });
});
