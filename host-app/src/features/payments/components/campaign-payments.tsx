import { formatUsd, paymentMessages as pm, paymentStatusFilters, type CreatorCampaignPayment, formatDate } from '@chorus/core';
import { Alert, Badge, Button, Card, Loading, Pager, SkeletonBlock, token, VisuallyHidden, type BadgeTone } from '@chorus/ui';
import { LayoutGrid, List, Megaphone, Pencil, Wallet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { CellNote, Table, TableScroller } from '../../../components/data/data-table.tsx';
import { Segmented } from '../../../components/data/segmented.tsx';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { useMediaQuery } from '../../../hooks/use-media-query.ts';
import { errorMessages } from '../../../hooks/use-query.ts';
import type { CampaignPaymentStatus } from '../api/payments.ts';
import { useCampaignPayments, useVendor } from '../hooks/use-payments.ts';
import { CardGrid } from './payment-cards.tsx';
import { PaymentTimelineDialog } from './payment-timeline.tsx';

type View = 'grid' | 'list';
// Seven columns do not fit below lg (a tablet's 768 px has no side menu but still too little room): cards there.
const NARROW = '(max-width: 1023.98px)';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 16px;
`;

const EmailLine = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-bottom: 16px;
  font-size: 0.9375rem;
  a {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    color: ${token('color-primary')};
    font-weight: 600;
  }
`;

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  margin: 0;
  padding-top: 12px;
  border-top: 1px solid ${token('color-border')};
  font-size: 0.875rem;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    text-align: right;
    overflow-wrap: anywhere;
    font-weight: 550;
  }
`;

const Amount = styled.p`
  font-size: 1.5rem;
  font-weight: 800;
  font-variant-numeric: tabular-nums;
`;

const tone = (s: CampaignPaymentStatus): BadgeTone => (s === 'Paid' ? 'success' : s === 'Pending' ? 'warning' : 'neutral');
function StatusBadge({ p }: { p: CreatorCampaignPayment }) {
  return <Badge tone={tone(p.PaymentStatus)}>{p.PaymentStatusLabel}</Badge>;
}

/**
 * Payments › Campaigns (campaigns.md §2): the missing-confirmed-email banner or the payment email with its edit link,
 * the status filter (Potential, To Be Paid = Pending, Paid; ?payment_status=), grid on phones and list otherwise, pages,
 * and each row's timeline in a dialog.
 */
export function CampaignPayments() {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('payment_status');
  const [statusValue, setStatusValue] = useState<string | null>(fromUrl);
  useEffect(() => setStatusValue(fromUrl), [fromUrl]);
  const status = paymentStatusFilters.find((f) => f.value === statusValue) ?? paymentStatusFilters[0];
  const narrow = useMediaQuery(NARROW);
  const [chosenView, setChosenView] = useState<View | null>(null);
  const view: View = chosenView ?? (narrow ? 'grid' : 'list');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<CreatorCampaignPayment | null>(null);
  const query = useCampaignPayments({ payment_status: status.value, page });
  const vendor = useVendor();
  const confirmed = vendor.data?.results.data.ContactInformation.EmailAddress_Payment;

  const setStatus = (value: string) => {
    setPage(1);
    setStatusValue(value);
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('payment_status', value);
        return out;
      },
      { replace: true },
    );
  };

  const result = query.data;
  const rows = result?.results.data.Row_Payments ?? [];
  let body;
  if (!result && query.error) body = <ErrorPanel title="We could not load your campaign payments" messages={errorMessages(query.error)} onRetry={query.reload} />;
  else if (!result)
    body = (
      <Loading label="Loading campaign payments">
        <SkeletonBlock $h="120px" />
      </Loading>
    );
  else if (rows.length === 0)
    body = (
      <EmptyPanel icon={Wallet} title={`No ${status.label} payments`}>
        Campaign payments show here as Potential while you work on an offer, To Be Paid once approved, and Paid once sent.
      </EmptyPanel>
    );
  else
    body = (
      <div style={{ display: 'grid', gap: 12 }}>
        {view === 'list' ? (
          <TableScroller role="region" aria-label="Campaign payments" tabIndex={0}>
            <Table aria-label="Campaign payments" aria-busy={query.loading || undefined}>
              <thead>
                <tr>
                  <th scope="col">Campaign</th>
                  <th scope="col">Handle</th>
                  <th scope="col">Platform</th>
                  <th scope="col" data-num="">
                    Amount
                  </th>
                  <th scope="col">Last Updated</th>
                  <th scope="col">Status</th>
                  <th scope="col">Timeline</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <strong>{p.CampaignTitle}</strong>
                      <CellNote>
                        PostID <Link to={`/detail?PostID=${p.PostID}&UID=${p.UID}`}>{p.PostID}</Link>
                      </CellNote>
                    </td>
                    <td>@{p.Handle}</td>
                    <td>{p.Platform}</td>
                    <td data-num="">
                      <strong>{formatUsd(p.Amount)}</strong>
                    </td>
                    <td style={{ whiteSpace: 'nowrap' }}>{formatDate(p.updatedAt)}</td>
                    <td>
                      <StatusBadge p={p} />
                    </td>
                    <td>
                      <Button variant="secondary" size="sm" onClick={() => setOpen(p)} aria-label={`Timeline of ${p.CampaignTitle}`}>
                        Timeline
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroller>
        ) : (
          <CardGrid aria-label="Campaign payments" aria-busy={query.loading || undefined}>
            {rows.map((p) => (
              <Item key={p.id} element="li" aria-labelledby={`campaign-payment-${p.id}`}>
                <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                  <h2 id={`campaign-payment-${p.id}`} style={{ fontSize: '1rem', fontWeight: 700, overflowWrap: 'anywhere' }}>
                    <Megaphone size={16} aria-hidden="true" /> {p.CampaignTitle}
                  </h2>
                  <StatusBadge p={p} />
                </div>
                <Amount>{formatUsd(p.Amount)}</Amount>
                <Facts>
                  {p.Row_PaymentDetails.map((f) => (
                    <div key={f.FieldName} style={{ display: 'contents' }}>
                      <dt>{f.FieldName}</dt>
                      <dd>{f.FieldValue}</dd>
                    </div>
                  ))}
                  <dt>PostID</dt>
                  <dd>
                    <Link to={`/detail?PostID=${p.PostID}&UID=${p.UID}`}>{p.PostID}</Link>
                  </dd>
                </Facts>
                <Button variant="secondary" size="sm" onClick={() => setOpen(p)} aria-label={`Timeline of ${p.CampaignTitle}`}>
                  Timeline
                </Button>
              </Item>
            ))}
          </CardGrid>
        )}
        {result.PageInformation.TotalPages > 1 ? (
          <Pager label="Campaign payments" page={result.PageInformation.Page} totalPages={result.PageInformation.TotalPages} onPage={setPage} />
        ) : null}
      </div>
    );

  return (
    <div>
      {vendor.data && !confirmed ? (
        <div style={{ marginBottom: 16 }}>
          <Alert tone="warning">
            <Link to="/account/vendor">{pm.missingConfirmed}</Link>
          </Alert>
        </div>
      ) : null}
      {confirmed ? (
        <EmailLine>
          <span>
            Payment email: <strong>{confirmed}</strong>
          </span>
          <Link to="/account/vendor">
            <Pencil size={14} aria-hidden="true" /> Edit
            <VisuallyHidden> payment email</VisuallyHidden>
          </Link>
        </EmailLine>
      ) : null}
      <Toolbar>
        <Segmented legend="Payment status" options={paymentStatusFilters.map((f) => ({ value: f.value, label: f.label }))} value={status.value} onChange={setStatus} />
        <Segmented<View>
          legend="View"
          options={[
            { value: 'grid', label: <LayoutGrid size={18} aria-hidden="true" />, ariaLabel: 'Grid' },
            { value: 'list', label: <List size={18} aria-hidden="true" />, ariaLabel: 'List' },
          ]}
          value={view}
          onChange={(next) => setChosenView(next)}
        />
      </Toolbar>
      {body}
      <PaymentTimelineDialog payment={open ? { type: 'campaign', id: open.id, title: open.CampaignTitle } : null} onClose={() => setOpen(null)} />
    </div>
  );
}
