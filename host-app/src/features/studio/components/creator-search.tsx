import type { CreatorCard as Card, OrganisationRole } from '@chorus/core';
import { Alert, Button, Spinner, token } from '@chorus/ui';
import { Users } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { errorMessages } from '../../../hooks/use-query.ts';
import { useCampaignChoices, useCreatorSearch } from '../hooks/use-studio-creators.ts';
import { CardGrid, CreatorCard, formatCount } from './creator-card.tsx';
import { InviteBar, rateProblem } from './creator-invite.tsx';
import { CreatorSearchFilters } from './creator-search-filters.tsx';
import { paramsFromForm, searchFromParams } from './creator-search-query.ts';
import { canModerate } from './moderation-queue.tsx';

const Pages = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 10px 16px;
  font-size: 0.875rem;
  color: ${token('color-text-muted')};
  > div {
    display: flex;
    gap: 8px;
  }
`;

const Summary = styled.h2`
  margin: 0 0 12px;
  font-size: 1rem;
  &:focus-visible {
    outline: none;
    box-shadow: ${token('focus-ring')};
  }
`;

/**
 * The studio's creator search (/studio/creators): filters and order in the query string (a search can be shared and
 * Back goes back), cursor pages (Previous goes back the way it came), creator cards, and for editors and owners the
 * invite of the chosen handles to one of the organisation's campaigns, at its rate or each handle's own. The campaign
 * comes from `campaignId` (the query string's, kept there when changed here).
 */
export function CreatorSearch({ orgId, role, campaignId }: { orgId: number; role: OrganisationRole; campaignId?: number }) {
  const [params, setParams] = useSearchParams();
  const editable = canModerate(role);
  const chosen = Number(params.get('campaignId')) || campaignId;
  const paramsKey = params.toString();
  const { request: base, problems } = useMemo(() => searchFromParams(new URLSearchParams(paramsKey), chosen), [paramsKey, chosen]);
  const baseKey = JSON.stringify(base);
  // The cursors of the pages before this one, for this search only: a new search starts at its first page.
  const [trail, setTrail] = useState<{ key: string; cursors: string[] }>({ key: baseKey, cursors: [] });
  const cursors = trail.key === baseKey ? trail.cursors : [];
  const search = useCreatorSearch(orgId, problems.length ? null : { ...base, ...(cursors.length && { after: cursors.at(-1) }) });
  const [selected, setSelected] = useState<ReadonlyMap<number, Card>>(new Map());
  const [rates, setRates] = useState<Readonly<Record<number, string>>>({});
  const summary = useRef<HTMLHeadingElement>(null);
  const campaigns = useCampaignChoices(orgId, editable);
  const campaignRateCents = campaigns.data?.results.data.find((c) => c.id === chosen)?.rateCents;

  const data = problems.length ? undefined : search.data?.results.data;
  const cards = data?.creators ?? [];
  const page = cursors.length + 1;

  const go = (next: string[]) => {
    setTrail({ key: baseKey, cursors: next });
    summary.current?.focus();
  };
  const clearSelection = () => {
    setSelected(new Map());
    setRates({});
  };
  const toggle = (card: Card) =>
    setSelected((s) => {
      const next = new Map(s);
      if (next.has(card.contactPlatformId)) next.delete(card.contactPlatformId);
      else next.set(card.contactPlatformId, card);
      return next;
    });
  const withCampaign = (next: URLSearchParams, id: number | undefined) => {
    if (id) next.set('campaignId', String(id));
    else next.delete('campaignId');
    return next;
  };

  return (
    <>
      <CreatorSearchFilters
        key={paramsKey}
        params={params}
        onSearch={(form) => setParams(paramsFromForm(form, chosen ? String(chosen) : null))}
        onClear={() => setParams(withCampaign(new URLSearchParams(), chosen))}
      />
      {editable ? (
        <InviteBar
          campaigns={campaigns}
          campaignId={chosen}
          onCampaign={(id) => {
            clearSelection();
            setParams(withCampaign(new URLSearchParams(paramsKey), id), { replace: true });
          }}
          selected={[...selected.values()]}
          rates={rates}
          onInvited={() => {
            clearSelection();
            search.reload();
          }}
          onClearSelection={clearSelection}
        />
      ) : null}
      {problems.length ? (
        <Alert tone="danger" title="Check the filters">
          {problems.join(' ')}
        </Alert>
      ) : null}
      {search.error ? <ErrorPanel messages={errorMessages(search.error)} onRetry={search.reload} /> : null}
      {!data && search.loading ? <Spinner label="Searching creators" /> : null}
      {data ? (
        <section aria-labelledby="creator-results" aria-busy={search.loading || undefined}>
          <Summary id="creator-results" ref={summary} tabIndex={-1}>
            {data.totalCapped ? `More than ${formatCount(data.total)} creators match` : `${formatCount(data.total)} ${data.total === 1 ? 'creator matches' : 'creators match'}`}
            {page > 1 ? ` · page ${page}` : ''}
          </Summary>
          {!cards.length ? (
            <EmptyPanel icon={Users} title="No creators match these filters" headingLevel={3}>
              Try fewer filters, a wider follower range or a higher rate.
            </EmptyPanel>
          ) : (
            <CardGrid aria-label="Creators">
              {cards.map((c) => (
                <CreatorCard
                  key={c.contactPlatformId}
                  card={c}
                  selectable={editable}
                  selected={selected.has(c.contactPlatformId)}
                  onToggle={() => toggle(c)}
                  rate={rates[c.contactPlatformId] ?? ''}
                  onRate={(r) => setRates((all) => ({ ...all, [c.contactPlatformId]: r }))}
                  rateError={rateProblem(rates[c.contactPlatformId])}
                  campaignRateCents={campaignRateCents}
                />
              ))}
            </CardGrid>
          )}
          {page > 1 || data.next ? (
            <Pages aria-label="Creator pages">
              <span aria-live="polite">Page {page}</span>
              <div>
                <Button type="button" size="sm" variant="secondary" aria-disabled={page <= 1} onClick={() => !search.loading && page > 1 && go(cursors.slice(0, -1))}>
                  Previous page
                </Button>
                <Button type="button" size="sm" variant="secondary" aria-disabled={!data.next} onClick={() => !search.loading && data.next && go([...cursors, data.next])}>
                  Next page
                </Button>
              </div>
            </Pages>
          ) : null}
        </section>
      ) : null}
    </>
  );
}
