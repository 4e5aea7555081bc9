import { getContestWithResults, listPublicContests } from '@chorus/client';
import { parseContestId } from '../../features/contests/hooks/use-contest.ts';
import { requestEarly } from '../../lib/api-client.ts';

const CONTEST_PAGES = new Set(['/contestdetail', '/exclusivedetail', '/directdetail', '/quickdetail', '/customdetail', '/p-contests']);

/**
 * What a public page shows first, asked for as the app starts: the request runs while the screen's chunk loads and
 * the session is checked, instead of after both (the screen's own call takes the answer).
 */
export function requestPageData({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  if (pathname === '/public-contests') requestEarly((config) => listPublicContests(config));
  if (CONTEST_PAGES.has(pathname)) {
    const id = parseContestId(new URLSearchParams(search).get('PostID'));
    if (id !== null) requestEarly((config) => getContestWithResults(config, id));
  }
}
