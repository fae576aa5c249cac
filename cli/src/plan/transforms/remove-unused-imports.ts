/**
 * Drops import bindings the rendered code never uses, so templates can import for every
 * combination of features and the host's `noUnusedLocals` still passes. Side-effect imports
 * (`import './theme.css'`) are kept. The output is formatted afterwards, so the rewritten import
 * lines need not be pretty.
 */
import { referencedImports, type AstNode } from './references.js';
import type { SourceTransform } from './pipeline.js';

function slice(text: string, node: AstNode): string {
  return text.slice(node.range[0], node.range[1]);
}

/** The import declaration with only the `used` bindings, or '' when none is left. */
function rewriteImport(text: string, declaration: AstNode, used: ReadonlySet<string>): string {
  const specifiers = (declaration.specifiers as AstNode[]).filter((specifier) =>
    used.has((specifier.local as AstNode).name as string),
  );
  if (specifiers.length === 0) return '';
  const parts = specifiers
    .filter((specifier) => specifier.type !== 'ImportSpecifier')
    .map((specifier) => slice(text, specifier));
  const named = specifiers.filter((specifier) => specifier.type === 'ImportSpecifier');
  if (named.length > 0) parts.push(`{ ${named.map((s) => slice(text, s)).join(', ')} }`);
  const source = declaration.source as AstNode;
  const typeOnly = declaration.importKind === 'type' ? 'type ' : '';
  // From the module name to the end: import attributes and the semicolon, as written.
  const rest = text.slice(source.range[0], declaration.range[1]);
  return `import ${typeOnly}${parts.join(', ')} from ${rest}`;
}

export const removeUnusedImports: SourceTransform = (text, program) => {
  const used = referencedImports(program);
  const edits: { start: number; end: number; replacement: string }[] = [];
  for (const statement of program.body as AstNode[]) {
    if (statement.type !== 'ImportDeclaration') continue;
    const specifiers = statement.specifiers as AstNode[];
    const kept = specifiers.filter((s) => used.has((s.local as AstNode).name as string));
    if (specifiers.length === 0 || kept.length === specifiers.length) continue;
    const replacement = rewriteImport(text, statement, used);
    let [start, end] = statement.range;
    // A removed declaration takes its line break with it.
    if (replacement === '' && text[end] === '\n') end += 1;
    edits.push({ start, end, replacement });
  }
  let result = text;
  for (const { start, end, replacement } of edits.reverse()) {
    result = result.slice(0, start) + replacement + result.slice(end);
  }
  return result;
};
