import { useSearchParams } from 'react-router-dom';
import {
  ContactUsPage,
  FeedbackPage,
  MarketingContactPage,
  SignedInContactPage,
  TrackersContactPage,
} from '../../../features/pages/components/contact-forms.tsx';
import { FullPageSpinner } from '../../../components/layout/full-page-spinner.tsx';
import { useSession } from '../../../lib/session.tsx';

const useTrackers = () => useSearchParams()[0].get('type')?.toLowerCase() === 'trackers';

/** /contact: the signed-in Contact page with a session (campaigns.md §2), else Contact Us (accounts.md §2). */
export function ContactRoute() {
  const session = useSession();
  const trackers = useTrackers();
  // Which form depends on the session: wait for it rather than swap forms under the visitor's cursor.
  if (session.status === 'loading') return <FullPageSpinner />;
  if (session.status === 'signed-in') return <SignedInContactPage key={String(trackers)} name={session.contact.contactName} email={session.contact.logInUsername} trackers={trackers} />;
  return <ContactUsPage key={String(trackers)} trackers={trackers} />;
}

/** /contactus: Contact Us, for anyone. */
export function ContactUsRoute() {
  const trackers = useTrackers();
  return <ContactUsPage key={String(trackers)} trackers={trackers} />;
}

/** /trackerscontact?type=direct|…: Direct for `direct`, Trackers otherwise. */
export function TrackersContactRoute() {
  const [params] = useSearchParams();
  const inquiry = params.get('type')?.toLowerCase() === 'direct' ? 'Direct' : 'Trackers';
  return <TrackersContactPage key={inquiry} inquiry={inquiry} />;
}

/** /marketingcontact */
export function MarketingContactRoute() {
  return <MarketingContactPage />;
}

/** /feedback */
export function FeedbackRoute() {
  return <FeedbackPage />;
}
