import { describe, expect, test } from 'vitest';
import { applyTransforms } from './pipeline.js';
import { removeUnusedImports } from './remove-unused-imports.js';

async function transform(source: string, path = 'file.tsx'): Promise<string> {
  return (await applyTransforms([{ path, contents: source }], [removeUnusedImports]))[0]!.contents;
}

describe('remove unused imports', async () => {
  test('unused named, default and namespace imports are removed; used ones stay', async () => {
    const source = [
      "import React, * as Everything from 'react';",
      "import { useAccount, useModal, type ViewName } from '@wallet-kit/runtime/react';",
      "import { Connect } from './views/Connect';",
      "import { Networks } from './views/Networks';",
      '',
      'export function Modal(props: { view: ViewName }) {',
      '  const { open } = useModal();',
      '  return open ? <Connect view={props.view} /> : null;',
      '}',
      '',
    ].join('\n');
    expect(await transform(source)).toMatchInlineSnapshot(`
      "import { useModal, type ViewName } from '@wallet-kit/runtime/react';
      import { Connect } from './views/Connect';

      export function Modal(props: { view: ViewName }) {
        const { open } = useModal();
        return open ? <Connect view={props.view} /> : null;
      }
      "
    `);
  });

  test('side-effect imports are kept', async () => {
    expect(await transform("import './theme.css';\nexport const a = 1;\n")).toBe(
      "import './theme.css';\nexport const a = 1;\n",
    );
  });

  test('a name used only as a property key or shadowed inside a function is unused', async () => {
    const source = [
      "import { Account, Send } from './views';",
      'export const labels = { Account: 1 };',
      'export function f() { const Send = 2; return Send; }',
      '',
    ].join('\n');
    expect(await transform(source, 'file.ts')).not.toContain('import');
  });

  test('imports used across generated files are judged per file', async () => {
    const [a, b] = await applyTransforms(
      [
        { path: 'a.ts', contents: "import { x } from './b';\nexport const y = x;\n" },
        { path: 'b.ts', contents: "import { y } from './a';\nexport const x = 1;\n" },
      ],
      [removeUnusedImports],
    );
    expect(a!.contents).toContain("import { x } from './b';");
    expect(b!.contents).not.toContain('import');
  });

  test('uses as a type, in typeof, a JSX tag, a member tag, a default value or an export are kept', async () => {
    const source = [
      "import { A, B, C, D, E, F, G } from './x';",
      'type T = A<string>;',
      'const t: typeof B = 1;',
      'export const el = <><C /><D.Item /></>;',
      'export function f(value = E) { return [value, t] as T[]; }',
      'export { F };',
      'export const g = { [G]: 1 };',
      '',
    ].join('\n');
    expect(await transform(source)).toContain("import { A, B, C, D, E, F, G } from './x';");
  });

  test('a local value hides an imported name from values but not from types', async () => {
    const source = [
      "import { Send, type Props, Other } from './x';",
      'export function f(): Props { const Send = 1; const Other = 2; return { Send, Other } as Props; }',
      'export type Kind = Send;',
      '',
    ].join('\n');
    expect(await transform(source, 'file.ts')).toContain("import { Send, type Props } from './x';");
  });

  test('lower-case JSX tags and object keys are not uses of an import', async () => {
    const source = [
      "import { div, label } from './x';",
      'export const el = <div />;',
      'export const o = { label: 1 }, p = o.label;',
      '',
    ].join('\n');
    expect(await transform(source)).not.toContain('import');
  });

  test('import attributes and type-only imports survive a rewrite', async () => {
    const source = [
      "import type { A, B } from './x';",
      "import data, { unused } from './d.json' with { type: 'json' };",
      'export type T = A;',
      'export const d = data;',
      '',
    ].join('\n');
    expect(await transform(source, 'file.ts')).toBe(
      [
        "import type { A } from './x';",
        "import data from './d.json' with { type: 'json' };",
        'export type T = A;',
        'export const d = data;',
        '',
      ].join('\n'),
    );
  });

  test('files that are not TypeScript are left alone', async () => {
    const css = "@import 'x.css';\n";
    expect(await transform(css, 'theme.css')).toBe(css);
  });
});
