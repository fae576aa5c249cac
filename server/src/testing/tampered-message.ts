/**
 * The text an attacker's own client signs: the kit's formatter refuses fields that break the
 * grammar, so a test writes the text of valid fields and then puts each changed value in the
 * place of the one it replaced, as a hand-written message would.
 */
import { formatSiwxMessage, type SiwxMessageData } from '@wallet-kit/schemas';

export function messageWithEdits(valid: SiwxMessageData, edited: SiwxMessageData): string {
  let message = formatSiwxMessage(valid);
  for (const key of Object.keys(edited) as (keyof SiwxMessageData)[]) {
    const before = valid[key];
    const after = edited[key];
    if (Array.isArray(before) && Array.isArray(after)) {
      before.forEach((item, index) => (message = message.replace(item, after[index] ?? '')));
    } else if (typeof before === 'string' && typeof after === 'string' && before !== after) {
      message = message.replace(before, after);
    }
  }
  return message;
}
