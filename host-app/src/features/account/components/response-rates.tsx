import { formatResponseRate, responseRateText, type ContactPlatform } from '@chorus/core';
import { Card, SkeletonBlock, token } from '@chorus/ui';
import { useId } from 'react';
import { styled } from 'styled-components';
import { useProfiles } from '../hooks/use-account.ts';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-bottom: 20px;
  min-width: 0;
  h2 {
    font-size: 1rem;
    font-weight: 700;
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 20px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  p {
    color: ${token('color-text-muted')};
    font-size: 0.875rem;
    max-width: 70ch;
  }
`;

/**
 * The response rate brands judge each handle by (campaigns.md §4), as the server computes it (the profiles call's
 * Score_ResponseRate_Invite), with what lowers it. Nothing when there are no handles.
 */
export function ResponseRates({ profiles }: { profiles: ContactPlatform[] }) {
  const id = useId();
  if (!profiles.length) return null;
  const none = profiles.every((p) => p.Score_ResponseRate_Invite === null);
  return (
    <Panel element="section" padding="sm" aria-labelledby={id} data-testid="response-rates">
      <h2 id={id}>{responseRateText.title}</h2>
      <ul>
        {profiles.map((p) => (
          <li key={p.ContactPlatformID}>
            @{p.Handle} ({p.PlatformName}): <strong>{p.Score_ResponseRate_Invite === null ? 'No rate yet' : formatResponseRate(p.Score_ResponseRate_Invite)}</strong>
          </li>
        ))}
      </ul>
      <p>{none ? `${responseRateText.none} ${responseRateText.explanation}` : responseRateText.explanation}</p>
    </Panel>
  );
}

/** The acting creator's response rates, read with the profiles call (the campaign list shows them above the offers). */
export function OwnResponseRates() {
  const profiles = useProfiles();
  if (profiles.data) return <ResponseRates profiles={profiles.data.results.ContactPlatforms} />;
  if (profiles.error)
    return (
      <Panel padding="sm" data-testid="response-rates">
        <p>Your response rate could not be loaded right now.</p>
      </Panel>
    );
  // Loading: the panel's shape, so the offers below do not move when the rates arrive.
  return (
    <Panel element="section" padding="sm" aria-busy="true" aria-label={responseRateText.title} data-testid="response-rates-loading">
      <h2>{responseRateText.title}</h2>
      <SkeletonBlock $w="min(100%, 320px)" $h="1.25rem" />
      <p>{responseRateText.explanation}</p>
    </Panel>
  );
}
