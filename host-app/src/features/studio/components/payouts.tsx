import { formatUsd, type OrganisationRole } from '@chorus/core';
import { Alert, Badge, Button, Spinner } from '@chorus/ui';
import { useAction } from '../hooks/use-action.tsx';
import { styled } from 'styled-components';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { fetchPayoutCsv, postPayout, postPayoutPaid } from '../api/studio.ts';
import { useOwed, usePayouts } from '../hooks/use-studio.ts';

const Section = styled.section`
  margin-bottom: 32px;
`;

/** Offers a text file to the browser's downloads. */
function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * The organisation's payouts (owners): what is owed and to whom, who cannot be paid yet for want of a confirmed
 * payment email, the batches made of what is payable, each batch's PayPal CSV, and marking a batch paid.
 */
export function Payouts({ orgId, role }: { orgId: number; role: OrganisationRole }) {
  const owed = useOwed(orgId);
  const batches = usePayouts(orgId);
  const { busy, run: runAction, status } = useAction();
  if (role !== 'owner') return <Alert tone="info">Payouts are for the organisation&rsquo;s owners.</Alert>;

  async function run(key: string, action: () => Promise<string>) {
    if (!(await runAction(key, action))) return;
    owed.reload();
    batches.reload();
  }

  const data = owed.data?.results.data;
  // Prizes whose entry is held in moderation: listed, not counted in what is payable, not batched.
  const held = data ? [...data.payable, ...data.missingPaymentEmail].flatMap((c) => c.payments.filter((p) => p.held).map((p) => ({ ...p, name: c.name }))) : [];
  return (
    <>
      {status}
      <Section aria-labelledby="owed-heading">
        <h2 id="owed-heading">Owed</h2>
        {owed.error ? <ErrorPanel messages={errorMessages(owed.error)} onRetry={owed.reload} /> : null}
        {!data && !owed.error ? <Spinner label="Loading what is owed" /> : null}
        {data ? (
          <>
            <p>
              {formatUsd(data.payableCents)} payable to {data.payable.length} {data.payable.length === 1 ? 'creator' : 'creators'}
              {data.missingPaymentEmail.length ? `; ${data.missingPaymentEmail.length} more without a confirmed payment email` : ''}.
            </p>
            {data.payable.length ? (
              <Button
                type="button"
                loading={busy === 'batch'}
                onClick={() =>
                  void run('batch', async () => {
                    const { results } = await postPayout();
                    return `Batch ${results.data.id} made: ${results.data.itemCount} ${results.data.itemCount === 1 ? 'payment' : 'payments'}, ${formatUsd(results.data.totalCents)}. Download its CSV for PayPal.`;
                  })
                }
              >
                Make a payout batch
              </Button>
            ) : null}
            {held.length ? (
              <TableScroller>
                <Table>
                  <caption>Held in moderation: paid once the entry is released in its contest&rsquo;s queue</caption>
                  <thead>
                    <tr>
                      <th scope="col">Creator</th>
                      <th scope="col">Prize</th>
                      <th scope="col">Amount</th>
                    </tr>
                  </thead>
                  <tbody>
                    {held.map((h) => (
                      <tr key={`${h.type}${h.id}`}>
                        <th scope="row">{h.name}</th>
                        <td>{h.title}</td>
                        <td>{formatUsd(h.amountCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroller>
            ) : null}
            {data.missingPaymentEmail.length ? (
              <TableScroller>
                <Table>
                  <caption>Waiting for a confirmed payment email</caption>
                  <thead>
                    <tr>
                      <th scope="col">Creator</th>
                      <th scope="col">Email</th>
                      <th scope="col">Owed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.missingPaymentEmail.map((c) => (
                      <tr key={`${c.contactId ?? c.email}`}>
                        <th scope="row">{c.name}</th>
                        <td>{c.email ?? '—'}</td>
                        <td>{formatUsd(c.totalCents)}</td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              </TableScroller>
            ) : null}
          </>
        ) : null}
      </Section>
      <Section aria-labelledby="batches-heading">
        <h2 id="batches-heading">Payout batches</h2>
        {batches.error ? <ErrorPanel messages={errorMessages(batches.error)} onRetry={batches.reload} /> : null}
        {batches.data && !batches.data.results.data.length ? <p>No batches yet.</p> : null}
        {batches.data?.results.data.length ? (
          <TableScroller>
            <Table>
              <caption>Batches, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Batch</th>
                  <th scope="col">Payments</th>
                  <th scope="col">Total</th>
                  <th scope="col">Status</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {batches.data.results.data.map((b) => (
                  <tr key={b.id}>
                    <th scope="row">Batch {b.id}</th>
                    <td>{b.itemCount}</td>
                    <td>{formatUsd(b.totalCents)}</td>
                    <td>
                      <Badge tone={b.status === 'paid' ? 'success' : 'warning'}>{b.status === 'paid' ? 'Paid' : 'To pay'}</Badge>
                    </td>
                    <td>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        loading={busy === `csv${b.id}`}
                        onClick={() =>
                          void run(`csv${b.id}`, async () => {
                            const { results } = await fetchPayoutCsv(b.id);
                            download(results.data.filename, results.data.csv);
                            return `Batch ${b.id}'s CSV is downloading: upload it to PayPal Payouts.`;
                          })
                        }
                      >
                        PayPal CSV of batch {b.id}
                      </Button>{' '}
                      {b.status === 'created' ? (
                        <Button
                          type="button"
                          size="sm"
                          loading={busy === `paid${b.id}`}
                          onClick={() =>
                            void run(`paid${b.id}`, async () => {
                              await postPayoutPaid(b.id);
                              return `Batch ${b.id} is paid: each creator has been told.`;
                            })
                          }
                        >
                          Mark batch {b.id} paid
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroller>
        ) : null}
      </Section>
    </>
  );
}
