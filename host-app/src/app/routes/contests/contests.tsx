import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageTabs } from '../../../components/page-tabs.tsx';
import { ActiveContests } from '../../../features/contests/components/active-contests.tsx';
import { HowItWorks } from '../../../features/contests/components/how-it-works.tsx';
import { MyEntries } from '../../../features/contests/components/my-entries.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTabParam } from '../../../hooks/use-tab-param.ts';

const tabs = ['active', 'entries', 'how-it-works'] as const;
type ContestsTab = (typeof tabs)[number];

/** /contests (signed in): Active Contests, My Entries (?tab=entries), How It Works (?tab=how-it-works). */
export function ContestsRoute() {
  useDocumentTitle('Contests');
  const navigate = useNavigate();
  const [tab, setTab] = useTabParam(tabs, 'active');
  return (
    <>
      <PageHeader
        title="Contests"
        description="Post a video with the song, submit the link and climb the leaderboard for cash prizes."
      />
      <PageTabs
        label="Contests"
        value={tab}
        onValueChange={(id) => setTab(id as ContestsTab)}
        items={[
          { id: 'active', label: 'Active Contests', content: <ActiveContests scope="creator" onNavigate={(path) => navigate(path)} /> },
          { id: 'entries', label: 'My Entries', content: <MyEntries onBrowse={() => setTab('active')} /> },
          { id: 'how-it-works', label: 'How It Works', content: <HowItWorks /> },
        ]}
      />
    </>
  );
}
