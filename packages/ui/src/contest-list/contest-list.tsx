import { listMyContests, listPublicContests } from '@chorus/client';
import type { ContestSummary } from '@chorus/core';
import { ContestCard } from '../contest-card/contest-card.tsx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { EmptyState, ErrorState, Loading } from '../widget-kit/states.tsx';
import { useClientConfig, useResource, type ApiProps } from '../widget-kit/use-resource.ts';
import { SkeletonBlock, WidgetRoot } from '../widget-kit/widget-root.ts';
import { Grid, Item, SkeletonCard } from './contest-list.styles.ts';

export interface ContestListProps extends ApiProps {
  /** Only contests of this category (direct lists: 'stagecoach'). */
  category?: string;
  /** Only this organiser's contests (their `organizer` name, any case): an artist's site lists its own. */
  organizer?: string;
  /** 'creator' lists what the signed-in creator may enter (country and approval rules); default 'public'. */
  scope?: 'public' | 'creator';
  /** Contests to show instead of loading them (stories, server-rendered pages). */
  contests?: ContestSummary[];
  onNavigate?: (path: string) => void;
  /** Called with the server's messages when loading fails. */
  onError?: (messages: string[]) => void;
  headingLevel?: 2 | 3 | 4;
}

/** Active contests as a responsive grid of cards, with loading, empty ('No Results') and error states. */
export function ContestList({ category, organizer, scope = 'public', contests, onNavigate, onError, headingLevel, ...api }: ContestListProps) {
  const config = useClientConfig(api);
  const key = contests ? null : `${scope}|${config.baseUrl}|${config.token ?? ''}|${category ?? ''}|${organizer ?? ''}`;
  const resource = useResource(
    key,
    async (signal) =>
      scope === 'creator'
        ? (await listMyContests(config, category || undefined, signal, organizer || undefined)).results.Row_Preffy_Competitions
        : (await listPublicContests(config, category || undefined, signal, organizer || undefined)).results.data,
    onError,
  );
  const list = contests ?? resource.data;

  let body;
  if (!list && resource.error) body = <ErrorState messages={resource.error} onRetry={resource.reload} />;
  else if (!list)
    body = (
      <Loading label="Loading contests">
        <Grid as="div">
          {[0, 1, 2].map((i) => (
            <SkeletonCard key={i}>
              <SkeletonBlock $h="auto" $r="0" style={{ aspectRatio: '16 / 9' }} />
              <SkeletonBlock $w="70%" $h="18px" />
              <SkeletonBlock $w="45%" />
              <SkeletonBlock $h="58px" />
              <SkeletonBlock $h="42px" />
            </SkeletonCard>
          ))}
        </Grid>
      </Loading>
    );
  else if (list.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <VisuallyHidden role="status">{list.length === 1 ? '1 contest' : `${list.length} contests`}</VisuallyHidden>
        <Grid part="list" aria-label="Contests">
          {list.map((c, i) => (
            <Item key={c.id}>
              <ContestCard contest={c} apiBase={api.apiBase} onNavigate={onNavigate} headingLevel={headingLevel} priority={i < 3} />
            </Item>
          ))}
        </Grid>
      </>
    );
  return <WidgetRoot part="root">{body}</WidgetRoot>;
}
