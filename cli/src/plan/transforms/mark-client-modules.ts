/**
 * Puts `'use client'` first in every generated file that runs React: one that imports or
 * re-exports React or the kit's React layer (`@wallet-kit/runtime/react`), or holds JSX. A
 * Next.js App Router host can then import the kit (its provider, modal, button, views and the
 * barrel `index.ts`) from a server component; files without React (`config.ts`, `adapters.ts`)
 * stay plain modules a server component may read. Type-only imports run nothing and do not count.
 * Applied only for a Next.js host (generate/next-host.ts): other bundlers drop the directive.
 */
import type { SourceTransform } from './pipeline.js';
import type { AstNode } from './references.js';

const DIRECTIVE = 'use client';

/** React itself and the kit's React layer: code that runs only in a client component. */
const REACT_MODULE = /^(react|react-dom)(\/|$)|^@wallet-kit\/runtime\/react(\/|$)/;

const MODULE_STATEMENTS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
]);

function bringsReact(statement: AstNode): boolean {
  if (!MODULE_STATEMENTS.has(statement.type)) return false;
  const source = statement.source as AstNode | null | undefined;
  const kind = statement.importKind ?? statement.exportKind;
  return kind !== 'type' && typeof source?.value === 'string' && REACT_MODULE.test(source.value);
}

const NOT_CHILDREN = new Set(['type', 'range', 'loc', 'parent', 'comments', 'tokens']);

function holdsJsx(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(holdsJsx);
  if (typeof node !== 'object' || node === null) return false;
  const { type } = node as AstNode;
  if (type === 'JSXElement' || type === 'JSXFragment') return true;
  return Object.entries(node).some(([key, value]) => !NOT_CHILDREN.has(key) && holdsJsx(value));
}

function hasDirective(body: readonly AstNode[]): boolean {
  return body.some((statement) => statement.directive === DIRECTIVE);
}

export const markClientModules: SourceTransform = (text, program) => {
  const body = program.body as AstNode[];
  if (hasDirective(body)) return text;
  if (!body.some(bringsReact) && !holdsJsx(body)) return text;
  return `'${DIRECTIVE}';\n\n${text}`;
};
