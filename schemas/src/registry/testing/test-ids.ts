/**
 * The `data-testid`s of the kit as the source renders them, in the runtime's sources and the
 * templates (tests excluded), written as JSX attributes or as props objects. A part that
 * varies is written `<*>` here, and `<name>` in the registry and docs/testids.md.
 */
import { isTestFile, listRepoFiles, readRepoFile } from './repository.js';

/** `wk-network-<caipNetworkId>` and `wk-network-${network.caipNetworkId}` → `wk-network-<*>`. */
export function normalizeTestId(id: string): string {
  return id.replace(/\$\{[^}]*\}|<[^>]*>/g, '<*>');
}

/**
 * `data-testid="…"`, ``data-testid={`…`}``, `data-testid={'…'}` in JSX, and `'data-testid': '…'`
 * in a props object spread onto an element.
 */
const TEST_ID_ATTRIBUTE =
  /data-testid=(?:"([^"]+)"|\{`([^`]+)`\}|\{'([^']+)'\})|['"]data-testid['"]:\s*(?:'([^']+)'|"([^"]+)"|`([^`]+)`)/g;

const KIT_SOURCE_FILES = (): string[] => [
  ...listRepoFiles('runtime/src', (path) => /\.tsx?$/.test(path) && !isTestFile(path)),
  ...listRepoFiles('templates', (path) => path.endsWith('.hbs')),
];

/** Normalized test id → the files that render it. */
export function sourceTestIds(
  files: readonly string[] = KIT_SOURCE_FILES(),
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of files) {
    for (const match of readRepoFile(file).matchAll(TEST_ID_ATTRIBUTE)) {
      const id = normalizeTestId(match.slice(1).find((group) => group !== undefined)!);
      found.set(id, [...(found.get(id) ?? []), file]);
    }
  }
  return found;
}

/** Whether the concrete `id` is an instance of the normalized `pattern` (`wk-wallet-<*>`). */
export function matchesPattern(id: string, pattern: string): boolean {
  if (!pattern.includes('<*>')) return id === pattern;
  const parts = pattern.split('<*>').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`).test(id);
}

/** The test ids docs/testids.md documents: each backticked `wk-…` in its tables, normalized. */
export function documentedTestIds(markdown: string): string[] {
  const ids = new Set<string>();
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) continue;
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`(wk-[^`]+)`/g)) ids.add(normalizeTestId(match[1]!));
  }
  return [...ids].sort();
}
