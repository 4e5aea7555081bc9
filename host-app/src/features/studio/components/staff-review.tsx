import { formatDate } from '@chorus/core';
import { Button, Spinner, TextField } from '@chorus/ui';
import { useState } from 'react';
import { useAction } from '../hooks/use-action.tsx';
import { styled } from 'styled-components';
import { Table, TableScroller } from '../../../components/data/data-table.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { postCreatorDecision, postOrganisationDecision, type Decision } from '../api/studio.ts';
import { useCreatorApplications, useOrganisationRequests } from '../hooks/use-studio.ts';

const Section = styled.section`
  margin-bottom: 32px;
`;

const Decide = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: flex-end;
`;


/** Approve, or deny with a reason (mailed to them): the reason field opens with Deny. */
function Decision({ who, onDecide }: { who: string; onDecide: (decision: Decision) => Promise<void> }) {
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (d: Decision) => {
    setBusy(true);
    try {
      await onDecide(d);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Decide>
      {denying ? (
        <>
          <TextField label={`Why deny ${who}? (emailed to them)`} value={reason} onChange={(e) => setReason(e.target.value)} />
          <Button type="button" size="sm" variant="danger" loading={busy} disabled={!reason.trim()} onClick={() => void run({ approve: false, reason: reason.trim() })}>
            Deny {who}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setDenying(false)}>
            Cancel
          </Button>
        </>
      ) : (
        <>
          <Button type="button" size="sm" loading={busy} onClick={() => void run({ approve: true })}>
            Approve {who}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setDenying(true)}>
            Deny…
          </Button>
        </>
      )}
    </Decide>
  );
}

function useDecisions(reload: () => void) {
  const { run, status } = useAction();
  const decide = (post: () => Promise<unknown>, done: string) => async () => {
    if (await run('decide', async () => (await post(), done))) reload();
  };
  return { decide, status };
}

/**
 * Platform staff's reviews: organisations that asked to join (approving mails the owner their confirmation link)
 * and creators waiting for approval (which gates campaigns and contests); a denial's reason is mailed.
 */
export function StaffReview() {
  const orgs = useOrganisationRequests();
  const creators = useCreatorApplications();
  const orgDecisions = useDecisions(orgs.reload);
  const creatorDecisions = useDecisions(creators.reload);
  const pendingOrgs = orgs.data?.results.data.filter((o) => o.status === 'pending') ?? [];
  const pendingCreators = creators.data?.results.data.rows ?? [];
  return (
    <>
      <Section aria-labelledby="org-requests-heading">
        <h2 id="org-requests-heading">Organisation requests</h2>
        {orgDecisions.status}
        {orgs.error ? <ErrorPanel messages={errorMessages(orgs.error)} onRetry={orgs.reload} /> : null}
        {!orgs.data && !orgs.error ? <Spinner label="Loading organisation requests" /> : null}
        {orgs.data && !pendingOrgs.length ? <p>No organisation is waiting.</p> : null}
        {pendingOrgs.length ? (
          <TableScroller>
            <Table>
              <caption>Waiting for review, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Organisation</th>
                  <th scope="col">What they run</th>
                  <th scope="col">Owner</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {pendingOrgs.map((o) => (
                  <tr key={o.id}>
                    <th scope="row">
                      {o.name}
                      {o.website ? (
                        <>
                          <br />
                          <a href={o.website} target="_blank" rel="noopener noreferrer">
                            {o.website}
                          </a>
                        </>
                      ) : null}
                    </th>
                    <td>{o.whatTheyRun ?? '—'}</td>
                    <td>{o.owners.map((w) => `${w.name} (${w.email ?? 'no email'})`).join(', ')}</td>
                    <td>
                      <Decision
                        who={o.name}
                        onDecide={(d) =>
                          orgDecisions.decide(() => postOrganisationDecision(o.id, d), d.approve ? `${o.name} is approved: its owner has been emailed.` : `${o.name} is denied: the reason has been emailed.`)()
                        }
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroller>
        ) : null}
      </Section>
      <Section aria-labelledby="creator-reviews-heading">
        <h2 id="creator-reviews-heading">Creator applications</h2>
        {creatorDecisions.status}
        {creators.error ? <ErrorPanel messages={errorMessages(creators.error)} onRetry={creators.reload} /> : null}
        {!creators.data && !creators.error ? <Spinner label="Loading creator applications" /> : null}
        {creators.data && !pendingCreators.length ? <p>No creator is waiting.</p> : null}
        {pendingCreators.length ? (
          <TableScroller>
            <Table>
              <caption>Creators waiting for approval</caption>
              <thead>
                <tr>
                  <th scope="col">Creator</th>
                  <th scope="col">Email</th>
                  <th scope="col">Signed up</th>
                  <th scope="col">Decision</th>
                </tr>
              </thead>
              <tbody>
                {pendingCreators.map((c) => (
                  <tr key={c.contactId}>
                    <th scope="row">{c.name}</th>
                    <td>{c.email ?? '—'}</td>
                    <td>{formatDate(c.createdAt)}</td>
                    <td>
                      <Decision
                        who={c.name}
                        onDecide={(d) =>
                          creatorDecisions.decide(() => postCreatorDecision(c.contactId, d), d.approve ? `${c.name} is approved and has been emailed.` : `${c.name} is denied: the reason has been emailed.`)()
                        }
                      />
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
