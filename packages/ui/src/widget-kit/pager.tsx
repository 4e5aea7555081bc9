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
  total: number;
  pageSize: number;
  pageSizes?: readonly number[];
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
  busy?: boolean;
}

/**
 * Rows per page, the visible range out of the total (announced politely), Previous and Next. The ends use
 * aria-disabled rather than disabled, so keyboard focus stays on the button that was pressed.
 */
export function Pager({ label, page, totalPages, total, pageSize, pageSizes, onPage, onPageSize, busy }: PagerProps) {
  const selectId = `chorus-pager-${useId()}`;
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <Bar part="pager">
      {pageSizes && onPageSize ? (
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
        {from.toLocaleString('en-US')}–{to.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </span>
      <Group as="nav" aria-label={`${label} pages`}>
        <Button size="sm" variant="secondary" aria-disabled={page <= 1} onClick={() => !busy && page > 1 && onPage(page - 1)}>
          Previous
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-disabled={page >= totalPages}
          onClick={() => !busy && page < totalPages && onPage(page + 1)}
        >
          Next
        </Button>
      </Group>
    </Bar>
  );
}
