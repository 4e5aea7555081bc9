import { Card, token } from '@chorus/ui';
import { styled } from 'styled-components';

// A centred card that explains one thing (Coming soon, the payment-setup step): icon, title, lead, actions.

export const MessageCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 16px;
  max-width: 640px;
  margin: clamp(0px, 4vw, 40px) auto 0;
  padding: clamp(24px, 5vw, 40px);
`;

export const MessageIcon = styled.span`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 14px;
  background: ${token('color-primary-soft')};
  color: ${token('color-primary')};
`;

export const MessageTitle = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2rem);
  font-weight: 750;
`;

export const MessageLead = styled.p`
  color: ${token('color-text-muted')};
  max-width: 52ch;
`;
