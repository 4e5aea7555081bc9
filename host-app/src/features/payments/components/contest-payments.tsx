import { contestMessages, PAYMENTS_PAGE_SIZES, type CreatorContestPayment } from '@chorus/core';
import { Loading, Pager, SkeletonBlock, token } from '@chorus/ui';
import { Clock, LayoutGrid, List, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Segmented } from '../../../components/data/segmented.tsx';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { errorMessages } from '../../../hooks/use-query.ts';
import type { ContestPaymentStatus } from '../api/contest-payments.ts';
import { useContestPayments } from '../hooks/use-contest-payments.ts';
import { CardGrid, PaymentCards } from './payment-cards.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { PaymentTimelineDialog } from './payment-timeline.tsx';

type Filter = 'all' | 'to-be-paid' | 'paid';
type View = 'grid' | 'list';

const filters: { value: Filter; label: string; status?: ContestPaymentStatus }[] = [
  { value: 'all', label: 'All' },
  { value: 'to-be-paid', label: 'To Be Paid', status: 'To Be Paid' },
  { value: 'paid', label: 'Paid', status: 'Paid' },
];

/** Grid pages hold 10 cards (contests.md §9); the list offers 10, 25 or 100 rows. */
const GRID_PAGE_SIZE = 10;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const Note = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin-bottom: 16px;
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
  svg {
    flex: none;
    color: ${token('color-text-subtle')};
  }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const SkeletonTable = styled.div`
  display: grid;
  gap: 14px;
  padding: 18px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
`;

const SkeletonCard = styled.li`
  display: grid;
  gap: 12px;
  padding: 24px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
`;

const NARROW = '(max-width: 767.98px)';

/**
 * Payments › Contests (contests.md §9): status filter (All, To Be Paid, Paid; kept in ?status=), grid or list
 * (grid by default below 768px), pages from the server, with loading, empty and error states.
 */
export function ContestPayments() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('status');
  // Held locally so the radio turns at once (a router navigation lands a moment later); the address follows.
  const [filterValue, setFilterValue] = useState<string | null>(fromUrl);
  useEffect(() => setFilterValue(fromUrl), [fromUrl]);
  const filter = filters.find((f) => f.value === filterValue) ?? filters[0]!;
  const narrow = useMediaQuery(NARROW);
  const [chosenView, setChosenView] = useState<View | null>(null);
  const view: View = chosenView ?? (narrow ? 'grid' : 'list');
  const [page, setPage] = useState(1);
  const [listSize, setListSize] = useState<number>(PAYMENTS_PAGE_SIZES[0]);
  const pageSize = view === 'grid' ? GRID_PAGE_SIZE : listSize;
  const query = useContestPayments({ status: filter.status, page, pageSize });
  const [open, setOpen] = useState<CreatorContestPayment | null>(null);
  const result = query.data;

  const setFilter = (value: Filter) => {
    setPage(1);
    setFilterValue(value);
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (value === 'all') out.delete('status');
        else out.set('status', value);
        return out;
      },
      { replace: true },
    );
  };

  let body;
  if (!result && query.error)
    body = <ErrorPanel title="We could not load your contest payments" messages={errorMessages(query.error)} onRetry={query.reload} />;
  else if (!result)
    body = (
      <Loading label="Loading contest payments">
        {view === 'list' ? (
          <SkeletonTable>
            <SkeletonBlock $h="18px" $w="60%" />
            {[0, 1, 2, 3].map((i) => (
              <SkeletonBlock key={i} $h="30px" />
            ))}
          </SkeletonTable>
        ) : (
          <CardGrid>
            {[0, 1, 2].map((i) => (
              <SkeletonCard key={i}>
                <SkeletonBlock $h="40px" $w="70%" />
                <SkeletonBlock $h="32px" $w="40%" />
                <SkeletonBlock $h="60px" />
              </SkeletonCard>
            ))}
          </CardGrid>
        )}
      </Loading>
    );
  else if (result.data.length === 0)
    body = (
      <EmptyPanel icon={Wallet} title={filter.status ? `No ${filter.label} payments` : 'No contest payments yet'}>
        {filter.status
          ? 'Nothing has this status right now. Choose All to see every contest payment.'
          : 'When you win a contest, your prize shows here as To Be Paid, then Paid once it has been sent.'}
      </EmptyPanel>
    );
  else {
    const busy = query.loading;
    body = (
      <Stack>
        {query.error ? <ErrorPanel messages={errorMessages(query.error)} onRetry={query.reload} /> : null}
        {view === 'list' ? <PaymentsTable payments={result.data} busy={busy} onTimeline={setOpen} /> : <PaymentCards payments={result.data} busy={busy} onTimeline={setOpen} />}
        <Pager
          label="Contest payments"
          page={result.PageInformation.Page}
          totalPages={result.PageInformation.TotalPages}
          onPage={setPage}
          pageSize={view === 'list' ? listSize : undefined}
          pageSizes={view === 'list' ? PAYMENTS_PAGE_SIZES : undefined}
          onPageSize={(size) => {
            setListSize(size);
            setPage(1);
          }}
        />
      </Stack>
    );
  }

  return (
    <div>
      <Toolbar>
        <Segmented
          legend="Payment status"
          options={filters.map((f) => ({ value: f.value, label: f.label }))}
          value={filter.value}
          onChange={setFilter}
        />
        <Segmented<View>
          legend="View"
          options={[
            { value: 'grid', label: <LayoutGrid size={18} aria-hidden="true" />, ariaLabel: 'Grid' },
            { value: 'list', label: <List size={18} aria-hidden="true" />, ariaLabel: 'List' },
          ]}
          value={view}
          onChange={(next) => {
            setChosenView(next);
            setPage(1);
          }}
        />
      </Toolbar>
      <Note>
        <Clock size={16} aria-hidden="true" />
        {contestMessages.paymentsDelay}
      </Note>
      {body}
      <PaymentTimelineDialog payment={open ? { type: 'contest', id: open.id, title: open.CompetitionName } : null} onClose={() => setOpen(null)} />
    </div>
  );
}
