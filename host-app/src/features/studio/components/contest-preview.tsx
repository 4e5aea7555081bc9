import { detailPath, type ContestSummary } from '@chorus/core';
import { Alert } from '@chorus/ui';
import { defaultChoice } from '../embed/snippets.ts';
import { LivePreview } from './embed-builder.tsx';

/**
 * The contest as creators and visitors see it: the SDK's whole-contest element (what an embed shows, rendered by
 * the real SDK from the same public answer) and a link to the creator portal's own page. A draft shows here and at
 * its link, but is listed nowhere until it is published.
 */
export function ContestPreview({ contest }: { contest: ContestSummary }) {
  return (
    <div>
      {contest.isActive ? null : (
        <Alert tone="info" title="A draft">
          Nobody finds it until you publish it, but its page and embeds already show it as below.
        </Alert>
      )}
      <p>
        <a href={detailPath(contest, contest.id)} target="_blank" rel="noreferrer">
          Open the page creators see (new tab)
        </a>
      </p>
      <LivePreview choice={defaultChoice(contest.id, contest.organizer)} />
    </div>
  );
}
