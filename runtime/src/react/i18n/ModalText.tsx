import type { ReactNode } from 'react';
import { MODAL_TEXT } from './messages/en-modal.js';
import { TextContext } from './TextContext.js';
import { useText } from './useText.js';

/**
 * Gives the components below it the modal's English (`MODAL_TEXT`) beside the kit's locale:
 * the modal's words come with the modal's code, and the page's first load carries only the
 * connect button's.
 */
export function ModalText({ children }: { children?: ReactNode }) {
  const text = useText(MODAL_TEXT);
  return <TextContext.Provider value={text}>{children}</TextContext.Provider>;
}
