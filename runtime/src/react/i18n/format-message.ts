/** Values a message's `{name}` placeholders are filled with. */
export type MessageParams = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * Fills each `{name}` of a message; a number is written the locale's way (1 234 in French). A
 * placeholder without a value stays as written, so a missing value shows rather than vanishes.
 */
export function formatMessage(
  message: string,
  params: MessageParams | undefined,
  numbers: Intl.NumberFormat,
): string {
  if (!params) return message;
  return message.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}

/** The placeholder names of a message, sorted (a translation must keep the same ones). */
export function placeholdersOf(message: string): string[] {
  return [...message.matchAll(PLACEHOLDER)].map((match) => match[1]!).sort();
}

/** A message cut at its placeholders: text, then `{ name }` where a placeholder stood. */
export function splitMessage(message: string): (string | { name: string })[] {
  const parts: (string | { name: string })[] = [];
  let last = 0;
  for (const match of message.matchAll(PLACEHOLDER)) {
    if (match.index > last) parts.push(message.slice(last, match.index));
    parts.push({ name: match[1]! });
    last = match.index + match[0].length;
  }
  if (last < message.length) parts.push(message.slice(last));
  return parts;
}
