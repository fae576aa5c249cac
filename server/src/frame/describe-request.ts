/**
 * What the approval panel shows for a request: a title and labelled lines, decoded where the
 * visitor can read them (a UTF-8 message, an amount in ether), shortened where they cannot.
 */
import { base58Decode } from '@wallet-kit/schemas';
import { formatEther, hexToString, isHex } from 'viem';

export interface RequestDescription {
  title: string;
  lines: [label: string, value: string][];
}

const MAX_VALUE_CHARS = 400;
const clip = (text: string) =>
  text.length > MAX_VALUE_CHARS ? `${text.slice(0, MAX_VALUE_CHARS)}…` : text;

function readableMessage(hex: unknown): string {
  if (typeof hex !== 'string' || !isHex(hex)) return String(hex);
  try {
    const text = hexToString(hex);
    // Control characters other than line breaks mean the bytes are not text.
    return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? hex : text;
  } catch {
    return hex;
  }
}

function base58Text(value: unknown): string {
  const bytes = base58Decode(String(value));
  if (!bytes) return String(value);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return String(value);
  }
}

function transactionLines(tx: Record<string, unknown>): [string, string][] {
  const lines: [string, string][] = [['To', String(tx.to ?? '')]];
  if (typeof tx.value === 'string' && isHex(tx.value))
    lines.push(['Amount', `${formatEther(BigInt(tx.value))} ETH`]);
  if (typeof tx.data === 'string' && tx.data !== '0x') lines.push(['Data', clip(tx.data)]);
  return lines;
}

export function describeRequest(method: string, params: unknown): RequestDescription {
  const list = Array.isArray(params) ? params : [];
  const object = (params ?? {}) as Record<string, unknown>;
  switch (method) {
    case 'personal_sign':
      return { title: 'Sign message', lines: [['Message', clip(readableMessage(list[0]))]] };
    case 'eth_signTypedData_v4': {
      let typed: { domain?: { name?: string }; primaryType?: string; message?: unknown } = {};
      try {
        typed = typeof list[1] === 'string' ? JSON.parse(list[1]) : (list[1] as typeof typed);
      } catch {
        typed = {};
      }
      return {
        title: 'Sign typed data',
        lines: [
          ['App', String(typed.domain?.name ?? '')],
          ['Type', String(typed.primaryType ?? '')],
          ['Data', clip(JSON.stringify(typed.message ?? {}))],
        ],
      };
    }
    case 'eth_sendTransaction':
      return {
        title: 'Send transaction',
        lines: transactionLines((list[0] ?? {}) as Record<string, unknown>),
      };
    case 'eth_sendRawTransaction':
      return { title: 'Send signed transaction', lines: [['Transaction', clip(String(list[0]))]] };
    case 'wallet_sendCalls': {
      const calls = (
        (list[0] as { calls?: Record<string, unknown>[] } | undefined)?.calls ?? []
      ).slice(0, 10);
      return {
        title: `Send ${calls.length} calls`,
        lines: calls.flatMap((call, index) =>
          transactionLines(call).map(
            ([label, value]) => [`${index + 1}. ${label}`, value] as [string, string],
          ),
        ),
      };
    }
    case 'solana_signMessage':
      return { title: 'Sign message', lines: [['Message', clip(base58Text(object.message))]] };
    case 'solana_signAllTransactions':
      return {
        title: 'Sign transactions',
        lines: [
          ['Transactions', String((object.transactions as unknown[] | undefined)?.length ?? 0)],
        ],
      };
    default:
      return {
        title: method === 'solana_signAndSendTransaction' ? 'Send transaction' : 'Sign transaction',
        lines: [],
      };
  }
}
