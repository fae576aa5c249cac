/**
 * Where the bench builds its pages. Outside `bench/`: that workspace installs React 18 for
 * the tarball host (`react-18` and its peer `react@18` in `bench/node_modules`), and a page
 * built under `bench/` would resolve a bare `react` to React 18 while `react-dom` resolves to
 * the repository's React 19: two Reacts, and React error #525 on the first render.
 */
import { join } from 'node:path';
import { REPO_ROOT } from '../scripts/demo/example-app.js';

export const BENCH_OUT = join(REPO_ROOT, '.cache', 'bench-out');
