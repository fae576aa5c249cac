import { describe, expect, test } from 'vitest';
import { applyTransforms } from './pipeline.js';
import { removeUnusedImports } from './remove-unused-imports.js';

function transform(source: string, path = 'file.tsx'): string {
  return applyTransforms([{ path, contents: source }], [removeUnusedImports])[0]!.contents;
}

describe('remove unused imports', () => {
  test('unused named, default and namespace imports are removed; used ones stay', () => {
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
    expect(transform(source)).toMatchInlineSnapshot(`
      "import { useModal, type ViewName } from '@wallet-kit/runtime/react';
      import { Connect } from './views/Connect';

      export function Modal(props: { view: ViewName }) {
        const { open } = useModal();
        return open ? <Connect view={props.view} /> : null;
      }
      "
    `);
  });

  test('side-effect imports are kept', () => {
    expect(transform("import './theme.css';\nexport const a = 1;\n")).toBe(
      "import './theme.css';\nexport const a = 1;\n",
    );
  });

  test('a name used only as a property key or shadowed inside a function is unused', () => {
    const source = [
      "import { Account, Send } from './views';",
      'export const labels = { Account: 1 };',
      'export function f() { const Send = 2; return Send; }',
      '',
    ].join('\n');
    expect(transform(source, 'file.ts')).not.toContain('import');
  });

  test('imports used across generated files are judged per file', () => {
    const [a, b] = applyTransforms(
      [
        { path: 'a.ts', contents: "import { x } from './b';\nexport const y = x;\n" },
        { path: 'b.ts', contents: "import { y } from './a';\nexport const x = 1;\n" },
      ],
      [removeUnusedImports],
    );
    expect(a!.contents).toContain("import { x } from './b';");
    expect(b!.contents).not.toContain('import');
  });

  test('files that are not TypeScript are left alone', () => {
    const css = "@import 'x.css';\n";
    expect(transform(css, 'theme.css')).toBe(css);
  });
});
