/**
 * Solana transactions for the approval panel, decoded by the frame itself: system transfers,
 * SPL Token transfers and approvals, associated-account creation and compute-budget settings,
 * with amounts and accounts. Any other program is listed by id and flagged. Also the check that
 * keeps signMessage from signing bytes that are a transaction (its signature would be valid
 * for that transaction).
 */
import {
  line,
  wordsLine,
  type DescriptionLine,
  type DescriptionSection,
} from './approval-description.js';
import {
  parseSolanaMessage,
  parseSolanaTransaction,
  type SolanaMessage,
} from './solana-message.js';
import { amountText, t } from './text/frame-text.js';

const SYSTEM = '11111111111111111111111111111111';
const TOKEN = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022 = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';
const ASSOCIATED_TOKEN = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL';
const COMPUTE_BUDGET = 'ComputeBudget111111111111111111111111111111';
/** An SPL allowance of the largest u64 is never spent down: it is shown as unlimited. */
const MAX_U64 = 2n ** 64n - 1n;

/** Lamports as SOL without losing digits. */
function formatSol(lamports: bigint): string {
  return `${amountText(formatUnits(lamports, 9))} SOL`;
}

function formatUnits(amount: bigint, decimals: number): string {
  const scale = 10n ** BigInt(decimals);
  const whole = amount / scale;
  const fraction = (amount % scale).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

const u64 = (data: Uint8Array, offset: number) =>
  data.length >= offset + 8
    ? new DataView(data.buffer, data.byteOffset + offset, 8).getBigUint64(0, true)
    : undefined;
const u32 = (data: Uint8Array, offset: number) =>
  data.length >= offset + 4
    ? new DataView(data.buffer, data.byteOffset + offset, 4).getUint32(0, true)
    : undefined;

interface Instruction {
  program: string;
  accounts: string[];
  data: Uint8Array;
}

function systemLines({ accounts, data }: Instruction): DescriptionLine[] | undefined {
  const kind = u32(data, 0);
  const lamports = u64(data, 4);
  if (kind === 2 && lamports !== undefined) {
    return [
      wordsLine(t('label.action'), t('value.solTransfer')),
      line(t('label.amount'), formatSol(lamports)),
      line(t('label.from'), accounts[0] ?? '?'),
      line(t('label.receiver'), accounts[1] ?? '?'),
    ];
  }
  return undefined;
}

function tokenLines({ accounts, data }: Instruction): DescriptionLine[] | undefined {
  const amount = u64(data, 1);
  if (amount === undefined) return undefined;
  switch (data[0]) {
    case 3: // Transfer: source, destination, owner
      return [
        wordsLine(t('label.action'), t('value.tokenTransfer')),
        wordsLine(t('label.amount'), t('value.baseUnitsNoDecimals', { amount: `${amount}` })),
        line(t('label.fromAccount'), accounts[0] ?? '?'),
        line(t('label.toAccount'), accounts[1] ?? '?'),
      ];
    case 4: // Approve: source, delegate, owner
      return [
        wordsLine(t('label.action'), t('value.tokenApproval')),
        line(t('label.delegate'), accounts[1] ?? '?'),
        amount === MAX_U64
          ? wordsLine(t('label.allowance'), t('value.unlimitedDelegate'), true)
          : wordsLine(t('label.allowance'), t('value.baseUnits', { amount: `${amount}` })),
        line(t('label.ofAccount'), accounts[0] ?? '?'),
      ];
    case 12: // TransferChecked: source, mint, destination, owner
      return [
        wordsLine(t('label.action'), t('value.tokenTransfer')),
        line(t('label.amount'), amountText(formatUnits(amount, data[9] ?? 0))),
        line(t('label.mint'), accounts[1] ?? '?'),
        line(t('label.fromAccount'), accounts[0] ?? '?'),
        line(t('label.toAccount'), accounts[2] ?? '?'),
      ];
    case 13: // ApproveChecked: source, mint, delegate, owner
      return [
        wordsLine(t('label.action'), t('value.tokenApproval')),
        line(t('label.delegate'), accounts[2] ?? '?'),
        amount === MAX_U64
          ? wordsLine(t('label.allowance'), t('value.unlimitedDelegate'), true)
          : line(t('label.allowance'), amountText(formatUnits(amount, data[9] ?? 0))),
        line(t('label.mint'), accounts[1] ?? '?'),
        line(t('label.ofAccount'), accounts[0] ?? '?'),
      ];
    default:
      return undefined;
  }
}

function computeBudgetLines({ data }: Instruction): DescriptionLine[] | undefined {
  if (data[0] === 2 && u32(data, 1) !== undefined)
    return [
      wordsLine(t('label.action'), t('value.computeUnitLimit')),
      line(t('label.units'), String(u32(data, 1))),
    ];
  if (data[0] === 3 && u64(data, 1) !== undefined) {
    return [
      wordsLine(t('label.action'), t('value.priorityFee')),
      wordsLine(t('label.price'), t('value.microLamports', { price: `${u64(data, 1)}` })),
    ];
  }
  return undefined;
}

function associatedTokenLines({ accounts, data }: Instruction): DescriptionLine[] | undefined {
  if (data.length === 0 || data[0] === 0 || data[0] === 1) {
    return [
      wordsLine(t('label.action'), t('value.createTokenAccount')),
      line(t('label.owner'), accounts[2] ?? '?'),
      line(t('label.mint'), accounts[3] ?? '?'),
    ];
  }
  return undefined;
}

function instructionLines(instruction: Instruction): DescriptionLine[] {
  const decoded =
    instruction.program === SYSTEM
      ? systemLines(instruction)
      : instruction.program === TOKEN || instruction.program === TOKEN_2022
        ? tokenLines(instruction)
        : instruction.program === COMPUTE_BUDGET
          ? computeBudgetLines(instruction)
          : instruction.program === ASSOCIATED_TOKEN
            ? associatedTokenLines(instruction)
            : undefined;
  if (decoded) return decoded;
  return [
    line(t('label.program'), instruction.program, true),
    wordsLine(t('label.action'), t('value.programNotDecoded'), true),
    line(t('label.accounts'), instruction.accounts.join('\n')),
  ];
}

/** The instructions of a transaction (or of its message), with its accounts resolved. */
function instructionsOf(message: SolanaMessage): Instruction[] {
  const keys = message.staticAccountKeys;
  const accountAt = (index: number) =>
    keys[index] ?? t('value.lookupAccount', { index: String(index) });
  return message.compiledInstructions.map((instruction) => ({
    program: accountAt(instruction.programIdIndex),
    accounts: instruction.accountKeyIndexes.map(accountAt),
    data: instruction.data,
  }));
}

export function describeSolanaTransaction(
  bytes: Uint8Array,
  heading: string,
): DescriptionSection[] {
  const message = parseSolanaTransaction(bytes);
  const sections: DescriptionSection[] = [
    {
      heading,
      lines: [
        line(t('label.feePayer'), message.staticAccountKeys[0] ?? '?'),
        line(t('label.instructions'), String(message.compiledInstructions.length)),
        ...(message.addressTableLookups.length > 0
          ? [wordsLine(t('label.lookupTables'), t('value.lookupTables'), true)]
          : []),
      ],
    },
  ];
  instructionsOf(message).forEach((instruction, index) =>
    sections.push({
      heading: t('section.instructionOf', { heading, index: index + 1 }),
      lines: instructionLines(instruction),
    }),
  );
  return sections;
}

/**
 * Whether `bytes` are exactly a serialized transaction message or transaction: what a
 * transaction's signature covers. Exact means the strict parse consumes every byte (solana-message.ts).
 */
export function isSolanaTransactionBytes(bytes: Uint8Array): boolean {
  for (const parse of [parseSolanaMessage, parseSolanaTransaction]) {
    try {
      parse(bytes);
      return true;
    } catch {
      // not this shape
    }
  }
  return false;
}
