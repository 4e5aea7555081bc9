/**
 * Reading a metrics CSV (the organiser's counts for many entries at once): one rule for the studio's upload, which
 * previews every row and its problem before anything is written, and the admin CLI, which refuses the file at its
 * first problem. A header row names `id` first, then any of the metric columns; an empty cell leaves that count as
 * it is.
 */

/** The columns a metrics CSV may have after `id`: every metric a contest ranks by (contests.md §3). */
export const METRIC_COLUMNS = ['likes', 'views', 'followers', 'creativityScore'] as const;
export type MetricColumn = (typeof METRIC_COLUMNS)[number];
export const METRICS_CSV_HEADER = 'id,likes,views[,followers][,creativityScore] (any of these after id, in any order)';

export interface MetricsCsvRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** The entry's id and the counts the row sets. */
  values: { id?: number } & Partial<Record<MetricColumn, number>>;
  /** Why the row cannot be recorded, or null. */
  problem: string | null;
}

export type MetricsCsv = { problem: string; columns?: undefined; rows?: undefined } | { problem?: undefined; columns: MetricColumn[]; rows: MetricsCsvRow[] };

const maxOf: Partial<Record<MetricColumn, number>> = { creativityScore: 100 };

export function readMetricsCsv(text: string): MetricsCsv {
  const [header = '', ...lines] = text.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
  const cols = header.split(',').map((c) => c.trim());
  if (cols[0] !== 'id') return { problem: `The CSV must start with a header row: ${METRICS_CSV_HEADER}` };
  // A misspelt column would otherwise be dropped without a word, and its figures never recorded.
  const unknown = cols.slice(1).filter((c) => !(METRIC_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) return { problem: `Unknown column ${unknown.join(', ')}: the header is ${METRICS_CSV_HEADER}` };
  const rows: MetricsCsvRow[] = [];
  lines.forEach((text, i) => {
    if (!text.trim()) return;
    const cells = text.split(',').map((c) => c.trim());
    const row: MetricsCsvRow = { line: i + 2, values: {}, problem: null };
    cols.forEach((c, j) => {
      const cell = cells[j];
      if (row.problem || cell === undefined || cell === '') return;
      const n = Number(cell);
      const max = c === 'id' ? 2_147_483_647 : (maxOf[c as MetricColumn] ?? Number.MAX_SAFE_INTEGER);
      if (!/^\d+$/.test(cell) || n > max || (c === 'id' && n < 1))
        row.problem = `Line ${row.line}: ${c} must be a whole number ${c === 'id' ? '≥ 1' : max === 100 ? 'from 0 to 100' : '≥ 0'}`;
      else (row.values as Record<string, number>)[c] = n;
    });
    if (!row.problem && row.values.id === undefined) row.problem = `Line ${row.line}: id is missing`;
    else if (!row.problem && Object.keys(row.values).length === 1) row.problem = `Line ${row.line}: no count to record`;
    rows.push(row);
  });
  return { columns: cols.slice(1) as MetricColumn[], rows };
}
