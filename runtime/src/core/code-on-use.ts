/**
 * Code fetched the first time it is used (an `import()`): one fetch at a time; once it has
 * come it is at hand synchronously (`loaded()`), so a call can run in the same task; a fetch
 * that fails rejects with `notLoaded` and the reason, keeps nothing, and the next call fetches
 * again.
 */
import { errorMessage } from './errors.js';

export interface CodeOnUse<T> {
  /** Fetches the code (once; again after a failure). */
  (): Promise<T>;
  /** The code once it has come, else undefined. */
  loaded(): T | undefined;
}

export function codeOnUse<T>(load: () => Promise<T>, notLoaded: string): CodeOnUse<T> {
  let loading: Promise<T> | undefined;
  let loaded: T | undefined;
  const fetchCode = () =>
    (loading ??= load().then(
      (code) => (loaded = code),
      (error: unknown) => {
        loading = undefined;
        throw new Error(`${notLoaded}: ${errorMessage(error)}`, { cause: error });
      },
    ));
  return Object.assign(fetchCode, { loaded: () => loaded });
}
