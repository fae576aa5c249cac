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

/** Printable ASCII only: almost every catalogue name. */
const ASCII_NAME = /^[\x20-\x7e]*$/;

/**
 * Up to two letters: the first letters of the first two words ("MetaMask" counts as two).
 * An ASCII name is split with the ASCII part of the Unicode classes, which gives the same
 * words: the first use of a Unicode property class compiles it (about a millisecond here), and
 * these rows are made as the modal's code is evaluated, often after the click that opened it.
 */
function initialsOf(name: string): string {
  const ascii = ASCII_NAME.test(name);
  const words = name
    .replace(ascii ? /[^A-Za-z0-9 ]/g : /[^\p{L}\p{N} ]/gu, ' ')
    .replace(ascii ? /([a-z])([A-Z])/g : /(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .split(/\s+/)
    .filter(Boolean);
  const letters =
    words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

export function catalogueWallet([id, name, colour, links]: CatalogueRow): CatalogueWallet {
  return { id, name, imageUrl: monogramIcon(initialsOf(name), colour), ...links };
}
