/**
 * No string of the config may hold a control character (U+0000–U+001F, U+007F–U+009F): none has
 * a meaning in an id, a name, a URL or a CSS value, and one typed by accident (Ctrl-U in the
 * wizard's prompt) would otherwise be written into the generated code invisibly.
 */
import type { ConfigIssue } from './parse-config.js';

const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

function codePoint(character: string): string {
  return `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** One issue per string holding a control character, with its dotted path. */
export function controlCharacterIssues(input: unknown, path: string[] = []): ConfigIssue[] {
  if (typeof input === 'string') {
    const found = CONTROL_CHARACTER.exec(input);
    if (!found) return [];
    return [
      {
        path: path.length === 0 ? '(root)' : path.join('.'),
        message: `Contains a control character (${codePoint(found[0])}): retype the value without it`,
      },
    ];
  }
  if (Array.isArray(input)) {
    return input.flatMap((item, index) => controlCharacterIssues(item, [...path, String(index)]));
  }
  if (input !== null && typeof input === 'object') {
    return Object.entries(input).flatMap(([key, value]) =>
      controlCharacterIssues(value, [...path, key]),
    );
  }
  return [];
}
