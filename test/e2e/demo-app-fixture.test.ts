/**
 * The browser tests' demo fixture cleans up after itself: a start that fails half-way (here
 * chromium missing) must not leave the demo's anvil chains and servers running, or every such
 * run adds orphan processes to the machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { openDemoInChromium } from '../fixtures/demo-app.js';

/** Live (not zombie) processes below `pid`, read from /proc. */
function descendants(pid = process.pid): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // The command name may hold spaces and parentheses; the state and parent follow its last ')'.
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (state === 'Z') continue;
    const list = children.get(Number(parent)) ?? [];
    list.push(Number(entry));
    children.set(Number(parent), list);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

test('a browser that fails to launch leaves none of the demo processes running', async () => {
  const before = new Set(descendants());
  const missing = join(tmpdir(), 'wallet-kit-no-such-chromium');
  await expect(
    openDemoInChromium({ cacheDir: 'e2e-demo-app-fixture', chromiumPath: missing }),
  ).rejects.toThrow(missing);
  // The launch fails within moments, while the demo is still starting: a fixture that let the
  // start run on would have its anvil chains up well within this time.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  expect(descendants().filter((pid) => !before.has(pid))).toEqual([]);
});
