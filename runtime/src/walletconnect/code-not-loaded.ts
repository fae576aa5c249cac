/** A chunk of WalletConnect code that did not arrive, as the error the visitor is shown. */
import { CODE_NOT_LOADED } from './connector-constants.js';

export function codeNotLoaded(error: unknown): Error {
  if (error instanceof Error && error.message.startsWith(CODE_NOT_LOADED)) return error;
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`${CODE_NOT_LOADED}: ${reason}`, { cause: error });
}
