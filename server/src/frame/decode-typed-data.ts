/**
 * Typed data (EIP-712) for the approval panel: the domain (name, chain, verifying contract) and
 * the message as an indented tree the visitor can read. A domain bound to another chain than
 * the request's is refused before anything is shown: its signature would be valid elsewhere.
 */
import { FrameRequestError } from './frame-request-error.js';
import {
  line,
  wordsLine,
  type DescriptionLine,
  type DescriptionSection,
} from './approval-description.js';
import { clipCounted } from './clip-value.js';
import { t } from './text/frame-text.js';

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
      out.push(wordsLine(`${indent}${path}`, t('value.nestedTooDeep'), true));
      return;
    }
    if (path) {
      out.push(
        wordsLine(
          `${indent}${path}`,
          Array.isArray(value) ? t('value.itemCount', { count: value.length }) : '',
        ),
      );
    }
    for (const [key, child] of Object.entries(value)) {
      messageLines(child, key, path ? depth + 1 : depth, out);
      if (out.length >= MAX_LINES) {
        out.push(wordsLine('…', t('value.moreFields', { count: MAX_LINES }), true));
        return;
      }
    }
    return;
  }
  out.push(line(`${indent}${path}`, clipCounted(String(value))));
}

/** The app's value as data, or the frame's own words when the app gave none. */
const dataOr = (label: string, value: unknown, missing: string) =>
  value === undefined || value === null ? wordsLine(label, missing) : line(label, String(value));

export function describeTypedData(typed: TypedData): DescriptionSection[] {
  const domain = typed.domain ?? {};
  const domainLines = [
    dataOr(t('label.name'), domain.name, t('value.none')),
    domain.chainId === undefined
      ? wordsLine(t('label.chain'), t('value.anyChain'), true)
      : line(t('label.chain'), String(domain.chainId)),
    dataOr(t('label.contract'), domain.verifyingContract, t('value.none')),
  ];
  if (domain.version !== undefined)
    domainLines.splice(1, 0, line(t('label.version'), String(domain.version)));
  const message: DescriptionLine[] = [];
  messageLines(typed.message ?? {}, '', 0, message);
  return [
    { heading: t('section.domain'), lines: domainLines },
    {
      heading: t('section.typedMessage', { type: String(typed.primaryType ?? t('value.noType')) }),
      lines: message,
    },
  ];
}
