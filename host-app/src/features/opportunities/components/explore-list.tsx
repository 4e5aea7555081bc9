import { getExplore } from '@chorus/client';
import { formatDate, type ExploreOpportunity } from '@chorus/core';
import { Alert, Card, FallbackImage, SkeletonBlock, VisuallyHidden, buttonStyles, token, type ButtonStyleProps } from '@chorus/ui';
import { Compass, ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { apiConfig } from '../../../lib/api-client.ts';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const Cover = styled(FallbackImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${token('radius-md')};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12px;
  h3 {
    font-size: 1.0625rem;
    font-weight: 700;
  }
  p {
    color: ${token('color-text-muted')};
    font-size: 0.9rem;
  }
`;

const ApplyLink = styled.a<ButtonStyleProps>`
  ${buttonStyles}
  align-self: flex-start;
  text-decoration: none;
`;

const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  padding: 40px 24px;
  border: 1px dashed ${token('color-border-strong')};
  border-radius: ${token('radius-lg')};
  text-align: center;
  color: ${token('color-text-muted')};
`;


/** The external survey with the signed encryptedID and the uid (campaigns.md §2 Explore). */
export function applyUrl(o: ExploreOpportunity): string | null {
  if (!o.ExploreSurveyURL) return null;
  try {
    const url = new URL(o.ExploreSurveyURL);
    url.searchParams.set('encryptedID', o.encryptedID);
    url.searchParams.set('uid', o.ExploreSurveyUID);
    return url.toString();
  } catch {
    return null;
  }
}

/** Explore's Active Opportunities: cards with Deadline To Apply and Apply Now opening the survey in a new tab. */
export function ExploreList() {
  const [items, setItems] = useState<ExploreOpportunity[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getExplore(apiConfig(), controller.signal).then(
      (r) => setItems(r.results.data),
      () => {
        if (controller.signal.aborted) return;
        setFailed(true);
        setItems([]);
      },
    );
    return () => controller.abort();
  }, []);
  if (items === null)
    return (
      <Grid aria-busy="true" aria-label="Loading opportunities">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <SkeletonBlock $h="240px" />
          </li>
        ))}
      </Grid>
    );
  if (failed) return <Alert tone="danger">Opportunities could not be loaded. Please try again later.</Alert>;
  if (!items.length)
    return (
      <Empty>
        <Compass size={28} aria-hidden="true" />
        <p>No open opportunities right now. Check back soon!</p>
      </Empty>
    );
  return (
    <Grid aria-label="Active opportunities">
      {items.map((o) => {
        const href = applyUrl(o);
        return (
          <li key={o.ExploreSurveyID}>
            <Card element="article" data-testid="explore-card">
              <Cover src={o.ExploreSurvey_ImageURLLocation} alt="" />
              <Body>
                <h3>{o.ExploreSurveyTitle_ExternalPublic}</h3>
                <p>{o.ExploreSurveyDescription}</p>
                {o.ExploreSurveyEndDate ? (
                  <p>
                    <strong>Deadline To Apply:</strong> {formatDate(o.ExploreSurveyEndDate)}
                  </p>
                ) : null}
                {href ? (
                  <ApplyLink href={href} target="_blank" rel="noopener" $variant="primary" $size="md">
                    Apply Now <ExternalLink size={16} aria-hidden="true" />
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </ApplyLink>
                ) : null}
              </Body>
            </Card>
          </li>
        );
      })}
    </Grid>
  );
}

/** How It Works (campaigns.md §1). */
export function HowItWorks() {
  return (
    <ol style={{ display: 'flex', flexDirection: 'column', gap: 12, paddingLeft: 20 }}>
      <li>
        <strong>Apply.</strong> Pick an opportunity and answer its short survey.
      </li>
      <li>
        <strong>The organizer reviews.</strong> Every application is read by the team behind the opportunity.
      </li>
      <li>
        <strong>Chosen creators are told</strong> by text, email and in the app.
      </li>
    </ol>
  );
}
