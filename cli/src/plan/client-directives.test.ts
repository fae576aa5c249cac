import { describe, expect, test } from 'vitest';
import type { ResolvedConfig } from '@wallet-kit/schemas';
import { planModule } from './plan.js';
import type { TemplateFile } from './templates.js';
import { resolvedTestConfig } from './testing/test-config.js';

const resolve = (): ResolvedConfig => resolvedTestConfig({ networks: ['eip155:1'] });

/** A file that runs React, a barrel re-exporting the kit's React layer, and a plain module. */
const TEMPLATES: TemplateFile[] = [
  {
    path: 'Button.tsx.hbs',
    source: "import { useState } from 'react';\nexport const Button = () => useState(0);\n",
  },
  { path: 'index.ts.hbs', source: "export { useAccount } from '@wallet-kit/runtime/react';\n" },
  { path: 'config.ts.hbs', source: 'export const config = { projectId: "p" };\n' },
];

const contentsByPath = async (clientDirectives?: boolean) => {
  const options = { templates: TEMPLATES, generatorVersion: '9.9.9' };
  const { files } = await planModule(
    resolve(),
    clientDirectives === undefined ? options : { ...options, clientDirectives },
  );
  return Object.fromEntries(files.map((file) => [file.path, file.contents]));
};

describe("'use client' only for a host that renders server components", () => {
  test("a plan for a host without Next.js has no 'use client' in any file", async () => {
    for (const [path, contents] of Object.entries(await contentsByPath(false))) {
      expect(contents, path).not.toContain('use client');
    }
  });

  test("a plan without the option is a plan for a host without Next.js: no 'use client'", async () => {
    expect(await contentsByPath()).toEqual(await contentsByPath(false));
  });

  test("a plan for a Next.js host starts each file that runs React with 'use client', not the others", async () => {
    const files = await contentsByPath(true);
    expect(files['Button.tsx']).toMatch(/^'use client';\n\nimport \{ useState \} from 'react';/);
    expect(files['index.ts']).toMatch(/^'use client';\n/);
    expect(files['config.ts']).not.toContain('use client');
  });
});
