import { PageHeader } from '../../../components/page-header.tsx';
import { OwnResponseRates } from '../../../features/account/components/response-rates.tsx';
import { CampaignList } from '../../../features/campaigns/components/campaign-list.tsx';
import { HowItWorksButton } from '../../../features/campaigns/components/how-it-works-modal.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';

/** /campaigns: the creator's campaign offers (campaigns.md §2); ?status= or ?type=failed picks the filter. */
export function CampaignsRoute() {
  useDocumentTitle('Campaigns');
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Offers from brands and labels: respond, post, and get paid once your post is verified."
        actions={<HowItWorksButton />}
      />
      <OwnResponseRates />
      <CampaignList />
    </>
  );
}
