import type { CampaignDetail } from '@chorus/core';
import { Badge, Loading, mediaUp, SkeletonBlock } from '@chorus/ui';
import { ArrowLeft, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { EmptyPanel } from '../../../components/feedback/empty-panel.tsx';
import { ErrorPanel } from '../../../components/feedback/error-panel.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageTabs } from '../../../components/page-tabs.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { errorMessages, isNotFound } from '../../../hooks/use-query.ts';
import { useTabParam } from '../../../hooks/use-tab-param.ts';
import type { OfferRef } from '../api/campaigns.ts';
import { useCampaign } from '../hooks/use-campaigns.ts';
import { BrandCard } from './brand-card.tsx';
import { DetailSections } from './detail-sections.tsx';
import { DraftPanel } from './draft-panel.tsx';
import { NotifyPanel } from './notify-panel.tsx';
import { OfferSummary } from './offer-summary.tsx';
import { ReportPanel } from './report-panel.tsx';
import { RespondPanel } from './respond-panel.tsx';
import { StatusBanner } from './status-banner.tsx';
import { StepTracker } from './step-tracker.tsx';

const Layout = styled.div`
  display: grid;
  gap: 20px;
  ${mediaUp('lg')} {
    grid-template-columns: minmax(0, 1fr) 300px;
    align-items: start;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  color: inherit;
`;

const SectionTitle = styled.h2`
  font-size: 1.125rem;
  margin-bottom: 10px;
`;

/** The stage's action panel, chosen by Row_Buttons.ButtonType (campaigns.md §4). */
function StageActions({ campaign, offer, onChanged }: { campaign: CampaignDetail; offer: OfferRef; onChanged: () => void }) {
  if (campaign.State === 'negotiating') return <RespondPanel campaign={campaign} offer={offer} onChanged={onChanged} />;
  switch (campaign.Row_Buttons.ButtonType) {
    case 'AcceptDecline':
      return <RespondPanel campaign={campaign} offer={offer} onChanged={onChanged} />;
    case 'Draft':
      return <DraftPanel campaign={campaign} offer={offer} onChanged={onChanged} />;
    case 'Notify':
      return <NotifyPanel campaign={campaign} offer={offer} onChanged={onChanged} />;
    case 'Report':
      return <ReportPanel campaign={campaign} offer={offer} onChanged={onChanged} />;
    default:
      return campaign.State === 'verifying' ? <ReportPanel campaign={campaign} offer={offer} onChanged={onChanged} /> : null;
  }
}

function Overview({ campaign: c, offer, onChanged, helpWanted }: { campaign: CampaignDetail; offer: OfferRef; onChanged: () => void; helpWanted: ReactNode }) {
  return (
    <Layout>
      <Main>
        <StatusBanner campaign={c} />
        <OfferSummary
          image={c.Image}
          facts={[
            { label: 'Handle', value: c.Handle },
            { label: 'Platform', value: c.Platform },
            { label: 'Payment', value: c.PostPayment },
            ...(c.PostDeadline.DeadlineDateTime ? [{ label: 'Deadline', value: c.PostDeadline.DeadlineText, wide: true }] : []),
          ]}
        />
        <section aria-labelledby="campaign-steps-title">
          <SectionTitle id="campaign-steps-title">Progress</SectionTitle>
          <StepTracker available={c.Step.Available} current={c.Step.Current} />
        </section>
        <StageActions campaign={c} offer={offer} onChanged={onChanged} />
        {c.Row_CampaignDetails.length ? (
          <section aria-labelledby="campaign-details-title">
            <SectionTitle id="campaign-details-title">Campaign details</SectionTitle>
            <DetailSections sections={c.Row_CampaignDetails} />
          </section>
        ) : null}
        <section aria-labelledby="help-wanted-title">
          <SectionTitle id="help-wanted-title">Help Wanted</SectionTitle>
          {helpWanted}
        </section>
      </Main>
      <Side>
        <BrandCard campaign={c} offer={offer} />
      </Side>
    </Layout>
  );
}

const tabs = ['overview', 'chat'] as const;

export interface CampaignPageProps {
  /** null when the address has no valid PostID and UID. */
  offer: OfferRef | null;
  /** The Chat tab's content for this campaign (the app composes it from the chat feature). */
  chat?: (campaign: { CampaignID: number; CampaignTitle: string }) => ReactNode;
  /** The Help Wanted grid with Apply Now (campaigns.md §2; the app composes it from the dashboard feature). */
  helpWanted?: ReactNode;
}

/** /detail?PostID&UID: tabs Campaign Overview and Chat; every action reloads the offer (data and steps). */
export function CampaignPage({ offer, chat, helpWanted = null }: CampaignPageProps) {
  const query = useCampaign(offer);
  const [tab, setTab] = useTabParam(tabs, 'overview');
  const c = query.data;
  useDocumentTitle(c ? c.CampaignTitle : 'Campaign');
  const back = (
    <Back to="/campaigns">
      <ArrowLeft size={16} aria-hidden="true" /> Campaigns
    </Back>
  );

  if (!offer || isNotFound(query.error))
    return (
      <>
        <PageHeader eyebrow={back} title="Campaign not found" />
        <EmptyPanel icon={SearchX} title="We could not find this offer">
          The link may be incomplete, or the offer belongs to another account.
        </EmptyPanel>
      </>
    );
  if (!c && query.error)
    return (
      <>
        <PageHeader eyebrow={back} title="Campaign" />
        <ErrorPanel title="We could not load this campaign" messages={errorMessages(query.error)} onRetry={query.reload} />
      </>
    );
  if (!c)
    return (
      <Loading label="Loading campaign">
        <SkeletonBlock $h="44px" $w="50%" />
        <SkeletonBlock $h="120px" />
        <SkeletonBlock $h="200px" />
      </Loading>
    );

  return (
    <>
      <PageHeader
        eyebrow={back}
        title={c.CampaignTitle}
        description={c.OutcomeLabel ? <Badge tone={c.State === 'completed' ? 'success' : 'neutral'}>{c.OutcomeLabel}</Badge> : undefined}
      />
      <PageTabs
        label="Campaign"
        value={tab}
        onValueChange={(id) => setTab(id as (typeof tabs)[number])}
        items={[
          { id: 'overview', label: 'Campaign Overview', content: <Overview campaign={c} offer={offer} onChanged={query.reload} helpWanted={helpWanted} /> },
          {
            id: 'chat',
            label: 'Chat',
            content: chat?.(c) ?? null,
          },
        ]}
      />
    </>
  );
}
