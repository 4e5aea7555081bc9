import { Alert, buttonStyles } from '@chorus/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { Logo } from '../../../components/layout/logo.tsx';

const Screen = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: 32px;
  min-height: 100dvh;
  padding: max(28px, env(safe-area-inset-top)) 24px max(28px, env(safe-area-inset-bottom));
  color: #fff;
  background:
    radial-gradient(120% 60% at 100% 0%, rgba(255, 138, 101, 0.5) 0%, rgba(255, 138, 101, 0) 60%),
    radial-gradient(90% 60% at 0% 100%, rgba(43, 179, 163, 0.35) 0%, rgba(43, 179, 163, 0) 60%),
    linear-gradient(160deg, #5b3df5 0%, #3a1fc1 55%, #24137f 100%);
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  max-width: 460px;
  h1 {
    font-size: clamp(2.25rem, 9vw, 3.25rem);
    font-weight: 800;
    letter-spacing: -0.04em;
    line-height: 1.05;
  }
  p {
    font-size: 1.0625rem;
    opacity: 0.85;
  }
`;

const Actions = styled.div`
  display: grid;
  gap: 12px;
  width: 100%;
  max-width: 460px;
`;

const Primary = styled(Link)`
  ${buttonStyles({ $variant: 'secondary', $size: 'lg', $fullWidth: true })}
  border-color: transparent;
`;

const Secondary = styled(Link)`
  ${buttonStyles({ $variant: 'ghost', $size: 'lg', $fullWidth: true })}
  color: #fff;
  border-color: rgba(255, 255, 255, 0.5);
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

export interface WelcomeScreenProps {
  /** Carried to the login page so a deep link survives signing in. */
  loginHref: string;
  /** Why the visitor is here, e.g. the native token was refused (session expired). */
  notice?: string | null;
}

/** The native app's welcome screen (accounts.md §2): Log In and Sign Up. */
export function WelcomeScreen({ loginHref, notice }: WelcomeScreenProps) {
  return (
    <Screen id="main">
      <Logo light size={36} />
      <Copy>
        <h1>Get paid to create.</h1>
        <p>Campaigns from artists and brands, contests with real prizes, and payouts you can track — all in one place.</p>
      </Copy>
      <Actions>
        {notice ? <Alert tone="warning">{notice}</Alert> : null}
        <Primary to={loginHref}>Log In</Primary>
        <Secondary to="/hello">Sign Up</Secondary>
      </Actions>
    </Screen>
  );
}
