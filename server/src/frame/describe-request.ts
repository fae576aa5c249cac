/**
 * What the approval panel shows for a request, built before the panel opens: the network by
 * name and id, the sending account, every call or instruction decoded where the frame knows
 * it. Requests the frame will not show truthfully are refused here, before anything is shown:
 * a batch over the maximum, typed data bound to another chain, a "message" that is a Solana
 * transaction.
 */
import { base58Decode } from '@wallet-kit/schemas';
import { hexToString, isHex } from 'viem';
import {
  line,
  wordsLine,
  type DescriptionLine,
  type DescriptionSection,
  type RequestDescription,
} from './approval-description.js';
import type { CallAbi } from './call-abi.js';
import type { EvmCall, ReadToken } from './decode-evm-call.js';
import { checkTypedDataChain, describeTypedData, parseTypedData } from './decode-typed-data.js';
import { clipCounted as clip } from './clip-value.js';
import { FrameRequestError } from './frame-request-error.js';
import type { NamedNetwork } from './network-name.js';
import { MAX_BATCH_CALLS, MAX_SOLANA_TRANSACTIONS } from './request-limits.js';
import { t } from './text/frame-text.js';

export type { RequestDescription };

interface RequestContext {
  network: NamedNetwork;
  /** The account that signs or sends on that network. */
  from: string;
  readToken: ReadToken;
  /** The app's ABI for the called function (a `writeContract`), as read by call-abi.ts. */
  callAbi?: CallAbi | undefined;
}

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

/** The message as text, or (bytes that are not UTF-8) a count in words and the base58 as sent. */
async function solanaMessageLines(value: unknown): Promise<DescriptionLine[]> {
  const bytes = typeof value === 'string' ? base58Decode(value) : undefined;
  if (!bytes) throw new FrameRequestError('The message is not base58');
  const { isSolanaTransactionBytes } = await import('./decode-solana.js');
  if (isSolanaTransactionBytes(bytes)) {
    throw new FrameRequestError(
      'This message is a Solana transaction; signing it would approve the transaction. Refused.',
    );
  }
  try {
    return [line(t('label.text'), clip(new TextDecoder('utf-8', { fatal: true }).decode(bytes)))];
  } catch {
    return [
      wordsLine(t('label.text'), t('value.binaryMessage', { count: bytes.length })),
      line(t('label.raw'), clip(String(value))),
    ];
  }
}

async function solanaTransactionSections(
  encoded: unknown,
  heading: string,
): Promise<DescriptionSection[]> {
  const bytes = typeof encoded === 'string' ? base58Decode(encoded) : undefined;
  if (!bytes) throw new FrameRequestError('A Solana transaction is required');
  const { describeSolanaTransaction } = await import('./decode-solana.js');
  try {
    return describeSolanaTransaction(bytes, heading);
  } catch {
    throw new FrameRequestError('The Solana transaction could not be read');
  }
}

async function describe(
  method: string,
  params: unknown,
  context: RequestContext,
): Promise<Omit<RequestDescription, 'network' | 'from'>> {
  const list = Array.isArray(params) ? params : [];
  const object = (params ?? {}) as Record<string, unknown>;
  switch (method) {
    case 'personal_sign':
      return {
        title: t('request.signMessage'),
        warnings: [],
        sections: [
          {
            heading: t('section.message'),
            lines: [line(t('label.text'), clip(readableMessage(list[0])))],
          },
        ],
      };
    case 'eth_signTypedData_v4': {
      const typed = parseTypedData(list[1]);
      checkTypedDataChain(typed, context.network.id);
      return {
        title: t('request.signTypedData'),
        warnings: [],
        sections: describeTypedData(typed),
      };
    }
    case 'eth_sendTransaction': {
      const { describeEvmCall } = await import('./decode-evm-call.js');
      return {
        title: t('request.sendTransaction'),
        warnings: [],
        sections: [
          await describeEvmCall(
            t('section.transaction'),
            (list[0] ?? {}) as EvmCall,
            context.readToken,
            context.callAbi,
          ),
        ],
      };
    }
    case 'eth_sendRawTransaction':
      return {
        title: t('request.sendRaw'),
        warnings: [t('request.sendRawWarning')],
        sections: [
          {
            heading: t('section.transaction'),
            lines: [line(t('label.raw'), clip(String(list[0])))],
          },
        ],
      };
    case 'wallet_sendCalls': {
      const calls = (list[0] as { calls?: unknown } | undefined)?.calls;
      if (!Array.isArray(calls) || calls.length === 0)
        throw new FrameRequestError('wallet_sendCalls needs calls');
      if (calls.length > MAX_BATCH_CALLS) {
        throw new FrameRequestError(
          `A batch may hold at most ${MAX_BATCH_CALLS} calls; this one has ${calls.length}. Refused.`,
        );
      }
      const { describeEvmCall } = await import('./decode-evm-call.js');
      const sections = [];
      for (const [index, call] of calls.entries()) {
        sections.push(
          await describeEvmCall(
            t('request.callOf', { index: index + 1, total: calls.length }),
            (call ?? {}) as EvmCall,
            context.readToken,
          ),
        );
      }
      return {
        title: t('request.sendCalls'),
        count: t('request.callCount', { count: calls.length }),
        warnings: [],
        sections,
      };
    }
    case 'solana_signMessage':
      return {
        title: t('request.signMessage'),
        warnings: [],
        sections: [
          {
            heading: t('section.message'),
            lines: await solanaMessageLines(object.message),
          },
        ],
      };
    case 'solana_signAllTransactions': {
      const transactions = Array.isArray(object.transactions) ? object.transactions : [];
      if (transactions.length === 0)
        throw new FrameRequestError('Solana transactions are required');
      if (transactions.length > MAX_SOLANA_TRANSACTIONS) {
        throw new FrameRequestError(
          `At most ${MAX_SOLANA_TRANSACTIONS} transactions may be signed at once; ${transactions.length} were asked. Refused.`,
        );
      }
      return {
        title: t('request.signTransactions'),
        count: t('request.transactionCount', { count: transactions.length }),
        warnings: [],
        sections: (
          await Promise.all(
            transactions.map((transaction, index) =>
              solanaTransactionSections(
                transaction,
                t('request.transactionOf', { index: index + 1, total: transactions.length }),
              ),
            ),
          )
        ).flat(),
      };
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction':
      return {
        title:
          method === 'solana_signAndSendTransaction'
            ? t('request.sendTransaction')
            : t('request.signTransaction'),
        warnings: method === 'solana_signTransaction' ? [t('request.signedLaterWarning')] : [],
        sections: await solanaTransactionSections(object.transaction, t('section.transaction')),
      };
    default:
      return {
        title: method,
        warnings: [t('request.unknownWarning')],
        sections: [
          {
            heading: t('section.request'),
            lines: [line(t('label.parameters'), clip(JSON.stringify(params ?? null)))],
          },
        ],
      };
  }
}

export async function describeRequest(
  method: string,
  params: unknown,
  context: RequestContext,
): Promise<RequestDescription> {
  const description = await describe(method, params, context);
  const flagged = description.sections.some((section) => section.lines.some((entry) => entry.flag));
  return {
    ...description,
    network: context.network,
    from: context.from,
    warnings: flagged ? [...description.warnings, t('request.checkFlagged')] : description.warnings,
  };
}
