import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../button/button.tsx';
import { token } from '../theme/theme.ts';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px 16px;
  padding-top: 4px;
  font-size: 0.875rem;
  color: ${token('color-text-muted')};
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Select = styled.select`
  height: 34px;
  padding: 0 28px 0 10px;
  border: 1px solid ${token('color-border-strong')};
  border-radius: ${token('radius-sm')};
  background: ${token('color-surface')}
    url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='12' height='12' viewBox='0 0 24 24' fill='none' stroke='%23857f99' stroke-width='2.5' stroke-linecap='round'%3E%3Cpath d='M6 9l6 6 6-6'/%3E%3C/svg%3E")
    no-repeat right 9px center;
  color: ${token('color-text')};
  font: inherit;
  appearance: none;
  cursor: pointer;

  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

export interface PagerProps {
  /** Names what is paged, e.g. 'Leaderboard' (the nav landmark reads 'Leaderboard pages'). */
  label: string;
  page: number;
  totalPages: number;
  /** With `total` and `pageSize` the pager shows the range ('1–10 of 1,181'); without, 'Page X of Y'. */
  total?: number;
  pageSize?: number;
  /** With `onPageSize` and `pageSize`: the Rows per page choice. */
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  busy?: boolean;
}

/**
 * Rows per page, where we are (announced politely), Previous and Next. The ends use aria-disabled rather than
 * disabled, so keyboard focus stays on the button that was pressed.
 */
export function Pager({ label, page, totalPages, total, pageSize, pageSizes, onPage, onPageSize, busy }: PagerProps) {
  const selectId = `chorus-pager-${useId()}`;
  const pages = Math.max(1, totalPages);
  const current = Math.min(page, pages);
  let where: string;
  if (total !== undefined && pageSize) {
    const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
    const to = Math.min(total, current * pageSize);
    where = `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`;
  } else {
    where = `Page ${current} of ${pages}`;
  }
  return (
    <Bar part="pager" as="nav" aria-label={`${label} pages`} aria-busy={busy || undefined}>
      {pageSizes && onPageSize && pageSize ? (
        <Group>
          <label htmlFor={selectId}>Rows per page</label>
          <Select id={selectId} value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
            {pageSizes.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </Select>
        </Group>
      ) : null}
      <span aria-live="polite" aria-atomic="true">
        {where}
      </span>
      <Group>
        <Button size="sm" variant="secondary" aria-disabled={current <= 1} onClick={() => !busy && current > 1 && onPage(current - 1)}>
          Previous
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-disabled={current >= pages}
          onClick={() => !busy && current < pages && onPage(current + 1)}
        >
          Next
        </Button>
      </Group>
    </Bar>
  );
}
