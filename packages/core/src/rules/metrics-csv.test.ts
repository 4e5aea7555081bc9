import { describe, expect, it } from 'vitest';
import { readMetricsCsv } from './metrics-csv.ts';

describe('readMetricsCsv', () => {
  it('reads every row with its line and counts, blanks left out, and says what is wrong with each bad row', () => {
    const read = readMetricsCsv('\uFEFFid,likes,views,creativityScore\r\n11,10,100,\r\n12,,50,101\r\n\r\n13,-3,,\r\n,5,,\r\n14,,,\r\n15,1.5,,\r\n');
    expect(read.columns).toEqual(['likes', 'views', 'creativityScore']);
    expect(read.rows).toEqual([
      { line: 2, values: { id: 11, likes: 10, views: 100 }, problem: null },
      { line: 3, values: { id: 12, views: 50 }, problem: 'Line 3: creativityScore must be a whole number from 0 to 100' },
      { line: 5, values: { id: 13 }, problem: 'Line 5: likes must be a whole number ≥ 0' },
      { line: 6, values: { likes: 5 }, problem: 'Line 6: id is missing' },
      { line: 7, values: { id: 14 }, problem: 'Line 7: no count to record' },
      { line: 8, values: { id: 15 }, problem: 'Line 8: likes must be a whole number ≥ 0' },
    ]);
  });

  it('refuses a file without the header, or with a column it does not know', () => {
    expect(readMetricsCsv('likes,id\n1,2').problem).toMatch(/^The CSV must start with a header row/);
    expect(readMetricsCsv('').problem).toMatch(/^The CSV must start with a header row/);
    expect(readMetricsCsv('id,follower\n1,5').problem).toMatch(/^Unknown column follower: .*followers/);
  });
});
