/**
 * Test helpers that read generated code with TypeScript's own parser: does it parse, what do its
 * string literals and comments hold, and what shape (syntax kinds) does it have.
 */
import ts from 'typescript';

export function parseGenerated(path: string, code: string): ts.SourceFile {
  const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(path, code, ts.ScriptTarget.Latest, true, kind);
}

/** Syntax errors of `code`, as `line:col message` (empty when it parses). */
export function syntaxErrors(path: string, code: string): string[] {
  const file = parseGenerated(path, code);
  const diagnostics = (file as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics;
  return diagnostics.map((diagnostic) => {
    const { line, character } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    return `${line + 1}:${character + 1} ${ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n')}`;
  });
}

function propertyName(name: ts.PropertyName): string {
  if (ts.isComputedPropertyName(name) && ts.isStringLiteral(name.expression)) {
    return name.expression.text;
  }
  if (ts.isStringLiteral(name) || ts.isIdentifier(name) || ts.isNumericLiteral(name)) {
    return name.text;
  }
  throw new Error(`not a data key: ${ts.SyntaxKind[name.kind]}`);
}

/**
 * The value a literal expression denotes, read from the syntax tree without running it. Throws
 * on anything that is not plain data (a call, an identifier, a template with substitutions).
 */
export function literalValue(node: ts.Expression): unknown {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) {
    return -(literalValue(node.operand) as number);
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literalValue);
  if (ts.isObjectLiteralExpression(node)) {
    const entries = node.properties.map((property) => {
      if (!ts.isPropertyAssignment(property)) throw new Error('not a data property');
      return [propertyName(property.name), literalValue(property.initializer)] as const;
    });
    const value: Record<string, unknown> = {};
    for (const [key, item] of entries)
      Object.defineProperty(value, key, {
        value: item,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    return value;
  }
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isAsExpression(node)
  ) {
    return literalValue(node.expression);
  }
  throw new Error(`not plain data: ${ts.SyntaxKind[node.kind]} ${node.getText()}`);
}

/** The initializer of `const <name> = …` at the top level of `file`. */
export function constInitializer(file: ts.SourceFile, name: string): ts.Expression {
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (
        ts.isIdentifier(declaration.name) &&
        declaration.name.text === name &&
        declaration.initializer
      ) {
        return declaration.initializer;
      }
    }
  }
  throw new Error(`no const ${name}`);
}

/** Every comment of `file`, with its delimiters. */
export function commentsOf(file: ts.SourceFile): string[] {
  const comments = new Set<string>();
  const text = file.getFullText();
  const visit = (node: ts.Node) => {
    for (const ranges of [
      ts.getLeadingCommentRanges(text, node.getFullStart()),
      ts.getTrailingCommentRanges(text, node.getEnd()),
    ]) {
      for (const range of ranges ?? []) comments.add(text.slice(range.pos, range.end));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return [...comments];
}

/** Every string literal's value in `file`. */
export function stringLiteralsOf(file: ts.SourceFile): string[] {
  const values: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      values.push(node.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return values;
}

/**
 * The code's shape: the syntax kind of every node, depth first, with literals' contents left out.
 * Two renders with the same shape run the same code; only the data they hold differs.
 */
export function codeShape(file: ts.SourceFile): string[] {
  const kinds: string[] = [];
  const visit = (node: ts.Node) => {
    kinds.push(ts.SyntaxKind[node.kind]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return kinds;
}
