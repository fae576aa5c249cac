/**
 * The server package runs outside a browser: no file may import React or touch the page's
 * globals. (The DOM library is also left out of its tsconfig, so the type check fails too.)
 * The one exception is `frame/`, the embedded-wallet frame's browser script that the wallet
 * service serves; it has its own tsconfig with the DOM library, and it never imports React.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const THIS_FILE = fileURLToPath(import.meta.url);
const FRAME_DIR = join(SRC, 'frame');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return path === FRAME_DIR ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|js)$/.test(entry.name) && path !== THIS_FILE ? [path] : [];
  });
}

/** Comments say what a rule is about; only code counts. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/**
 * Text the server sends (a page's words, a small script a page it serves runs) is not server
 * code: a string may say "window"; code may not use one.
 */
const withoutStrings = (text: string) =>
  text.replace(/'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, "''");

const REACT_IMPORT = /(?:from\s*|import\s*\(?\s*|require\(\s*)['"](react|react-dom)(\/[^'"]*)?['"]/;
const PAGE_GLOBAL = /\b(window|document)\b/;

describe('server layering', () => {
  const files = sourceFiles(SRC);

  it('finds the server sources', () => {
    expect(files.map((file) => relative(SRC, file))).toContain('verify.ts');
  });

  it('no server file imports react or react-dom', () => {
    const offenders = files.filter((file) => REACT_IMPORT.test(readFileSync(file, 'utf8')));
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('no server file uses window or document', () => {
    const offenders = files.filter((file) =>
      PAGE_GLOBAL.test(withoutStrings(withoutComments(readFileSync(file, 'utf8')))),
    );
    expect(offenders.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('the checks catch an offending line', () => {
    expect(REACT_IMPORT.test("import { useState } from 'react';")).toBe(true);
    expect(REACT_IMPORT.test("import { createRoot } from 'react-dom/client';")).toBe(true);
    expect(PAGE_GLOBAL.test(withoutComments('const host = window.location.host;'))).toBe(true);
    expect(PAGE_GLOBAL.test(withoutComments('// no document here'))).toBe(false);
    expect(PAGE_GLOBAL.test(withoutStrings("const text = 'Close this window';"))).toBe(false);
    expect(PAGE_GLOBAL.test(withoutStrings("const x = 'a'; window.close();"))).toBe(true);
  });
});
