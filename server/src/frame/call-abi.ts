/**
 * The ABI the kit sends with a `writeContract` call, so the approval panel can name the function
 * and its arguments. It comes from the host page, so it is only a claim: the frame keeps it
 * only when it is a small, well-formed function fragment whose selector is the one the calldata
 * starts with and whose types decode that calldata. Anything else is not used and the call is
 * shown as unknown, as if no ABI had come. See docs/decisions.md ("The app's ABI on the
 * approval panel").
 */
import { decodeFunctionData, toFunctionSelector, type AbiFunction, type Hex } from 'viem';

/** Characters of the ABI's JSON: a function fragment is a few hundred. */
export const MAX_CALL_ABI_CHARS = 8_000;
/** Fragments of one name (overloads) the kit may send. */
const MAX_CALL_ABI_FRAGMENTS = 4;
/** Parameters of one function or tuple. */
const MAX_ABI_PARAMETERS = 16;
/** Tuples inside tuples. */
const MAX_ABI_DEPTH = 3;

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]{0,63}$/;
/** Solidity's elementary types and tuples, with up to three array dimensions. */
const TYPE =
  /^(address|bool|string|bytes(?:[1-9]|[12][0-9]|3[0-2])?|u?int(?:8|16|24|32|40|48|56|64|72|80|88|96|104|112|120|128|136|144|152|160|168|176|184|192|200|208|216|224|232|240|248|256)?|tuple)(\[[0-9]{0,4}\]){0,3}$/;

/** Why an app's ABI is not used, named by code: the panel words it in the visitor's language. */
export type CallAbiProblem = 'unreadable' | 'tooLarge' | 'notFunctions' | 'malformed';

export type CallAbi = { fragments: AbiFunction[] } | { invalid: CallAbiProblem };

export interface AbiParameterShape {
  name: string;
  type: string;
  components?: AbiParameterShape[];
}

function parameters(input: unknown, depth: number): AbiParameterShape[] | undefined {
  if (!Array.isArray(input) || input.length > MAX_ABI_PARAMETERS) return undefined;
  const result: AbiParameterShape[] = [];
  for (const item of input) {
    const { name = '', type, components } = (item ?? {}) as Record<string, unknown>;
    if (typeof name !== 'string' || (name !== '' && !IDENTIFIER.test(name))) return undefined;
    if (typeof type !== 'string' || !TYPE.test(type)) return undefined;
    if (type.startsWith('tuple')) {
      if (depth >= MAX_ABI_DEPTH) return undefined;
      const inner = parameters(components, depth + 1);
      if (!inner || inner.length === 0) return undefined;
      result.push({ name, type, components: inner });
    } else {
      if (components !== undefined) return undefined;
      result.push({ name, type });
    }
  }
  return result;
}

/** Only the fields the panel needs are kept: name and inputs. */
function fragment(input: unknown): AbiFunction | undefined {
  const { type, name, inputs } = (input ?? {}) as Record<string, unknown>;
  if (type !== 'function' || typeof name !== 'string' || !IDENTIFIER.test(name)) return undefined;
  const checked = parameters(inputs ?? [], 0);
  if (!checked) return undefined;
  return {
    type: 'function',
    name,
    inputs: checked,
    outputs: [],
    stateMutability: 'nonpayable',
  } as AbiFunction;
}

/** The host's ABI, kept only when every fragment is well formed and the whole is small. */
export function readCallAbi(input: unknown): CallAbi | undefined {
  if (input === undefined) return undefined;
  let size: number;
  try {
    size = JSON.stringify(input)?.length ?? 0;
  } catch {
    return { invalid: 'unreadable' };
  }
  if (size > MAX_CALL_ABI_CHARS) return { invalid: 'tooLarge' };
  if (!Array.isArray(input) || input.length === 0 || input.length > MAX_CALL_ABI_FRAGMENTS)
    return { invalid: 'notFunctions' };
  const fragments = input.map(fragment);
  if (fragments.some((item) => !item)) return { invalid: 'malformed' };
  return { fragments: fragments as AbiFunction[] };
}

interface DecodedCall {
  fragment: AbiFunction;
  args: readonly unknown[];
}

/**
 * The call decoded by the fragment whose selector starts `data`; undefined when none has that
 * selector or its types do not decode the data: the ABI then does not describe this call.
 */
export function decodeWithCallAbi(fragments: AbiFunction[], data: Hex): DecodedCall | undefined {
  const selector = data.slice(0, 10).toLowerCase();
  for (const candidate of fragments) {
    let matches: boolean;
    try {
      matches = toFunctionSelector(candidate) === selector;
    } catch {
      matches = false;
    }
    if (!matches) continue;
    try {
      const decoded = decodeFunctionData({ abi: [candidate], data });
      return { fragment: candidate, args: decoded.args ?? [] };
    } catch {
      return undefined;
    }
  }
  return undefined;
}
