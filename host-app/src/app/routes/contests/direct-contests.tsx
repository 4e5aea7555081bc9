import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageTabs } from '../../../components/page-tabs.tsx';
import { ActiveContests } from '../../../features/contests/components/active-contests.tsx';
import { DirectBonusBanner } from '../../../features/contests/components/direct-bonus-banner.tsx';
import { HowItWorks } from '../../../features/contests/components/how-it-works.tsx';
import { categoryTitle } from '../../../features/contests/utils/category-title.ts';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { useTabParam } from '../../../hooks/use-tab-param.ts';

const tabs = ['active', 'how-it-works'] as const;
type DirectTab = (typeof tabs)[number];

const Banner = styled.div`
  margin-bottom: 24px;
`;

/** The only direct category today; a bare /directcontests shows it rather than every kind of contest. */
const DEFAULT_CATEGORY = 'stagecoach';

/** /directcontests?cat=<cat> (public): '{Cat} Contests', the $100 bonus banner, Active Contests and How It Works. */
export function DirectContestsRoute() {
  const [params] = useSearchParams();
  const cat = params.get('cat')?.trim().toLowerCase() ?? '';
  const title = `${categoryTitle(cat) || 'Direct'} Contests`;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const [tab, setTab] = useTabParam(tabs, 'active');

  if (!cat) return <Navigate replace to={`/directcontests?cat=${DEFAULT_CATEGORY}`} />;
  return (
    <>
      <PageHeader
        title={title}
        description="Film your live-performance moments, post them with the song and enter by email. No account needed to enter."
      />
      <Banner>
        <DirectBonusBanner />
      </Banner>
      <PageTabs
        label={title}
        value={tab}
        onValueChange={(id) => setTab(id as DirectTab)}
        items={[
          {
            id: 'active',
            label: 'Active Contests',
            content: <ActiveContests scope="public" category={cat} onNavigate={(path) => navigate(path)} />,
          },
          { id: 'how-it-works', label: 'How It Works', content: <HowItWorks /> },
        ]}
      />
    </>
  );
}
