/**
 * The meaning of an EVM call for the approval panel, decoded by the frame itself: the native
 * value, and for the calls a visitor meets most (ERC-20 transfer, approve and transferFrom,
 * ERC-721/1155 setApprovalForAll) what they move or allow, with token symbol and decimals read
 * from the chain. A call the app gave its ABI for (`writeContract`) is named by function and
 * arguments when that ABI matches the calldata (call-abi.ts). Anything else is said to be
 * unknown, with its raw data.
 */
import { decodeFunctionData, formatEther, formatUnits, isHex, parseAbi, type Hex } from 'viem';
import {
  line,
  wordsLine,
  type DescriptionLine,
  type DescriptionSection,
} from './approval-description.js';
import { abiLines } from './call-abi-lines.js';
import type { CallAbi } from './call-abi.js';
import { clipCounted as clip } from './clip-value.js';
import type { TokenInfo } from './token-info.js';
import { amountText, t } from './text/frame-text.js';

const KNOWN_CALLS = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
  'function setApprovalForAll(address operator, bool approved)',
]);

/** An allowance this large is never spent down: it is shown as unlimited. */
const UNLIMITED_ALLOWANCE = 2n ** 128n;

export interface EvmCall {
  to?: unknown;
  value?: unknown;
  data?: unknown;
}

export type ReadToken = (address: Hex) => Promise<TokenInfo | undefined>;

const hexOr = (value: unknown): Hex | undefined =>
  typeof value === 'string' && isHex(value) ? value : undefined;

/** The amount line: data with its symbol, or words when the token is not known. */
function amountLine(label: string, amount: bigint, token: TokenInfo | undefined) {
  return token
    ? line(label, `${amountText(formatUnits(amount, token.decimals))} ${token.symbol}`)
    : wordsLine(label, t('value.unknownTokenAmount', { amount: amount.toString() }));
}

/** The known function with this calldata's selector, by its types, e.g. "address,uint256". */
function knownCall(data: Hex) {
  try {
    const decoded = decodeFunctionData({ abi: KNOWN_CALLS, data });
    const item = KNOWN_CALLS.find((entry) => entry.name === decoded.functionName)!;
    return { decoded, types: item.inputs.map((input) => input.type).join(',') };
  } catch {
    return undefined;
  }
}

async function decodedLines(
  to: Hex,
  data: Hex,
  readToken: ReadToken,
  callAbi: CallAbi | undefined,
): Promise<DescriptionLine[]> {
  const known = knownCall(data);
  const fromAbi = abiLines(
    callAbi,
    data,
    known && { name: known.decoded.functionName, types: known.types },
  );
  if (!known) {
    if (fromAbi.named) return [...fromAbi.lines, line(t('label.data'), clip(data))];
    return [
      wordsLine(t('label.call'), t('value.unknownCall', { selector: data.slice(0, 10) }), true),
      ...fromAbi.lines,
      line(t('label.data'), clip(data)),
    ];
  }
  return [...fromAbi.lines, ...(await knownLines(to, known.decoded, readToken))];
}

async function knownLines(
  to: Hex,
  decoded: ReturnType<typeof decodeFunctionData<typeof KNOWN_CALLS>>,
  readToken: ReadToken,
): Promise<DescriptionLine[]> {
  switch (decoded.functionName) {
    case 'transfer': {
      const [receiver, amount] = decoded.args;
      const token = await readToken(to);
      return [
        wordsLine(t('label.action'), t('value.tokenTransfer')),
        amountLine(t('label.amount'), amount, token),
        line(t('label.receiver'), receiver),
      ];
    }
    case 'transferFrom': {
      const [owner, receiver, amount] = decoded.args;
      const token = await readToken(to);
      return [
        wordsLine(t('label.action'), t('value.tokenTransferFrom')),
        amountLine(t('label.amount'), amount, token),
        line(t('label.from'), owner),
        line(t('label.receiver'), receiver),
      ];
    }
    case 'approve': {
      const [spender, amount] = decoded.args;
      const token = await readToken(to);
      const unlimited = amount >= UNLIMITED_ALLOWANCE;
      return [
        wordsLine(t('label.action'), t('value.tokenApproval')),
        line(t('label.spender'), spender),
        unlimited
          ? wordsLine(
              t('label.allowance'),
              token ? t('value.unlimited', { symbol: token.symbol }) : t('value.unlimitedTokens'),
              true,
            )
          : amountLine(t('label.allowance'), amount, token),
      ];
    }
    case 'setApprovalForAll': {
      const [operator, approved] = decoded.args;
      return approved
        ? [
            wordsLine(t('label.action'), t('value.approvalForAll')),
            line(t('label.operator'), operator),
            wordsLine(t('label.allows'), t('value.allNfts'), true),
          ]
        : [
            wordsLine(t('label.action'), t('value.withdrawApprovalForAll')),
            line(t('label.operator'), operator),
          ];
    }
  }
}

/** The lines of one call: target, native value, and its decoded meaning or raw data. */
export async function describeEvmCall(
  heading: string,
  call: EvmCall,
  readToken: ReadToken,
  callAbi?: CallAbi,
): Promise<DescriptionSection> {
  const to = hexOr(call.to);
  const value = hexOr(call.value);
  const data = hexOr(call.data);
  const lines: DescriptionLine[] = [
    to ? line(t('label.to'), to) : wordsLine(t('label.to'), t('value.noTarget'), true),
  ];
  lines.push(line(t('label.value'), `${amountText(formatEther(value ? BigInt(value) : 0n))} ETH`));
  if (data && data !== '0x') {
    lines.push(
      ...(to
        ? await decodedLines(to, data, readToken, callAbi)
        : [line(t('label.data'), clip(data))]),
    );
  }
  return { heading, lines };
}
