import { entryStatuses, postPlatforms, signalLabels, type AdminEntry, type EntryStatus, type OrganisationRole, type PostPlatform, formatDateTime } from '@chorus/core';
import type { ModerationAction } from '@chorus/client';
import { Badge, Button, Checkbox, Pager, SelectField, Spinner, token, VisuallyHidden, type BadgeTone } from '@chorus/ui';
import { useEffect, useRef, useState } from 'react';
import { useAction } from '../hooks/use-action.tsx';
import { styled } from 'styled-components';
import { CellNote, Table, TableScroller } from '../../../components/data/data-table.tsx';
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

/** The keyboard's help line: always shown, so the shortcuts are found without a manual. */
const Keys = styled.p`
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
  margin: 0 0 12px;
  kbd {
    font-family: inherit;
    font-weight: 650;
    padding: 0 5px;
    border: 1px solid ${token('color-border')};
    border-radius: ${token('radius-sm')};
    background: ${token('color-surface-sunken')};
  }
`;

const Signals = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 4px;
`;

/** The row the keys act on: marked by more than colour (a bar at its start). */
const Row = styled.tr`
  &[data-current] > :first-child {
    box-shadow: inset 4px 0 0 ${token('color-primary')};
  }
  &[data-current] {
    background: ${token('color-primary-soft')};
  }
`;

const statusLabel: Record<EntryStatus, { label: string; tone: BadgeTone }> = {
  in_review: { label: 'In review', tone: 'warning' },
  approved: { label: 'Approved', tone: 'success' },
  rejected: { label: 'Rejected', tone: 'danger' },
};

const platformName: Record<PostPlatform, string> = { tiktok: 'TikTok', youtube: 'YouTube', instagram: 'Instagram', capcut: 'CapCut' };
const platformLabel = (p: string | null) => (p && p in platformName ? platformName[p as PostPlatform] : (p ?? 'Post'));

const done: Record<ModerationAction, string> = { approve: 'approved', reject: 'rejected', hold: 'held', release: 'released' };

const PAGE_SIZES = [10, 25, 100] as const;
type PageSize = (typeof PAGE_SIZES)[number];
type Flagged = 'all' | 'flagged' | 'clean';

/** May change entries: editors and owners (viewers read only; the server refuses them too). */
export const canModerate = (role: OrganisationRole) => role === 'owner' || role === 'editor';

/** Keys typed into a field are the field's: only a text field, a list or an editable region keeps them. */
const typing = (target: EventTarget | null) => {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset'].includes(target.type);
};

/**
 * A contest's moderation queue: flagged entries first (their signals as labelled badges), then oldest first; filtered
 * by state (in review by default), platform and flag; paged by cursor (Previous goes back the way it came). Approve,
 * reject, hold (a held entry's prize is not paid until released) or release one or many, by button or key.
 */
export function ModerationQueue({ orgId, contestId, role }: { orgId: number; contestId: number; role: OrganisationRole }) {
  const [status, setStatus] = useState<EntryStatus | 'all'>('in_review');
  const [platform, setPlatform] = useState<PostPlatform | 'all'>('all');
  const [flagged, setFlagged] = useState<Flagged>('all');
  // The cursors of the pages before this one (page 1 has none): Next pushes the page's `next`, Previous pops.
  const [trail, setTrail] = useState<string[]>([]);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [current, setCurrent] = useState(0);
  const { busy, run, status: said } = useAction<ModerationAction>();
  const entries = useEntries(orgId, contestId, {
    ...(status !== 'all' && { status }),
    ...(platform !== 'all' && { platform }),
    ...(flagged !== 'all' && { flagged: flagged === 'flagged' }),
    ...(trail.length && { after: trail.at(-1) }),
    page: 1,
    pageSize,
  });
  const data = entries.data?.results.data;
  const rows = data?.rows ?? [];
  const editable = canModerate(role);
  const page = trail.length + 1;

  /** A new list: back to its first page, nothing selected. */
  const restart = () => {
    setTrail([]);
    setSelected(new Set());
    setCurrent(0);
  };
  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  async function act(action: ModerationAction, ids = [...selected]) {
    if (!ids.length || busy) return;
    await run(action, async () => {
      const { results } = await postModeration(action, ids);
      const n = results.data.updated;
      setSelected(new Set());
      entries.reload();
      return `${n} ${n === 1 ? 'entry' : 'entries'} ${done[action]}.`;
    });
  }

  // The keys: read through a ref, so the listener is added once and always sees this render's rows and selection.
  const keys = useRef<(e: KeyboardEvent) => void>(() => {});
  keys.current = (e: KeyboardEvent) => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target) || !rows.length) return;
    const row = rows[Math.min(current, rows.length - 1)];
    const targets = selected.size ? [...selected] : row ? [row.id] : [];
    const run: Record<string, () => void> = {
      j: () => setCurrent((c) => Math.min(c + 1, rows.length - 1)),
      k: () => setCurrent((c) => Math.max(c - 1, 0)),
      ...(editable && {
        x: () => row && toggle(row.id),
        a: () => void act('approve', targets),
        r: () => void act('reject', targets),
        h: () => void act('hold', targets),
        u: () => void act('release', targets),
      }),
    };
    const fn = run[e.key];
    if (!fn) return;
    e.preventDefault();
    fn();
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => keys.current(e);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);

  const buttons: { action: ModerationAction; label: string; variant?: 'secondary' }[] = [
    { action: 'approve', label: 'Approve selected' },
    { action: 'reject', label: 'Reject selected', variant: 'secondary' },
    { action: 'hold', label: 'Hold selected', variant: 'secondary' },
    { action: 'release', label: 'Release selected', variant: 'secondary' },
  ];

  return (
    <section aria-labelledby="moderation-heading">
      <h2 id="moderation-heading">Moderation</h2>
      <Bar>
        <SelectField
          label="Show"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as EntryStatus | 'all');
            restart();
          }}
          options={[...entryStatuses.map((s) => ({ value: s, label: statusLabel[s].label })), { value: 'all', label: 'All entries' }]}
        />
        <SelectField
          label="Platform"
          value={platform}
          onChange={(e) => {
            setPlatform(e.target.value as PostPlatform | 'all');
            restart();
          }}
          options={[{ value: 'all', label: 'All platforms' }, ...postPlatforms.map((p) => ({ value: p, label: platformName[p] }))]}
        />
        <SelectField
          label="Flags"
          value={flagged}
          onChange={(e) => {
            setFlagged(e.target.value as Flagged);
            restart();
          }}
          options={[
            { value: 'all', label: 'Flagged and not' },
            { value: 'flagged', label: 'Flagged only' },
            { value: 'clean', label: 'Not flagged' },
          ]}
        />
        {editable
          ? buttons.map((b) => (
              <Button key={b.action} type="button" variant={b.variant} onClick={() => void act(b.action)} disabled={!selected.size || (busy !== null && busy !== b.action)} loading={busy === b.action}>
                {b.label} ({selected.size})
              </Button>
            ))
          : null}
      </Bar>
      {editable ? (
        <Keys>
          Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous entry · <kbd>x</kbd> select · <kbd>a</kbd> approve · <kbd>r</kbd> reject · <kbd>h</kbd> hold ·{' '}
          <kbd>u</kbd> release (the selected entries, else the marked one). A held entry&rsquo;s prize is not paid until it is released.
        </Keys>
      ) : (
        <Note>You can read this contest&rsquo;s entries; an editor or owner of the organisation approves them.</Note>
      )}
      {said}
      {entries.error ? <ErrorPanel messages={errorMessages(entries.error)} onRetry={entries.reload} /> : null}
      {!entries.data && entries.loading ? <Spinner label="Loading entries" /> : null}
      {entries.data && !rows.length ? <p>No entries here.</p> : null}
      {rows.length ? (
        <TableScroller tabIndex={0} role="region" aria-label="Entries">
          <Table data-stack="" role="table" aria-busy={entries.loading || undefined}>
            <caption>Entries, flagged first, then oldest first</caption>
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
                <th scope="col">Signals</th>
                <th scope="col">Email</th>
                <th scope="col">Country</th>
                <th scope="col" data-num>
                  Views
                </th>
                <th scope="col" data-num>
                  Likes
                </th>
                <th scope="col">Status</th>
                <th scope="col">Entered</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r, i) => (
                <EntryRow key={r.id} entry={r} current={i === Math.min(current, rows.length - 1)} editable={editable} selected={selected.has(r.id)} onToggle={() => toggle(r.id)} />
              ))}
            </tbody>
          </Table>
        </TableScroller>
      ) : null}
      {data?.totalCapped ? <Note>More than {data.total.toLocaleString('en-US')} entries: Next keeps going past them.</Note> : null}
      {data && (page > 1 || data.next) ? (
        <Pager
          label="Entries"
          page={page}
          totalPages={data.next ? Math.max(page + 1, data.totalPages) : page}
          {...(!data.totalCapped && { total: data.total })}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={(p) => {
            if (p > page && data.next) setTrail((t) => [...t, data.next!]);
            else if (p < page) setTrail((t) => t.slice(0, -1));
            setSelected(new Set());
            setCurrent(0);
          }}
          onPageSize={(n) => {
            setPageSize(n as PageSize);
            restart();
          }}
          busy={entries.loading}
        />
      ) : null}
    </section>
  );
}

function EntryRow({ entry: r, current, editable, selected, onToggle }: { entry: AdminEntry; current: boolean; editable: boolean; selected: boolean; onToggle: () => void }) {
  const signals = r.signals ?? [];
  return (
    <Row role="row" data-current={current || undefined} aria-current={current || undefined}>
      {editable ? (
        <td>
          <Checkbox label={`Select ${r.creator}'s entry`} checked={selected} onChange={onToggle} />
        </td>
      ) : null}
      <td data-label="Entry">{r.id}</td>
      <th scope="row">{r.creator}</th>
      <td>
        {r.link ? (
          <a href={r.link} target="_blank" rel="noopener noreferrer">
            {platformLabel(r.platform)} post<VisuallyHidden> by {r.creator} (opens in a new tab)</VisuallyHidden>
          </a>
        ) : (
          platformLabel(r.platform)
        )}
        {r.link ? <CellNote>{r.link.replace(/^https?:\/\/(www\.)?/, '').slice(0, 48)}</CellNote> : null}
      </td>
      <td data-label="Signals">
        <Signals>
          {signals.map((s) => (
            <Badge key={s} tone="danger" title={signalLabels[s].help}>
              {signalLabels[s].label}
            </Badge>
          ))}
          {r.held ? (
            <Badge tone="warning" title="Its prize is not paid until the entry is released.">
              Prize held
            </Badge>
          ) : null}
          {!signals.length && !r.held ? <span>None</span> : null}
        </Signals>
      </td>
      <td data-label="Email">{r.email}</td>
      <td data-label="Country">{r.country ?? '—'}</td>
      <td data-label="Views" data-num>{r.views.toLocaleString('en-US')}</td>
      <td data-label="Likes" data-num>{r.likes.toLocaleString('en-US')}</td>
      <td>
        <Badge tone={statusLabel[r.status].tone}>{statusLabel[r.status].label}</Badge>
      </td>
      <td data-label="Entered">{formatDateTime(r.createdAt)}</td>
    </Row>
  );
}
