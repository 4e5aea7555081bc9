import { useState } from 'react';
import { getLeaderboard } from '@chorus/client';
import { abbreviate, LEADERBOARD_PAGE_SIZES, type LeaderboardResponse } from '@chorus/core';
import { VisuallyHidden } from '../visually-hidden/visually-hidden.tsx';
import { capitalize, platformLabel, safeHref } from '../widget-kit/format.ts';
import { Pager } from '../widget-kit/pager.tsx';
import { EmptyState, ErrorState, Loading } from '../widget-kit/states.tsx';
import { useClientConfig, useResource, type ApiProps } from '../widget-kit/use-resource.ts';
import { SkeletonBlock, WidgetRoot } from '../widget-kit/widget-root.ts';
import { Count, Creator, Detail, FindMe, Header, Heading, Panel, Rank, Score, Scroller, Table, You } from './leaderboard.styles.ts';

export type LeaderboardPage = LeaderboardResponse['results']['data'];

export interface LeaderboardProps extends ApiProps {
  contestId: number;
  /** 'creative' adds the creativity score; by default inferred from the rows (creative contests carry scores). */
  variant?: 'standard' | 'creative';
  /** Rows per page: 10 (default), 25 or 100. */
  pageSize?: number;
  /** The first page, instead of loading it (stories, tests). */
  data?: LeaderboardPage;
  heading?: string;
  headingLevel?: 2 | 3 | 4;
  onError?: (messages: string[]) => void;
  /** A new value reads the page again (the contest detail's Done after an entry). */
  refresh?: number;
  /** The viewer's own rows (the host app asks the server's my-rank): marked, with a 'Find me' button to their page. */
  mine?: readonly { creator: string; platform: string; rank: number }[];
}

const sizes: readonly number[] = LEADERBOARD_PAGE_SIZES;

/** The link to a row's top post, or null when it has none (or an unsafe one). */
function postLink(row: LeaderboardPage['rows'][number]) {
  const href = safeHref(row.link);
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      View post<VisuallyHidden>{` by @${row.creator} (opens in a new window)`}</VisuallyHidden>
    </a>
  ) : null;
}
const fmt = (n: number) => n.toLocaleString('en-US');

/**
 * The contest's ranking (creator + platform, summed by the server): rank, creator, platform, likes, views or
 * followers per the contest metric (K/M/G), posts and a link to the top post; page sizes 10, 25, 100; Previous/Next.
 */
export function Leaderboard({ contestId, variant, pageSize: initialSize = 10, data, heading = 'Leaderboard', headingLevel = 2, onError, mine, refresh = 0, ...api }: LeaderboardProps) {
  const config = useClientConfig(api);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(sizes.includes(initialSize) ? initialSize : 10);
  const given = data && page === data.page && pageSize === data.pageSize ? data : undefined;
  const key = given ? null : `${config.baseUrl}|${contestId}|${page}|${pageSize}|${refresh}`;
  const resource = useResource(key, async (signal) => (await getLeaderboard(config, contestId, page, pageSize, signal)).results.data, onError);
  const board = given ?? resource.data;
  const headingId = `chorus-leaderboard-${contestId}`;

  let body;
  if (!board && resource.error) body = <ErrorState messages={resource.error} onRetry={resource.reload} />;
  else if (!board)
    body = (
      <Loading label="Loading the leaderboard">
        <div style={{ display: 'grid', gap: 12 }}>
          {Array.from({ length: 6 }, (_, i) => (
            <SkeletonBlock key={i} $h="32px" />
          ))}
        </div>
      </Loading>
    );
  else if (board.total === 0) body = <EmptyState />;
  else {
    const metric = board.metric.toLowerCase();
    // The column the server ranks by, under its own name; another metric ranks by likes.
    const valueKey = metric === 'views' || metric === 'followers' ? metric : 'likes';
    const valueLabel = capitalize(valueKey);
    const creative = variant ? variant === 'creative' : board.rows.some((r) => r.creativityScore > 0);
    const busy = resource.loading && !given;
    body = (
      <>
        {resource.error ? <ErrorState messages={resource.error} onRetry={resource.reload} /> : null}
        <Scroller role="region" aria-label={`${heading} table (scrolls sideways)`} tabIndex={0}>
          <Table part="table" aria-busy={busy || undefined} aria-label={`${heading}, ranked by ${creative ? 'creativity' : valueLabel.toLowerCase()}`}>
            <thead>
              <tr>
                <th scope="col" data-col="rank">
                  Rank
                </th>
                <th scope="col">Creator</th>
                <th scope="col" data-collapse="">
                  Platform
                </th>
                {creative ? (
                  <th scope="col" data-col="creativity">
                    Creativity
                  </th>
                ) : null}
                {/* In a creative contest creativity ranks: the likes/views column is the one that collapses. */}
                <th scope="col" data-num="" data-collapse={creative ? '' : undefined}>
                  {valueLabel}
                </th>
                <th scope="col" data-num="" data-collapse="">
                  Posts
                </th>
                <th scope="col" data-collapse="">
                  Top post
                </th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map((row) => (
                <tr
                  key={`${row.rank}-${row.creator}-${row.platform}`}
                  data-mine={mine?.some((m) => m.creator === row.creator && m.platform === row.platform) ? '' : undefined}
                >
                  <td>
                    <Rank $rank={row.rank}>{row.rank}</Rank>
                  </td>
                  <td>
                    <Creator>@{row.creator}</Creator>
                    {mine?.some((m) => m.creator === row.creator && m.platform === row.platform) ? (
                      <>
                        {' '}
                        <You>You</You>
                      </>
                    ) : null}
                    {/* On a narrow board the collapsed columns read here, under the handle: the same creator on two
                        platforms is two rows that must tell themselves apart. */}
                    <Detail data-narrow="">
                      {row.platform ? platformLabel(row.platform) : '—'} · {abbreviate(row.posts)} {row.posts === 1 ? 'post' : 'posts'}
                      {creative ? ` · ${abbreviate(row[valueKey])} ${valueKey}` : null}
                      {postLink(row) ? <> · {postLink(row)}</> : null}
                    </Detail>
                  </td>
                  <td data-collapse="">{row.platform ? platformLabel(row.platform) : '—'}</td>
                  {creative ? (
                    <td>
                      <Score>
                        <meter min={0} max={100} value={row.creativityScore} aria-hidden="true" />
                        {row.creativityScore}
                      </Score>
                    </td>
                  ) : null}
                  <td data-num="" data-collapse={creative ? '' : undefined} title={fmt(row[valueKey])}>
                    {abbreviate(row[valueKey])}
                  </td>
                  <td data-num="" data-collapse="">
                    {abbreviate(row.posts)}
                  </td>
                  <td data-collapse="">{postLink(row) ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroller>
        <Pager
          label={heading}
          page={board.page}
          totalPages={board.totalPages}
          total={board.total}
          pageSize={board.pageSize}
          pageSizes={sizes}
          busy={busy}
          onPage={setPage}
          onPageSize={(n) => {
            setPageSize(n);
            setPage(1);
          }}
        />
      </>
    );
  }

  return (
    <WidgetRoot part="root">
      <Panel part="leaderboard" aria-labelledby={headingId}>
        <Header>
          <Heading as={`h${headingLevel}`} id={headingId}>
            {heading}
          </Heading>
          {mine?.length ? (
            <FindMe type="button" onClick={() => setPage(Math.ceil(mine[0]!.rank / pageSize))}>
              Find me
            </FindMe>
          ) : null}
          {board && board.total > 0 ? <Count>{`${fmt(board.total)} ${board.total === 1 ? 'creator' : 'creators'}`}</Count> : null}
        </Header>
        {body}
      </Panel>
    </WidgetRoot>
  );
}
