/**
 * Typed data (EIP-712) for the approval panel: the domain (name, chain, verifying contract) and
 * the message as an indented tree the visitor can read. A domain bound to another chain than
 * the request's is refused before anything is shown: its signature would be valid elsewhere.
 */
import { FrameRequestError } from './frame-request-error.js';
import { line, type DescriptionLine, type DescriptionSection } from './approval-description.js';
import { MAX_VALUE_CHARS } from './request-limits.js';

interface TypedData {
  domain?: { name?: unknown; version?: unknown; chainId?: unknown; verifyingContract?: unknown };
  primaryType?: unknown;
  message?: unknown;
}

export function parseTypedData(value: unknown): TypedData {
  try {
    const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
    if (parsed && typeof parsed === 'object') return parsed as TypedData;
  } catch {
    // answered below
  }
  throw new FrameRequestError('The typed data is not valid JSON');
}

function chainNumber(value: unknown): bigint | undefined {
  try {
    if (typeof value === 'number' || typeof value === 'bigint') return BigInt(value);
    if (typeof value === 'string' && value !== '') return BigInt(value);
  } catch {
    // not a number: treated as missing below
  }
  return undefined;
}

/** Refuses typed data whose domain names another chain than `chainId` (an eip155 CAIP-2 id). */
export function checkTypedDataChain(typed: TypedData, chainId: string): void {
  const current = BigInt(chainId.split(':')[1] ?? '0');
  const domainChain = typed.domain?.chainId;
  if (domainChain === undefined) return;
  const asked = chainNumber(domainChain);
  if (asked === undefined || asked !== current) {
    throw new FrameRequestError(
      `The typed data is for chain ${String(domainChain)}, not the current network (chain ${current}); switch networks first`,
    );
  }
}

const MAX_DEPTH = 6;
const MAX_LINES = 200;

/** The message as lines "a.b.c: value", indented by depth; too deep or too long is flagged. */
function messageLines(value: unknown, path: string, depth: number, out: DescriptionLine[]) {
  if (out.length >= MAX_LINES) return;
  const indent = '  '.repeat(depth);
  if (value !== null && typeof value === 'object') {
    if (depth >= MAX_DEPTH) {
      out.push(line(`${indent}${path}`, 'nested too deep to show', true));
      return;
    }
    if (path)
      out.push(line(`${indent}${path}`, Array.isArray(value) ? `${value.length} items` : ''));
    for (const [key, child] of Object.entries(value)) {
      messageLines(child, key, path ? depth + 1 : depth, out);
      if (out.length >= MAX_LINES) {
        out.push(line('…', `more than ${MAX_LINES} fields: not all shown`, true));
        return;
      }
    }
    return;
  }
  const text = String(value);
  out.push(
    line(
      `${indent}${path}`,
      text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text,
    ),
  );
}

export function describeTypedData(typed: TypedData): DescriptionSection[] {
  const domain = typed.domain ?? {};
  const domainLines = [
    line('Name', String(domain.name ?? '(none)')),
    line(
      'Chain',
      domain.chainId === undefined ? '(any chain)' : String(domain.chainId),
      domain.chainId === undefined,
    ),
    line('Contract', String(domain.verifyingContract ?? '(none)')),
  ];
  if (domain.version !== undefined)
    domainLines.splice(1, 0, line('Version', String(domain.version)));
  const message: DescriptionLine[] = [];
  messageLines(typed.message ?? {}, '', 0, message);
  return [
    { heading: 'Domain', lines: domainLines },
    { heading: `Message: ${String(typed.primaryType ?? '(no type)')}`, lines: message },
  ];
}
