import { Badge, mediaUp, VisuallyHidden } from '@chorus/ui';
import { Megaphone, Trophy } from 'lucide-react';
import { styled } from 'styled-components';
import { useActiveContestsCount } from '../hooks/use-active-contests-count.ts';
import { EarnCard } from './earn-card.tsx';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${mediaUp('md')} {
    grid-template-columns: 1fr 1fr;
    gap: 20px;
  }
`;

export interface EarnCardsProps {
  /** The contact the session acts as: a switch reloads the count. */
  contactId: number;
}

/** The Earn page's two entry cards (campaigns.md §2); the Contests card carries the Active count pill. */
export function EarnCards({ contactId }: EarnCardsProps) {
  const { count, loading } = useActiveContestsCount(contactId);
  return (
    <Grid>
      <EarnCard
        to="/campaigns"
        title="Campaigns"
        description="Paid offers from artists and brands. Accept an invite, post to the brief and get paid once it's verified."
        cta="View campaigns"
        icon={Megaphone}
        colors={['#7b5cff', '#4a2ee0']}
      />
      <EarnCard
        to="/contests"
        title="Contests"
        description="Post a video with the song, submit the link and climb the leaderboard for cash prizes."
        cta="View contests"
        icon={Trophy}
        colors={['#ff8a65', '#e5533d']}
        // No pill while the count is loading or could not be loaded: only a true number is shown.
        busy={loading}
        pill={
          count === null ? null : (
            <Badge tone="success" data-testid="active-contests-pill">
              {count} Active<VisuallyHidden> contests</VisuallyHidden>
            </Badge>
          )
        }
      />
    </Grid>
  );
}
