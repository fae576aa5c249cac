/**
 * What the approval panel shows for one request: a title, the network and the account it acts
 * from, warnings the visitor must see, and sections of labelled lines (one section per call of
 * a batch, per instruction of a Solana transaction). Nothing is cut: the panel scrolls.
 */
import type { NamedNetwork } from './network-name.js';

export interface DescriptionLine {
  label: string;
  value: string;
  /** Shown as a warning: an unlimited approval, an unknown program, a call not decoded. */
  flag?: boolean;
  /**
   * The value is words in the visitor's language. Any other value is data (an address, a hash,
   * an amount with its symbol) and is always laid out left to right, even in Arabic.
   */
  words?: boolean;
}

export interface DescriptionSection {
  heading: string;
  lines: DescriptionLine[];
}

export interface RequestDescription {
  title: string;
  network?: NamedNetwork;
  /** The account that signs or sends. */
  from?: string;
  /** A count shown with the title, e.g. "11 calls". */
  count?: string;
  warnings: string[];
  sections: DescriptionSection[];
}

export const line = (label: string, value: string, flag?: boolean): DescriptionLine =>
  flag ? { label, value, flag } : { label, value };

/** A line whose value is a sentence of the frame's own, in the visitor's language. */
export const wordsLine = (label: string, value: string, flag?: boolean): DescriptionLine => ({
  ...line(label, value, flag),
  words: true,
});
