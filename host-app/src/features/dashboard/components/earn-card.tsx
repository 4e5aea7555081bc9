import { Card, mediaUp, token } from '@chorus/ui';
import { ArrowRight, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';

const Tile = styled.span<{ $from: string; $to: string }>`
  display: grid;
  place-items: center;
  width: 52px;
  height: 52px;
  border-radius: 14px;
  color: #fff;
  background: linear-gradient(135deg, ${(p) => p.$from}, ${(p) => p.$to});
  box-shadow: 0 8px 18px -8px ${(p) => p.$to};
`;

const Top = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: 12px;
  min-height: 52px;
`;

const Title = styled.h2`
  display: flex;
  align-items: center;
  gap: 10px;
  margin-top: 20px;
  font-size: 1.25rem;
  font-weight: 700;
`;

/* The whole card is the link: the anchor's ::after covers it (a "stretched link"), so there is one tab stop and one name. */
const StretchedLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:focus-visible {
    outline: none;
  }
`;

const Text = styled.p`
  margin-top: 6px;
  color: ${token('color-text-muted')};
  font-size: 0.9375rem;
`;

const Cta = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-top: 20px;
  color: ${token('color-primary')};
  font-size: 0.9375rem;
  font-weight: 650;
  svg {
    transition: transform ${token('duration-base')} ease;
  }
  *:hover > & svg {
    transform: translateX(3px);
  }
`;

const StyledCard = styled(Card)`
  ${mediaUp('md')} {
    padding: 28px;
  }
`;

export interface EarnCardProps {
  to: string;
  title: string;
  description: string;
  cta: string;
  icon: LucideIcon;
  colors: [string, string];
  /** Top-right slot, e.g. the Contests card's Active count pill. */
  pill?: ReactNode;
  /** The pill's data is still loading (aria-busy). */
  busy?: boolean;
}

export function EarnCard({ to, title, description, cta, icon: Icon, colors, pill, busy }: EarnCardProps) {
  return (
    <StyledCard element="article" interactive aria-busy={busy || undefined}>
      <Top>
        <Tile $from={colors[0]} $to={colors[1]} aria-hidden="true">
          <Icon size={26} strokeWidth={2} />
        </Tile>
        {pill}
      </Top>
      <Title>
        <StretchedLink to={to}>{title}</StretchedLink>
      </Title>
      <Text>{description}</Text>
      <Cta aria-hidden="true">
        {cta} <ArrowRight size={16} />
      </Cta>
    </StyledCard>
  );
}
