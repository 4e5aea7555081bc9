import { liveMessages } from '@chorus/core';
import { useSession } from '../../../lib/session.tsx';
import { ConversationView } from './conversation-view.tsx';

/** The campaign detail's Chat tab: the conversation with the campaign's team (id from campaign id + contact id). */
export function CampaignChat({ campaignId, title }: { campaignId: number; title: string }) {
  const session = useSession();
  const contactId = session.status === 'signed-in' ? session.contact.contactID : null;
  if (!contactId) return <p role="alert">{liveMessages.chatNoIdentity}</p>;
  return <ConversationView id={`campaign-${campaignId}-${contactId}`} title={`${title} · Chorus team`} />;
}
