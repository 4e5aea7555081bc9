import { useSearchParams } from 'react-router-dom';
import { CampaignPage } from '../../../features/campaigns/components/campaign-page.tsx';
import { parseOfferRef } from '../../../features/campaigns/utils/offer-ref.ts';
import { CampaignChat } from '../../../features/live/components/campaign-chat.tsx';

/** /detail?PostID&UID: one campaign offer (campaigns.md §2). */
export function CampaignDetailRoute() {
  const [params] = useSearchParams();
  const offer = parseOfferRef(params);
  return <CampaignPage key={offer ? `${offer.postId}|${offer.uid}` : 'none'} offer={offer} chat={(c) => <CampaignChat campaignId={c.CampaignID} title={c.CampaignTitle} />} />;
}
