/**
 * Where PostgreSQL's server programs are: on the PATH, or in Debian's versioned folder
 * (/usr/lib/postgresql/<version>/bin), newest version first.
 */
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
  bin: string;
}

export function findPostgresBinaries(): PostgresBinaries | undefined {
  const debian = (() => {
    try {
      return readdirSync('/usr/lib/postgresql')
        .filter((version) => /^\d+$/.test(version))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => `/usr/lib/postgresql/${version}/bin`);
    } catch {
      return [];
    }
  })();
  const folders = [...debian, ...(process.env.PATH ?? '').split(delimiter).filter(Boolean)];
  for (const bin of folders) {
    if (executable(join(bin, 'initdb')) && executable(join(bin, 'pg_ctl'))) {
      return { initdb: join(bin, 'initdb'), pgCtl: join(bin, 'pg_ctl'), bin };
    }
  }
  return undefined;
}
