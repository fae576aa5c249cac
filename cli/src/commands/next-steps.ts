/**
 * The steps a host app follows, written once here: `create-wallet-kit --help` prints them and the
 * first run ends with the ones still to do. The README's host quick start and the first comment
 * of the generated `index.ts` say the same; keep the three in step.
 */
import { posix, relative, sep } from 'node:path';

/** Where `<WalletModal />` goes, with the import as seen from `src/App.tsx`. */
function renderLines(importPath: string): string[] {
  return [
    'Render the modal once inside the provider (e.g. in src/App.tsx):',
    `  import { ConnectButton, WalletKitProvider, WalletModal } from '${importPath}';`,
    '  <WalletKitProvider><ConnectButton /><WalletModal /></WalletKitProvider>',
  ];
}

function numbered(step: number, lines: readonly string[]): string[] {
  return lines.map((line, index) => (index === 0 ? `  ${step}. ${line}` : `     ${line}`));
}

export const HELP_STEPS = [
  'Steps in a React app:',
  ...numbered(1, [
    'npm install @wallet-kit/runtime     the library the generated module imports',
    'npm install -D create-wallet-kit    so walletkit.config.ts type-checks in your editor',
  ]),
  ...numbered(2, [
    'npx create-wallet-kit               asks a few questions, writes walletkit.config.ts,',
    '                                    generates src/wallet-kit/',
  ]),
  ...numbered(3, renderLines('./wallet-kit')),
  ...numbered(4, [
    'npx create-wallet-kit generate      after each change to walletkit.config.ts; it installs',
    '                                    the chain libraries the config needs (--no-install',
    '                                    prints the command instead)',
  ]),
].join('\n');

/** The import path of the generated folder from `src/App.tsx` of the project. */
function importPathFromApp(projectRoot: string, outDir: string): string {
  const fromSrc = relative(`${projectRoot}${sep}src`, outDir).split(sep).join(posix.sep);
  return fromSrc.startsWith('.') ? fromSrc : `./${fromSrc}`;
}

/** What the first run prints last: the installs still to do, where to render, how to re-run. */
export function firstRunNextSteps(options: {
  projectRoot: string;
  outDir: string;
  /** Install commands the host still has to run, if any. */
  installs: readonly string[];
}): string {
  const lines = ['Next steps:'];
  let step = 1;
  if (options.installs.length > 0)
    lines.push(...numbered(step++, ['Install:', ...options.installs]));
  lines.push(
    ...numbered(step++, renderLines(importPathFromApp(options.projectRoot, options.outDir))),
  );
  lines.push(
    ...numbered(step, ['After each change to walletkit.config.ts: npx create-wallet-kit generate']),
  );
  return lines.join('\n');
}
