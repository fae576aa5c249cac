/**
 * Free names close to the one asked for: the name itself when it is free, then the name with a
 * number or a short word appended, keeping only those that follow the name rule and nobody
 * holds. Deterministic, so the same question gets the same answer.
 */
import { isValidAccountName, normalizeAccountName } from '@wallet-kit/schemas';
import type { NameStore } from './name-store.js';

export const MAX_SUGGESTIONS = 5;
const WORDS = ['wallet', 'app', 'web3', 'dev'];

export async function suggestNames(query: string, store: NameStore): Promise<{ name: string }[]> {
  const base = normalizeAccountName(query).replace(/[^a-z0-9-]/g, '');
  if (base.length === 0) return [];
  const candidates = [
    base,
    ...Array.from({ length: 9 }, (_, i) => `${base}${i + 1}`),
    ...WORDS.map((word) => `${base}-${word}`),
  ].filter(isValidAccountName);
  const taken = await store.taken(candidates);
  return candidates
    .filter((name) => !taken.has(name))
    .slice(0, MAX_SUGGESTIONS)
    .map((name) => ({ name }));
}
