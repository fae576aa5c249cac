import { cp, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';

const templatesSource = fileURLToPath(new URL('../templates', import.meta.url));
const templatesTarget = fileURLToPath(new URL('./dist/templates', import.meta.url));

export default defineConfig({
  entry: { index: 'src/index.ts', bin: 'src/bin.ts' },
  format: ['esm'],
  dts: { entry: { index: 'src/index.ts' } },
  clean: true,
  sourcemap: true,
  target: 'node20',
  platform: 'node',
  // The config's schemas and zod are bundled: loaded from node_modules, zod alone is some 270
  // module files, and resolving and reading them was a quarter of a `generate --check`.
  noExternal: ['@wallet-kit/schemas', 'zod'],
  // The published CLI carries its templates; at run time they are found next to the bundle.
  async onSuccess() {
    await cp(templatesSource, templatesTarget, {
      recursive: true,
      filter: async (source) => (await stat(source)).isDirectory() || source.endsWith('.hbs'),
    });
  },
});
