import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageTabs } from '../../../components/page-tabs.tsx';
import { ActiveContests, publicViewPath } from '../../../features/contests/components/active-contests.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useSession } from '../../../lib/session.tsx';

/** The public contests page: the navbar of the public shell and only the Active Contests tab. */
export function PublicContestsRoute() {
  useDocumentTitle('Contests');
  const navigate = useNavigate();
  const signedIn = useSession().status === 'signed-in';
  return (
    <>
      <PageHeader
        title="Contests"
        description="Artists and labels run contests for their songs. Post a video with the song, submit the link, and win cash prizes."
      />
      <PageTabs
        label="Contests"
        items={[
          {
            id: 'active',
            label: 'Active Contests',
            content: <ActiveContests scope="public" onNavigate={(path) => navigate(signedIn ? path : publicViewPath(path))} />,
          },
        ]}
      />
    </>
  );
}
