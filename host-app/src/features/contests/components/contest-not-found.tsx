import { SearchX } from 'lucide-react';
import { StatusAction, StatusPage } from '../../../components/status-page.tsx';

export interface ContestNotFoundProps {
  /** Where the list of contests is for this visitor. */
  listPath: string;
}

/** An unknown, deleted or malformed contest id. */
export function ContestNotFound({ listPath }: ContestNotFoundProps) {
  return (
    <StatusPage
      icon={SearchX}
      title="Contest not found"
      text="There is no contest at this address: it may have been removed, or the link is incomplete. Have a look at the contests running now."
      action={<StatusAction to={listPath}>See active contests</StatusAction>}
    />
  );
}
