/**
 * The rule every template follows: a `{{…}}` that writes into the output goes through exactly one
 * escaping helper (template-helpers.ts), `{{jsString config.metadata.name}}`, never a bare
 * `{{config.metadata.name}}` or `{{{…}}}`. Blocks (`{{#if}}`, `{{#each}}`) only choose what is
 * written, so their conditions may read any value. Checked on every template before it renders.
 */
import Handlebars from 'handlebars';
import { BLOCK_HELPERS, CONDITION_HELPERS, OUTPUT_HELPERS } from './template-helpers.js';

type Node = hbs.AST.Node;
type Expression = hbs.AST.Expression;

const OUTPUT_HELPER_NAMES = new Set(Object.keys(OUTPUT_HELPERS));
const CONDITION_HELPER_NAMES = new Set(Object.keys(CONDITION_HELPERS));
const BLOCK_HELPER_NAMES = new Set<string>(BLOCK_HELPERS);

interface UnsafeExpression {
  line: number;
  /** What the template says and what it should say instead. */
  message: string;
}

function lineOf(node: Node): number {
  return node.loc?.start.line ?? 0;
}

function isValue(expression: Expression): boolean {
  return expression.type === 'PathExpression' || expression.type.endsWith('Literal');
}

/** A condition: a value, or `(eq a b)` of values. */
function isCondition(expression: Expression): boolean {
  if (isValue(expression)) return true;
  if (expression.type !== 'SubExpression') return false;
  const sub = expression as hbs.AST.SubExpression;
  const name = (sub.path as hbs.AST.PathExpression).original;
  return CONDITION_HELPER_NAMES.has(name) && sub.params.every(isValue);
}

function describe(statement: hbs.AST.MustacheStatement): string {
  const path = statement.path as hbs.AST.PathExpression;
  const params = statement.params.map((param) =>
    param.type === 'PathExpression' ? (param as hbs.AST.PathExpression).original : param.type,
  );
  const [open, close] = statement.escaped ? ['{{', '}}'] : ['{{{', '}}}'];
  return `${open}${[path.original ?? path.type, ...params].join(' ')}${close}`;
}

function checkMustache(statement: hbs.AST.MustacheStatement): string | undefined {
  const path = statement.path as hbs.AST.PathExpression;
  const helpers = [...OUTPUT_HELPER_NAMES].join(', ');
  if (path.type !== 'PathExpression' || !OUTPUT_HELPER_NAMES.has(path.original)) {
    return `${describe(statement)} writes a value without an escaping helper; use one of ${helpers}`;
  }
  if (statement.params.length !== 1 || !isValue(statement.params[0]!) || statement.hash) {
    return `${describe(statement)}: an escaping helper takes exactly one value`;
  }
  return undefined;
}

function visit(node: Node | undefined, found: UnsafeExpression[]): void {
  if (!node) return;
  switch (node.type) {
    case 'Program':
      (node as hbs.AST.Program).body.forEach((child) => visit(child, found));
      return;
    case 'ContentStatement':
    case 'CommentStatement':
      return;
    case 'PartialStatement':
      // A partial is a template of its own and is checked as one.
      return;
    case 'MustacheStatement': {
      const message = checkMustache(node as hbs.AST.MustacheStatement);
      if (message) found.push({ line: lineOf(node), message });
      return;
    }
    case 'BlockStatement': {
      const block = node as hbs.AST.BlockStatement;
      const name = (block.path as hbs.AST.PathExpression).original;
      if (!BLOCK_HELPER_NAMES.has(name) || !block.params.every(isCondition) || block.hash) {
        found.push({
          line: lineOf(node),
          message: `{{#${name}}}: only ${[...BLOCK_HELPER_NAMES].join(', ')} blocks over values or (eq a b) are allowed`,
        });
      }
      visit(block.program, found);
      visit(block.inverse, found);
      return;
    }
    default:
      found.push({ line: lineOf(node), message: `${node.type} is not allowed in a template` });
  }
}

/** Every expression of `source` that could write a value unescaped (empty when it follows the rule). */
export function findUnsafeExpressions(source: string): UnsafeExpression[] {
  const found: UnsafeExpression[] = [];
  visit(Handlebars.parse(source), found);
  return found;
}
