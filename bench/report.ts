/** Formats bench results for the terminal and for docs/benchmarks.md. */
import { cpus, release, totalmem } from 'node:os';
import type { Contributor } from './contributors.js';
import type { Size } from './measure-build.js';

export interface VariantResult {
  label: string;
  initialJs: Size;
  totalJs: Size;
  generationMs: number;
  generationRunsMs: number[];
  modalOpenMs: number | string;
  modalOpenRunsMs: number[];
  missingParts: string[];
  /** What the variant must not contain, and which of it was found anyway. */
  forbiddenChecked: string[];
  forbiddenFound: string[];
  cliNotes: string[];
  initialContributors: Contributor[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const size = (value: Size) => `${kb(value.raw)} (gzip ${kb(value.gzip)})`;
const ms = (value: number | string) =>
  typeof value === 'number' ? `${Math.round(value)} ms` : value;

export function machineDescription(): string {
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU';
  const memory = `${Math.round(totalmem() / 2 ** 30)} GiB`;
  return `${cpus().length} × ${cpu}, ${memory} RAM, Linux ${release()}, Node ${process.version}`;
}

export function terminalReport(results: VariantResult[]): string {
  const lines: string[] = [];
  for (const result of results) {
    lines.push(result.label);
    lines.push(`  initial JS        ${size(result.initialJs)}`);
    lines.push(`  total JS          ${size(result.totalJs)}`);
    lines.push(
      `  generation        ${ms(result.generationMs)} median of ${result.generationRunsMs.length}`,
    );
    lines.push(
      `  modal open        ${ms(result.modalOpenMs)}${result.modalOpenRunsMs.length ? ` median of ${result.modalOpenRunsMs.length}` : ''}`,
    );
    if (result.missingParts.length) {
      lines.push(
        `  not available yet ${result.missingParts.join(', ')} (the CLI generated without them)`,
      );
    }
    lines.push(`  initial JS by package (rendered bytes before minification):`);
    lines.push(
      `    ${result.initialContributors.map((c) => `${c.name} ${kb(c.renderedBytes)}`).join(', ')}`,
    );
    for (const note of result.cliNotes) lines.push(`  cli: ${note}`);
    if (result.forbiddenFound.length)
      lines.push(`  FORBIDDEN CODE    ${result.forbiddenFound.join(', ')}`);
    lines.push('');
  }
  return lines.join('\n');
}

export function markdownReport(results: VariantResult[], date: string): string {
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.initialJs.raw} | ${r.initialJs.gzip} | ${r.totalJs.raw} | ${r.totalJs.gzip} | ${Math.round(r.generationMs)} | ${typeof r.modalOpenMs === 'number' ? Math.round(r.modalOpenMs) : r.modalOpenMs} |`,
  );
  const notes = results.flatMap((r) => [
    `- ${r.label}, largest packages in the initial JS (rendered bytes before minification): ` +
      `${r.initialContributors.map((c) => `${c.name} ${kb(c.renderedBytes)}`).join(', ')}.`,
    ...(r.missingParts.length
      ? [`- ${r.label}: not available yet, built without: ${r.missingParts.join(', ')}.`]
      : []),
    ...(r.forbiddenChecked.length
      ? [
          `- ${r.label} must contain no module of ${r.forbiddenChecked.join(' or ')}: ` +
            (r.forbiddenFound.length
              ? `**FAILED**, found ${r.forbiddenFound.join(', ')}.`
              : 'checked, none found.'),
        ]
      : []),
  ]);
  return `# Benchmarks

Figures from \`npm run bench\` (recorded with \`npm run bench -- --record\`), which builds
the example host app (\`examples/vite-app\`, the demo page and its Demo Wallet included) with
the real CLI and vite, once per kit variant, each in its own scratch copy under \`bench/.out/\`.

- **initial JS**: the entry chunk and every chunk it statically imports (what the page loads
  before it runs); **total JS**: every emitted chunk, lazy ones included. Bytes, raw and gzip.
- **generation**: wall time of \`create-wallet-kit generate\` into an empty output folder
  (a fresh node process, config loading and validation included), median of 3.
- **modal open**: chromium (headless), from the click on the connect button to the modal
  being visible at an animation frame, measured inside the page, median of 5.
- The bench fails if variant (a) bundles any module of \`@solana/web3.js\` or
  \`@walletconnect/*\` (module ids recorded by a rolldown plugin).

Recorded ${date} on ${machineDescription()}.
The machine is shared with other work, so timings are indicative; byte sizes are exact.

| variant | initial JS raw (B) | initial JS gzip (B) | total JS raw (B) | total JS gzip (B) | generation (ms) | modal open (ms) |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.join('\n')}

${notes.join('\n')}
`;
}
