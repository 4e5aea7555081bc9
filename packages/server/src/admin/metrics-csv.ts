/** The columns a metrics CSV may have after `id`: every metric a contest ranks by (contests.md §3). */
export const METRIC_COLUMNS = ['likes', 'views', 'followers', 'creativityScore'] as const;
const HEADER = 'id,likes,views[,followers][,creativityScore] (any of these after id, in any order)';

/** id and metric columns (METRIC_COLUMNS) with a header row; empty cells are left unchanged. */
export function parseMetricsCsv(text: string) {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = header!.split(',').map((c) => c.trim());
  if (cols[0] !== 'id') throw new Error(`The CSV must start with a header row: ${HEADER}`);
  // A misspelt column would otherwise be dropped by the API without a word, and its figures never recorded.
  const unknown = cols.slice(1).filter((c) => !(METRIC_COLUMNS as readonly string[]).includes(c));
  if (unknown.length) throw new Error(`Unknown column ${unknown.join(', ')}: the header is ${HEADER}`);
  return lines.filter(Boolean).map((line, i) => {
    const cells = line.split(',').map((c) => c.trim());
    const row: Record<string, number> = {};
    cols.forEach((c, j) => {
      if (cells[j] === undefined || cells[j] === '') return;
      const n = Number(cells[j]);
      if (!Number.isInteger(n) || n < 0) throw new Error(`Line ${i + 2}: ${c} must be a whole number ≥ 0`);
      row[c] = n;
    });
    return row;
  });
}
