/**
 * Test helper: Node options that make a service process write the URL of every module it loads,
 * one a line, to a file, so a test can tell which libraries a start loaded. A loader hook
 * registered after tsx's sees each module's final URL.
 */
import { readFileSync, existsSync } from 'node:fs';

export function moduleRecorderArgs(file: string): string[] {
  const hooks = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(file)}, url + '\\n');
  return next(url, context);
}`;
  const preload = `import { register } from 'node:module';
register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});`;
  return ['--import', `data:text/javascript,${encodeURIComponent(preload)}`];
}

/** The module URLs recorded so far. */
export function recordedModules(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean) : [];
}
