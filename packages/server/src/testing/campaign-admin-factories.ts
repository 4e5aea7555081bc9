import { campaignInput, OFFER_DEADLINE_MS, type CampaignInput, type OfferAction } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { campaignPayments, contactPlatforms, offerEvents, offers, paymentEmails } from '../db/schema.ts';
import { STAFF_SCOPE, type Scope } from '../lib/http.ts';
import { createCampaign } from '../repositories/campaign-admin.ts';
import { transitionOffer } from '../repositories/offer-transitions.ts';
import { makeOffer as makeOfferAt, multipart, sampleFiles } from './campaign-factories.ts';
import { makeContact } from './factories.ts';

let seq = 0;

/**
 * A campaign through the organiser's repository (TikTok, $150, a draft, no contract, no boost code unless given),
 * staff's (no organisation) unless a scope is given (an organisation's: its own).
 */
export async function makeCampaign(db: Db, input: Partial<CampaignInput> = {}, scope: Scope = STAFF_SCOPE) {
  return createCampaign(
    db,
    scope,
    campaignInput.parse({
      title: `Campaign ${++seq}`,
      platformId: 4,
      rateCents: 15_000,
      brandName: 'Test Brand',
      contactName: 'Casey Client',
      contactEmail: 'client@brand.test',
      ...input,
    }),
  );
}

/** A handle of a contact on a platform (TikTok unless given). */
export async function makeHandle(db: Db, contactId: number, platformId = 4) {
  const [row] = await db
    .insert(contactPlatforms)
    .values({ contactId, platformId, handle: `handle${++seq}`, followers: 1000, songRateCents: 10_000, brandRateCents: 20_000 })
    .returning();
  return row!;
}

/**
 * An invited offer (as the invite endpoint writes it, `invitedAt` back-dated by `ageMs`), moved on through
 * `transitionOffer` by `steps` (actions with their changes), as the creator and organiser would.
 */
export async function makeOffer(
  db: Db,
  opts: { campaignId: number; contactId: number; contactPlatformId: number; rateCents?: number; invitedAt?: Date },
  steps: (OfferAction | { action: OfferAction; changes?: Parameters<typeof transitionOffer>[1]['changes']; at?: Date })[] = [],
) {
  const invitedAt = opts.invitedAt ?? new Date();
  const [offer] = await db
    .insert(offers)
    .values({
      campaignId: opts.campaignId,
      contactId: opts.contactId,
      contactPlatformId: opts.contactPlatformId,
      rateCents: opts.rateCents ?? 15_000,
      invitedAt,
      respondBy: new Date(invitedAt.getTime() + OFFER_DEADLINE_MS),
    })
    .returning();
  await db.insert(offerEvents).values({ offerId: offer!.id, fromState: null, toState: 'invited', action: 'invite', at: invitedAt });
  for (const s of steps) {
    const step = typeof s === 'string' ? { action: s } : s;
    await db.transaction((tx) => transitionOffer(tx, { offerId: offer!.id, actorContactId: null, ...step, now: step.at }));
  }
  return offer!.id;
}

export async function confirmPaymentEmail(db: Db, contactId: number, email: string) {
  await db.insert(paymentEmails).values({ contactId, email, status: 'Confirmed', confirmedAt: new Date() });
}

// ---- The fuzz's valid requests for the organiser's campaign calls (routes/fuzz.test.ts) ----

export interface AdminCampaignFuzzFixtures {
  campaign: number;
  /** A TikTok handle not invited yet. */
  handle: number;
  /** An offer in the state each organiser step needs, by the step's path segment. */
  offers: Record<string, number>;
  /** A Pending payment whose creator has a confirmed payment email. */
  payment: number;
}

/** The state each organiser step needs, by its path segment. */
const stepStates = {
  'approve-draft': 'review',
  'reject-draft': 'review',
  'answer-request': 'negotiating',
  'accept-counter': 'countered',
  'reject-counter': 'countered',
  verify: 'verifying',
  complete: 'results',
  pull: 'invited',
} as const;

/** Built straight in the database (cheap: the fuzz makes a set per operation); the steps themselves are tested elsewhere. */
export async function adminCampaignFuzzFixtures(db: Db): Promise<AdminCampaignFuzzFixtures> {
  const c = await makeCampaign(db);
  const creator = await makeContact(db, { login: false });
  await confirmPaymentEmail(db, creator.id, `pay.${creator.email}`);
  const offers: Record<string, number> = {};
  for (const [path, state] of Object.entries(stepStates))
    offers[path] = (await makeOfferAt(db, { campaignId: c.id, contactId: creator.id, state, ...(state === 'countered' && { counterOfferCents: 25_000 }) })).id;
  const done = await makeOfferAt(db, { campaignId: c.id, contactId: creator.id, state: 'completed' });
  const [payment] = await db.insert(campaignPayments).values({ offerId: done.id, contactId: creator.id, amountCents: done.rateCents, status: 'Pending' }).returning({ id: campaignPayments.id });
  return { campaign: c.id, handle: (await makeHandle(db, creator.id)).id, offers, payment: payment!.id };
}

type AdminFx = { adminCampaigns: AdminCampaignFuzzFixtures; next(): number };

export const validAdminCampaignBodies: Record<string, (fx: AdminFx) => object> = {
  'POST /adminapi/campaigns': (fx) => ({
    title: `Fuzz campaign ${fx.next()}`,
    kind: 'brand',
    platformId: 4,
    rateCents: 25_000,
    imageUrl: 'https://example.test/cover.png',
    brandName: 'Fuzz Brand',
    brandLogoUrl: 'https://example.test/logo.png',
    contactName: 'Casey',
    contactEmail: 'casey@fuzz.test',
    sections: [{ header: 'Creative Direction', fields: [{ name: 'Concept', value: '<p>Dance</p>', valueDateTime: '2026-06-01T18:00:00Z' }] }],
    contractRequired: true,
    contractMessage: 'Sign it.',
    draftRequired: true,
    draftCaptionRequired: true,
    boostCode: 'Optional',
    boostInstruction: 'Paste the code.',
    liveDate: '2026-06-01',
  }),
  'PATCH /adminapi/campaigns/{id}': () => ({ rateCents: 30_000, boostCode: 'Yes', sections: [{ header: 'Notes', fields: [{ name: 'Tip', value: '<p>Smile</p>' }] }] }),
  'POST /adminapi/campaigns/{id}/invite': (fx) => ({ contactPlatformIds: [fx.adminCampaigns.handle], rateCents: 20_000 }),
  'POST /adminapi/offers/{id}/approve-draft': () => ({ feedbackNotes: '<p>Approved</p>' }),
  'POST /adminapi/offers/{id}/reject-draft': () => ({ feedbackNotes: '<p>Louder</p>' }),
  'POST /adminapi/offers/{id}/answer-request': () => ({ feedbackNotes: '<p>Yes</p>' }),
};

export const validAdminCampaignForms: Record<string, () => { payload: Buffer; headers: Record<string, string> }> = {
  'POST /adminapi/campaigns/{id}/contract': () => multipart({}, { name: 'contract.pdf', content: sampleFiles.pdf }),
};

/** The valid path value of an organiser campaign call, or undefined for other calls. */
export function adminCampaignPathValue(path: string, fx: AdminFx): string | undefined {
  if (path.startsWith('/adminapi/campaigns/{id}')) return String(fx.adminCampaigns.campaign);
  if (path.startsWith('/adminapi/campaign-payments/{id}')) return String(fx.adminCampaigns.payment);
  const step = /^\/adminapi\/offers\/\{id\}\/([a-z-]+)$/.exec(path)?.[1];
  return step ? String(fx.adminCampaigns.offers[step]) : undefined;
}
