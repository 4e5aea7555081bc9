import { formatUsd, type OrganisationRole } from '@chorus/core';
import { Badge, Button, Spinner } from '@chorus/ui';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { postPrizeReminder } from '../api/studio.ts';
import { useAction } from '../hooks/use-action.tsx';
import { usePrizePayments } from '../hooks/use-studio.ts';
import { canModerate } from './moderation-queue.tsx';

/**
 * A contest's winners once it has ended: each prize line's payee, what they get after the fee, whether it is paid,
 * and who has no confirmed payment email yet (they cannot be paid until they confirm one; editors remind them by mail).
 */
export function PrizePayments({ orgId, contestId, ended, role }: { orgId: number; contestId: number; ended: boolean; role: OrganisationRole }) {
  const payments = usePrizePayments(orgId, contestId);
  const { busy, run, status } = useAction();
  const rows = payments.data?.results.data.rows ?? [];
  if (payments.error) return <ErrorPanel messages={errorMessages(payments.error)} onRetry={payments.reload} />;
  if (!payments.data) return <Spinner label="Loading the winners" />;
  if (!rows.length) return <p>{ended ? 'No prizes were won in this contest.' : 'Winners and their prizes show here once the contest has ended.'}</p>;
  const missing = rows.filter((r) => r.status === 'To Be Paid' && r.missingPaymentEmail).length;
  return (
    <section aria-labelledby="winners-heading">
      <h2 id="winners-heading">Winners and prizes</h2>
      {status}
      {missing ? (
        <p>
          {missing} {missing === 1 ? 'winner has' : 'winners have'} no confirmed payment email yet: their prize waits until they confirm one.
        </p>
      ) : null}
      <TableScroller>
        <Table>
          <caption>Prize payments</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Winner</th>
              <th scope="col">Prize</th>
              <th scope="col">After the fee</th>
              <th scope="col">Status</th>
              <th scope="col">Pays to</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <th scope="row">{r.placeLabel ?? `Place ${r.place}`}</th>
                <td>{r.contactEmail}</td>
                <td>{formatUsd(r.grossCents)}</td>
                <td>{formatUsd(r.amountCents)}</td>
                <td>
                  <Badge tone={r.status === 'Paid' ? 'success' : 'warning'}>{r.status}</Badge>
                </td>
                <td>
                  {r.paymentEmail ?? <Badge tone="danger">No confirmed payment email</Badge>}
                  {r.status === 'To Be Paid' && r.missingPaymentEmail && canModerate(role) ? (
                    <>
                      {' '}
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        loading={busy === `remind${r.id}`}
                        aria-label={`Remind ${r.contactEmail} by mail`}
                        onClick={() => void run(`remind${r.id}`, async () => (await postPrizeReminder(r.id)).results.message ?? 'Reminder sent.')}
                      >
                        Remind by mail
                      </Button>
                    </>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroller>
    </section>
  );
}
