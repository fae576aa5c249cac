import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { generate } from '../generate/generate.js';
import { ANALYTICS_WITHOUT_URL_WARNING, analyticsWarnings } from './analytics-warning.js';

const base = { projectId: 'p', metadata: { name: 'Shop', url: 'https://shop.example' } };

describe('analytics without an analytics URL', () => {
  test('turning analytics on without endpoints.analyticsUrl gets one warning', () => {
    expect(analyticsWarnings({ ...base, features: { analytics: true } })).toEqual([
      ANALYTICS_WITHOUT_URL_WARNING,
    ]);
  });

  test('with an analytics URL, with analytics off, or left to its default there is no warning', () => {
    const url = { analyticsUrl: 'https://events.shop.example' };
    expect(analyticsWarnings({ ...base, features: { analytics: true }, endpoints: url })).toEqual(
      [],
    );
    expect(analyticsWarnings({ ...base, features: { analytics: false } })).toEqual([]);
    expect(analyticsWarnings(base)).toEqual([]);
  });

  describe('generate', () => {
    let project: string | undefined;
    afterEach(() => (project ? rm(project, { recursive: true, force: true }) : undefined));

    test('generate says once that analytics sends nothing without a URL', async () => {
      project = await mkdtemp(join(tmpdir(), 'wk-analytics-'));
      const templatesDir = join(project, '.templates');
      await mkdir(join(templatesDir, 'views'), { recursive: true });
      await writeFile(join(templatesDir, 'views', 'Connect.tsx.hbs'), 'export const C = 1;\n');
      await writeFile(
        join(project, 'walletkit.config.ts'),
        `export default ${JSON.stringify({ ...base, features: { analytics: true } })};\n`,
      );
      const result = await generate({ cwd: project, templatesDir });
      const about = result.warnings.filter((w) => w.includes('endpoints.analyticsUrl'));
      expect(about).toEqual([ANALYTICS_WITHOUT_URL_WARNING]);
    });
  });
});
