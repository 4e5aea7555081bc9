import { formatUsd, type CreatorCard as Card } from '@chorus/core';
import { Badge, Checkbox, TextField, token } from '@chorus/ui';
import { styled } from 'styled-components';
import { countryName } from './creator-search-query.ts';

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: 16px;
  margin: 0 0 16px;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border: 1px solid ${(p) => (p.$selected ? token('color-primary') : token('color-border'))};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface')};
  box-shadow: ${(p) => (p.$selected ? `inset 4px 0 0 ${token('color-primary')}` : token('shadow-sm'))};
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 4px 12px;
  margin: 0;
  font-size: 0.875rem;
  dt {
    color: ${token('color-text-muted')};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

const stateWords = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export const formatCount = (n: number) => n.toLocaleString('en-US');

export interface CreatorCardProps {
  card: Card;
  /** Editors and owners choose handles to invite; viewers only read. */
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
  /** The handle's own rate as typed (dollars), shown while selected; empty: the campaign's rate. */
  rate: string;
  onRate: (rate: string) => void;
  rateError?: string;
  campaignRateCents?: number;
}

/** One handle, as a brand decides on it: its numbers, its rates, and whether it already has an offer on the campaign. */
export function CreatorCard({ card: c, selectable, selected, onToggle, rate, onRate, rateError, campaignRateCents }: CreatorCardProps) {
  const headingId = `creator-${c.contactPlatformId}`;
  return (
    <Item $selected={selected}>
      <h3 id={headingId}>{c.handle}</h3>
      {c.invitedState ? <Badge tone="brand">Already has an offer on this campaign: {stateWords(c.invitedState)}</Badge> : null}
      <Facts>
        <dt>Platform</dt>
        <dd>{c.platform}</dd>
        <dt>Followers</dt>
        <dd>{formatCount(c.followers)}</dd>
        <dt>Song rate</dt>
        <dd>{formatUsd(c.songRateCents)}</dd>
        <dt>Brand rate</dt>
        <dd>{formatUsd(c.brandRateCents)}</dd>
        <dt>Response rate</dt>
        <dd>{c.responseRate === null ? 'No answers yet' : `${c.responseRate}%`}</dd>
        <dt>Country</dt>
        <dd>{countryName(c.country)}</dd>
        <dt>Completed campaigns</dt>
        <dd>
          {formatCount(c.completedCampaigns)} ({formatCount(c.completedWithUs)} with us)
        </dd>
      </Facts>
      {selectable ? (
        <Checkbox
          label={c.invitedState ? `${c.handle} is already invited` : `Select ${c.handle} to invite`}
          checked={selected}
          disabled={Boolean(c.invitedState)}
          onChange={onToggle}
        />
      ) : null}
      {selectable && selected ? (
        <TextField
          label={`Rate for ${c.handle} (dollars)`}
          type="number"
          min={0}
          step={0.01}
          inputMode="decimal"
          value={rate}
          onChange={(e) => onRate(e.target.value)}
          hint={campaignRateCents === undefined ? 'Empty: the campaign’s rate' : `Empty: the campaign’s rate, ${formatUsd(campaignRateCents)}`}
          error={rateError}
        />
      ) : null}
    </Item>
  );
}
