// The page bench's report: one row per figure, the sample and the big world side by side, the
// goal, and whether both columns meet it (or, for "within 1.2x" goals, the big one against the
// sample). Sizes are decimal: 1 kB = 1,000 bytes, 1 MB = 1,000,000 bytes.

/** A measured value, or why there is none. */
export type Cell = { value: number } | { error: string };

export interface Row {
  figure: string;
  cells: [Cell, Cell];
  format: (value: number) => string;
  goal: string;
  /** Whether one column meets the goal; for relative goals, receives both values. */
  meets?: (value: number, sample: number) => boolean;
  /** A goal on the ratio big / sample, judged on the big column only. */
  relative?: boolean;
}

export const bytes = (value: number): string => (value >= 1e6 ? `${(value / 1e6).toFixed(2)} MB` : `${(value / 1e3).toFixed(1)} kB`);
export const ms = (value: number): string => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);
export const seconds = (value: number): string => `${(value / 1000).toFixed(2)} s`;
export const score = (value: number): string => String(Math.round(value));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export function cell(values: number[] | null, reduce: (values: number[]) => number, error = 'not measured'): Cell {
  return values && values.length > 0 && values.every(Number.isFinite) ? { value: reduce(values) } : { error };
}

function met(row: Row, labels: [string, string]): string {
  if (!row.meets) return '—';
  const [a, b] = row.cells;
  if (row.relative) {
    if (!('value' in a) || !('value' in b)) return 'n/a';
    return row.meets(b.value, a.value) ? `yes (${(b.value / a.value).toFixed(2)}x)` : `NO (${(b.value / a.value).toFixed(2)}x)`;
  }
  const failing = row.cells.flatMap((c, i) => ('value' in c ? (row.meets!(c.value, NaN) ? [] : [labels[i]!]) : [`${labels[i]} n/a`]));
  return failing.length === 0 ? 'yes' : `NO (${failing.join(', ')})`;
}

export function printTable(title: string, labels: [string, string], rows: Row[]): void {
  const notes: string[] = [];
  const text = (c: Cell, format: (v: number) => string) => {
    if ('value' in c) return format(c.value);
    notes.push(c.error);
    return `n/a [${notes.length}]`;
  };
  const lines = rows.map((row) => [row.figure, text(row.cells[0], row.format), text(row.cells[1], row.format), row.goal, met(row, labels)]);
  const header = ['figure', labels[0], labels[1], 'goal', 'met'];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 1 || i === 2 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  console.log(`\n${title}`);
  console.log(format(header));
  console.log(`|${widths.map((w, i) => (i === 1 || i === 2 ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`);
  for (const line of lines) console.log(format(line));
  notes.forEach((note, i) => console.log(`  [${i + 1}] ${note}`));
  console.log(
    '  Bytes are as sent (compressed bodies and headers; 1 kB = 1,000 B). met: "yes" when every column meets the goal, ' +
      '"NO (column)" names those that miss it; "x the 771 figure" goals judge the big world against the sample.',
  );
}
