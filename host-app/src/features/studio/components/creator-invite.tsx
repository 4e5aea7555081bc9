import { formatUsd, type CreatorCard } from '@chorus/core';
import { Alert, Button, SelectField, Spinner, token } from '@chorus/ui';
import { useState } from 'react';
import { styled } from 'styled-components';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { postInviteHandles } from '../api/studio-creators.ts';
import type { useCampaignChoices } from '../hooks/use-studio-creators.ts';
import { dollarsToCents } from './creator-search-query.ts';

const Bar = styled.section`
  display: flex;
  flex-wrap: wrap;
  gap: 12px 16px;
  align-items: flex-end;
  margin-bottom: 16px;
  padding: 16px;
  border: 1px solid ${token('color-border')};
  border-radius: ${token('radius-lg')};
  background: ${token('color-surface-sunken')};
  h2 {
    flex-basis: 100%;
    margin: 0;
    font-size: 1rem;
  }
  > div:first-of-type {
    flex: 1 1 240px;
  }
`;

const Result = styled.div`
  flex-basis: 100%;
  ul {
    margin: 6px 0 0;
    padding-left: 20px;
  }
`;

type Outcome = { invited: string[]; skipped: { handle: string; reason: string }[] } | { refused: string } | null;

/** A typed per-handle rate that is not an amount in dollars. */
export const rateProblem = (rate: string | undefined) => (rate?.trim() && dollarsToCents(rate) === null ? 'Give the rate in dollars, like 150 or 99.50.' : undefined);

export interface InviteBarProps {
  /** The organisation's campaigns (useCampaignChoices). */
  campaigns: ReturnType<typeof useCampaignChoices>;
  campaignId: number | undefined;
  onCampaign: (campaignId: number | undefined) => void;
  /** The chosen handles (from any page), in the order chosen, and each one's own rate as typed. */
  selected: CreatorCard[];
  rates: Readonly<Record<number, string>>;
  /** Invited: the selection is spent (the cards' invite states change). */
  onInvited: () => void;
  onClearSelection: () => void;
}

/** Editors' and owners' invite: the campaign, how many handles are chosen, "Invite N creators", and what came of it. */
export function InviteBar({ campaigns, campaignId, onCampaign, selected, rates, onInvited, onClearSelection }: InviteBarProps) {
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const list = campaigns.data?.results.data ?? [];
  const campaign = list.find((c) => c.id === campaignId);
  const n = selected.length;
  const badRates = selected.some((c) => rateProblem(rates[c.contactPlatformId]));

  async function invite() {
    if (!campaign || !n || busy || badRates) return;
    const handleRates = selected.flatMap((c) => {
      const cents = rates[c.contactPlatformId]?.trim() ? dollarsToCents(rates[c.contactPlatformId]!) : null;
      return cents === null ? [] : [{ contactPlatformId: c.contactPlatformId, rateCents: cents }];
    });
    const handleOf = new Map(selected.map((c) => [c.contactPlatformId, c.handle]));
    setBusy(true);
    setOutcome(null);
    try {
      const { results } = await postInviteHandles(campaign.id, {
        contactPlatformIds: selected.map((c) => c.contactPlatformId),
        ...(handleRates.length && { handleRates }),
      });
      setOutcome({
        invited: results.data.invited.map((o) => o.handle),
        skipped: results.data.skipped.map((s) => ({ handle: handleOf.get(s.contactPlatformId) ?? `Handle ${s.contactPlatformId}`, reason: s.reason })),
      });
      onInvited();
    } catch (err) {
      setOutcome({ refused: errorMessages(err).join(' ') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Bar aria-labelledby="invite-heading">
      <h2 id="invite-heading">Invite to a campaign</h2>
      {campaigns.error ? <ErrorPanel messages={errorMessages(campaigns.error)} onRetry={campaigns.reload} /> : null}
      {!campaigns.data && !campaigns.error ? <Spinner label="Loading your campaigns" /> : null}
      {campaigns.data && !list.length ? <p>Your organisation has no campaigns yet: create one to invite creators to it.</p> : null}
      {list.length ? (
        <SelectField
          label="Campaign"
          value={campaign ? String(campaign.id) : ''}
          onChange={(e) => {
            setOutcome(null);
            onCampaign(Number(e.target.value) || undefined);
          }}
          hint={campaign ? `Its rate: ${formatUsd(campaign.rateCents)}${campaign.budgetCents === null ? '' : `; budget ${formatUsd(campaign.budgetCents)}, ${formatUsd(campaign.spend.committedCents)} committed`}` : 'Cards then say who already has an offer on it'}
          options={[{ value: '', label: 'Choose a campaign' }, ...list.map((c) => ({ value: c.id, label: `${c.title} (${c.platform})` }))]}
        />
      ) : null}
      <Button type="button" onClick={() => void invite()} disabled={!campaign || !n || badRates} loading={busy}>
        Invite {n} {n === 1 ? 'creator' : 'creators'}
      </Button>
      {n ? (
        <Button type="button" variant="secondary" onClick={onClearSelection}>
          Clear selection
        </Button>
      ) : null}
      <Result role="status">
        {outcome && 'refused' in outcome ? <Alert tone="danger" title="Nobody was invited">{outcome.refused}</Alert> : null}
        {outcome && 'invited' in outcome ? (
          <Alert tone={outcome.invited.length ? 'success' : 'warning'}>
            {outcome.invited.length ? `Invited ${outcome.invited.length} ${outcome.invited.length === 1 ? 'creator' : 'creators'}: ${outcome.invited.join(', ')}.` : 'Nobody was invited.'}
            {outcome.skipped.length ? (
              <>
                {' '}
                Not invited:
                <ul aria-label="Handles not invited">
                  {outcome.skipped.map((s) => (
                    <li key={s.handle}>
                      {s.handle}: {s.reason}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </Alert>
        ) : null}
      </Result>
    </Bar>
  );
}
