/**
 * The meaning of an EVM call for the approval panel, decoded by the frame itself: the native
 * value, and for the calls a visitor meets most (ERC-20 transfer, approve and transferFrom,
 * ERC-721/1155 setApprovalForAll) what they move or allow, with token symbol and decimals read
 * from the chain. A call the app gave its ABI for (`writeContract`) is named by function and
 * arguments when that ABI matches the calldata (call-abi.ts). Anything else is said to be
 * unknown, with its raw data.
 */
import { decodeFunctionData, formatEther, formatUnits, isHex, parseAbi, type Hex } from 'viem';
import { line, type DescriptionLine, type DescriptionSection } from './approval-description.js';
import { abiLines } from './call-abi-lines.js';
import type { CallAbi } from './call-abi.js';
import { MAX_VALUE_CHARS } from './request-limits.js';
import type { TokenInfo } from './token-info.js';

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

const clip = (text: string) =>
  text.length > MAX_VALUE_CHARS
    ? `${text.slice(0, MAX_VALUE_CHARS)}… (${text.length} characters)`
    : text;

function amountOf(amount: bigint, token: TokenInfo | undefined): string {
  return token
    ? `${formatUnits(amount, token.decimals)} ${token.symbol}`
    : `${amount} base units of an unknown token`;
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
    if (fromAbi.named) return [...fromAbi.lines, line('Data', clip(data))];
    return [
      line('Call', `Unknown contract call (function ${data.slice(0, 10)}): not decoded`, true),
      ...fromAbi.lines,
      line('Data', clip(data)),
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
        line('Action', 'Token transfer'),
        line('Amount', amountOf(amount, token)),
        line('Receiver', receiver),
      ];
    }
    case 'transferFrom': {
      const [owner, receiver, amount] = decoded.args;
      const token = await readToken(to);
      return [
        line('Action', 'Token transfer from another account'),
        line('Amount', amountOf(amount, token)),
        line('From', owner),
        line('Receiver', receiver),
      ];
    }
    case 'approve': {
      const [spender, amount] = decoded.args;
      const token = await readToken(to);
      const unlimited = amount >= UNLIMITED_ALLOWANCE;
      return [
        line('Action', 'Token approval'),
        line('Spender', spender),
        unlimited
          ? line(
              'Allowance',
              `UNLIMITED: the spender may take all your ${token?.symbol ?? 'tokens'}`,
              true,
            )
          : line('Allowance', amountOf(amount, token)),
      ];
    }
    case 'setApprovalForAll': {
      const [operator, approved] = decoded.args;
      return approved
        ? [
            line('Action', 'Approval for all NFTs of the collection'),
            line('Operator', operator),
            line('Allows', 'ALL your NFTs of this collection to be moved by the operator', true),
          ]
        : [line('Action', 'Withdraw an approval for all NFTs'), line('Operator', operator)];
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
  const lines: DescriptionLine[] = [line('To', to ?? 'No target: creates a contract', !to)];
  lines.push(line('Value', `${formatEther(value ? BigInt(value) : 0n)} ETH`));
  if (data && data !== '0x') {
    lines.push(
      ...(to ? await decodedLines(to, data, readToken, callAbi) : [line('Data', clip(data))]),
    );
  }
  return { heading, lines };
}
