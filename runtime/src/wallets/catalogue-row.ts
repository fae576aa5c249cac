/**
 * One wallet of the bundled catalogue as written in its source: id, name, brand colour and
 * links. Its icon is a monogram of the name on the colour, made when the row is read.
 */
import { monogramIcon } from './monogram.js';
import type { CatalogueWallet } from './types.js';

export type CatalogueRow = [
  id: string,
  name: string,
  colour: string,
  links: Omit<CatalogueWallet, 'id' | 'name' | 'imageUrl'>,
];

/** Up to two letters: the first letters of the first two words ("MetaMask" counts as two). */
function initialsOf(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export function catalogueWallet([id, name, colour, links]: CatalogueRow): CatalogueWallet {
  return { id, name, imageUrl: monogramIcon(initialsOf(name), colour), ...links };
}
