/**
 * A `/`-separated path that stays inside the folder it is relative to: not absolute, no drive
 * letter, no backslash, no `.`/`..`/empty segment, no NUL or other control character.
 */
export function isSafeRelativePath(path: string): boolean {
  if (path.length === 0 || path.startsWith('/') || path.includes('\\') || /^[a-zA-Z]:/.test(path)) {
    return false;
  }
  if (/[\u0000-\u001f\u007f]/.test(path)) return false;
  return path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}
