import { formatUsd, offerStates, type OfferState, type OrganisationRole } from '@chorus/core';
import { Badge, Pager, SelectField, Spinner, TextField, token } from '@chorus/ui';
import { useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { CellNote, Table, TableScroller } from '../../../components/data/data-table.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useOrgOffers } from '../hooks/use-studio-campaigns.ts';
import { deadlineText, offerStateLabels, offerStateTone } from './campaign-labels.ts';
import { OfferReview } from './offer-review.tsx';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: flex-end;
  margin-bottom: 16px;
`;

const Open = styled.button`
  all: unset;
  cursor: pointer;
  font-weight: 650;
  color: ${token('color-primary')};
  text-decoration: underline;
  text-underline-offset: 3px;
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
    border-radius: ${token('radius-sm')};
  }
`;

const PAGE_SIZES = [25, 100] as const;
type PageSize = (typeof PAGE_SIZES)[number];

export interface CampaignPipelineProps {
  orgId: number;
  campaignId: number;
  role: OrganisationRole;
  /** After a step on an offer: the campaign's spend and counts change too. */
  onChanged?: () => void;
  /** Beside the filters: where the lead puts "Invite creators". */
  actions?: ReactNode;
}

/**
 * The campaign's offers as a table: handle, platform, state, rate, the current deadline (Chicago time, as the creator
 * sees it) and what the organiser must do next; filtered by state and handle, paged. A handle opens the offer's review.
 */
export function CampaignPipeline({ orgId, campaignId, role, onChanged, actions }: CampaignPipelineProps) {
  const [state, setState] = useState<OfferState | 'all'>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const [open, setOpen] = useState<number | null>(null);
  const offers = useOrgOffers(orgId, { campaignId, ...(state !== 'all' && { state }), ...(q.trim() && { q: q.trim() }), page, pageSize });
  const data = offers.data?.results.data;
  const rows = data?.rows ?? [];

  return (
    <section aria-labelledby="pipeline-heading">
      <h2 id="pipeline-heading">Pipeline</h2>
      <Bar>
        <SelectField
          label="State"
          value={state}
          onChange={(e) => {
            setState(e.target.value as OfferState | 'all');
            setPage(1);
          }}
          options={[{ value: 'all', label: 'Every state' }, ...offerStates.map((s) => ({ value: s, label: offerStateLabels[s] }))]}
        />
        <TextField
          label="Handle"
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setPage(1);
          }}
        />
        {actions}
      </Bar>
      {offers.error ? <ErrorPanel messages={errorMessages(offers.error)} onRetry={offers.reload} /> : null}
      {!offers.data && offers.loading ? <Spinner label="Loading offers" /> : null}
      {data && !rows.length ? <p>{state === 'all' && !q.trim() ? 'No offers yet: invite creators to this campaign.' : 'No offers match.'}</p> : null}
      {rows.length ? (
        <TableScroller tabIndex={0} role="region" aria-label="Offers">
          <Table aria-busy={offers.loading || undefined}>
            <caption>Offers, newest first: select a handle to review the offer</caption>
            <thead>
              <tr>
                <th scope="col">Handle</th>
                <th scope="col">Platform</th>
                <th scope="col">State</th>
                <th scope="col" data-num>
                  Rate
                </th>
                <th scope="col">Deadline (Chicago time)</th>
                <th scope="col">Your next step</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} data-clickable onClick={() => setOpen(r.id)}>
                  <th scope="row">
                    <Open type="button" onClick={(e) => (e.stopPropagation(), setOpen(r.id))} aria-haspopup="dialog">
                      {r.handle}
                    </Open>
                    <CellNote>{r.name}</CellNote>
                  </th>
                  <td>{r.platform}</td>
                  <td>
                    <Badge tone={offerStateTone(r.state)}>{offerStateLabels[r.state]}</Badge>
                  </td>
                  <td data-num>
                    {formatUsd(r.rateCents)}
                    {r.counterOfferCents !== null && r.state === 'countered' ? <CellNote>asks {formatUsd(r.counterOfferCents)}</CellNote> : null}
                  </td>
                  <td>{deadlineText(r.deadline)}</td>
                  <td>{r.nextStep}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      ) : null}
      {data && data.total > 0 ? (
        <Pager
          label="Offers"
          page={page}
          totalPages={data.totalPages}
          total={data.total}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={(n) => {
            setPageSize(n as PageSize);
            setPage(1);
          }}
          busy={offers.loading}
        />
      ) : null}
      <OfferReview
        orgId={orgId}
        offerId={open}
        role={role}
        onClose={() => setOpen(null)}
        onChanged={() => {
          offers.reload();
          onChanged?.();
        }}
      />
    </section>
  );
}
