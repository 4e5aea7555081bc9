import { contestMessages, ENTRIES_PAGE_SIZES, type MyEntry } from '@chorus/core';
import { Badge, type BadgeTone, Pager, token } from '@chorus/ui';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { CellNote, Table, TableScroller } from '../../../components/data/data-table.tsx';

const statusLabel: Record<MyEntry['status'], [string, BadgeTone]> = {
  in_review: ['In review', 'warning'],
  approved: ['Approved', 'success'],
  rejected: ['Rejected', 'danger'],
};

const Name = styled(Link)`
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    color: ${token('color-primary')};
    text-decoration: underline;
  }
`;

const Empty = styled.p`
  padding: 28px 20px;
  color: ${token('color-text-muted')};
  text-align: center;
  font-size: 0.9375rem;
`;

/**
 * Where an entry leads: the standard detail route with the contest id. The detail page knows the contest's
 * kind once loaded and replaces the address with the right variant (direct, quick, custom, exclusive).
 */
export const entryPath = (entry: Pick<MyEntry, 'postId'>) => `/contestdetail?PostID=${entry.postId}`;

/** What an entry won, under its contest's name: its place and the judged awards it was chosen for ('1st Place · Best Dance'). */
const won = (entry: MyEntry) => [entry.placeLabel, ...(entry.awards ?? [])].filter(Boolean).join(' · ');

export interface EntriesTableProps {
  /** Names the table ("Active Entries"); also labels its scroll region and pages. */
  label: string;
  entries: MyEntry[];
  captionId: string;
}

/**
 * One of My Entries' tables (contests.md §2): Competition (with what the entry won), Creator and Status, rows per
 * page 5/10/25/100.
 * A row click opens the contest; the competition name is the row's link, so Tab and Enter do the same.
 */
export function EntriesTable({ label, entries, captionId }: EntriesTableProps) {
  const navigate = useNavigate();
  const [pageSize, setPageSize] = useState<number>(ENTRIES_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(entries.length / pageSize));
  const current = Math.min(page, totalPages);
  const rows = entries.slice((current - 1) * pageSize, current * pageSize);

  return (
    <>
      <TableScroller role="region" aria-labelledby={captionId} tabIndex={0}>
        <Table aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">Competition</th>
              <th scope="col">Creator</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3}>
                  <Empty>{contestMessages.noEntries}</Empty>
                </td>
              </tr>
            ) : (
              rows.map((entry) => {
                const [status, tone] = statusLabel[entry.status];
                return (
                  <tr
                    key={entry.id}
                    data-clickable=""
                    onClick={(event) => {
                      // The link handles its own clicks (and modified clicks: new tab, copy link).
                      if ((event.target as HTMLElement).closest('a')) return;
                      navigate(entryPath(entry));
                    }}
                  >
                    <td>
                      <Name to={entryPath(entry)}>{entry.name}</Name>
                      {won(entry) ? <CellNote>{won(entry)}</CellNote> : null}
                    </td>
                    <td>@{entry.creator}</td>
                    <td>
                      <Badge tone={tone}>{status}</Badge>
                    </td>
                  </tr>
                );
              })
            )}
          </tbody>
        </Table>
      </TableScroller>
      {entries.length > ENTRIES_PAGE_SIZES[0] ? (
        <Pager
          label={label}
          page={current}
          totalPages={totalPages}
          onPage={setPage}
          pageSize={pageSize}
          pageSizes={ENTRIES_PAGE_SIZES}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      ) : null}
    </>
  );
}
