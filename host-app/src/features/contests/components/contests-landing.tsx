import { PRODUCT } from '@chorus/core';
import { buttonStyles, token, type ButtonVariant } from '@chorus/ui';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { ActiveContests } from './active-contests.tsx';

const Hero = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-bottom: clamp(28px, 5vw, 48px);
`;

const Title = styled.h1`
  font-size: clamp(2rem, 6vw, 3rem);
  font-weight: 800;
  letter-spacing: -0.035em;
  max-width: 20ch;
`;

const Lead = styled.p`
  color: ${token('color-text-muted')};
  font-size: 1.0625rem;
  max-width: 62ch;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

const ActionLink = styled(Link)<{ $variant: ButtonVariant }>`
  ${(p) => buttonStyles({ $variant: p.$variant, $size: 'md' })}
`;

const SectionHeading = styled.h2`
  font-size: 1.375rem;
  font-weight: 750;
  margin-bottom: 16px;
`;

export interface ContestsLandingProps {
  /** View Contest on a card: the contest's path (already turned into its public variant by the caller when needed). */
  onNavigate: (path: string) => void;
}

/**
 * The landing page for visitors (contests.md §1): what the product is, the active contests (the shared list, whose
 * skeletons hold the space while it loads), and View Contests, Log In and Sign Up.
 */
export function ContestsLanding({ onNavigate }: ContestsLandingProps) {
  return (
    <>
      <Hero aria-labelledby="landing-title">
        <Title id="landing-title">Get paid to promote music</Title>
        <Lead>
          On {PRODUCT}, artists and labels run contests for their songs. Post a short video featuring the song on TikTok,
          YouTube Shorts or Instagram Reels, submit the link, and win cash prizes for the most liked or most creative
          video.
        </Lead>
        <Actions>
          <ActionLink to="/public-contests" $variant="primary">
            View Contests
          </ActionLink>
          <ActionLink to="/hello" $variant="secondary">
            Sign Up
          </ActionLink>
          <ActionLink to="/login" $variant="ghost">
            Log In
          </ActionLink>
        </Actions>
      </Hero>
      <section aria-labelledby="landing-active">
        <SectionHeading id="landing-active">Active contests</SectionHeading>
        <ActiveContests scope="public" onNavigate={onNavigate} headingLevel={3} />
      </section>
    </>
  );
}
