/**
 * Drops import bindings the rendered code never uses, so templates can import for every
 * combination of features and the host's `noUnusedLocals` still passes. Side-effect imports
 * (`import './theme.css'`) are kept.
 */
import { Node, type ImportDeclaration, type SourceFile } from 'ts-morph';

function isUsed(name: Node, declaration: ImportDeclaration): boolean {
  // Cannot tell (a string-named import): keep it.
  if (!Node.isReferenceFindable(name)) return true;
  // References include the binding itself and, for a generated module, the exporting file's
  // declaration: only a reference elsewhere in this file is a use.
  const sourceFile = declaration.getSourceFile();
  return name
    .findReferencesAsNodes()
    .some(
      (reference) =>
        reference.getSourceFile() === sourceFile && !reference.getAncestors().includes(declaration),
    );
}

function removeUnusedBindings(declaration: ImportDeclaration): void {
  const defaultImport = declaration.getDefaultImport();
  const namespaceImport = declaration.getNamespaceImport();
  const namedImports = declaration.getNamedImports();
  const hadBindings = Boolean(defaultImport || namespaceImport || namedImports.length > 0);
  if (!hadBindings) return;

  const unusedNamed = namedImports.filter(
    (specifier) => !isUsed(specifier.getAliasNode() ?? specifier.getNameNode(), declaration),
  );
  const defaultUnused = defaultImport !== undefined && !isUsed(defaultImport, declaration);
  const namespaceUnused = namespaceImport !== undefined && !isUsed(namespaceImport, declaration);

  const remaining =
    namedImports.length -
    unusedNamed.length +
    (defaultImport && !defaultUnused ? 1 : 0) +
    (namespaceImport && !namespaceUnused ? 1 : 0);
  if (remaining === 0) {
    declaration.remove();
    return;
  }
  unusedNamed.forEach((specifier) => specifier.remove());
  if (defaultUnused) declaration.removeDefaultImport();
  if (namespaceUnused) declaration.removeNamespaceImport();
}

export function removeUnusedImports(sourceFile: SourceFile): SourceFile {
  for (const declaration of sourceFile.getImportDeclarations()) removeUnusedBindings(declaration);
  return sourceFile;
}
