// A vitest reporter that writes each test file's project and full time to a JSON file, read by
// test-summary.mjs. Vitest's JSON report times a file from its first test to its last, so the
// slow part of a browser or service test (its beforeAll start-up) would not count there.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

export default class FileTimingsReporter {
  constructor(options = {}) {
    this.outputFile = options.outputFile;
  }

  onInit(vitest) {
    this.root = vitest.config.root;
    // Beside the run's JSON report, so runs side by side (scripts/run-tests.mjs) keep their own.
    const jsonReport = vitest.config.outputFile?.json;
    this.outputFile ??= jsonReport
      ? join(dirname(jsonReport), 'file-timings.json')
      : 'test-results/file-timings.json';
  }

  onTestRunEnd(testModules) {
    const files = testModules.map((testModule) => {
      const diagnostic = testModule.diagnostic();
      const start = testModule.task.result?.startTime ?? 0;
      // Import time and hooks included: what the file costs the run.
      const ms =
        diagnostic.environmentSetupDuration +
        diagnostic.prepareDuration +
        diagnostic.collectDuration +
        diagnostic.setupDuration +
        diagnostic.duration;
      return {
        project: testModule.project.name,
        file: relative(this.root, testModule.moduleId),
        ms: Math.round(ms),
        start: Math.round(start - diagnostic.collectDuration - diagnostic.setupDuration),
        end: Math.round(start + diagnostic.duration),
      };
    });
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, `${JSON.stringify({ files }, null, 2)}\n`);
  }
}
