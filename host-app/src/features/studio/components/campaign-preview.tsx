import { DEFAULT_BOOST_INSTRUCTION, formatDate, formatUsd, offerSteps, type AdminCampaign, type CampaignDetail } from '@chorus/core';
import { Avatar, Card, FallbackImage, token } from '@chorus/ui';
import type { ComponentType, ReactNode } from 'react';
import { styled } from 'styled-components';
import { campaignContractUrl } from '../api/studio-campaigns.ts';

const Layout = styled.div`
  display: grid;
  gap: 20px;
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1fr) 280px;
    align-items: start;
  }
  h3 {
    font-size: 1.0625rem;
    margin: 0 0 10px;
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  min-width: 0;
`;

const Who = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-weight: 700;
  img {
    width: 48px;
    height: 48px;
    border-radius: 12px;
    object-fit: contain;
  }
`;

const Lead = styled.p`
  margin: 0 0 14px;
  color: ${token('color-text-muted')};
`;

/**
 * The creator's detail page (CampaignDetail) of a fresh invite to this campaign, built from the studio's campaign:
 * what the preview renders with the creator side's own components.
 */
export function previewDetail(c: AdminCampaign): CampaignDetail {
  const rules = { contractRequired: c.contractRequired, draftRequired: c.draftRequired, draftCaptionRequired: c.draftCaptionRequired, boostCode: c.boostCode };
  return {
    PostID: 0,
    UID: '',
    CampaignID: c.id,
    CampaignTitle: c.title,
    State: 'invited',
    Platform: c.platform,
    Handle: 'your handle',
    Image: c.imageUrl,
    Row_Buttons: { ButtonType: 'AcceptDecline', ButtonSubText: 'Respond by', ButtonDateTime: null },
    Step: offerSteps('invited', rules),
    PostDeadline: { DeadlineText: 'Respond within 48 hours of the invite', DeadlineDate: null, DeadlineDateTime: null },
    OutcomeLabel: '',
    FailedExplanation: null,
    PostPayment: formatUsd(c.rateCents),
    PaymentCents: c.rateCents,
    PaymentStatus: null,
    DraftRequired: c.draftRequired,
    DraftCaptionRequired: c.draftCaptionRequired,
    DraftSubmitted: false,
    DraftDecision: null,
    Draft: null,
    FeedbackNotes: null,
    IsPostBoostCodeRequired: c.boostCode,
    SubmittedBoostCode: null,
    PostUrl: null,
    ResultsSubmitted: false,
    Contract: { IsRequired: c.contractRequired, Details: { Link: c.contractFileId !== null ? campaignContractUrl(c.id) : null, Message: c.contractMessage }, SignedContractUrl: null },
    Branding: { SecondaryLogoURL: c.brandLogoUrl, ConnectedPartnerName: c.brandName },
    Row_CampaignDetails: c.sections.map((s) => ({
      Row_CampaignDetails_Header: s.header,
      Fields: s.fields.map((f) => ({ FieldName: f.name, FieldValue: f.value, FieldValueDateTime: f.valueDateTime ?? null })),
    })),
    DeclineID: null,
    DeclineReason: null,
    CounterOfferCents: null,
    ChangesRequested: null,
    LatestAnswer: null,
    Score_ResponseRate_Invite: null,
  };
}

export interface CampaignPreviewProps {
  campaign: AdminCampaign;
  /** The creator side's own step tracker, detail sections and offer summary (features/campaigns), passed in by the app: features do not import each other. */
  creatorParts: {
    StepTracker: ComponentType<{ available: string[]; current: string }>;
    DetailSections: ComponentType<{ sections: CampaignDetail['Row_CampaignDetails'] }>;
    OfferSummary: ComponentType<{ image: string | null; facts: { label: string; value: ReactNode; wide?: boolean }[] }>;
  };
}

/**
 * The campaign as a creator's detail page shows a fresh invite (read-only): the payment and platform, the steps, what
 * the creator must hand in, the brief's sections (as the server sanitized them when saved) and the brand.
 */
export function CampaignPreview({ campaign, creatorParts: { StepTracker, DetailSections, OfferSummary } }: CampaignPreviewProps) {
  const c = previewDetail(campaign);
  return (
    <section aria-labelledby="campaign-preview-heading">
      <h2 id="campaign-preview-heading">Preview</h2>
      <Lead>What a creator sees when invited (saved changes only). The creator accepts, asks for changes, counters or declines here.</Lead>
      <Layout>
        <Column>
          <OfferSummary
            image={c.Image}
            facts={[
              { label: 'Campaign', value: c.CampaignTitle },
              { label: 'Platform', value: c.Platform },
              { label: 'Payment', value: c.PostPayment },
              { label: 'Deadline', value: c.PostDeadline.DeadlineText },
            ]}
          />
          <section aria-labelledby="preview-steps">
            <h3 id="preview-steps">Progress</h3>
            <StepTracker available={c.Step.Available} current={c.Step.Current} />
          </section>
          <section aria-labelledby="preview-asks">
            <h3 id="preview-asks">What the creator hands in</h3>
            <ul>
              {c.Contract.IsRequired ? (
                <li>
                  A signed contract{c.Contract.Details.Message ? `: ${c.Contract.Details.Message}` : ''}
                  {c.Contract.Details.Link ? (
                    <>
                      {' '}
                      (<a href={c.Contract.Details.Link} target="_blank" rel="noopener noreferrer">the contract file</a>)
                    </>
                  ) : null}
                </li>
              ) : null}
              {c.DraftRequired ? <li>A draft for your review{c.DraftCaptionRequired ? ', with its caption' : ''}</li> : null}
              <li>The post&rsquo;s URL{campaign.liveDate ? `, live from ${formatDate(campaign.liveDate, { timeZone: 'UTC' })}` : ''}</li>
              {c.IsPostBoostCodeRequired !== 'No' ? (
                <li>
                  A boost code ({c.IsPostBoostCodeRequired === 'Yes' ? 'required' : 'optional'}): {campaign.boostInstruction ?? DEFAULT_BOOST_INSTRUCTION}
                </li>
              ) : null}
              <li>The results, with a screenshot</li>
            </ul>
          </section>
          {c.Row_CampaignDetails.length ? (
            <section aria-labelledby="preview-details">
              <h3 id="preview-details">Campaign details</h3>
              <DetailSections sections={c.Row_CampaignDetails} />
            </section>
          ) : null}
        </Column>
        <Card>
          <h3>Offered by</h3>
          <Who>
            <FallbackImage src={c.Branding.SecondaryLogoURL} alt="" fallback={<Avatar name={c.Branding.ConnectedPartnerName} size={48} />} />
            <span>{c.Branding.ConnectedPartnerName}</span>
          </Who>
        </Card>
      </Layout>
    </section>
  );
}
