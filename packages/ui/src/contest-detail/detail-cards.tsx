import { useId } from 'react';
import {
  contestMessages,
  formatUsd,
  isHandleContest,
  placesOf,
  type ContestDetail,
} from '@chorus/core';
import { daysLeft, formatEndDate, safeHref } from '../widget-kit/format.ts';
import { Big, Direction, Facts, LinkButton, Muted, Row, Section, SectionTitle, Steps, Track } from './contest-detail.styles.ts';

interface CardProps {
  contest: ContestDetail;
}

/** Prizes, the optional event line and the end date (month, day, time in the viewer's zone). */
export function OverviewCard({ contest }: CardProps) {
  const id = useId();
  const ends = formatEndDate(contest.endDate);
  return (
    <Section part="overview" aria-labelledby={id}>
      <SectionTitle id={id}>Overview</SectionTitle>
      <Facts>
        <div>
          <dt>Prizes</dt>
          <dd>
            <ul>
              {contest.prizes.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </dd>
        </div>
        {contest.event ? (
          <div>
            <dt>Event</dt>
            <dd>{contest.event}</dd>
          </div>
        ) : null}
        {ends ? (
          <div>
            <dt>{contest.hasEnded ? 'Ended' : 'Ends'}</dt>
            <dd>
              <time dateTime={contest.endDate ?? undefined}>{ends}</time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Entries</dt>
          <dd>{contest.entriesCount.toLocaleString('en-US')}</dd>
        </div>
      </Facts>
    </Section>
  );
}

const goal = (c: ContestDetail) => {
  if (c.competitionType.toLowerCase() === 'creative') return 'the most creative video';
  const m = c.metric.toLowerCase();
  if (m === 'likes') return 'the most liked video';
  if (m === 'views') return 'the most viewed video';
  return `the most ${m}`;
};

// Only http(s) links: another URL from the API is left out rather than becoming a live link.
const sounds = (c: ContestDetail) =>
  [
    [safeHref(c.tiktokSound), 'TikTok sound'],
    [safeHref(c.instagramSound), 'Instagram audio'],
    [safeHref(c.spotify), 'Spotify'],
  ].filter((s): s is [string, string] => Boolean(s[0]));

/** How it works (contests.md §1), the organiser's creative direction (sanitized HTML from the server) and the sound links. */
export function HowToEnterCard({ contest, onGuidelines }: CardProps & { onGuidelines: () => void }) {
  const id = useId();
  const links = sounds(contest);
  const handle = isHandleContest(contest);
  return (
    <Section part="how-to-enter" aria-labelledby={id}>
      <SectionTitle id={id}>How To Enter</SectionTitle>
      <Steps>
        <li>
          <span>
            Use the song in a {contest.platforms.join(' or ')} video following the contest rules
            {links.length ? ': ' : '.'}
            {links.map(([href, label], i) => (
              <span key={href}>
                {i ? ', ' : ''}
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {label}
                </a>
              </span>
            ))}
          </span>
        </li>
        <li>{handle ? 'Submit your handle on this page.' : 'Submit the post link on this page.'}</li>
        <li>Win prizes for {goal(contest)}.</li>
      </Steps>
      {contest.creativeDirection ? (
        // The server sanitizes creative direction (packages/server/src/lib/sanitize.ts) before it leaves the API.
        <Direction part="creative-direction" dangerouslySetInnerHTML={{ __html: contest.creativeDirection }} />
      ) : null}
      <Muted>
        Read the{' '}
        <LinkButton type="button" onClick={onGuidelines}>
          Post Guidelines
        </LinkButton>{' '}
        before you post.
      </Muted>
    </Section>
  );
}

/** The prize pool, places paid, promotions and how far the contest has run. */
export function EarningsCard({ contest }: CardProps) {
  const id = useId();
  const places = contest.prizeLines.reduce((n, p) => n + placesOf(p), 0);
  const bonus = contest.promotions.filter((p) => p.isActive).reduce((n, p) => n + p.amountCents, 0);
  const start = contest.startDate ? new Date(contest.startDate).getTime() : null;
  const end = contest.endDate ? new Date(contest.endDate).getTime() : null;
  const elapsed = start !== null && end !== null && end > start ? Math.min(1, Math.max(0, (Date.now() - start) / (end - start))) : null;
  const left = daysLeft(contest.endDate);
  return (
    <Section part="earnings" aria-labelledby={id}>
      <SectionTitle id={id}>Earnings</SectionTitle>
      <div>
        <Big>{formatUsd(contest.prizeTotalCents)}</Big>
        <Muted>
          in prizes across {places} {places === 1 ? 'place' : 'places'}
          {bonus ? ` · +${formatUsd(bonus)} promotion` : ''}
        </Muted>
      </div>
      {elapsed !== null ? (
        <div>
          <Row>
            <span>Contest progress</span>
            <strong>{contest.hasEnded || (left !== null && left < 0) ? 'Ended' : left === 0 ? 'Last day' : `${left} ${left === 1 ? 'day' : 'days'} left`}</strong>
          </Row>
          <Track
            role="progressbar"
            aria-label="Contest progress"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(elapsed * 100)}
            style={{ marginTop: 6 }}
          >
            <span style={{ width: `${elapsed * 100}%` }} />
          </Track>
        </div>
      ) : null}
      {contest.isDirect ? <Muted>{contestMessages.directBanner}</Muted> : null}
      <Muted>{contestMessages.paymentsDelay}</Muted>
    </Section>
  );
}

/** Milestone contests ('555') close at 500 approved posts or at the end date, whichever comes first. */
export function MilestoneCard({ milestone }: { milestone: NonNullable<ContestDetail['milestone']> }) {
  const id = useId();
  const { approved, cap } = milestone;
  const pct = Math.min(100, (approved / cap) * 100);
  const remaining = Math.max(0, cap - approved);
  return (
    <Section part="milestone" aria-labelledby={id}>
      <SectionTitle id={id}>Milestone</SectionTitle>
      <Row>
        <span>Approved posts</span>
        <strong>
          {approved.toLocaleString('en-US')} / {cap.toLocaleString('en-US')}
        </strong>
      </Row>
      <Track
        role="progressbar"
        aria-label="Milestone progress"
        aria-valuemin={0}
        aria-valuemax={cap}
        aria-valuenow={Math.min(approved, cap)}
        aria-valuetext={`${approved} of ${cap} approved posts`}
      >
        <span style={{ width: `${pct}%` }} />
      </Track>
      <Muted>
        {remaining > 0
          ? `${remaining} ${remaining === 1 ? 'spot' : 'spots'} left. The contest closes at ${cap} approved posts or at its end date, whichever comes first.`
          : contestMessages.milestoneReached}
      </Muted>
    </Section>
  );
}
