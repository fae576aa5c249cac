// Prints the plain closing line "N passed, N failed, N skipped" from vitest's JSON report, so
// any CI reading the log sees how many tests ran, and exits with vitest's own exit code.
import { readFileSync } from 'node:fs';

const [reportPath, vitestExitCode = '1'] = process.argv.slice(2);
let report;
try {
  report = JSON.parse(readFileSync(reportPath, 'utf8'));
} catch (error) {
  console.error(`No vitest report at ${reportPath}: ${error.message}`);
  process.exit(Number(vitestExitCode) || 1);
}
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
process.exit(Number(vitestExitCode));
