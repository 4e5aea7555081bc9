import { readMetricsCsv } from '@chorus/core';

/** The CLI's reading of a metrics CSV (core's readMetricsCsv): the rows to send, or an error at the file's first problem. */
export function parseMetricsCsv(text: string) {
  const read = readMetricsCsv(text);
  if (read.problem !== undefined) throw new Error(read.problem);
  const bad = read.rows.find((r) => r.problem);
  if (bad) throw new Error(bad.problem!);
  return read.rows.map((r) => r.values);
}
