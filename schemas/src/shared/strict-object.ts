import { z } from 'zod';

/**
 * A strict object whose unknown keys are refused with a "did you mean" hint, so a
 * typo in walletkit.config.ts (`themes`, `feautres`) never silently does nothing.
 *
 * zod reports all unknown keys of one object as one issue; the message carries
 * one line per key, in the order of `issue.keys`, and parseConfig splits them
 * into one issue per key path.
 */
export function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const knownKeys = Object.keys(shape);
  return z.strictObject(shape, {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') {
        return issue.keys.map((key) => unknownKeyMessage(key, knownKeys)).join('\n');
      }
      if (issue.code === 'invalid_type')
        return issue.input === undefined ? 'Required' : 'Expected an object';
      return undefined;
    },
  });
}

export function unknownKeyMessage(key: string, knownKeys: readonly string[]): string {
  const suggestion = closestKey(key, knownKeys);
  return suggestion
    ? `Unknown key "${key}" (did you mean "${suggestion}"?)`
    : `Unknown key "${key}"; known keys: ${knownKeys.join(', ')}`;
}

/** The known key within edit distance 2 (or a case-insensitive match), if any. */
function closestKey(key: string, knownKeys: readonly string[]): string | undefined {
  let best: { key: string; distance: number } | undefined;
  for (const known of knownKeys) {
    const distance = known.toLowerCase() === key.toLowerCase() ? 0 : editDistance(key, known);
    if (distance <= 2 && (!best || distance < best.distance)) best = { key: known, distance };
  }
  return best?.key;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
