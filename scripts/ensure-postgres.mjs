// The wallet service's tests run a real PostgreSQL server; a fresh machine may not have one.
// Looks for initdb and pg_ctl on the PATH and in Debian's /usr/lib/postgresql/<version>/bin.
import { accessSync, constants, readdirSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { delimiter, join } from 'node:path';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

function debianFolders() {
  try {
    return readdirSync('/usr/lib/postgresql').map(
      (version) => `/usr/lib/postgresql/${version}/bin`,
    );
  } catch {
    return [];
  }
}

const found = () =>
  [...debianFolders(), ...(process.env.PATH ?? '').split(delimiter)].some(
    (bin) => bin && executable(join(bin, 'initdb')) && executable(join(bin, 'pg_ctl')),
  );

if (!found()) {
  console.log('PostgreSQL is missing: installing Debian postgresql with apt-get');
  const sudo = process.getuid && process.getuid() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y -qq postgresql`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!found()) {
    console.error('PostgreSQL still not found after installing it');
    process.exit(1);
  }
}
