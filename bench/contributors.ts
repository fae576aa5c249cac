/** Which packages make up the initial JavaScript: a hint at where the bytes go. */
import type { RecordedChunk } from './module-recorder.js';

export interface Contributor {
  name: string;
  /** Rendered bytes before minification: comparable between packages, not to the sizes. */
  renderedBytes: number;
}

/** `…/node_modules/@scope/pkg/…` → `@scope/pkg`; workspace files → their package folder. */
function packageOf(moduleId: string, repoRoot: string): string {
  const afterNodeModules = moduleId.split('/node_modules/').pop() ?? moduleId;
  if (afterNodeModules !== moduleId) {
    const parts = afterNodeModules.split('/');
    return (afterNodeModules.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
  }
  if (!moduleId.startsWith(repoRoot)) return moduleId.replace(/^\0/, '(bundler) ');
  const relative = moduleId.slice(repoRoot.length).split('/');
  // runtime/dist/... is @wallet-kit/runtime; anything else is the app copy: page, Demo Wallet, generated kit.
  return relative[0] === 'runtime' ? '@wallet-kit/runtime' : 'example app + generated kit';
}

export function largestContributors(
  chunks: RecordedChunk[],
  fileNames: Set<string>,
  repoRoot: string,
  count: number,
): Contributor[] {
  const totals = new Map<string, number>();
  for (const chunk of chunks) {
    if (!fileNames.has(chunk.fileName)) continue;
    for (const [id, length] of Object.entries(chunk.renderedLengths)) {
      const name = packageOf(id, repoRoot);
      totals.set(name, (totals.get(name) ?? 0) + length);
    }
  }
  return [...totals]
    .map(([name, renderedBytes]) => ({ name, renderedBytes }))
    .sort((a, b) => b.renderedBytes - a.renderedBytes)
    .slice(0, count);
}
