/**
 * A component adds the sheets of every class it renders (the folder of one component counts as
 * one: ModalShell adds the sheet of its header and body). Sheets are added only by the components
 * that render, so a component that used a class from a sheet it does not add would be unstyled
 * wherever it appears without the sheet's owner. Read from the source.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const REACT_DIR = join(import.meta.dirname, '..');
/** The reset and the shared motion go in with every sheet (adoptStyles). */
const BASE_SHEETS = ['resetSheet', 'motionSheet'];

const sourceFiles = (readdirSync(REACT_DIR, { recursive: true }) as string[])
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => ({ file, source: readFileSync(join(REACT_DIR, file), 'utf8') }));

/** Every kit class a sheet's rules mention, with the sheets that mention it. */
function sheetsByClass(): Map<string, Set<string>> {
  const byClass = new Map<string, Set<string>>();
  for (const { file, source } of sourceFiles.filter(({ file }) => file.endsWith('.css.ts'))) {
    const sheet = /export const (\w+): KitSheet/.exec(source)?.[1];
    if (!sheet) throw new Error(`${file} exports no KitSheet`);
    for (const [, name] of source.matchAll(/\.(wk-[a-z0-9-]+)/g)) {
      byClass.set(name!, (byClass.get(name!) ?? new Set()).add(sheet));
    }
  }
  return byClass;
}

/** The kit classes a component file renders, from its `className` attributes. */
function classesRendered(source: string): string[] {
  const attributes = source.matchAll(/className=(?:"([^"]*)"|\{([^}]*)\})/g);
  return [...attributes].flatMap(([, literal, expression]) =>
    [...(literal ?? expression ?? '').matchAll(/wk-[a-z0-9-]+/g)].map(([name]) => name),
  );
}

/** A folder of one component and its parts, such as `primitives/ModalShell/ModalShell.tsx`. */
function isComponentFolder(folder: string): boolean {
  return sourceFiles.some(({ file }) => file === join(folder, `${basename(folder)}.tsx`));
}

function sheetsAdded(source: string): string[] {
  return [...source.matchAll(/useComponentStyles\(([^)]*)\)/g)].flatMap(([, args]) =>
    args!.split(',').map((arg) => arg.trim()),
  );
}

describe('sheet ownership', () => {
  it('every component adds a sheet with the rules of each class it renders', () => {
    const byClass = sheetsByClass();
    const missing: string[] = [];
    for (const { file, source } of sourceFiles.filter(({ file }) => file.endsWith('.tsx'))) {
      const folder = isComponentFolder(dirname(file))
        ? sourceFiles.filter((other) => dirname(other.file) === dirname(file))
        : [{ file, source }];
      const added = new Set([
        ...BASE_SHEETS,
        ...folder.flatMap((other) => sheetsAdded(other.source)),
      ]);
      for (const name of classesRendered(source)) {
        const owners = byClass.get(name);
        if (owners && ![...owners].some((sheet) => added.has(sheet)))
          missing.push(`${file}: .${name} (${[...owners]})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('every sheet is added by some component or hook', () => {
    const added = new Set(sourceFiles.flatMap(({ source }) => sheetsAdded(source)));
    const sheets = [...sheetsByClass().values()].flatMap((owners) => [...owners]);
    const unused = [...new Set(sheets)].filter(
      (sheet) => !added.has(sheet) && !BASE_SHEETS.includes(sheet),
    );
    expect(unused).toEqual([]);
  });
});
