/**
 * What the prepared modal dialog does at idle time to make its opening cheap, in a chunk
 * loaded on demand (fetched at the page's first idle time), so the first load carries none of
 * it: lay the prepared dialog out once, and rehearse React's first click once per page.
 */
import { rehearseReactClick, type ReactParts } from './rehearseReactClick.js';
import { warmLayout } from './warmLayout.js';

let clickRehearsed = false;

export function warmUpPreparedDialog(dialog: Element | undefined, react: ReactParts): void {
  if (dialog) warmLayout(dialog);
  if (clickRehearsed) return;
  clickRehearsed = true;
  void rehearseReactClick(react);
}
