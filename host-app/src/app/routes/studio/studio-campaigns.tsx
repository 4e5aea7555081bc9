import { formatUsd, type AdminCampaign, type OrganisationRole } from '@chorus/core';
import { Alert, Spinner, Tabs, buttonStyles, token, type TabItem } from '@chorus/ui';
import { Megaphone } from 'lucide-react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { errorMessages, isNotFound } from '../../../hooks/use-query.ts';
import { patchCampaign, postCampaignContract, postOrgCampaign } from '../../../features/studio/api/studio-campaigns.ts';
import { CampaignChat } from '../../../features/studio/components/campaign-chat.tsx';
import { CampaignForm } from '../../../features/studio/components/campaign-form.tsx';
import { CampaignPayments } from '../../../features/studio/components/campaign-payments.tsx';
import { CreatorSearch } from '../../../features/studio/components/creator-search.tsx';
import { remainingCents } from '../../../features/studio/components/campaign-labels.ts';
import { CampaignPipeline } from '../../../features/studio/components/campaign-pipeline.tsx';
import { CampaignPreview } from '../../../features/studio/components/campaign-preview.tsx';
import { CampaignsTable } from '../../../features/studio/components/campaigns-table.tsx';
import { canModerate } from '../../../features/studio/components/moderation-queue.tsx';
import { DetailSections } from '../../../features/campaigns/components/detail-sections.tsx';
import { StepTracker } from '../../../features/campaigns/components/step-tracker.tsx';
import { OfferSummary } from '../../../features/campaigns/components/offer-summary.tsx';
import { useOrgCampaign, useOrgCampaigns } from '../../../features/studio/hooks/use-studio-campaigns.ts';

// The studio's campaign pages (issue 22): /studio/campaigns, /studio/campaigns/new, /studio/campaigns/:id.

export interface StudioCampaignsProps {
  orgId: number;
  role: OrganisationRole;
}

const NewLink = styled(Link)`
  ${buttonStyles({ $variant: 'primary' })}
`;

const Spend = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 24px;
  margin: 0 0 20px;
  dt {
    color: ${token('color-text-muted')};
    font-size: 0.8125rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

/** /studio/campaigns: the organisation's campaigns, with their budget, spend and offers. */
export function CampaignsPage({ orgId, role }: StudioCampaignsProps) {
  const campaigns = useOrgCampaigns(orgId);
  const list = campaigns.data?.results.data;
  return (
    <>
      <PageHeader
        title="Campaigns"
        description="Your organisation's paid campaigns: invite creators, answer them, review their drafts and verify their results."
        actions={canModerate(role) ? <NewLink to="/studio/campaigns/new">New campaign</NewLink> : null}
      />
      {campaigns.error ? <ErrorPanel messages={errorMessages(campaigns.error)} onRetry={campaigns.reload} /> : null}
      {!list && campaigns.loading ? <Spinner label="Loading campaigns" /> : null}
      {list && !list.length ? (
        <EmptyPanel icon={Megaphone} title="No campaigns yet">
          Campaigns your organisation runs will show here{canModerate(role) ? ': start one with New campaign.' : '.'}
        </EmptyPanel>
      ) : null}
      {list?.length ? <CampaignsTable campaigns={list} /> : null}
    </>
  );
}

/** /studio/campaigns/new: editors and owners start a campaign, then land on its page (Pipeline, to invite). */
export function NewCampaignPage({ role }: StudioCampaignsProps) {
  const navigate = useNavigate();
  if (!canModerate(role)) return <Alert tone="info">Only an editor or owner of the organisation creates campaigns.</Alert>;
  return (
    <>
      <PageHeader eyebrow={<Link to="/studio/campaigns">Campaigns</Link>} title="New campaign" />
      <CampaignForm
        onSubmit={async (request) => (await postOrgCampaign(request)).results.data}
        onUploadContract={async (id, file, onProgress) => (await postCampaignContract(id, file, onProgress)).results.data}
        onDone={(c, uploadProblem) => navigate(`/studio/campaigns/${c.id}`, { state: { uploadProblem } })}
      />
    </>
  );
}

/** Budget, committed, To Be Paid, Paid and what is left: the campaign's money at a glance. */
export function CampaignSpend({ campaign: c }: { campaign: AdminCampaign }) {
  const left = remainingCents(c);
  const item = (label: string, value: string) => (
    <div>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <Spend aria-label="Spend">
      {item('Budget', c.budgetCents === null ? 'No budget' : formatUsd(c.budgetCents))}
      {item('Committed', formatUsd(c.spend.committedCents))}
      {left !== null ? item('Left to commit', formatUsd(left)) : null}
      {item('To Be Paid', formatUsd(c.spend.toBePaidCents))}
      {item('Paid', formatUsd(c.spend.paidCents))}
    </Spend>
  );
}

/** The creator's detail page's own parts, for the Preview. */
const creatorParts = { StepTracker, DetailSections, OfferSummary };

const InviteLink = styled(Link)`
  ${buttonStyles({ $variant: 'primary' })}
`;

/**
 * /studio/campaigns/:id: the campaign's title and money, and its tabs: Pipeline (first, with "Invite creators" for
 * editors), Details, Preview, Payments and Chat.
 */
export function CampaignPage({ orgId, role }: StudioCampaignsProps) {
  const id = Number(useParams().id);
  const uploadProblem = (useLocation().state as { uploadProblem?: string | null } | null)?.uploadProblem ?? null;
  const campaign = useOrgCampaign(orgId, id);
  const c = campaign.data?.results.data;
  if (!c && isNotFound(campaign.error))
    return (
      <EmptyPanel icon={Megaphone} title="Campaign not found" action={<Link to="/studio/campaigns">All campaigns</Link>}>
        This campaign is not one of your organisation&rsquo;s.
      </EmptyPanel>
    );
  if (!c && campaign.error) return <ErrorPanel messages={errorMessages(campaign.error)} onRetry={campaign.reload} />;
  if (!c) return <Spinner label="Loading the campaign" />;
  const editable = canModerate(role);
  const items: TabItem[] = [
    {
      id: 'pipeline',
      label: 'Pipeline',
      content: (
        <CampaignPipeline
          orgId={orgId}
          campaignId={c.id}
          role={role}
          onChanged={campaign.reload}
          actions={editable ? <InviteLink to={`/studio/creators?campaignId=${c.id}`}>Invite creators</InviteLink> : null}
        />
      ),
    },
    {
      id: 'details',
      label: 'Details',
      content: editable ? (
        <CampaignForm
          campaign={c}
          onSubmit={async (_request, changed) => (await patchCampaign(c.id, changed)).results.data}
          onUploadContract={async (cid, file, onProgress) => (await postCampaignContract(cid, file, onProgress)).results.data}
          onDone={campaign.reload}
        />
      ) : (
        <Alert tone="info">Only an editor or owner of the organisation changes the campaign. The Preview tab shows it as creators see it.</Alert>
      ),
    },
    { id: 'preview', label: 'Preview', content: <CampaignPreview campaign={c} creatorParts={creatorParts} /> },
    { id: 'payments', label: 'Payments', content: <CampaignPayments orgId={orgId} role={role} campaignId={c.id} /> },
    { id: 'chat', label: 'Chat', content: <CampaignChat orgId={orgId} role={role} campaignId={c.id} /> },
  ];
  return (
    <>
      <PageHeader eyebrow={<Link to="/studio/campaigns">Campaigns</Link>} title={c.title} description={`${c.brandName} · ${c.platform} · ${formatUsd(c.rateCents)} per creator`} />
      {uploadProblem ? (
        <Alert tone="warning" title="The campaign was created, but not its contract file">
          {uploadProblem} Try again in Details.
        </Alert>
      ) : null}
      <CampaignSpend campaign={c} />
      <Tabs label="Campaign" defaultValue="pipeline" items={items} />
    </>
  );
}

/** /studio/creators: find creators across the platform and invite them (to the campaign named in `?campaignId=`). */
export function CreatorsPage({ orgId, role }: StudioCampaignsProps) {
  const [params] = useSearchParams();
  const campaignId = Number(params.get('campaignId'));
  return (
    <>
      <PageHeader title="Find creators" description="Approved creators on every platform, by their audience, rates and how reliably they answer offers." />
      <CreatorSearch orgId={orgId} role={role} campaignId={Number.isInteger(campaignId) && campaignId > 0 ? campaignId : undefined} />
    </>
  );
}
