import { ContestPage, type DetailVariant } from '../../../features/contests/components/contest-page.tsx';

export interface ContestDetailRouteProps {
  variant: DetailVariant;
}

/** /contestdetail, /directdetail, /quickdetail, /customdetail, /exclusivedetail and /p-contests (query PostID). */
export function ContestDetailRoute({ variant }: ContestDetailRouteProps) {
  return <ContestPage variant={variant} />;
}
