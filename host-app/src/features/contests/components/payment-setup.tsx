import { contestMessages } from '@chorus/core';
import { Alert, buttonStyles, mediaUp, token } from '@chorus/ui';
import { Mail, Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { MessageCard, MessageIcon, MessageLead, MessageTitle } from '../../../components/message-card.styles.ts';

const Email = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  width: fit-content;
  max-width: 100%;
  padding: 8px 14px;
  border-radius: ${token('radius-pill')};
  background: ${token('color-surface-sunken')};
  font-weight: 600;
  overflow-wrap: anywhere;
  svg {
    flex: none;
    color: ${token('color-text-subtle')};
  }
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: 20px;
  color: ${token('color-text-muted')};
  li + li {
    margin-top: 6px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 4px;
  ${mediaUp('sm')} {
    flex-direction: row;
    align-items: center;
  }
`;

const Primary = styled(Link)`
  ${buttonStyles({ $variant: 'primary', $size: 'lg' })}
`;

const Secondary = styled.p`
  color: ${token('color-text-muted')};
  font-size: 0.9375rem;
  a {
    font-weight: 650;
  }
`;

export interface PaymentSetupProps {
  /** The email the contest was entered with (from ?email=), when known. */
  email: string | null;
  signedIn: boolean;
}

/**
 * The payment-setup step (/updatePayment) after every anonymous handle entry: prizes go to a confirmed payment
 * email, so the visitor signs up (or logs in) with that email. It is offered every time, because saying whether
 * an email already has one would tell anyone who types it in.
 */
export function PaymentSetup({ email, signedIn }: PaymentSetupProps) {
  const signUp = email ? `/hello?email=${encodeURIComponent(email)}` : '/hello';
  const logIn = `/login?returnTo=${encodeURIComponent('/account/vendor')}`;
  return (
    <MessageCard element="section" aria-labelledby="payment-setup-title">
      <MessageIcon aria-hidden="true">
        <Wallet size={26} />
      </MessageIcon>
      <MessageTitle id="payment-setup-title">Set up your prize payments</MessageTitle>
      <MessageLead>
        Your entry is in review. Contest prizes are paid to a confirmed payment email on a Chorus account: if
        {email ? ' this email has' : ' you have'} none yet, set one up now.
      </MessageLead>
      {email ? (
        <Email>
          <Mail size={18} aria-hidden="true" />
          <span>{email}</span>
        </Email>
      ) : null}
      <Alert tone="info">{contestMessages.signUpSameEmail}</Alert>
      <Steps>
        <li>
          {email
            ? 'Create your Chorus account with the email above.'
            : 'Create your Chorus account with the email you entered the contest with.'}
        </li>
        <li>Add and confirm your payment email under Payment Information.</li>
        <li>If you win, your prize is paid there after the contest ends.</li>
      </Steps>
      <Actions>
        {signedIn ? (
          <Primary to="/account/vendor">Go to Payment Information</Primary>
        ) : (
          <>
            <Primary to={signUp}>Sign Up</Primary>
            <Secondary>
              Already have an account? <Link to={logIn}>Log In</Link>
            </Secondary>
          </>
        )}
      </Actions>
    </MessageCard>
  );
}
