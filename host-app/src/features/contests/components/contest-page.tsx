import { allowsAnonymous, detailPath, type ContestDetail as Contest } from '@chorus/core';
import { ContestDetail, Loading, mediaUp, SkeletonBlock, token } from '@chorus/ui';
import { ChevronLeft } from 'lucide-react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessages, isNotFound } from '../../../hooks/use-query.ts';
import { widgetApi } from '../../../lib/api-client.ts';
import { isNativeMode } from '../../../lib/native.ts';
import { entryPathFor } from '../../../lib/return-to.ts';
import { useSession } from '../../../lib/session.tsx';
import { parseContestId, useContest, useMyRank } from '../hooks/use-contest.ts';
import { categoryTitle } from '../utils/category-title.ts';
import { ContestNotFound } from './contest-not-found.tsx';
import { ContestWinners } from './contest-winners.tsx';

/** The detail routes of contests.md §2, plus /p-contests (public viewing of any kind). */
export type DetailVariant = 'standard' | 'exclusive' | 'direct' | 'quick' | 'custom' | 'public';

const Crumbs = styled.nav`
  margin-bottom: 16px;
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 4px;
    margin: 0;
    padding: 0;
    list-style: none;
    font-size: 0.875rem;
    color: ${token('color-text-muted')};
  }
  li {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    min-width: 0;
  }
  /* Phones keep only the way back: the contest's name is right below, on its cover. */
  li + li {
    display: none;
    ${mediaUp('sm')} {
      display: inline-flex;
    }
  }
  li + li::before {
    content: '/';
    margin: 0 4px;
    color: ${token('color-text-subtle')};
  }
  a {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    color: ${token('color-text-muted')};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    color: ${token('color-text')};
    text-decoration: underline;
  }
  [aria-current] {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${token('color-text')};
  }
`;

/** Custom contests colour the page itself: a wash of the contest's colour behind the top of the page. */
const CustomBackdrop = styled.div<{ $color: string }>`
  position: fixed;
  inset: 0;
  z-index: -1;
  background: linear-gradient(
    180deg,
    color-mix(in srgb, ${(p) => p.$color} 22%, ${token('color-bg')}) 0,
    ${token('color-bg')} 520px
  );
  pointer-events: none;
`;

// At least a screen tall, like the page it stands for: the footer stays below the fold until the contest is in
// (it used to jump down when the page arrived: CLS 0.12-0.14).
const Skeleton = styled.div`
  display: grid;
  align-content: start;
  gap: 20px;
  min-height: 100vh;
`;

/** Where "all contests" is for this visitor and this contest. */
export function listPathFor(contest: Pick<Contest, 'kind' | 'category'> | undefined, signedIn: boolean): string {
  if (contest?.kind === 'direct' && contest.category) return `/directcontests?cat=${encodeURIComponent(contest.category)}`;
  return signedIn ? '/contests' : '/public-contests';
}

export interface ContestPageProps {
  variant: DetailVariant;
}

/**
 * A contest detail page (query PostID). Loads the contest, then: a route that does not match the contest's
 * kind is replaced by the right one (detailPath); a visitor on a contest that needs a login goes to
 * /login?returnTo=<this address> (direct and quick contests take anonymous entries by email); an unknown id
 * shows a not-found state. The page itself is the @chorus/ui ContestDetail widget.
 */
export function ContestPage({ variant }: ContestPageProps) {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const signedIn = session.status === 'signed-in';
  const id = parseContestId(params.get('PostID'));
  const query = useContest(id);
  const contest = query.data;
  const myRank = useMyRank(id, signedIn);
  useDocumentTitle(contest ? contest.name : id === null || isNotFound(query.error) ? 'Contest not found' : 'Contest');

  if (id === null || (!contest && isNotFound(query.error))) return <ContestNotFound listPath={listPathFor(undefined, signedIn)} />;
  if (!contest && query.error)
    return <ErrorPanel title="We could not load this contest" messages={errorMessages(query.error)} onRetry={query.reload} />;
  // The contest loads while the session is still being checked; one that needs a login waits for the answer.
  if (!contest || (session.status === 'loading' && variant !== 'public' && !allowsAnonymous(contest)))
    return (
      <Loading label="Loading the contest">
        <Skeleton>
          <SkeletonBlock $w="180px" $h="16px" />
          <SkeletonBlock $h="300px" $r="18px" />
          <SkeletonBlock $h="180px" $r="18px" />
        </Skeleton>
      </Loading>
    );

  if (variant !== 'public') {
    const own = detailPath(contest, contest.id);
    if (new URL(own, 'https://chorus.invalid').pathname !== location.pathname) return <Navigate replace to={own} />;
    if (!signedIn && !allowsAnonymous(contest))
      return <Navigate replace to={entryPathFor(`${location.pathname}${location.search}`, isNativeMode())} />;
  }

  const listPath = listPathFor(contest, signedIn);
  return (
    <>
      {variant === 'custom' && contest.color && /^#[0-9a-f]{6}$/i.test(contest.color) ? <CustomBackdrop $color={contest.color} aria-hidden="true" /> : null}
      {variant === 'custom' ? null : (
        <Crumbs aria-label="Breadcrumb">
          <ol>
            <li>
              <Link to={listPath}>
                <ChevronLeft size={16} aria-hidden="true" />
                {contest.kind === 'direct' && contest.category ? `${categoryTitle(contest.category)} Contests` : 'Contests'}
              </Link>
            </li>
            <li>
              <span aria-current="page">{contest.name}</span>
            </li>
          </ol>
        </Crumbs>
      )}
      <ContestWinners contest={contest} />
      <ContestDetail
        {...widgetApi()}
        contestId={contest.id}
        contest={contest}
        headingLevel={1}
        signedIn={signedIn}
        mine={myRank.data ?? undefined}
        onNavigate={(path) => navigate(path)}
        // Counts and milestone progress change with an entry: ask again, keeping the page on screen.
        onSubmitted={() => query.reload()}
        // Done reloads the page (contests.md, entry flow): the contest and the rank here, the leaderboard in the widget.
        onDone={() => {
          query.reload();
          myRank.reload();
        }}
      />
    </>
  );
}
