import type { ContestSummary, OrganisationRole } from '@chorus/core';
import { Button } from '@chorus/ui';
import { useState } from 'react';
import { useAction } from '../hooks/use-action.tsx';
import { styled } from 'styled-components';
import { patchContest, postEndContest, postReopenContest } from '../api/studio.ts';
import { canModerate } from './moderation-queue.tsx';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-bottom: 16px;
`;

type Action = 'publish' | 'unpublish' | 'end' | 'reopen';
const done: Record<Action, string> = {
  publish: 'The contest is live: creators and visitors see it.',
  unpublish: 'The contest is a draft again: nobody sees it.',
  end: 'The contest has ended: its final board is now its prize payments.',
  reopen: 'The contest is open again: its unpaid prize payments were withdrawn.',
};

/**
 * Publishing, unpublishing, ending (after a confirmation: the final board becomes prize payments) and reopening,
 * under the same rules as the organiser API (the server refuses a reopen once a prize is being paid).
 */
export function ContestActions({ contest, role, onChanged }: { contest: ContestSummary; role: OrganisationRole; onChanged: () => void }) {
  const { busy, run: runAction, status } = useAction<Action>();
  const [confirmEnd, setConfirmEnd] = useState(false);
  if (!canModerate(role)) return null;

  async function run(action: Action) {
    await runAction(action, async () => {
      if (action === 'publish' || action === 'unpublish') await patchContest(contest.id, { isActive: action === 'publish' });
      else if (action === 'end') await postEndContest(contest.id);
      else await postReopenContest(contest.id);
      onChanged();
      return done[action];
    });
    setConfirmEnd(false);
  }

  return (
    <>
      <Row>
        {contest.hasEnded ? (
          <Button type="button" variant="secondary" loading={busy === 'reopen'} onClick={() => void run('reopen')}>
            Reopen contest
          </Button>
        ) : (
          <>
            <Button type="button" variant={contest.isActive ? 'secondary' : 'primary'} loading={busy === 'publish' || busy === 'unpublish'} onClick={() => void run(contest.isActive ? 'unpublish' : 'publish')}>
              {contest.isActive ? 'Unpublish' : 'Publish'}
            </Button>
            {confirmEnd ? (
              <>
                <span>End now? The final board becomes the prize payments.</span>
                <Button type="button" variant="danger" loading={busy === 'end'} onClick={() => void run('end')}>
                  Yes, end the contest
                </Button>
                <Button type="button" variant="ghost" onClick={() => setConfirmEnd(false)}>
                  Cancel
                </Button>
              </>
            ) : (
              <Button type="button" variant="secondary" onClick={() => setConfirmEnd(true)}>
                End contest
              </Button>
            )}
          </>
        )}
      </Row>
      {status}
    </>
  );
}
