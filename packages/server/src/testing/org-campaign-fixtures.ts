import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { CampaignInput, OfferState } from '@chorus/core';
import type { Config } from '../config.ts';
import type { Db } from '../db/open.ts';
import { campaignPayments, campaigns, files, offers } from '../db/schema.ts';
import { storageFromConfig } from '../plugins/storage.ts';
import { makeCampaign as makeAdminCampaign, confirmPaymentEmail } from './campaign-admin-factories.ts';
import { makeOffer, sampleFiles } from './campaign-factories.ts';
import { makeContact } from './factories.ts';
import type { MadeOrganisation } from './org-fixtures.ts';

// Campaigns of an organisation for the organiser studio's tests (issue 22): made as its members' creates are (in its
// scope), with offers in a given state, stored files on an offer, and payments To Be Paid.

let seq = 0;

/** A campaign of the organisation (TikTok, $150 unless given). */
export const orgCampaign = (db: Db, org: Pick<MadeOrganisation, 'scope'>, input: Partial<CampaignInput> = {}) => makeAdminCampaign(db, input, org.scope);

/** An offer in `state` of a fresh creator on a campaign of the organisation (a fresh campaign unless given). */
export async function orgOffer(db: Db, org: Pick<MadeOrganisation, 'scope'>, state: OfferState = 'invited', opts: { campaignId?: number; counterOfferCents?: number; rateCents?: number } = {}) {
  const campaignId = opts.campaignId ?? (await orgCampaign(db, org)).id;
  const creator = await makeContact(db, { login: false });
  const { campaignId: _c, ...fields } = opts;
  return makeOffer(db, { contactId: creator.id, campaignId, state, ...fields });
}

/** Stores `content` as a file of `kind` and answers its row. */
export async function storedFile(config: Config, db: Db, kind: 'draft' | 'contract' | 'results' | 'campaign_contract', content: Buffer = sampleFiles.pdf, contentType = 'application/pdf') {
  const key = `${kind}/studio-${++seq}-${Math.random().toString(36).slice(2)}`;
  await storageFromConfig(config).put(key, Readable.from([content]), contentType);
  const [row] = await db.insert(files).values({ kind, storageKey: key, contentType, sizeBytes: content.length, originalName: `${kind}.pdf` }).returning();
  return row!;
}

/** An offer of the organisation in results-verifying with its draft, signed contract and results screenshot stored, and a campaign contract. */
export async function offerWithFiles(config: Config, db: Db, org: Pick<MadeOrganisation, 'scope'>) {
  const offer = await orgOffer(db, org, 'verifying');
  const [draft, contract, results, campaignContract] = [
    await storedFile(config, db, 'draft', sampleFiles.pdf),
    await storedFile(config, db, 'contract', sampleFiles.pdf),
    await storedFile(config, db, 'results', sampleFiles.png, 'image/png'),
    await storedFile(config, db, 'campaign_contract', sampleFiles.pdf),
  ];
  await db.update(offers).set({ draftFileId: draft.id, contractFileId: contract.id, resultsFileId: results.id }).where(eq(offers.id, offer.id));
  await db.update(campaigns).set({ contractFileId: campaignContract.id }).where(eq(campaigns.id, offer.campaignId));
  return { offerId: offer.id, campaignId: offer.campaignId };
}

/** A campaign payment To Be Paid (a completed offer) of the organisation; its creator has a confirmed payment email unless `confirmed` is false. */
export async function orgPendingPayment(db: Db, org: Pick<MadeOrganisation, 'scope'>, { confirmed = true, campaignId }: { confirmed?: boolean; campaignId?: number } = {}) {
  const offer = await orgOffer(db, org, 'completed', { campaignId });
  if (confirmed) await confirmPaymentEmail(db, offer.contactId, `pay${++seq}.${offer.contactId}@pay.test`);
  const [payment] = await db.insert(campaignPayments).values({ offerId: offer.id, contactId: offer.contactId, amountCents: offer.rateCents, status: 'Pending' }).returning();
  return { paymentId: payment!.id, offerId: offer.id, campaignId: offer.campaignId, contactId: offer.contactId };
}
