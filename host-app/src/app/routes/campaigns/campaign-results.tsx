import { useSearchParams } from 'react-router-dom';
import { ResultsPage } from '../../../features/campaigns/components/results-form.tsx';
import { parseOfferRef } from '../../../features/campaigns/utils/offer-ref.ts';

/** /results?PostID&UID: the post results form, with a Back link to the detail page (campaigns.md §2). */
export function CampaignResultsRoute() {
  const [params] = useSearchParams();
  const offer = parseOfferRef(params);
  return <ResultsPage key={offer ? `${offer.postId}|${offer.uid}` : 'none'} offer={offer} />;
}
