import { describe, expect, test } from 'vitest';
import { markClientModules } from './mark-client-modules.js';
import { applyTransforms } from './pipeline.js';

async function transform(source: string, path = 'file.tsx'): Promise<string> {
  return (await applyTransforms([{ path, contents: source }], [markClientModules]))[0]!.contents;
}

describe("'use client' on generated client modules", () => {
  test('a file importing React hooks starts with use client, before its header comment', async () => {
    expect(
      await transform(
        "// Generated.\nimport { useState } from 'react';\nexport const a = () => useState(0);\n",
        'a.ts',
      ),
    ).toBe(
      "'use client';\n\n// Generated.\nimport { useState } from 'react';\nexport const a = () => useState(0);\n",
    );
  });

  test('a file importing the kit React layer is a client module', async () => {
    expect(
      await transform(
        "import { KitRoot } from '@wallet-kit/runtime/react';\nexport { KitRoot };\n",
      ),
    ).toMatch(/^'use client';\n/);
  });

  test('a barrel re-exporting the kit React layer is a client module', async () => {
    expect(
      await transform("export { useAccount } from '@wallet-kit/runtime/react';\n", 'index.ts'),
    ).toMatch(/^'use client';\n/);
  });

  test('a file holding JSX is a client module even without a React import', async () => {
    expect(
      await transform("import { Row } from './row';\nexport const A = () => <Row />;\n"),
    ).toMatch(/^'use client';\n/);
  });

  test('a file with type-only React imports and no JSX stays a plain module', async () => {
    const source =
      "import type { ReactNode } from 'react';\nimport type { ResolvedConfig } from '@wallet-kit/runtime';\nexport type A = ReactNode;\n";
    expect(await transform(source, 'types.ts')).toBe(source);
  });

  test('a file without React (config, adapters) stays a plain module', async () => {
    const source =
      "import { combineAdapters } from '@wallet-kit/runtime';\nexport const a = combineAdapters;\n";
    expect(await transform(source, 'adapters.ts')).toBe(source);
  });

  test('a file that already says use client is left as it is', async () => {
    const source = "'use client';\nimport { useState } from 'react';\nexport const s = useState;\n";
    expect(await transform(source, 'a.ts')).toBe(source);
  });
});
