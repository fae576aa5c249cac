/**
 * `npx tsx bench/cpu-profile-top.ts <file.cpuprofile> [rows]`: where a `node --cpu-prof` profile
 * spent its time, as text: self time per function and per package (or file of the app), and
 * total time (self + callees) for the functions that matter most. Enough to compare two
 * profiles of the services bench without opening DevTools. A bundled file (the server's bin) is
 * split back into its modules by the `// <path>` line the bundler writes before each one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: tsx bench/cpu-profile-top.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

/** The module each line of a bundled file came from (0-based lines), read once per file. */
const bundleModules = new Map<string, (string | undefined)[]>();
function moduleAtLine(url: string, line: number): string | undefined {
  if (!url.startsWith('file://')) return undefined;
  let modules = bundleModules.get(url);
  if (!modules) {
    const path = fileURLToPath(url);
    let current: string | undefined;
    modules = existsSync(path)
      ? readFileSync(path, 'utf8')
          .split('\n')
          .map(
            (text) =>
              (current =
                /^\/\/ ((?:\.\.?\/|src\/|node_modules\/)\S+\.[cm]?[jt]sx?)$/.exec(text)?.[1] ??
                current),
          )
      : [];
    bundleModules.set(url, modules);
  }
  return modules[line];
}

const packageOf = (path: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)?.[1];

/** `<pkg>` for library code (bundled or not), a `node:` module, or the app's source file. */
function placeOf(url: string, line: number): string {
  if (url === '') return '(native / VM)';
  if (url.startsWith('node:')) return url;
  const bundled = moduleAtLine(url, line);
  if (bundled) return packageOf(bundled) ?? bundled.replace(/^(\.\.\/)+/, '');
  return packageOf(url) ?? url.replace(/^file:\/\//, '').replace(/^.*\/(server|bench)\//, '$1/');
}

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map<number, number>();
for (const node of profile.nodes)
  for (const child of node.children ?? []) parentOf.set(child, node.id);

// Self time per node: each sample's delta goes to the node it hit.
const selfUs = new Map<number, number>();
profile.samples.forEach((id, i) =>
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
);

const placeOfNode = (node: ProfileNode) => placeOf(node.callFrame.url, node.callFrame.lineNumber);
const label = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${placeOfNode(node)}:${node.callFrame.lineNumber + 1}`;

/** The nearest frame on the stack that is library or app code (not Node's own, not native). */
function ownerOf(id: number): string {
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const place = placeOfNode(byId.get(at)!);
    if (place !== '(native / VM)' && !place.startsWith('node:')) return place;
  }
  return placeOfNode(byId.get(id)!);
}

const selfByFunction = new Map<string, number>();
const byOwner = new Map<string, number>();
const selfByPlace = new Map<string, number>();
const totalByFunction = new Map<string, number>();
let allUs = 0;
let idleUs = 0;
for (const [id, us] of selfUs) {
  const node = byId.get(id)!;
  allUs += us;
  if (node.callFrame.functionName === '(idle)') {
    idleUs += us;
    continue;
  }
  selfByFunction.set(label(node), (selfByFunction.get(label(node)) ?? 0) + us);
  const place = placeOfNode(node);
  selfByPlace.set(place, (selfByPlace.get(place) ?? 0) + us);
  const owner = ownerOf(id);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
  // Total time: every distinct function on the stack gets the sample once (recursion counted once).
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
    const name = label(byId.get(at)!);
    if (seen.has(name)) continue;
    seen.add(name);
    totalByFunction.set(name, (totalByFunction.get(name) ?? 0) + us);
  }
}

const busyUs = allUs - idleUs;
const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const share = (us: number) => `${((100 * us) / busyUs).toFixed(1).padStart(5)} %`;
const top = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, rows);

console.log(`${file}: ${ms(allUs)} ms sampled, ${ms(busyUs)} ms busy (not idle)`);
console.log('\nself time by package / file');
for (const [place, us] of top(selfByPlace)) console.log(`${ms(us)} ms ${share(us)}  ${place}`);
console.log(
  "\nself time charged to the nearest library or app frame (Node's and native work included)",
);
for (const [owner, us] of top(byOwner)) console.log(`${ms(us)} ms ${share(us)}  ${owner}`);
console.log('\nself time by function');
for (const [name, us] of top(selfByFunction)) console.log(`${ms(us)} ms ${share(us)}  ${name}`);
console.log('\ntotal time (self + callees) by function');
for (const [name, us] of top(totalByFunction)) console.log(`${ms(us)} ms ${share(us)}  ${name}`);
