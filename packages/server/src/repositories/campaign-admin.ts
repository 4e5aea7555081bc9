import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { campaignAdminMessages, platforms as platformList, uncommittedOfferStates, type AdminCampaign } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaignPayments, campaigns, contacts, files, offers, organisations, type CampaignSection } from '../db/schema.ts';
import type { FileRow } from '../lib/file-rules.ts';
import { badRequest, conflict, notFound, type Scope } from '../lib/http.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { displayName } from './contacts.ts';
import type { CampaignRow } from './offer-transitions.ts';
import { inScope, ofScope } from './tenancy.ts';

// The organiser's side of campaigns (issue 7; scoped to an organisation in issue 22): campaigns, their budget and
// spend, and their contract. Offers and the organiser's steps are offer-admin.ts; payments campaign-payment-admin.ts.
// Every function takes the scope first: another organisation's campaign is not found (404), as one that does not exist.

type NewCampaign = typeof campaigns.$inferInsert;
export type CampaignFields = Omit<NewCampaign, 'id' | 'uid' | 'createdAt' | 'updatedAt' | 'contractFileId'>;

export const platformName = (id: number) => platformList.find((p) => p.id === id)?.name ?? `Platform ${id}`;
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Creative direction is HTML from the organiser: cleaned on write, so every client may render it. */
const cleanSections = (sections: CampaignSection[]): CampaignSection[] =>
  sections.map((s) => ({
    header: s.header,
    fields: s.fields.map((f) => ({
      name: f.name,
      value: sanitizeRichText(f.value),
      ...(f.valueDateTime !== undefined && { valueDateTime: f.valueDateTime ? new Date(f.valueDateTime).toISOString() : null }),
    })),
  }));

type SectionInput = { header: string; fields: { name: string; value: string; valueDateTime?: Date | string | null }[] };
type CampaignWrite = Partial<Omit<CampaignFields, 'sections' | 'organisationId'>> & { sections?: SectionInput[] };

function toRow(input: CampaignWrite): Partial<CampaignFields> {
  const { sections, ...rest } = input;
  return {
    ...rest,
    ...(sections && {
      sections: cleanSections(
        sections.map((s) => ({ ...s, fields: s.fields.map((f) => ({ ...f, valueDateTime: f.valueDateTime instanceof Date ? f.valueDateTime.toISOString() : f.valueDateTime })) })),
      ),
    }),
  };
}

/** A campaign's offers by state and its spend. */
export interface CampaignStats {
  offers: Record<string, number>;
  spend: AdminCampaign['spend'];
}
const noStats = (): CampaignStats => ({ offers: {}, spend: { committedCents: 0, toBePaidCents: 0, paidCents: 0 } });

export function toAdminCampaign(c: CampaignRow, stats: CampaignStats = noStats()): AdminCampaign {
  return {
    id: c.id,
    uid: c.uid,
    title: c.title,
    kind: c.kind,
    platformId: c.platformId,
    platform: platformName(c.platformId),
    rateCents: c.rateCents,
    imageUrl: c.imageUrl,
    brandName: c.brandName,
    brandLogoUrl: c.brandLogoUrl,
    contactName: c.contactName,
    contactEmail: c.contactEmail,
    sections: c.sections,
    contractRequired: c.contractRequired,
    contractMessage: c.contractMessage,
    contractFileId: c.contractFileId,
    draftRequired: c.draftRequired,
    draftCaptionRequired: c.draftCaptionRequired,
    boostCode: c.boostCode,
    boostInstruction: c.boostInstruction,
    liveDate: iso(c.liveDate),
    budgetCents: c.budgetCents,
    spend: stats.spend,
    offers: stats.offers,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

const committing = (state: string) => !(uncommittedOfferStates as readonly string[]).includes(state);

/** Offers by state and the spend of each campaign: two grouped reads on the offers' and payments' campaign keys. */
async function campaignStats(db: Db | Tx, campaignIds: number[]): Promise<Map<number, CampaignStats>> {
  const out = new Map<number, CampaignStats>();
  if (!campaignIds.length) return out;
  const [byState, paid] = await Promise.all([
    db
      .select({ campaignId: offers.campaignId, state: offers.state, n: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${offers.rateCents}), 0)::bigint` })
      .from(offers)
      .where(inArray(offers.campaignId, campaignIds))
      .groupBy(offers.campaignId, offers.state),
    db
      .select({
        campaignId: offers.campaignId,
        toBePaid: sql<number>`coalesce(sum(${campaignPayments.amountCents}) filter (where ${campaignPayments.status} = 'Pending'), 0)::bigint`,
        paid: sql<number>`coalesce(sum(${campaignPayments.amountCents}) filter (where ${campaignPayments.status} = 'Paid'), 0)::bigint`,
      })
      .from(campaignPayments)
      .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
      .where(inArray(offers.campaignId, campaignIds))
      .groupBy(offers.campaignId),
  ]);
  const of = (id: number) => out.get(id) ?? (out.set(id, noStats()), out.get(id)!);
  for (const r of byState) {
    const s = of(r.campaignId);
    s.offers[r.state] = r.n;
    if (committing(r.state)) s.spend.committedCents += Number(r.cents);
  }
  for (const r of paid) {
    const s = of(r.campaignId);
    s.spend.toBePaidCents = Number(r.toBePaid);
    s.spend.paidCents = Number(r.paid);
  }
  return out;
}

/** What the campaign's offers commit now: the rates of every offer not declined, expired, failed or pulled. */
export async function committedCents(tx: Tx, campaignId: number): Promise<number> {
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${offers.rateCents}), 0)::bigint` })
    .from(offers)
    .where(and(eq(offers.campaignId, campaignId), notInArray(offers.state, [...uncommittedOfferStates])));
  return Number(row?.cents ?? 0);
}

/**
 * Locks the campaign's row (FOR UPDATE) within the scope, or 404. Every change that moves what a campaign commits
 * (invites, an accepted counter offer) or its budget takes it first, so two of them never both pass the budget.
 */
export async function lockCampaign(tx: Tx, scope: Scope, campaignId: number): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!row || !inScope(scope, row.organisationId)) throw notFound(campaignAdminMessages.campaignNotFound);
  return row;
}

type CreateInput = CampaignWrite & Pick<CampaignFields, 'title' | 'platformId' | 'rateCents'>;

/**
 * A new campaign. An organisation's (an /orgapi scope) is its own, and what it did not send of the brand and contact
 * is the organisation's: its name and logo, its contact email (else the member's), the member's name.
 */
export async function createCampaign(db: Db, scope: Scope, input: CreateInput, actorContactId: number | null = null) {
  const organisationId = scope.organisationId;
  let defaults: Partial<CampaignFields> = {};
  if (organisationId !== null) {
    const [org] = await db.select().from(organisations).where(eq(organisations.id, organisationId));
    const [actor] = actorContactId ? await db.select().from(contacts).where(eq(contacts.id, actorContactId)) : [];
    defaults = {
      brandName: org?.name,
      brandLogoUrl: org?.logoUrl ?? null,
      contactName: actor ? displayName(actor) || org?.name : org?.name,
      contactEmail: org?.contactEmail ?? actor?.emailPrimary ?? undefined,
    };
  }
  const values = { ...defaults, ...stripUndefined(toRow(input)), organisationId };
  if (!values.brandName || !values.contactName || !values.contactEmail) throw badRequest(campaignAdminMessages.brandRequired);
  const [row] = await db.insert(campaigns).values(values as NewCampaign).returning();
  return toAdminCampaign(row!);
}

const stripUndefined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Changes what is sent; a contract may only be required with a message or a contract file to read; a budget may not
 * be set below what the offers commit (decided under the campaign's lock, as invites are).
 */
export async function updateCampaign(db: Db, scope: Scope, id: number, patch: CampaignWrite) {
  return db.transaction(async (tx) => {
    const current = await lockCampaign(tx, scope, id);
    const next = { ...current, ...toRow(patch) };
    if (next.contractRequired && !next.contractMessage && !next.contractFileId) throw badRequest(campaignAdminMessages.contractMessageRequired);
    if (patch.budgetCents != null && patch.budgetCents !== current.budgetCents) {
      const committed = await committedCents(tx, id);
      if (patch.budgetCents < committed) throw conflict(campaignAdminMessages.budgetBelowCommitted(committed));
    }
    const [row] = await tx.update(campaigns).set({ ...toRow(patch), updatedAt: new Date() }).where(eq(campaigns.id, id)).returning();
    return toAdminCampaign(row!, (await campaignStats(tx, [id])).get(id));
  });
}

/** Points the campaign at its (new) contract file; returns the file it replaced, for the caller to delete. */
export async function setContractFile(db: Db, scope: Scope, id: number, fileId: number): Promise<{ campaign: AdminCampaign; replaced: number | null }> {
  return db.transaction(async (tx) => {
    const current = await lockCampaign(tx, scope, id);
    const [row] = await tx.update(campaigns).set({ contractFileId: fileId, updatedAt: new Date() }).where(eq(campaigns.id, id)).returning();
    return { campaign: toAdminCampaign(row!, (await campaignStats(tx, [id])).get(id)), replaced: current.contractFileId };
  });
}

export async function getCampaign(db: Db, scope: Scope, id: number) {
  const [row] = await db.select().from(campaigns).where(and(eq(campaigns.id, id), ofScope(scope, campaigns.organisationId)));
  if (!row) throw notFound(campaignAdminMessages.campaignNotFound);
  return toAdminCampaign(row, (await campaignStats(db, [id])).get(id));
}

export async function listCampaigns(db: Db, scope: Scope) {
  const rows = await db.select().from(campaigns).where(ofScope(scope, campaigns.organisationId)).orderBy(desc(campaigns.id));
  const stats = await campaignStats(db, rows.map((r) => r.id));
  return rows.map((r) => toAdminCampaign(r, stats.get(r.id)));
}

/** The campaign's own contract file (the one creators sign), or 404 outside the scope or without one. */
export async function campaignContractFile(db: Db, scope: Scope, id: number): Promise<FileRow> {
  const [row] = await db
    .select({ file: files })
    .from(campaigns)
    .innerJoin(files, eq(files.id, campaigns.contractFileId))
    .where(and(eq(campaigns.id, id), ofScope(scope, campaigns.organisationId)));
  if (!row || row.file.deletedAt) throw notFound(campaignAdminMessages.offerFileNotFound);
  return row.file;
}
