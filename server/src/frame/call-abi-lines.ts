/**
 * The approval panel's lines for a call decoded with the app's ABI: the function's name and
 * each argument by name. When the ABI is not used (malformed, too large, another selector, or
 * another name for a selector the frame knows), one flagged line says so in the frame's own
 * words: nothing of the rejected ABI is shown.
 */
import type { Hex } from 'viem';
import { line, wordsLine, type DescriptionLine } from './approval-description.js';
import { decodeWithCallAbi, type AbiParameterShape, type CallAbi } from './call-abi.js';
import { clipCounted as clip } from './clip-value.js';
import { t } from './text/frame-text.js';

interface AbiLines {
  /** True when the ABI named the call: its lines replace "unknown call". */
  named: boolean;
  lines: DescriptionLine[];
}

/** `why`: the frame's own sentence, never words of the rejected ABI. */
const NOT_USED = (why: string): AbiLines => ({
  named: false,
  lines: [wordsLine(t('label.appAbi'), why, true)],
});

/** An argument as text: numbers in decimal, text quoted (so it cannot pass for a label). */
function shownArgument(value: unknown): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string')
    return /^0x[0-9a-fA-F]*$/.test(value) ? value : JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(shownArgument).join(', ')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).map(([key, item]) => `${key}: ${shownArgument(item)}`);
    return `{ ${entries.join(', ')} }`;
  }
  return String(value);
}

const typesOf = (inputs: readonly AbiParameterShape[]): string =>
  inputs
    .map((input) =>
      input.type.startsWith('tuple')
        ? `(${typesOf(input.components ?? [])})${input.type.slice(5)}`
        : input.type,
    )
    .join(',');

/**
 * `known`: the standard function the frame decodes this selector as, if any. An ABI that gives
 * that selector another name or other types is a selector collision made to mislead.
 */
export function abiLines(
  callAbi: CallAbi | undefined,
  data: Hex,
  known: { name: string; types: string } | undefined,
): AbiLines {
  if (!callAbi) return { named: false, lines: [] };
  if ('invalid' in callAbi) return NOT_USED(t(`value.abiNotUsed.${callAbi.invalid}`));
  const decoded = decodeWithCallAbi(callAbi.fragments, data);
  if (!decoded) return NOT_USED(t('value.abiNotUsed.mismatch'));
  const inputs = decoded.fragment.inputs as readonly AbiParameterShape[];
  if (known && (known.name !== decoded.fragment.name || known.types !== typesOf(inputs))) {
    return NOT_USED(t('value.abiNotUsed.renamed', { name: known.name }));
  }
  return {
    named: true,
    lines: [
      line(t('label.function'), decoded.fragment.name),
      ...inputs.map((input, index) =>
        line(
          `${input.name || t('label.argument', { index: index + 1 })} (${input.type})`,
          clip(shownArgument(decoded.args[index])),
        ),
      ),
      wordsLine(t('label.decodedWith'), t('value.decodedWithAbi')),
    ],
  };
}
