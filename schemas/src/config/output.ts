import { z } from 'zod';
import { strictObject } from '../shared/strict-object.js';
import { DEFAULT_OUTPUT_DIR } from './defaults.js';

/**
 * Where the generated module goes, relative to the config file. It must stay
 * inside the project: the CLI writes and deletes files there.
 */
const outputDirSchema = z
  .string({ error: 'Expected a relative folder path' })
  .trim()
  .transform((dir) =>
    dir
      .replace(/\\/g, '/')
      .replace(/^(\.\/)+/, '')
      .replace(/\/+$/, ''),
  )
  .check((ctx) => {
    const dir = ctx.value;
    const issue = (message: string) => ctx.issues.push({ code: 'custom', message, input: dir });
    if (dir === '' || dir === '.')
      issue('Must name a folder inside the project, e.g. "src/wallet-kit"');
    else if (dir.startsWith('/') || /^[a-z]:/i.test(dir))
      issue('Must be a relative path, e.g. "src/wallet-kit"');
    else if (dir.split('/').includes('..'))
      issue('Must not contain ".." (stay inside the project)');
  });

export const outputSchema = strictObject({
  dir: outputDirSchema.default(DEFAULT_OUTPUT_DIR),
}).prefault({});
