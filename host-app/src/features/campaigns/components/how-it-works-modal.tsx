import { Button, Modal, token } from '@chorus/ui';
import { BadgeDollarSign, Mail, Megaphone } from 'lucide-react';
import { useState } from 'react';
import { styled } from 'styled-components';

const Steps = styled.ol`
  display: grid;
  gap: 14px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 40px 1fr;
    gap: 12px;
    align-items: start;
  }
  h3 {
    font-size: 1rem;
  }
  p {
    color: ${token('color-text-muted')};
    font-size: 0.9375rem;
  }
`;

const Tile = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 12px;
  background: ${token('color-primary-soft')};
  color: ${token('color-primary')};
`;

const steps = [
  { icon: Mail, title: 'Receive an invite', text: 'Brands and labels invite you to a campaign at your rate. Accept, ask for changes or decline within 48 hours.' },
  { icon: Megaphone, title: 'Promote the song or brand', text: 'Follow the creative direction, upload a draft when one is asked for, then post and submit your post link.' },
  { icon: BadgeDollarSign, title: 'Get paid', text: 'Once your post is submitted and verified, the payment is sent to your payment email.' },
];

/** The list's How It Works button and its modal (campaigns.md §1, §2). */
export function HowItWorksButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        How It Works
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="How campaigns work"
        footer={<Button onClick={() => setOpen(false)}>Got it</Button>}
      >
        <Steps>
          {steps.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Tile>
                <Icon size={20} aria-hidden="true" />
              </Tile>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </Steps>
      </Modal>
    </>
  );
}
