import { entryStatuses, type EntryStatus, type OrganisationRole } from '@chorus/core';
import { Badge, Button, Checkbox, Pager, SelectField, Spinner, token, type BadgeTone } from '@chorus/ui';
import { useState } from 'react';
import { useAction } from '../hooks/use-action.tsx';
import { styled } from 'styled-components';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { postModeration } from '../api/studio.ts';
import { useEntries } from '../hooks/use-studio.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin-bottom: 16px;
`;

const Note = styled.p`
  color: ${token('color-text-muted')};
  margin: 0 0 12px;
`;

const statusLabel: Record<EntryStatus, { label: string; tone: BadgeTone }> = {
  in_review: { label: 'In review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

const PAGE_SIZES = [10, 25, 100] as const;
type PageSize = (typeof PAGE_SIZES)[number];

/** May change entries: editors and owners (viewers read only; the server refuses them too). */
export const canModerate = (role: OrganisationRole) => role === 'owner' || role === 'editor';

/**
 * A contest's entries, oldest first, to approve or reject one or many: filtered by status (in review by default),
 * paged; each row shows the post's link, handle, email, platform and counts.
 */
export function ModerationQueue({ orgId, contestId, role }: { orgId: number; contestId: number; role: OrganisationRole }) {
  const [status, setStatus] = useState<EntryStatus | 'all'>('in_review');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const { busy, run, status: said } = useAction<'approve' | 'reject'>();
  const entries = useEntries(orgId, contestId, { ...(status !== 'all' && { status }), page, pageSize });
  const rows = entries.data?.results.data.rows ?? [];
  const editable = canModerate(role);

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  async function act(action: 'approve' | 'reject') {
    if (!selected.size || busy) return;
    await run(action, async () => {
      const { results } = await postModeration(action, [...selected]);
      const n = results.data.updated;
      setSelected(new Set());
      entries.reload();
      return `${n} ${n === 1 ? 'entry' : 'entries'} ${action === 'approve' ? 'approved' : 'rejected'}.`;
    });
  }

  return (
    <section aria-labelledby="moderation-heading">
      <h2 id="moderation-heading">Moderation</h2>
      <Bar>
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as EntryStatus | 'all');
            setPage(1);
            setSelected(new Set());
          }}
          options={[...entryStatuses.map((s) => ({ value: s, label: statusLabel[s].label })), { value: 'all', label: 'All entries' }]}
        />
        {editable ? (
          <>
            <Button type="button" onClick={() => void act('approve')} disabled={!selected.size} loading={busy !== null}>
              Approve selected ({selected.size})
            </Button>
            <Button type="button" variant="secondary" onClick={() => void act('reject')} disabled={!selected.size || busy !== null}>
              Reject selected ({selected.size})
            </Button>
          </>
        ) : null}
      </Bar>
      {!editable ? <Note>You can read this contest&rsquo;s entries; an editor or owner of the organisation approves them.</Note> : null}
      {said}
      {entries.error ? <ErrorPanel messages={errorMessages(entries.error)} onRetry={entries.reload} /> : null}
      {!entries.data && entries.loading ? <Spinner label="Loading entries" /> : null}
      {entries.data && !rows.length ? <p>No entries here.</p> : null}
      {rows.length ? (
        <TableScroller>
          <Table aria-busy={entries.loading || undefined}>
            <caption>Entries, oldest first</caption>
            <thead>
              <tr>
                {editable ? (
                  <th scope="col">
                    <Checkbox
                      label="Select all on this page"
                      checked={allOnPage}
                      onChange={() => setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r.id)))}
                    />
                  </th>
                ) : null}
                <th scope="col">Entry</th>
                <th scope="col">Creator</th>
                <th scope="col">Post</th>
                <th scope="col">Email</th>
                <th scope="col">Views</th>
                <th scope="col">Likes</th>
                <th scope="col">Status</th>
                <th scope="col">Entered</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id}>
                  {editable ? (
                    <td>
                      <Checkbox label={`Select ${r.creator}'s entry`} checked={selected.has(r.id)} onChange={() => toggle(r.id)} />
                    </td>
                  ) : null}
                  <td>{r.id}</td>
                  <th scope="row">{r.creator}</th>
                  <td>
                    {r.link ? (
                      <a href={r.link} target="_blank" rel="noopener noreferrer">
                        {r.platform ?? 'Post'}
                      </a>
                    ) : (
                      (r.platform ?? '—')
                    )}
                  </td>
                  <td>{r.email}</td>
                  <td>{r.views.toLocaleString('en-US')}</td>
                  <td>{r.likes.toLocaleString('en-US')}</td>
                  <td>
                    <Badge tone={statusLabel[r.status].tone}>{statusLabel[r.status].label}</Badge>
                  </td>
                  <td>{new Date(r.createdAt).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      ) : null}
      {entries.data && entries.data.results.data.totalPages > 1 ? (
        <Pager
          label="Entries"
          page={page}
          totalPages={entries.data.results.data.totalPages}
          total={entries.data.results.data.total}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(p) => {
            setPage(p);
            setSelected(new Set());
          }}
          onPageSize={(n) => {
            setPageSize(n as PageSize);
            setPage(1);
          }}
          busy={entries.loading}
        />
      ) : null}
    </section>
  );
}
