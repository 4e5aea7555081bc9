import { Card, mediaUp, token } from '@chorus/ui';
import { Link2, Music2, Trophy, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Steps = styled.ol`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
  ${mediaUp('md')} {
    grid-template-columns: repeat(3, 1fr);
    gap: 20px;
  }
`;

const Step = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  h2 {
    font-size: 1.0625rem;
    font-weight: 700;
  }
  p {
    color: ${token('color-text-muted')};
    font-size: 0.9375rem;
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 4px;
`;

const Tile = styled.span`
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 12px;
  background: ${token('color-primary-soft')};
  color: ${token('color-primary')};
`;

const StepNumber = styled.span`
  color: ${token('color-text-muted')};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.06em;
`;

const Extra = styled.div`
  margin-top: 20px;
`;

interface HowStep {
  icon: LucideIcon;
  title: string;
  text: string;
}

const steps: HowStep[] = [
  {
    icon: Music2,
    title: 'Use the song',
    text: "Make a TikTok or Reel with the contest's song, following the contest rules and post guidelines.",
  },
  {
    icon: Link2,
    title: 'Submit your post',
    text: 'Copy the link to your public post and submit it on the contest page. Entries are reviewed before they count.',
  },
  {
    icon: Trophy,
    title: 'Win prizes',
    text: 'Prizes go to the most liked or the most creative videos. Winners are emailed with how to collect.',
  },
];

export interface HowItWorksProps {
  /** More for a particular list, e.g. the direct-contest bonus. */
  children?: ReactNode;
}

/** The How It Works tab of the contest lists (contests.md §1): use the song, submit the link, win prizes. */
export function HowItWorks({ children }: HowItWorksProps) {
  return (
    <div>
      <Steps aria-label="How contests work">
        {steps.map(({ icon: Icon, title, text }, i) => (
          <Step key={title} element="li">
            <Top>
              <Tile aria-hidden="true">
                <Icon size={22} />
              </Tile>
              <StepNumber aria-hidden="true">STEP {i + 1}</StepNumber>
            </Top>
            <h2>{title}</h2>
            <p>{text}</p>
          </Step>
        ))}
      </Steps>
      {children ? <Extra>{children}</Extra> : null}
    </div>
  );
}
