// Prints, at the end of a run, the time each project took and the 15 slowest test files (from
// file-timings-reporter.mjs), then the plain closing line "N passed, N failed, N skipped" from
// vitest's JSON reports, so any CI reading the log sees how many tests ran and where the time
// went. Takes one or more pairs `<vitest JSON report> <that run's exit code>` (run-tests.mjs runs
// lanes side by side) and exits with the first non-zero exit code.
import { existsSync, readFileSync } from 'node:fs';
import { join, dirname } from 'node:path';

const args = process.argv.slice(2);
const runs = [];
for (let index = 0; index < args.length; index += 2) {
  runs.push({ reportPath: args[index], exitCode: Number(args[index + 1] ?? '1') || 0 });
}
const exitCode = runs.find((run) => run.exitCode !== 0)?.exitCode ?? 0;

const totals = { passed: 0, failed: 0, skipped: 0 };
const files = [];
let missingReport = false;
for (const { reportPath } of runs) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8'));
  } catch (error) {
    console.error(`No vitest report at ${reportPath}: ${error.message}`);
    missingReport = true;
    continue;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const timingsPath = join(dirname(reportPath), 'file-timings.json');
  if (existsSync(timingsPath)) files.push(...JSON.parse(readFileSync(timingsPath, 'utf8')).files);
}

if (files.length > 0) printTimings(files);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(exitCode || (missingReport ? 1 : 0));

function printTimings(files) {
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(9);
  const projects = new Map();
  for (const file of files)
    projects.set(file.project, [...(projects.get(file.project) ?? []), file]);
  console.log(
    '\nTime per project (wall: first file start to last file end; files: sum of file times)',
  );
  for (const [name, projectFiles] of [...projects].sort(([a], [b]) => a.localeCompare(b))) {
    const wall =
      Math.max(...projectFiles.map((f) => f.end)) - Math.min(...projectFiles.map((f) => f.start));
    const sum = projectFiles.reduce((total, f) => total + f.ms, 0);
    console.log(
      `  ${name.padEnd(12)} wall${seconds(wall)}  files${seconds(sum)}  (${projectFiles.length} files)`,
    );
  }
  console.log('\nSlowest 15 files (import, hooks and tests)');
  for (const file of [...files].sort((a, b) => b.ms - a.ms).slice(0, 15))
    console.log(`  ${seconds(file.ms)}  ${file.project.padEnd(12)} ${file.file}`);
  console.log('');
}
