#!/usr/bin/env node
// A committed launcher, so npm links the bin on install even before `dist/` is built.
// `--version` on its own is answered here, from this package's package.json, before the CLI
// and its argument parser load: scripts ask it often and wait for nothing else.
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  const manifest = new URL('../package.json', import.meta.url);
  process.stdout.write(`${JSON.parse(readFileSync(manifest, 'utf8')).version}\n`);
} else {
  await import('../dist/bin.js');
}
