/**
 * The licence of the package a bundled module comes from: the `license` field (or the old
 * `licenses` array) of the nearest package.json above the module that names a package, or, for
 * a package that declares none, the text of its LICENSE (LICENCE, COPYING) file.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface PackageLicence {
  name: string;
  /** The declared SPDX expression, or `LICENSE file` when only a file says it. */
  licence: string;
  /** The licence file's text, when the package declares no licence. */
  fileText?: string;
}

const cache = new Map<string, PackageLicence | undefined>();

function licenceFileText(dir: string): string | undefined {
  const file = readdirSync(dir).find((name) => /^(licen[cs]e|copying)(\.|$)/i.test(name));
  return file ? readFileSync(join(dir, file), 'utf8') : undefined;
}

function readPackage(dir: string): PackageLicence | undefined {
  if (cache.has(dir)) return cache.get(dir);
  const file = join(dir, 'package.json');
  let found: PackageLicence | undefined;
  if (existsSync(file)) {
    const json = JSON.parse(readFileSync(file, 'utf8')) as {
      name?: string;
      license?: string | { type?: string };
      licenses?: { type?: string }[];
    };
    if (json.name) {
      const declared =
        (typeof json.license === 'string' ? json.license : json.license?.type) ??
        json.licenses?.map((entry) => entry.type).join(' OR ');
      const fileText = declared ? undefined : licenceFileText(dir);
      found = {
        name: json.name,
        licence: declared ?? (fileText ? 'LICENSE file' : 'UNKNOWN'),
        ...(fileText ? { fileText } : {}),
      };
    }
  }
  cache.set(dir, found);
  return found;
}

/** Undefined for a module with no file behind it (a bundler's virtual module). */
export function packageLicenceOf(moduleId: string): PackageLicence | undefined {
  const path = moduleId.split('?')[0]!;
  if (!path.startsWith('/')) return undefined;
  for (let dir = dirname(path); dir !== dirname(dir); dir = dirname(dir)) {
    const found = readPackage(dir);
    if (found) return found;
  }
  return undefined;
}

/** GNU GPL in any flavour (LGPL, AGPL) and the SSPL: licences a host cannot ship. */
const COPYLEFT_ID = /\b(A|L)?GPL|\bSSPL/i;
const COPYLEFT_TEXT =
  /GNU (Lesser |Library |Affero )?General Public License|Server Side Public License/i;

export function isCopyleft(info: PackageLicence): boolean {
  return COPYLEFT_ID.test(info.licence) || COPYLEFT_TEXT.test(info.fileText ?? '');
}
