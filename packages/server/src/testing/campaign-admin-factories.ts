import { campaignInput, OFFER_DEADLINE_MS, type CampaignInput, type OfferAction } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { contactPlatforms, offerEvents, offers, paymentEmails } from '../db/schema.ts';
import { STAFF_SCOPE, type Scope } from '../lib/http.ts';
import { createCampaign } from '../repositories/campaign-admin.ts';
import { transitionOffer } from '../repositories/offer-transitions.ts';

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
