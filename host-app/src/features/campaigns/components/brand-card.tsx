import type { CampaignDetail } from '@chorus/core';
import { Alert, Avatar, Button, Card, FallbackImage, Modal, Spinner, TextField, token } from '@chorus/ui';
import { Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { styled } from 'styled-components';
import { isMissingEndpoint, refusal, sendContactMessage, type OfferRef } from '../api/campaigns.ts';
import { useAction } from '../hooks/use-action.ts';
import { useContactForm } from '../hooks/use-campaigns.ts';
import { TextArea } from '../../../components/form/form-controls.tsx';

const Brand = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 14px;
  h2 {
    font-size: 0.8125rem;
    font-weight: 650;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${token('color-text-muted')};
  }
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-weight: 700;
  font-size: 1.0625rem;
  img {
    width: 48px;
    height: 48px;
    border-radius: 12px;
    object-fit: contain;
    background: ${token('color-surface-sunken')};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

export interface BrandCardProps {
  campaign: CampaignDetail;
  offer: OfferRef;
}

/** 'Offered by': the brand's logo and name, and Contact (the contact modal, campaigns.md §2, §5, §8). */
export function BrandCard({ campaign: c, offer }: BrandCardProps) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const { SecondaryLogoURL: logo, ConnectedPartnerName: name } = c.Branding;
  return (
    <Brand element="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Offered by</h2>
      <Who>
        <FallbackImage src={logo} alt="" fallback={<Avatar name={name} size={48} />} />
        <span>{name}</span>
      </Who>
      <Button variant="secondary" icon={<Mail size={16} aria-hidden="true" />} onClick={() => setOpen(true)}>
        Contact
      </Button>
      <ContactModal offer={offer} open={open} onClose={() => setOpen(false)} />
    </Brand>
  );
}

interface ContactModalProps {
  offer: OfferRef;
  open: boolean;
  onClose: () => void;
}

/**
 * Name read-only, message, Submit; subject and recipient come from the contact-form call and stay hidden. When the
 * send call is not there, the modal offers the same message by email instead.
 */
function ContactModal({ offer, open, onClose }: ContactModalProps) {
  const formId = useId();
  const form = useContactForm(offer, open);
  const [message, setMessage] = useState('');
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const send = useAction(async (input: Parameters<typeof sendContactMessage>[0]) => {
    const answer = await sendContactMessage(input);
    setSentMessage(answer.results.message ?? 'Your message was sent.');
  });
  const data = form.data;
  const missing = isMissingEndpoint(send.error);
  const mailto = data
    ? `mailto:${data.Email_To}?${new URLSearchParams({ subject: data.Email_Subject, body: message }).toString().replace(/\+/g, '%20')}`
    : '';

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Contact"
      description="Write to the team that made this offer."
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={formId} disabled={!data || !message.trim() || sentMessage !== null} loading={send.pending}>
            {sentMessage !== null ? 'Already Submitted' : 'Submit'}
          </Button>
        </>
      }
    >
      {form.error ? <Alert tone="danger">An error has occured.</Alert> : null}
      {!data && !form.error ? <Spinner label="Loading the contact form" /> : null}
      {data ? (
        <Form
          id={formId}
          onSubmit={(e) => {
            e.preventDefault();
            if (!message.trim() || sentMessage !== null) return;
            void send.run({
              emailTo: data.Email_To,
              emailFrom: data.Email_Sender_Email,
              from: data.Email_Sender_Name,
              subject: data.Email_Subject,
              message: message.trim(),
              PostID: offer.postId,
              UID: offer.uid,
            });
          }}
        >
          <TextField label="Name" value={data.Email_Sender_Name} readOnly />
          <TextArea label="Message" value={message} maxLength={5000} onChange={(e) => setMessage(e.target.value)} required readOnly={sentMessage !== null} />
          {sentMessage !== null ? <Alert tone="success">{sentMessage}</Alert> : null}
          {send.error && !missing ? <Alert tone="danger">{refusal(send.error) ?? 'An error has occured.'}</Alert> : null}
          {missing ? (
            <Alert tone="info" title="Sending from here is not available yet">
              Email {data.Email_To} instead: <a href={mailto}>open your email app</a> with this message.
            </Alert>
          ) : null}
        </Form>
      ) : null}
    </Modal>
  );
}
