import { useId } from 'react';
import { detailPath, formatUsd, ribbons, type ContestSummary } from '@chorus/core';
import { FallbackImage } from '../fallback-image/fallback-image.tsx';
import { formatShortDate, resolveAsset } from '../widget-kit/format.ts';
import { navLinkProps } from '../widget-kit/navigate.ts';
import { PlayButton } from '../widget-kit/play-button.tsx';
import { Article, Body, Cover, Meta, Platform, Platforms, Ribbon, Ribbons, Stats, Title, ViewLink } from './contest-card.styles.ts';

export interface ContestCardProps {
  contest: ContestSummary;
  /** Origin of the Chorus API, for cover and sound paths and the View Contest address ('' = same origin). */
  apiBase?: string;
  /** View Contest: receives the contest's detail path (contests.md §2), e.g. '/quickdetail?PostID=6'. */
  onNavigate?: (path: string) => void;
  /** The heading level of the contest name within the page (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** A card in the first row, likely the page's largest paint: its cover loads at once, at high priority. */
  priority?: boolean;
}

/** One active contest: cover with play button and ribbons, name, organizer, event, total prizes, platforms, end date. */
export function ContestCard({ contest, apiBase = '', onNavigate, headingLevel = 3, priority = false }: ContestCardProps) {
  const titleId = `chorus-contest-${useId()}`;
  const image = resolveAsset(apiBase, contest.image);
  const labels = ribbons(contest);
  const ends = formatShortDate(contest.endDate);
  return (
    <Article part="card" aria-labelledby={titleId}>
      <Cover part="card-cover">
        {/* Covers are 16:9 (the box's aspect-ratio); width and height say so before the file arrives. */}
        <FallbackImage src={image} alt="" width={1280} height={720} loading={priority ? 'eager' : 'lazy'} fetchPriority={priority ? 'high' : 'auto'} />
        {labels.length ? (
          <Ribbons aria-label="Highlights">
            {labels.map((r) => (
              <Ribbon key={r} part="ribbon">
                {r}
              </Ribbon>
            ))}
          </Ribbons>
        ) : null}
        <PlayButton audio={contest.audio} title={contest.name} apiBase={apiBase} size={46} />
      </Cover>
      <Body>
        <Title as={`h${headingLevel}`} id={titleId} part="card-title">
          {contest.name}
        </Title>
        <Meta>
          <span>by {contest.organizer}</span>
          {contest.event ? <span>{contest.event}</span> : null}
        </Meta>
        <Stats>
          <div>
            <dt>Total prizes</dt>
            <dd data-prize="">{formatUsd(contest.prizeTotalCents)}</dd>
          </div>
          {ends ? (
            <div>
              <dt>Ends</dt>
              <dd>{ends}</dd>
            </div>
          ) : null}
        </Stats>
        <Platforms aria-label="Platforms">
          {contest.platforms.map((p) => (
            <Platform key={p}>{p}</Platform>
          ))}
        </Platforms>
        <ViewLink part="card-button" aria-describedby={titleId} {...navLinkProps(apiBase, detailPath(contest, contest.id), onNavigate)}>
          View Contest
        </ViewLink>
      </Body>
    </Article>
  );
}
