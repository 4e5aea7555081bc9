import { formatUsd, organiserMessages, type PublicContestDetail, formatDate } from '@chorus/core';
import { Card, token } from '@chorus/ui';
import { Trophy } from 'lucide-react';
import { styled } from 'styled-components';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 4px 12px;
  h2 {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    color: ${token('color-text-muted')};
    font-size: 0.875rem;
  }
`;

const Places = styled.ol`
  display: grid;
  gap: 6px;
  margin: 12px 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 12px;
    align-items: baseline;
    font-size: 0.9375rem;
  }
  li > span:first-child {
    min-width: 6.5em;
    font-weight: 600;
  }
  li > span:last-child {
    margin-left: auto;
    font-variant-numeric: tabular-nums;
  }
`;

const Muted = styled.span`
  color: ${token('color-text-muted')};
`;


export interface ContestWinnersProps {
  contest: Pick<PublicContestDetail, 'hasEnded' | 'endedAt' | 'winners'>;
}

/**
 * An ended contest's results on its page: when it really ended and its winners by place, handle and prize, and a judged
 * award whose winner is not chosen yet as awaiting judging. Lives in
 * the portal rather than the ContestDetail widget, which the SDK's 50 KB budget has no room left to grow.
 */
export function ContestWinners({ contest }: ContestWinnersProps) {
  if (!contest.hasEnded) return null;
  const winners = contest.winners ?? [];
  return (
    <Card element="section" aria-labelledby="contest-winners" style={{ marginBottom: 20 }}>
      <Head>
        <h2 id="contest-winners">
          <Trophy size={18} aria-hidden="true" />
          Winners
        </h2>
        {contest.endedAt ? <p>Ended {formatDate(contest.endedAt)}</p> : <p>Ended</p>}
      </Head>
      {winners.length ? (
        <Places>
          {winners.map((w) => (
            // Awards share place 0: their names tell them apart.
            <li key={`${w.place}:${w.placeLabel}`}>
              <span>{w.placeLabel}</span>
              {w.awaitingJudging ? (
                <span>
                  <Muted>{organiserMessages.awaitingJudging}</Muted>
                </span>
              ) : (
                <span>
                  @{w.creator} <Muted>{w.platform}</Muted>
                </span>
              )}
              <span>{formatUsd(w.prizeCents)}</span>
            </li>
          ))}
        </Places>
      ) : (
        <p>
          <Muted>Winners are announced once the results are final.</Muted>
        </p>
      )}
    </Card>
  );
}
