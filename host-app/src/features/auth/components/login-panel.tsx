import { PRODUCT } from '@chorus/core';
import { token } from '@chorus/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { AudienceToggle, type Audience } from './audience-toggle.tsx';
import { LoginForm } from './login-form.tsx';
import { MarketerNote } from './marketer-note.tsx';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

const Heading = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.125rem);
    font-weight: 750;
    letter-spacing: -0.03em;
  }
  p {
    color: ${token('color-text-muted')};
  }
`;

const SignUp = styled.p`
  text-align: center;
  font-size: 0.9375rem;
  color: ${token('color-text-muted')};
  a {
    font-weight: 650;
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;

export interface LoginPanelProps {
  notice?: string | null;
}

/** The login page body: heading, audience toggle, the form (or the marketer note), sign-up link. */
export function LoginPanel({ notice }: LoginPanelProps) {
  const [audience, setAudience] = useState<Audience>('creators');
  return (
    <Stack>
      <Heading>
        <h1>Welcome back</h1>
        <p>Log in to see your campaigns, contests and earnings.</p>
      </Heading>
      <AudienceToggle value={audience} onChange={setAudience} />
      {/* One sign-in for everyone: an organiser's login goes on to the studio. */}
      <LoginForm notice={notice} />
      {audience === 'marketers' ? <MarketerNote /> : null}
      <SignUp>
        New to {PRODUCT}? <Link to="/hello">Sign Up</Link>
      </SignUp>
    </Stack>
  );
}
