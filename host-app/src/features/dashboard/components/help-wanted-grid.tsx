import { getHelpWanted } from '@chorus/client';
import { helpWantedPlatformName, homeMessages as m, type HelpWantedItem } from '@chorus/core';
import { ApplyDialog, Badge, Button, Card, FallbackImage, SkeletonBlock, token } from '@chorus/ui';
import { Hourglass } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { styled } from 'styled-components';
import { apiConfig } from '../../../lib/api-client.ts';

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

export const Cover = styled(FallbackImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${token('radius-md')};
  background: ${token('color-border')};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12px;
  h3 {
    font-size: 1rem;
    font-weight: 700;
  }
  p {
    color: ${token('color-text-muted')};
    font-size: 0.875rem;
  }
`;

export const EmptyState = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 40px 24px;
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  text-align: center;
  color: ${token('color-text-muted')};
  h3 {
    color: ${token('color-text')};
    font-size: 1rem;
  }
`;

export function NothingHere() {
  return (
    <EmptyState>
      <Hourglass size={28} aria-hidden="true" />
      <h3>{m.nothingHere}</h3>
    </EmptyState>
  );
}

export interface HelpWantedGridProps {
  contactId: number;
  email: string;
}

/** The Help Wanted tab (campaigns.md §2): cards with Apply Now; a failed fetch shows the empty state (§8). */
export function HelpWantedGrid({ contactId, email }: HelpWantedGridProps) {
  const [items, setItems] = useState<HelpWantedItem[] | null>(null);
  const [applying, setApplying] = useState<HelpWantedItem | null>(null);
  const client = useMemo(apiConfig, []);
  useEffect(() => {
    const controller = new AbortController();
    getHelpWanted(apiConfig(), controller.signal).then(
      (r) => setItems(r.results.data),
      () => {
        if (!controller.signal.aborted) setItems([]);
      },
    );
    return () => controller.abort();
  }, [contactId]);

  if (items === null)
    return (
      <CardGrid aria-busy="true" aria-label="Loading opportunities">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <SkeletonBlock $h="220px" />
          </li>
        ))}
      </CardGrid>
    );
  if (!items.length) return <NothingHere />;
  return (
    <>
      <CardGrid aria-label="Help wanted">
        {items.map((item) => (
          <li key={item.id}>
            <Card element="article" data-testid="help-wanted-card">
              <Cover src={item.ExploreSurvey_ImageURLLocation} alt="" />
              <Body>
                <Badge tone="neutral">{helpWantedPlatformName(item.PlatformID)}</Badge>
                <h3>{item.ExploreSurveyTitle_ExternalPublic}</h3>
                {item.ConnectedPartnerName ? <p>By {item.ConnectedPartnerName}</p> : null}
                <p>{item.ExploreSurvey_HeaderOrListShortDescription}</p>
                {item.Applied ? (
                  <Badge tone="success">Applied</Badge>
                ) : (
                  <Button type="button" onClick={() => setApplying(item)} aria-label={`Apply Now: ${item.ExploreSurveyTitle_ExternalPublic}`}>
                    Apply Now
                  </Button>
                )}
              </Body>
            </Card>
          </li>
        ))}
      </CardGrid>
      {applying ? (
        <ApplyDialog
          item={applying}
          config={client}
          contactId={contactId}
          email={email}
          onClose={() => setApplying(null)}
          onApplied={() => setItems((list) => list?.map((i) => (i.id === applying.id ? { ...i, Applied: true } : i)) ?? list)}
        />
      ) : null}
    </>
  );
}
