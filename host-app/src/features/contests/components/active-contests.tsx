import { ContestList } from '@chorus/ui';
import { widgetApi } from '../../../lib/api-client.ts';

export interface ActiveContestsProps {
  /** 'creator': what the signed-in creator may enter (country, continent, approval); 'public': anyone. */
  scope: 'creator' | 'public';
  /** Direct lists narrow to one category ('stagecoach'). */
  category?: string;
  /** View Contest: the contest's detail path. */
  onNavigate: (path: string) => void;
  /** Level of each card's heading; default 2 (cards right under the page's h1). */
  headingLevel?: 2 | 3 | 4;
}

/** The Active Contests tab: the @chorus/ui contest list (cards, loading, 'No Results', errors) wired to the portal. */
export function ActiveContests({ scope, category, onNavigate, headingLevel = 2 }: ActiveContestsProps) {
  return <ContestList {...widgetApi()} scope={scope} category={category} onNavigate={onNavigate} headingLevel={headingLevel} />;
}

const PROTECTED_DETAIL = new Set(['/contestdetail', '/exclusivedetail', '/customdetail']);

/**
 * For visitors: a contest page that needs a login becomes its public viewing variant (/p-contests), so
 * browsing the public list does not bounce to the login form; direct and quick pages stay as they are.
 */
export function publicViewPath(path: string): string {
  const url = new URL(path, 'https://chorus.invalid');
  if (!PROTECTED_DETAIL.has(url.pathname)) return path;
  return `/p-contests${url.search}`;
}
