import { campaignAdminMessages, type AdminCampaign, type CampaignPatch } from '@chorus/core';
import { centsOf, dollarsOf } from './campaign-labels.ts';

// The campaign form's model (campaign-form.tsx): what the organiser types (a Draft), the draft of a saved campaign,
// the request a draft makes (or what is wrong with it), and the fields an edit changed.

export interface SectionDraft {
  header: string;
  fields: { name: string; value: string; valueDateTime?: string | null }[];
}

export interface CampaignDraft {
  title: string;
  kind: 'song' | 'brand';
  platformId: string;
  /** Dollars, as typed. */
  rate: string;
  /** Dollars, as typed; empty: no budget. */
  budget: string;
  brandName: string;
  contactName: string;
  contactEmail: string;
  sections: SectionDraft[];
  contractRequired: boolean;
  contractMessage: string;
  draftRequired: boolean;
  draftCaptionRequired: boolean;
  boostCode: 'Yes' | 'Optional' | 'No';
  boostInstruction: string;
  /** YYYY-MM-DD, or empty. */
  liveDate: string;
  imageUrl: string;
}

/** Every field of a campaign as the form sends it (a patch with every key). */
export type CampaignRequest = Required<Pick<CampaignPatch, 'title' | 'kind' | 'platformId' | 'rateCents' | 'sections' | 'contractRequired' | 'draftRequired' | 'draftCaptionRequired' | 'boostCode'>> & {
  budgetCents: number | null;
  brandName?: string;
  contactName?: string;
  contactEmail?: string;
  contractMessage: string | null;
  boostInstruction: string | null;
  liveDate: string | null;
  imageUrl: string | null;
};

/** A new campaign: a TikTok song campaign that asks for a draft (the server's defaults). */
export const blankCampaign = (): CampaignDraft => ({
  title: '',
  kind: 'song',
  platformId: '4',
  rate: '',
  budget: '',
  brandName: '',
  contactName: '',
  contactEmail: '',
  sections: [],
  contractRequired: false,
  contractMessage: '',
  draftRequired: true,
  draftCaptionRequired: false,
  boostCode: 'No',
  boostInstruction: '',
  liveDate: '',
  imageUrl: '',
});

export const draftOfCampaign = (c: AdminCampaign): CampaignDraft => ({
  title: c.title,
  kind: c.kind,
  platformId: String(c.platformId),
  rate: dollarsOf(c.rateCents),
  budget: dollarsOf(c.budgetCents),
  brandName: c.brandName,
  contactName: c.contactName,
  contactEmail: c.contactEmail,
  sections: c.sections.map((s) => ({ header: s.header, fields: s.fields.map((f) => ({ ...f })) })),
  contractRequired: c.contractRequired,
  contractMessage: c.contractMessage ?? '',
  draftRequired: c.draftRequired,
  draftCaptionRequired: c.draftCaptionRequired,
  boostCode: c.boostCode,
  boostInstruction: c.boostInstruction ?? '',
  liveDate: c.liveDate ? c.liveDate.slice(0, 10) : '',
  imageUrl: c.imageUrl ?? '',
});

export type DraftErrors = Partial<Record<'title' | 'rate' | 'budget' | 'contractMessage', string>>;

const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The request a draft makes, or what is wrong with it (by field). Brand and contact left empty are the organisation's. */
export function campaignRequest(d: CampaignDraft): { request: CampaignRequest; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const rateCents = centsOf(d.rate);
  const budgetCents = centsOf(d.budget);
  if (!d.title.trim()) errors.title = 'Title is required';
  if (rateCents === null || rateCents === undefined) errors.rate = 'Give the rate in dollars, like 250 or 250.50.';
  if (budgetCents === undefined || budgetCents === 0) errors.budget = 'Give the budget in dollars above 0, or leave it empty for no budget.';
  if (d.contractRequired && !d.contractMessage.trim()) errors.contractMessage = campaignAdminMessages.contractMessageRequired;
  const request: CampaignRequest = {
    title: d.title.trim(),
    kind: d.kind,
    platformId: Number(d.platformId),
    rateCents: rateCents ?? 0,
    budgetCents: budgetCents ?? null,
    ...(d.brandName.trim() && { brandName: d.brandName.trim() }),
    ...(d.contactName.trim() && { contactName: d.contactName.trim() }),
    ...(d.contactEmail.trim() && { contactEmail: d.contactEmail.trim() }),
    sections: d.sections.map((s) => ({
      header: s.header.trim(),
      fields: s.fields.map((f) => ({ name: f.name.trim(), value: f.value, ...(f.valueDateTime && { valueDateTime: f.valueDateTime }) })),
    })),
    contractRequired: d.contractRequired,
    contractMessage: orNull(d.contractMessage),
    draftRequired: d.draftRequired,
    draftCaptionRequired: d.draftCaptionRequired,
    boostCode: d.boostCode,
    boostInstruction: orNull(d.boostInstruction),
    liveDate: d.liveDate || null,
    imageUrl: orNull(d.imageUrl),
  };
  return { request, errors };
}

/** What an edit changed: only those keys are sent (a patch). */
export function changedCampaignFields(saved: CampaignRequest, now: CampaignRequest): CampaignPatch {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(now) as (keyof CampaignRequest)[]) {
    if (JSON.stringify(saved[key]) !== JSON.stringify(now[key])) out[key] = now[key];
  }
  return out as CampaignPatch;
}
