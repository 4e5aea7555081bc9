import { METRICS_CSV_HEADER, readMetricsCsv, type MetricsCsv, type OrganisationRole } from '@chorus/core';
import { Alert, Button } from '@chorus/ui';
import { useId, useState, type ChangeEvent } from 'react';
import { useAction } from '../hooks/use-action.tsx';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';
import { postMetrics } from '../api/studio.ts';
import { canModerate } from './moderation-queue.tsx';

/** A chosen file's text (FileReader: every browser, and the tests' DOM). */
const readText = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });

/**
 * Counts for many entries from a CSV (the entry's id, then likes, views, followers or creativityScore): every row is
 * shown with its problem before anything is written, and nothing is sent while one row has one. Refused once the
 * contest has ended (its board is final).
 */
export function MetricsUpload({ contestId, role, ended, onRecorded }: { contestId: number; role: OrganisationRole; ended: boolean; onRecorded: () => void }) {
  const inputId = useId();
  const [file, setFile] = useState<{ name: string; read: MetricsCsv } | null>(null);
  const { busy, said, setSaid, run } = useAction<'record'>();
  if (!canModerate(role)) return <p>An editor or owner of the organisation records counts.</p>;
  if (ended) return <p>The contest has ended: its counts are final.</p>;

  async function choose(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    setSaid(null);
    if (!chosen) return setFile(null);
    try {
      setFile({ name: chosen.name, read: readMetricsCsv(await readText(chosen)) });
    } catch {
      setFile({ name: chosen.name, read: { problem: 'The file could not be read. Choose it again.' } });
    }
  }

  const rows = file?.read.rows ?? [];
  const bad = rows.filter((r) => r.problem).length;
  async function record() {
    if (!rows.length || bad) return;
    await run('record', async () => {
      const { results } = await postMetrics(
        contestId,
        rows.map((r) => ({ ...r.values, id: r.values.id! })),
      );
      setFile(null);
      onRecorded();
      return `Counts recorded for ${results.data.updated} ${results.data.updated === 1 ? 'entry' : 'entries'}.`;
    });
  }

  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`}>Counts from a CSV</h2>
      <p>
        A header row, then one row per entry: <code>{METRICS_CSV_HEADER}</code>. The entry&rsquo;s id is in the moderation table.
      </p>
      <label htmlFor={inputId}>Metrics CSV</label>{' '}
      <input id={inputId} type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} />
      <div role="status">
        {said ? <Alert tone={said.tone}>{said.text}</Alert> : null}
        {file?.read.problem ? <Alert tone="danger">{file.read.problem}</Alert> : null}
        {file && !file.read.problem ? (
          <p>
            {rows.length} {rows.length === 1 ? 'row' : 'rows'} in {file.name}
            {bad ? `; ${bad} with a problem: nothing is recorded until the file is fixed and chosen again.` : ': check them, then record.'}
          </p>
        ) : null}
      </div>
      {rows.length ? (
        <TableScroller>
          <Table>
            <caption>The file&rsquo;s rows</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Entry</th>
                {file!.read.columns!.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.line}>
                  <th scope="row">{r.line}</th>
                  <td>{r.values.id ?? '—'}</td>
                  {file!.read.columns!.map((c) => (
                    <td key={c}>{r.values[c] ?? ''}</td>
                  ))}
                  <td>{r.problem ?? 'OK'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      ) : null}
      {rows.length && !bad ? (
        <Button type="button" loading={busy === 'record'} onClick={() => void record()}>
          Record {rows.length} {rows.length === 1 ? 'row' : 'rows'}
        </Button>
      ) : null}
    </section>
  );
}
