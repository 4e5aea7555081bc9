import { campaignPaymentLabels, formatUsd, type AdminCampaignPayment, type OrganisationRole, formatDate } from '@chorus/core';
import { Alert, Badge, Button, Pager, SelectField, Spinner, token, VisuallyHidden } from '@chorus/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { CAMPAIGN_PAYMENTS_PAGE_SIZE, postCampaignPaymentReminder, type CampaignPaymentStatus } from '../api/studio-creators.ts';
import { useAction } from '../hooks/use-action.tsx';
import { useCampaignPayments, useCampaignPaymentSummary, useUnremindedPayments } from '../hooks/use-studio-creators.ts';
import { canModerate } from './moderation-queue.tsx';

const Section = styled.section`
  margin-bottom: 32px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.125rem;
  }
`;
const Note = styled.p`
  margin: 0 0 12px;
  color: ${token('color-text-muted')};
`;
const Buttons = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 6px;
`;

const tone = { Potential: 'neutral', Pending: 'warning', Paid: 'success' } as const;

/** A creator who cannot be paid yet: no confirmed payment email. `payments`: their To Be Paid payments to remind about. */
interface Waiting {
  contactId: number;
  name: string;
  handles: string[];
  toBePaidCents: number;
  payments: AdminCampaignPayment[];
}

/**
 * What the organisation owes and paid creators for its campaigns (one campaign's with `campaignId`): per campaign, per
 * creator, those without a confirmed payment email apart (editors remind them by mail), and every payment by status.
 * Paying itself is a batch on the Payouts page.
 */
export function CampaignPayments({ orgId, role, campaignId }: { orgId: number; role: OrganisationRole; campaignId?: number }) {
  const summary = useCampaignPaymentSummary(orgId);
  const missing = useUnremindedPayments(orgId, campaignId);
  const { busy, run, status } = useAction();
  const editable = canModerate(role);
  const data = summary.data?.results.data;
  const campaigns = data?.campaigns.filter((c) => campaignId === undefined || c.campaignId === campaignId) ?? [];

  // Who waits for a payment email: their To Be Paid payments (one campaign's, or all), named as the summary names them.
  const names = new Map(data?.creators.map((c) => [c.contactId, c]));
  const waiting = new Map<number, Waiting>();
  for (const p of missing.data?.results.data.rows.filter((r) => r.missingPaymentEmail) ?? []) {
    const w = waiting.get(p.contactId) ?? { contactId: p.contactId, name: names.get(p.contactId)?.name ?? p.handle, handles: [], toBePaidCents: 0, payments: [] };
    if (!w.handles.includes(p.handle)) w.handles.push(p.handle);
    w.toBePaidCents += p.amountCents;
    w.payments.push(p);
    waiting.set(p.contactId, w);
  }
  if (campaignId === undefined)
    for (const c of data?.creators ?? []) if (c.missingPaymentEmail && !waiting.has(c.contactId)) waiting.set(c.contactId, { ...c, payments: [] });

  const remind = (p: AdminCampaignPayment) =>
    void run(`remind${p.id}`, async () => (await postCampaignPaymentReminder(p.id)).results.message ?? `We reminded ${p.handle} to add and confirm a payment email.`);

  return (
    <>
      <Alert tone="info">
        Paying happens on the studio&rsquo;s <Link to="/studio/payouts">Payouts page</Link>: an owner makes a batch of everything To Be Paid and pays it through PayPal.
      </Alert>
      {status}
      <Section aria-labelledby="campaign-spend-heading">
        <h2 id="campaign-spend-heading">{campaignId === undefined ? 'By campaign' : 'This campaign'}</h2>
        {summary.error ? <ErrorPanel messages={errorMessages(summary.error)} onRetry={summary.reload} /> : null}
        {!data && !summary.error ? <Spinner label="Loading what is owed" /> : null}
        {data && !campaigns.length ? <p>No payments yet: a payment is made when an offer is accepted, and is To Be Paid once the results are verified.</p> : null}
        {campaigns.length ? (
          <TableScroller tabIndex={0} role="region" aria-label="Payments by campaign">
            <Table>
              <caption>Owed and paid, by campaign</caption>
              <thead>
                <tr>
                  <th scope="col">Campaign</th>
                  <th scope="col" data-num>
                    Potential
                  </th>
                  <th scope="col" data-num>
                    To Be Paid
                  </th>
                  <th scope="col" data-num>
                    Paid
                  </th>
                </tr>
              </thead>
              <tbody>
                {campaigns.map((c) => (
                  <tr key={c.campaignId}>
                    <th scope="row">{c.title}</th>
                    <td data-num>{formatUsd(c.potentialCents)}</td>
                    <td data-num>{formatUsd(c.toBePaidCents)}</td>
                    <td data-num>{formatUsd(c.paidCents)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroller>
        ) : null}
      </Section>
      {campaignId === undefined && data?.creators.some((c) => !c.missingPaymentEmail) ? (
        <Section aria-labelledby="creator-spend-heading">
          <h2 id="creator-spend-heading">By creator</h2>
          <TableScroller tabIndex={0} role="region" aria-label="Payments by creator">
            <Table>
              <caption>Owed and paid, by creator with a confirmed payment email</caption>
              <thead>
                <tr>
                  <th scope="col">Creator</th>
                  <th scope="col">Handles</th>
                  <th scope="col" data-num>
                    To Be Paid
                  </th>
                  <th scope="col" data-num>
                    Paid
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.creators
                  .filter((c) => !c.missingPaymentEmail)
                  .map((c) => (
                    <tr key={c.contactId}>
                      <th scope="row">{c.name}</th>
                      <td>{c.handles.join(', ')}</td>
                      <td data-num>{formatUsd(c.toBePaidCents)}</td>
                      <td data-num>{formatUsd(c.paidCents)}</td>
                    </tr>
                  ))}
              </tbody>
            </Table>
          </TableScroller>
        </Section>
      ) : null}
      <Section aria-labelledby="waiting-heading">
        <h2 id="waiting-heading">Waiting for a confirmed payment email</h2>
        {missing.error ? <ErrorPanel messages={errorMessages(missing.error)} onRetry={missing.reload} /> : null}
        {missing.data && data && !waiting.size ? <p>Every creator owed has a confirmed payment email.</p> : null}
        {waiting.size ? (
          <>
            <Note>These creators cannot be paid until they add and confirm a payment email.{editable ? ' Remind them by mail (once a day per payment).' : ''}</Note>
            <TableScroller tabIndex={0} role="region" aria-label="Creators without a confirmed payment email">
              <Table>
                <caption>Creators without a confirmed payment email</caption>
                <thead>
                  <tr>
                    <th scope="col">Creator</th>
                    <th scope="col">Handles</th>
                    <th scope="col" data-num>
                      To Be Paid
                    </th>
                    {editable ? <th scope="col">Remind</th> : null}
                  </tr>
                </thead>
                <tbody>
                  {[...waiting.values()].map((w) => (
                    <tr key={w.contactId}>
                      <th scope="row">{w.name}</th>
                      <td>{w.handles.join(', ')}</td>
                      <td data-num>{formatUsd(w.toBePaidCents)}</td>
                      {editable ? (
                        <td>
                          <Buttons>
                            {w.payments.map((p) => (
                              <Button key={p.id} type="button" size="sm" variant="secondary" loading={busy === `remind${p.id}`} onClick={() => remind(p)}>
                                {/* Named by what it shows, then whom it is about (axe: label-content-name-mismatch). */}
                                {w.payments.length > 1 ? (
                                  <>
                                    Remind ({p.campaignTitle})<VisuallyHidden>: {w.name}</VisuallyHidden>
                                  </>
                                ) : (
                                  <>
                                    Remind<VisuallyHidden> {w.name} about {p.campaignTitle}</VisuallyHidden>
                                  </>
                                )}
                              </Button>
                            ))}
                          </Buttons>
                        </td>
                      ) : null}
                    </tr>
                  ))}
                </tbody>
              </Table>
            </TableScroller>
          </>
        ) : null}
      </Section>
      <PaymentsList orgId={orgId} campaignId={campaignId} />
    </>
  );
}

const statusOptions = [
  { value: '', label: 'Every status' },
  ...(['Potential', 'Pending', 'Paid'] as const).map((s) => ({ value: s, label: campaignPaymentLabels[s] })),
];

/** Every campaign payment of the organisation (or one campaign), by status, newest first, paged. */
function PaymentsList({ orgId, campaignId }: { orgId: number; campaignId?: number }) {
  const [status, setStatus] = useState<CampaignPaymentStatus | ''>('');
  const [page, setPage] = useState(1);
  const payments = useCampaignPayments(orgId, { ...(status && { status }), campaignId, page });
  const result = payments.data?.results.data;
  return (
    <Section aria-labelledby="payments-heading">
      <h2 id="payments-heading">Payments</h2>
      <SelectField
        label="Status"
        value={status}
        onChange={(e) => {
          setStatus(e.target.value as CampaignPaymentStatus | '');
          setPage(1);
        }}
        options={statusOptions}
      />
      {payments.error ? <ErrorPanel messages={errorMessages(payments.error)} onRetry={payments.reload} /> : null}
      {!result && !payments.error ? <Spinner label="Loading payments" /> : null}
      {result && !result.rows.length ? <p>No payments {status ? `${campaignPaymentLabels[status]} ` : ''}yet.</p> : null}
      {result?.rows.length ? (
        <TableScroller tabIndex={0} role="region" aria-label="Payments">
          <Table aria-busy={payments.loading || undefined}>
            <caption>Campaign payments{status ? `: ${campaignPaymentLabels[status]}` : ''}</caption>
            <thead>
              <tr>
                <th scope="col">Creator</th>
                {campaignId === undefined ? <th scope="col">Campaign</th> : null}
                <th scope="col" data-num>
                  Amount
                </th>
                <th scope="col">Status</th>
                <th scope="col">Pays to</th>
                <th scope="col">Paid</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.handle}</th>
                  {campaignId === undefined ? <td>{p.campaignTitle}</td> : null}
                  <td data-num>{formatUsd(p.amountCents)}</td>
                  <td>
                    <Badge tone={tone[p.status]}>{p.statusLabel}</Badge>
                  </td>
                  <td>{p.paymentEmail ?? (p.missingPaymentEmail ? <Badge tone="danger">No confirmed payment email</Badge> : '—')}</td>
                  <td>{formatDate(p.paidAt) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroller>
      ) : null}
      {result && result.totalPages > 1 ? (
        <Pager label="Payments" page={result.page} totalPages={result.totalPages} total={result.total} pageSize={CAMPAIGN_PAYMENTS_PAGE_SIZE} onPage={setPage} busy={payments.loading} />
      ) : null}
    </Section>
  );
}
