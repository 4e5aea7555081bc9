import { mediaUp } from '@chorus/ui';
import { Megaphone, Trophy } from 'lucide-react';
import { styled } from 'styled-components';
import { EarnCard } from './earn-card.tsx';

const Grid = styled.div`
  display: grid;
  gap: 16px;
  ${mediaUp('md')} {
    grid-template-columns: 1fr 1fr;
    gap: 20px;
  }
`;

/** The Earn page's two entry cards (campaigns.md §2). */
export function EarnCards() {
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
        // The Active count pill goes here once the contests API exists (contests issue); nothing is shown until it can be true.
        pill={null}
      />
    </Grid>
  );
}
