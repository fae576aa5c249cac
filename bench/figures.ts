/**
 * The figures a bench script hands to `npm run bench`'s closing table (bench/all.ts): each
 * script records what it measured, with the target it is held to and whether the target is
 * met, in one JSON file per script under the bench's out folder. A script run alone records
 * too, so the table can be printed again from its last run (`npx tsx bench/all.ts --table`).
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BENCH_OUT } from './out-dir.js';

export const FIGURES_DIR = join(BENCH_OUT, 'figures');

export interface Figure {
  /** What was measured, as the table shows it. */
  label: string;
  /** The measured value, already in `unit`. */
  value: number;
  unit: 'ms' | 's' | 'KiB' | 'MiB' | '/s' | '%';
  /** The target in words, e.g. "≤ 20 KiB over the floor"; absent for a figure shown only for context. */
  target?: string;
  /** Whether the value meets `target`; absent with it. */
  met?: boolean;
}

export interface FigureRecord {
  bench: string;
  /** When the script recorded (ISO), so a stale file is visible in the table. */
  at: string;
  figures: Figure[];
}

/** `max`: the target's upper bound in the figure's unit. */
export function atMost(
  label: string,
  value: number,
  unit: Figure['unit'],
  max: number,
  target: string,
): Figure {
  return { label, value, unit, target, met: value <= max };
}

export function atLeast(
  label: string,
  value: number,
  unit: Figure['unit'],
  min: number,
  target: string,
): Figure {
  return { label, value, unit, target, met: value >= min };
}

export function shown(label: string, value: number, unit: Figure['unit']): Figure {
  return { label, value, unit };
}

/** `bench`: the file name the record is kept under (one per script and variant). */
export async function recordFigures(bench: string, figures: Figure[]): Promise<void> {
  await mkdir(FIGURES_DIR, { recursive: true });
  const record: FigureRecord = { bench, at: new Date().toISOString(), figures };
  await writeFile(join(FIGURES_DIR, `${bench}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

export async function clearFigures(): Promise<void> {
  await rm(FIGURES_DIR, { recursive: true, force: true });
}

/** Every record, in file-name order; an unreadable file is reported, not skipped silently. */
export async function readFigures(): Promise<FigureRecord[]> {
  const files = (await readdir(FIGURES_DIR).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      try {
        return JSON.parse(await readFile(join(FIGURES_DIR, file), 'utf8')) as FigureRecord;
      } catch (error) {
        return { bench: `${file} (unreadable: ${(error as Error).message})`, at: '', figures: [] };
      }
    }),
  );
}

function formatValue(figure: Figure): string {
  const digits = figure.unit === 'ms' || figure.unit === '/s' ? 0 : 1;
  return `${figure.value.toFixed(digits)} ${figure.unit}`;
}

/** The closing table: every figure beside its target, met or not. */
export function figureTable(records: FigureRecord[]): string[] {
  const lines: string[] = [];
  for (const record of records) {
    lines.push(
      `${record.bench}${record.at ? ` (${record.at.slice(0, 16).replace('T', ' ')} UTC)` : ''}`,
    );
    if (record.figures.length === 0) lines.push('  no figures recorded');
    for (const figure of record.figures) {
      const verdict = figure.met === undefined ? '' : figure.met ? 'met' : 'NOT MET';
      lines.push(
        `  ${figure.label.padEnd(52)} ${formatValue(figure).padStart(12)}  ${(figure.target ?? '').padEnd(34)} ${verdict}`,
      );
    }
  }
  return lines;
}
