/** id,likes,views[,creativityScore] with a header row; empty cells are left unchanged. */
export function parseMetricsCsv(text: string) {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const cols = header!.split(',').map((c) => c.trim());
  if (cols[0] !== 'id') throw new Error('The CSV must start with a header row: id,likes,views[,creativityScore]');
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
