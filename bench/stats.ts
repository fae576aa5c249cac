export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** One figure as the bench scripts print it: the label, the median, and every run. */
export function timingLine(label: string, runs: number[], width = 44): string {
  const shown = runs.map((ms) => ms.toFixed(0)).join(', ');
  return `${label.padEnd(width)} median ${median(runs).toFixed(0).padStart(5)} ms   (runs: ${shown})`;
}
