/**
 * The monograms `monogramIcon` has made in this page, by icon URL. The kit's own views draw a
 * monogram as text on its colour instead of showing its SVG: the browser gives every SVG
 * image a document of its own, and laying out its text costs milliseconds per icon in the
 * frame that first shows the list. Kept apart from the SVG maker so the views that look a
 * monogram up do not carry the code that makes one.
 */

export interface Monogram {
  initials: string;
  /** The brand colour behind the letters. */
  colour: string;
  /** Black or white, whichever contrasts more with `colour`. */
  ink: string;
}

const made = new Map<string, Monogram>();

export function rememberMonogram(url: string, monogram: Monogram): void {
  made.set(url, monogram);
}

/** The monogram behind an icon URL `monogramIcon` made, or undefined for any other URL. */
export function monogramOf(url: string | undefined): Monogram | undefined {
  return url === undefined ? undefined : made.get(url);
}
