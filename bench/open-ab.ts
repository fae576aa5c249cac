/**
 * `npx tsx bench/open-ab.ts <floor page> <kit page A> <kit page B> … [--runs n]`: click → modal
 * visible for several builds of the kit page beside one floor, in one run (floor, A, B, …
 * alternating run by run), each printed as `bench/tarball-host.ts` prints one build
 * (`--react <version>` names the React version the pages were built with in those lines). For trying
 * a change: build the page before and after it (a kept tarball host's `dist-kit`, built again
 * with the changed runtime), then compare them under the same load.
 */
import './time-limit.js';
import { measureOpensBesideFloor, openLines } from './open-beside-floor.js';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const runs = Number(option('--runs') ?? 9);
const react = option('--react') ?? '(unnamed)';
const [floor, ...kits] = args.filter(
  (arg, index) => !arg.startsWith('--') && !['--runs', '--react'].includes(args[index - 1] ?? ''),
);
if (!floor || kits.length === 0) {
  throw new Error('usage: bench/open-ab.ts <floor page> <kit page> [<kit page> …] [--runs n]');
}
const measured = await measureOpensBesideFloor(floor, kits, runs);
if (typeof measured === 'string') console.log(`click → modal visible ${measured}`);
else {
  for (const [index, kit] of kits.entries()) {
    console.log(`\n${kit}`);
    for (const line of openLines(react, { floor: measured.floor, kit: measured.kits[index]! })) {
      console.log(line);
    }
  }
}
