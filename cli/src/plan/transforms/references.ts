/**
 * Which module-level bindings a TypeScript/TSX file really refers to: a small scope analysis over
 * the ESTree that prettier's TypeScript parser returns (prettier is loaded anyway to format the
 * output, so no type-checker has to load). Names live in two namespaces, as in TypeScript: a
 * local `const Send` hides an imported `Send` from values but not from types.
 *
 * Where a construct is not understood, an identifier counts as a reference: the caller removes
 * only imports with no reference, so a doubt keeps an import rather than breaking the code.
 */

export interface AstNode {
  type: string;
  range: [number, number];
  [key: string]: unknown;
}

type Namespace = 'value' | 'type';

interface Scope {
  parent: Scope | undefined;
  /** `var` and hoisted parameters go to the nearest function scope. */
  isFunction: boolean;
  values: Set<string>;
  types: Set<string>;
}

interface Reference {
  name: string;
  namespace: Namespace;
  scope: Scope;
}

const NOT_CHILDREN = new Set(['type', 'range', 'loc', 'parent', 'comments', 'tokens']);

function newScope(parent: Scope | undefined, isFunction = false): Scope {
  return { parent, isFunction, values: new Set(), types: new Set() };
}

function isNode(value: unknown): value is AstNode {
  return typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';
}

function child(node: AstNode, key: string): AstNode | undefined {
  const value = node[key];
  return isNode(value) ? value : undefined;
}

function children(node: AstNode, key: string): AstNode[] {
  const value = node[key];
  return Array.isArray(value) ? value.filter(isNode) : [];
}

/** `a.b.c` / `A.B` → the identifier `a` / `A` the chain starts from. */
function leftmostIdentifier(node: AstNode | undefined): AstNode | undefined {
  let current = node;
  while (current) {
    if (current.type === 'Identifier' || current.type === 'JSXIdentifier') return current;
    if (current.type === 'TSQualifiedName') current = child(current, 'left');
    else if (current.type === 'MemberExpression' || current.type === 'JSXMemberExpression') {
      current = child(current, 'object');
    } else return undefined;
  }
  return undefined;
}

/** The names a binding pattern declares (`{ a, b: [c], ...d }` → a, c, d). */
function boundNames(pattern: AstNode | undefined): string[] {
  if (!pattern) return [];
  switch (pattern.type) {
    case 'Identifier':
      return [pattern.name as string];
    case 'ObjectPattern':
      return children(pattern, 'properties').flatMap((property) =>
        property.type === 'RestElement'
          ? boundNames(child(property, 'argument'))
          : boundNames(child(property, 'value')),
      );
    case 'ArrayPattern':
      return children(pattern, 'elements').flatMap(boundNames);
    case 'AssignmentPattern':
      return boundNames(child(pattern, 'left'));
    case 'RestElement':
      return boundNames(child(pattern, 'argument'));
    case 'TSParameterProperty':
      return boundNames(child(pattern, 'parameter'));
    default:
      return [];
  }
}

class Analysis {
  readonly references: Reference[] = [];

  reference(identifier: AstNode | undefined, namespace: Namespace, scope: Scope): void {
    if (identifier?.type === 'Identifier' || identifier?.type === 'JSXIdentifier') {
      this.references.push({ name: identifier.name as string, namespace, scope });
    }
  }

  declare(scope: Scope, names: readonly string[], namespaces: readonly Namespace[]): void {
    for (const name of names) {
      if (namespaces.includes('value')) scope.values.add(name);
      if (namespaces.includes('type')) scope.types.add(name);
    }
  }

  visitAll(nodes: readonly AstNode[], scope: Scope): void {
    for (const node of nodes) this.visit(node, scope);
  }

  /** Every child node, for constructs without a rule of their own. */
  visitChildren(node: AstNode, scope: Scope, skip: readonly string[] = []): void {
    for (const [key, value] of Object.entries(node)) {
      if (NOT_CHILDREN.has(key) || skip.includes(key)) continue;
      if (Array.isArray(value)) this.visitAll(value.filter(isNode), scope);
      else if (isNode(value)) this.visit(value, scope);
    }
  }

  /** The expressions and types inside a binding pattern (defaults, computed keys, annotations). */
  visitPattern(pattern: AstNode | undefined, scope: Scope): void {
    if (!pattern) return;
    switch (pattern.type) {
      case 'Identifier':
        this.visitChildren(pattern, scope, ['name']);
        return;
      case 'ObjectPattern':
        for (const property of children(pattern, 'properties')) {
          if (property.type === 'Property') {
            if (property.computed) this.visit(child(property, 'key')!, scope);
            this.visitPattern(child(property, 'value'), scope);
          } else this.visitPattern(property, scope);
        }
        this.visitChildren(pattern, scope, ['properties']);
        return;
      case 'ArrayPattern':
        for (const element of children(pattern, 'elements')) this.visitPattern(element, scope);
        this.visitChildren(pattern, scope, ['elements']);
        return;
      case 'AssignmentPattern':
        this.visitPattern(child(pattern, 'left'), scope);
        this.visitChildren(pattern, scope, ['left']);
        return;
      case 'RestElement':
        this.visitPattern(child(pattern, 'argument'), scope);
        this.visitChildren(pattern, scope, ['argument']);
        return;
      case 'TSParameterProperty':
        this.visitPattern(child(pattern, 'parameter'), scope);
        this.visitChildren(pattern, scope, ['parameter']);
        return;
      default:
        this.visit(pattern, scope);
    }
  }

  /** `<T extends U = V>`: T is a type in `scope`; U and V are read. */
  declareTypeParameters(node: AstNode, scope: Scope): void {
    const declaration = child(node, 'typeParameters');
    if (declaration?.type !== 'TSTypeParameterDeclaration') return;
    for (const parameter of children(declaration, 'params')) {
      const name = child(parameter, 'name');
      if (name?.type === 'Identifier') this.declare(scope, [name.name as string], ['type']);
      else if (typeof parameter.name === 'string') scope.types.add(parameter.name);
      this.visitChildren(parameter, scope, ['name']);
    }
  }

  /** Functions, methods and function types: parameters and type parameters get their own scope. */
  visitFunction(node: AstNode, outer: Scope): void {
    const scope = newScope(outer, true);
    const id = child(node, 'id');
    if (node.type === 'FunctionExpression' && id)
      this.declare(scope, [id.name as string], ['value']);
    this.declareTypeParameters(node, scope);
    const params = children(node, 'params');
    for (const param of params) this.declare(scope, boundNames(param), ['value']);
    for (const param of params) this.visitPattern(param, scope);
    const body = child(node, 'body');
    if (body?.type === 'BlockStatement') this.visitStatements(children(body, 'body'), scope);
    else if (body) this.visit(body, scope);
    this.visitChildren(node, scope, ['id', 'typeParameters', 'params', 'body', 'key']);
    const key = child(node, 'key');
    if (key && node.computed) this.visit(key, outer);
  }

  visitClass(node: AstNode, scope: Scope): void {
    const classScope = newScope(scope);
    const id = child(node, 'id');
    if (id) this.declare(classScope, [id.name as string], ['value', 'type']);
    this.declareTypeParameters(node, classScope);
    this.visitChildren(node, classScope, ['id', 'typeParameters']);
  }

  /** Statements of one block: declarations are hoisted within it, so they are found first. */
  visitStatements(statements: readonly AstNode[], scope: Scope): void {
    this.visitAll(statements, scope);
  }

  nearestFunctionScope(scope: Scope): Scope {
    let current = scope;
    while (!current.isFunction && current.parent) current = current.parent;
    return current;
  }

  visit(node: AstNode, scope: Scope): void {
    switch (node.type) {
      case 'Identifier':
        this.reference(node, 'value', scope);
        this.visitChildren(node, scope, ['name']);
        return;
      case 'ImportDeclaration':
        this.declare(
          scope,
          children(node, 'specifiers').map(
            (specifier) => child(specifier, 'local')!.name as string,
          ),
          ['value', 'type'],
        );
        return;
      case 'VariableDeclaration': {
        const target = node.kind === 'var' ? this.nearestFunctionScope(scope) : scope;
        for (const declarator of children(node, 'declarations')) {
          this.declare(target, boundNames(child(declarator, 'id')), ['value']);
          this.visitPattern(child(declarator, 'id'), scope);
          const init = child(declarator, 'init');
          if (init) this.visit(init, scope);
        }
        return;
      }
      case 'FunctionDeclaration':
      case 'TSDeclareFunction': {
        const id = child(node, 'id');
        if (id) this.declare(scope, [id.name as string], ['value']);
        this.visitFunction(node, scope);
        return;
      }
      case 'FunctionExpression':
      case 'ArrowFunctionExpression':
      case 'TSEmptyBodyFunctionExpression':
      case 'TSFunctionType':
      case 'TSConstructorType':
      case 'TSCallSignatureDeclaration':
      case 'TSConstructSignatureDeclaration':
        this.visitFunction(node, scope);
        return;
      case 'TSMethodSignature':
        if (node.computed) this.visit(child(node, 'key')!, scope);
        this.visitFunction(node, scope);
        return;
      case 'ClassDeclaration': {
        const id = child(node, 'id');
        if (id) this.declare(scope, [id.name as string], ['value', 'type']);
        this.visitClass(node, scope);
        return;
      }
      case 'ClassExpression':
        this.visitClass(node, scope);
        return;
      case 'BlockStatement':
      case 'StaticBlock':
        this.visitStatements(children(node, 'body'), newScope(scope));
        return;
      case 'ForStatement':
      case 'ForInStatement':
      case 'ForOfStatement':
      case 'SwitchStatement':
        this.visitChildren(node, newScope(scope));
        return;
      case 'CatchClause': {
        const catchScope = newScope(scope);
        const param = child(node, 'param');
        this.declare(catchScope, boundNames(param), ['value']);
        this.visitPattern(param, catchScope);
        const body = child(node, 'body');
        if (body) this.visit(body, catchScope);
        return;
      }
      case 'TSTypeAliasDeclaration':
      case 'TSInterfaceDeclaration': {
        const id = child(node, 'id');
        if (id) this.declare(scope, [id.name as string], ['type']);
        const inner = newScope(scope);
        this.declareTypeParameters(node, inner);
        this.visitChildren(node, inner, ['id', 'typeParameters']);
        return;
      }
      case 'TSEnumDeclaration':
      case 'TSModuleDeclaration': {
        const id = child(node, 'id');
        if (id?.type === 'Identifier') this.declare(scope, [id.name as string], ['value', 'type']);
        this.visitChildren(node, newScope(scope), ['id']);
        return;
      }
      case 'TSMappedType': {
        const inner = newScope(scope);
        const key = child(node, 'key');
        if (key?.type === 'Identifier') this.declare(inner, [key.name as string], ['type']);
        const parameter = child(node, 'typeParameter');
        const parameterName = parameter && child(parameter, 'name');
        if (parameterName?.type === 'Identifier') {
          this.declare(inner, [parameterName.name as string], ['type']);
        }
        this.visitChildren(node, inner, ['key', 'typeParameter']);
        if (parameter) this.visitChildren(parameter, inner, ['name']);
        return;
      }
      case 'TSTypeParameter':
        this.visitChildren(node, scope, ['name']);
        return;
      case 'TSTypeReference':
        this.reference(leftmostIdentifier(child(node, 'typeName')), 'type', scope);
        this.visitChildren(node, scope, ['typeName']);
        return;
      case 'TSInterfaceHeritage':
      case 'TSClassImplements':
        this.reference(leftmostIdentifier(child(node, 'expression')), 'type', scope);
        this.visitChildren(node, scope, ['expression']);
        return;
      case 'TSTypeQuery':
        this.reference(leftmostIdentifier(child(node, 'exprName')), 'value', scope);
        this.visitChildren(node, scope, ['exprName']);
        return;
      case 'TSQualifiedName':
        this.reference(leftmostIdentifier(node), 'value', scope);
        return;
      case 'TSImportType':
        this.visitChildren(node, scope, ['qualifier']);
        return;
      case 'TSTypePredicate':
        this.visitChildren(node, scope, ['parameterName']);
        return;
      case 'TSEnumMember':
      case 'TSNamedTupleMember':
        this.visitChildren(node, scope, ['id', 'label']);
        return;
      case 'MemberExpression':
        this.visitChildren(node, scope, node.computed ? [] : ['property']);
        return;
      case 'Property':
      case 'MethodDefinition':
      case 'PropertyDefinition':
      case 'AccessorProperty':
      case 'TSAbstractMethodDefinition':
      case 'TSAbstractPropertyDefinition':
      case 'TSAbstractAccessorProperty':
      case 'TSPropertySignature':
        this.visitChildren(node, scope, node.computed ? [] : ['key']);
        return;
      case 'LabeledStatement':
      case 'BreakStatement':
      case 'ContinueStatement':
        this.visitChildren(node, scope, ['label']);
        return;
      case 'ExportNamedDeclaration': {
        const declaration = child(node, 'declaration');
        if (declaration) this.visit(declaration, scope);
        else if (!child(node, 'source')) {
          for (const specifier of children(node, 'specifiers')) {
            this.reference(child(specifier, 'local'), 'value', scope);
            this.reference(child(specifier, 'local'), 'type', scope);
          }
        }
        return;
      }
      case 'ExportAllDeclaration':
      case 'MetaProperty':
      case 'JSXClosingElement':
      case 'JSXIdentifier':
      case 'JSXNamespacedName':
        return;
      case 'JSXOpeningElement': {
        const name = child(node, 'name');
        const start = leftmostIdentifier(name);
        // `<div>` and `<my-element>` are intrinsic elements, not references.
        const intrinsic =
          name?.type === 'JSXIdentifier' && /^[a-z]|-/.test(String(name.name ?? ''));
        if (start && !intrinsic) this.reference(start, 'value', scope);
        this.visitChildren(node, scope, ['name']);
        return;
      }
      case 'JSXAttribute':
        this.visitChildren(node, scope, ['name']);
        return;
      default:
        this.visitChildren(node, scope);
    }
  }
}

/**
 * The names imported at module level that the rest of the file refers to, found through the
 * scopes (a local of the same name inside a function hides the import there).
 */
export function referencedImports(program: AstNode): Set<string> {
  const moduleScope = newScope(undefined, true);
  const analysis = new Analysis();
  analysis.visitStatements(children(program, 'body'), moduleScope);
  const used = new Set<string>();
  for (const { name, namespace, scope } of analysis.references) {
    let current: Scope | undefined = scope;
    while (current && !(namespace === 'type' ? current.types : current.values).has(name)) {
      current = current.parent;
    }
    if (current === moduleScope) used.add(name);
  }
  return used;
}
