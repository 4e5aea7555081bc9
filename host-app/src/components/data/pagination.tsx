import { Button, token } from '@chorus/ui';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { styled } from 'styled-components';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px 20px;
  padding: 12px 4px 0;
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

const Pages = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;
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

const PageOf = styled.span`
  color: ${token('color-text')};
  font-weight: 600;
  white-space: nowrap;
`;

export interface PaginationProps {
  /** Names what is paged ("Active entries"); the nav landmark reads "Active entries pages". */
  label: string;
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  pageSize?: number;
  /** With onPageSize: the Rows per page choice. */
  pageSizes?: readonly number[];
  onPageSize?: (size: number) => void;
}

/**
 * 'Page X of Y' with Previous and Next, and optionally rows per page. The ends use aria-disabled rather
 * than disabled so keyboard focus stays on the button just pressed.
 */
export function Pagination({ label, page, totalPages, onPage, pageSize, pageSizes, onPageSize }: PaginationProps) {
  const selectId = useId();
  const pages = Math.max(1, totalPages);
  const atStart = page <= 1;
  const atEnd = page >= pages;
  return (
    <Bar aria-label={`${label} pages`}>
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
      <Pages>
        <PageOf aria-live="polite" aria-atomic="true">
          Page {Math.min(page, pages)} of {pages}
        </PageOf>
        <Group>
          <Button
            size="sm"
            variant="secondary"
            aria-disabled={atStart || undefined}
            onClick={() => !atStart && onPage(page - 1)}
            icon={<ChevronLeft size={16} aria-hidden="true" />}
          >
            Previous
          </Button>
          <Button size="sm" variant="secondary" aria-disabled={atEnd || undefined} onClick={() => !atEnd && onPage(page + 1)}>
            Next
            <ChevronRight size={16} aria-hidden="true" />
          </Button>
        </Group>
      </Pages>
    </Bar>
  );
}
