import { APPROVED_FOR_CAMPAIGNS_ID, campaignListLabels, campaignListStatuses, campaignMessages, type CampaignListStatus } from '@chorus/core';
import { Alert, buttonStyles, Button, Card, Loading, Pager, token, type ButtonStyleProps } from '@chorus/ui';
import { Hourglass, LayoutGrid, List, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { Segmented } from '../../../components/data/segmented.tsx';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { useCampaignList } from '../hooks/use-campaigns.ts';
import { CampaignCards, CampaignSkeletons } from './campaign-cards.tsx';
import { CampaignTable } from './campaign-table.tsx';

type View = 'grid' | 'list';
const DEFAULT_STATUS: CampaignListStatus = 'inprogress';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 20px;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

const Pending = styled(Card)`
  display: flex;
  gap: 14px;
  align-items: flex-start;
  h2 {
    font-size: 1.125rem;
  }
  p {
    color: ${token('color-text-muted')};
  }
  > svg {
    flex: none;
    color: ${token('color-primary')};
  }
`;

const LinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** The status in the address: ?status=…, or ?type=failed (the spec's link), else In Progress. */
function statusFrom(params: URLSearchParams): CampaignListStatus {
  const raw = params.get('status') ?? params.get('type');
  return campaignListStatuses.find((s) => s === raw) ?? DEFAULT_STATUS;
}

/** The page in the address (?page=N), else 1. */
function pageFrom(params: URLSearchParams): number {
  const n = Number(params.get('page'));
  return Number.isInteger(n) && n > 1 ? n : 1;
}

/**
 * The campaign list (campaigns.md §2, §4): status filter and page kept in the address (a new status goes back to
 * page 1; each page is a history entry, so Back, Forward and a reload keep it),
 * grid or list, 'Page X of Y' when there is more than one page, three skeleton cards while loading, 'No Results
 * Found' with a way to contests, and 'Application pending.' for creators not yet approved for campaigns.
 */
export function CampaignList() {
  const [params, setParams] = useSearchParams();
  const fromUrl = statusFrom(params);
  // Held locally so the radio turns at once; the address follows.
  const [status, setStatus] = useState<CampaignListStatus>(fromUrl);
  useEffect(() => setStatus(fromUrl), [fromUrl]);
  const [view, setView] = useState<View>('grid');
  const page = pageFrom(params);
  const query = useCampaignList(status, page);
  const answer = query.data;
  const setPage = (next: number, replace = false) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (next > 1) out.set('page', String(next));
        else out.delete('page');
        return out;
      },
      { replace },
    );
  // An address past the last page (the list got shorter since it was shared or bookmarked) shows the last page.
  const totalPages = answer?.PageInformation.TotalPages ?? 0;
  useEffect(() => {
    if (totalPages >= 1 && page > totalPages) setPage(totalPages, true);
    // setPage is new each render; the address is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, totalPages]);
  const pending = !!answer && answer.results.ApprovalStatusID !== APPROVED_FOR_CAMPAIGNS_ID;

  const changeStatus = (next: CampaignListStatus) => {
    setStatus(next);
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.delete('type');
        out.delete('page');
        if (next === DEFAULT_STATUS) out.delete('status');
        else out.set('status', next);
        return out;
      },
      { replace: true },
    );
  };

  const noResults = (
    <EmptyPanel
      icon={SearchX}
      title={campaignMessages.noResults}
      action={
        <LinkButton to="/contests" $variant="secondary" $size="md">
          Browse contests
        </LinkButton>
      }
    >
      No campaigns match this filter right now. Contests are open to everyone while you wait for an invite.
    </EmptyPanel>
  );

  let body;
  if (!answer && query.error)
    // The spec shows the empty list when the list fails (campaigns.md §8); we add a way to try again.
    body = (
      <Stack>
        <Alert tone="danger" title="We could not load your campaigns">
          <Button size="sm" variant="secondary" onClick={query.reload}>
            Try again
          </Button>
        </Alert>
        {noResults}
      </Stack>
    );
  else if (!answer)
    body = (
      <Loading label="Loading campaigns">
        <CampaignSkeletons />
      </Loading>
    );
  else if (pending)
    body = (
      <Pending element="section" aria-labelledby="application-pending">
        <Hourglass size={28} aria-hidden="true" />
        <div>
          <h2 id="application-pending">{campaignMessages.applicationPending}</h2>
          <p>{campaignMessages.applicationPendingBody}</p>
        </div>
      </Pending>
    );
  else if (answer.results.data.Row_Campaigns.length === 0) body = noResults;
  else {
    const rows = answer.results.data.Row_Campaigns;
    const { TotalPages, Page } = answer.PageInformation;
    body = (
      <Stack>
        {query.error ? (
          <Alert tone="danger" title="We could not load that page">
            <Button size="sm" variant="secondary" onClick={query.reload}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {view === 'grid' ? <CampaignCards rows={rows} busy={query.loading} /> : <CampaignTable rows={rows} busy={query.loading} />}
        {TotalPages > 1 ? <Pager label="Campaigns" page={Page} totalPages={TotalPages} onPage={(n) => setPage(n)} busy={query.loading} /> : null}
      </Stack>
    );
  }

  return (
    <div>
      {/* Not approved yet: nothing to filter or view either way, so the card stands alone (campaigns.md §2). */}
      {pending ? null : (
        <Toolbar>
          <Segmented
            legend="Campaign status"
            options={campaignListStatuses.map((s) => ({ value: s, label: campaignListLabels[s] }))}
            value={status}
            onChange={changeStatus}
          />
          <Segmented<View>
            legend="View"
            options={[
              { value: 'grid', label: <LayoutGrid size={18} aria-hidden="true" />, ariaLabel: 'Grid' },
              { value: 'list', label: <List size={18} aria-hidden="true" />, ariaLabel: 'List' },
            ]}
            value={view}
            onChange={setView}
          />
        </Toolbar>
      )}
      {body}
    </div>
  );
}
