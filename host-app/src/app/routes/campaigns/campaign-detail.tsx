import { useSearchParams } from 'react-router-dom';
import { CampaignPage } from '../../../features/campaigns/components/campaign-page.tsx';
import { parseOfferRef } from '../../../features/campaigns/utils/offer-ref.ts';
import { HelpWantedGrid } from '../../../features/dashboard/components/help-wanted-grid.tsx';
import { CampaignChat } from '../../../features/live/components/campaign-chat.tsx';
import { useContact } from '../../../lib/session.tsx';

/** /detail?PostID&UID: one campaign offer (campaigns.md §2), with the chat and the Help Wanted grid composed in. */
export function CampaignDetailRoute() {
  const [params] = useSearchParams();
  const contact = useContact();
  const offer = parseOfferRef(params);
  return (
    <CampaignPage
      key={offer ? `${offer.postId}|${offer.uid}` : 'none'}
      offer={offer}
      chat={(c) => <CampaignChat campaignId={c.CampaignID} title={c.CampaignTitle} />}
      helpWanted={<HelpWantedGrid contactId={contact.contactID} email={contact.logInUsername ?? ''} />}
    />
  );
}
