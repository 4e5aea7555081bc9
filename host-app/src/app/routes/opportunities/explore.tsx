import { PageHeader } from '../../../components/page-header.tsx';
import { PageTabs } from '../../../components/page-tabs.tsx';
import { ExploreList, HowItWorks } from '../../../features/opportunities/components/explore-list.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTabParam } from '../../../hooks/use-tab-param.ts';

const tabs = ['active', 'how'] as const;

/** /explore (campaigns.md §2): Active Opportunities and How It Works. */
export function ExploreRoute() {
  useDocumentTitle('Explore');
  const [tab, setTab] = useTabParam(tabs, 'active');
  return (
    <>
      <PageHeader title="Explore" description="Opportunities you can apply to, and how they work." />
      <PageTabs
        label="Explore"
        value={tab}
        onValueChange={(id) => setTab(id as (typeof tabs)[number])}
        items={[
          { id: 'active', label: 'Active Opportunities', content: <ExploreList /> },
          { id: 'how', label: 'How It Works', content: <HowItWorks /> },
        ]}
      />
    </>
  );
}
