import { campaignMessages, type CampaignRow } from '@chorus/core';
import { Badge, buttonStyles, Card, FallbackImage, mediaUp, SkeletonBlock, token, type ButtonStyleProps } from '@chorus/ui';
import { CalendarClock, Megaphone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { detailPath } from '../utils/offer-ref.ts';

export const CardGrid = styled.ul<{ $busy?: boolean }>`
  display: grid;
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
  opacity: ${(p) => (p.$busy ? 0.6 : 1)};
  transition: opacity ${token('duration-fast')} ease;
  ${mediaUp('sm')} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${mediaUp('lg')} {
    grid-template-columns: repeat(3, 1fr);
    gap: 20px;
  }
`;

const Item = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 12px;
  overflow: hidden;
`;

const Media = styled.div`
  position: relative;
  margin: -20px -20px 0;
  aspect-ratio: 16 / 9;
  background: linear-gradient(135deg, ${token('color-primary-soft')}, ${token('color-surface-sunken')});
  color: ${token('color-primary')};
  display: grid;
  place-items: center;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  > span {
    position: absolute;
    top: 12px;
    left: 12px;
  }
`;

const Title = styled.h2`
  font-size: 1.0625rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.9375rem;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Deadline = styled.p`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  color: ${token('color-text-muted')};
  font-size: 0.875rem;
  svg {
    flex: none;
    margin-top: 2px;
  }
`;

const Action = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
  margin-top: auto;
`;

export interface CampaignCardsProps {
  rows: CampaignRow[];
  busy?: boolean;
}

/** The list's grid view: one card per offer, its action leading to the detail page. */
export function CampaignCards({ rows, busy }: CampaignCardsProps) {
  return (
    <CardGrid aria-label="Campaigns" aria-busy={busy || undefined} $busy={busy}>
      {rows.map((row) => {
        // A card leads with the creator's next step; with nothing to do, it offers the details.
        const actionable = row.Action !== campaignMessages.noAction;
        return (
          <Item key={row.PostID} element="li" aria-label={row.CampaignTitle}>
            <Media>
              <FallbackImage src={row.Image} alt="" loading="lazy" fallback={<Megaphone size={36} aria-hidden="true" />} />
              {row.IsNew ? <Badge tone="brand">New</Badge> : null}
            </Media>
            <Title>{row.CampaignTitle}</Title>
            <Facts>
              <dt>Handle</dt>
              <dd>{row.Handle}</dd>
              <dt>Platform</dt>
              <dd>{row.Platform}</dd>
              <dt>Payment</dt>
              <dd>{row.PostPayment}</dd>
            </Facts>
            {row.PostDeadline.DeadlineText ? (
              <Deadline>
                <CalendarClock size={16} aria-hidden="true" />
                {row.PostDeadline.DeadlineText}
              </Deadline>
            ) : null}
            <Action to={detailPath({ postId: row.PostID, uid: row.UID })} $variant={actionable ? 'primary' : 'secondary'} $size="md" $fullWidth>
              {actionable ? row.Action : 'View Details'}
            </Action>
          </Item>
        );
      })}
    </CardGrid>
  );
}

const SkeletonItem = styled.li`
  display: grid;
  gap: 12px;
  padding: 20px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
`;

/** Three skeleton cards while the list loads (campaigns.md §9). */
export function CampaignSkeletons() {
  return (
    <CardGrid>
      {[0, 1, 2].map((i) => (
        <SkeletonItem key={i} data-testid="campaign-skeleton">
          <SkeletonBlock $h="140px" />
          <SkeletonBlock $h="22px" $w="70%" />
          <SkeletonBlock $h="60px" />
          <SkeletonBlock $h="40px" />
        </SkeletonItem>
      ))}
    </CardGrid>
  );
}
