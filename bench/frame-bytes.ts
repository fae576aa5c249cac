/**
 * The wallet frame's weight as a browser loads it: the initial JS (main.js and every chunk it
 * imports statically, which the browser fetches before the frame runs) and all of its JS (each
 * chunk fetched on demand: a locale, a request's review, Solana, smart accounts), raw and
 * gzip. Read from a built frame folder (server/dist/frame). `npx tsx bench/frame-bytes.ts`
 * prints it for the current build.
 */
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../scripts/demo/example-app.js';
import { atMost, shown, type Figure } from './figures.js';

export const BUILT_FRAME_DIR = join(REPO_ROOT, 'server', 'dist', 'frame');

export interface Weight {
  files: number;
  raw: number;
  gzip: number;
}

export interface FrameBytes {
  initial: Weight;
  main: Weight;
  total: Weight;
}

// A static import in esbuild's minified output: `import{a as b}from"./x.js"` or `import"./x.js"`.
// A dynamic import (`import("./x.js")`) has a parenthesis and is left out.
const STATIC_IMPORT = /import\s*(?:[\w$*{}\s,]*?from\s*)?["']([^"']+\.js)["']/g;

const weigh = (bodies: Buffer[]): Weight => ({
  files: bodies.length,
  raw: bodies.reduce((sum, body) => sum + body.length, 0),
  gzip: bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
});

/** The frame's files under `dir` and the weights of its initial, main and whole JS. */
export async function frameBytes(dir = BUILT_FRAME_DIR): Promise<FrameBytes> {
  const chunks = (await readdir(join(dir, 'chunks'))).map((name) => `chunks/${name}`);
  const bodies = new Map<string, Buffer>();
  for (const file of ['main.js', ...chunks.filter((name) => name.endsWith('.js'))])
    bodies.set(file, await readFile(join(dir, file)));
  const initial = new Set<string>();
  const visit = (file: string) => {
    if (initial.has(file)) return;
    const body = bodies.get(file);
    if (!body) throw new Error(`the frame's ${file} is missing`);
    initial.add(file);
    for (const [, path] of body.toString('utf8').matchAll(STATIC_IMPORT))
      visit(posix.normalize(posix.join(dirname(file), path!)));
  };
  visit('main.js');
  return {
    initial: weigh([...initial].map((file) => bodies.get(file)!)),
    main: weigh([bodies.get('main.js')!]),
    total: weigh([...bodies.values()]),
  };
}

/** What a browser may fetch before the frame is ready, for a service with eip155 only. */
const INITIAL_TARGET_KIB = 60;

/** The frame's figures for `npm run bench`'s closing table. */
export function frameFigures({ initial, total }: FrameBytes): Figure[] {
  return [
    atMost(
      'wallet frame: initial JS (gzip)',
      initial.gzip / 1024,
      'KiB',
      INITIAL_TARGET_KIB,
      `≤ ${INITIAL_TARGET_KIB} KiB`,
    ),
    shown('wallet frame: all JS, each chunk on demand (gzip)', total.gzip / 1024, 'KiB'),
  ];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function frameBytesLines({ initial, main, total }: FrameBytes): string[] {
  return [
    `wallet frame, initial JS (main.js + ${initial.files - 1} chunks it imports): ${kib(initial.raw)} raw, ${kib(initial.gzip)} gzip`,
    `wallet frame, main.js alone: ${kib(main.raw)} raw, ${kib(main.gzip)} gzip`,
    `wallet frame, all JS (${total.files} files, each chunk on demand): ${kib(total.raw)} raw, ${kib(total.gzip)} gzip`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of frameBytesLines(await frameBytes())) console.log(line);
}
