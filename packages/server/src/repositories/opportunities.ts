import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  applicationAnswers,
  homeMessages as m,
  type AdminOpportunity,
  type ApplyToHelpWantedBody,
  type ExploreOpportunity,
  type HelpWantedItem,
  type OpportunityBody,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { contactPlatforms, contacts, opportunities, opportunityApplications, opportunityFields, platforms } from '../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../lib/http.ts';
import { signLinkToken } from '../lib/link-secret.ts';
import { displayName, type ContactRow } from './contacts.ts';

type OpportunityRow = typeof opportunities.$inferSelect;
type FieldRow = typeof opportunityFields.$inferSelect;

/** Open: active and not past its end date. */
const openNow = (now: Date) => and(eq(opportunities.active, true), or(isNull(opportunities.endDate), gt(opportunities.endDate, now)));

async function fieldsOf(db: Db | Tx, ids: number[]): Promise<FieldRow[]> {
  if (!ids.length) return [];
  return db.select().from(opportunityFields).where(inArray(opportunityFields.opportunityId, ids)).orderBy(asc(opportunityFields.sortOrder), asc(opportunityFields.id));
}

async function openOpportunities(db: Db, now: Date) {
  return db.select().from(opportunities).where(openNow(now)).orderBy(sql`${opportunities.endDate} asc nulls last`, desc(opportunities.id));
}

/** GET helpwanted: open opportunities with their fields, and whether the contact applied. */
export async function helpWanted(db: Db, contactId: number, now = new Date()): Promise<HelpWantedItem[]> {
  const rows = await openOpportunities(db, now);
  const ids = rows.map((r) => r.id);
  const fields = await fieldsOf(db, ids);
  const applied = ids.length
    ? await db
        .select({ id: opportunityApplications.opportunityId })
        .from(opportunityApplications)
        .where(and(eq(opportunityApplications.contactId, contactId), inArray(opportunityApplications.opportunityId, ids)))
    : [];
  return rows.map((o) => ({
    id: o.id,
    ExploreSurveyID: o.id,
    ExploreSurveyTitle_ExternalPublic: o.publicTitle,
    ExploreSurvey_HeaderOrListShortDescription: o.shortDescription,
    ExploreSurvey_ImageURLLocation: o.imageUrl,
    SocialMedia_ImageURL: o.imageUrl,
    PrimaryLogoURL: o.logoUrl,
    ConnectedPartnerName: o.partnerName,
    PlatformID: o.platformId,
    ExploreSurveyEndDate: o.endDate?.toISOString() ?? null,
    Applied: applied.some((a) => a.id === o.id),
    fields: fields
      .filter((f) => f.opportunityId === o.id)
      .map((f) => ({ ExploreSurveyFieldID: f.id, FieldLabel: f.label, FieldName: f.name })),
  }));
}

/** GET explore: open opportunities with their signed encryptedID (opportunity, contact) and uid. */
export async function explore(db: Db, contactId: number, secret: Buffer, now = new Date()): Promise<ExploreOpportunity[]> {
  const rows = await openOpportunities(db, now);
  return rows.map((o) => ({
    ExploreSurveyID: o.id,
    ExploreSurveyTitle_ExternalPublic: o.publicTitle,
    ExploreSurveyDescription: o.description || o.shortDescription,
    ExploreSurveyEndDate: o.endDate?.toISOString() ?? null,
    ExploreSurvey_ImageURLLocation: o.imageUrl,
    ExploreSurveyURL: o.surveyUrl,
    encryptedID: signLinkToken(secret, o.id, contactId),
    ExploreSurveyUID: o.uid,
  }));
}

/**
 * POST apply-to-help-wanted. The applicant is the acting creator (ContactID must be theirs), with one of their
 * handles; every field of the opportunity answered. One application per creator per opportunity: the insert
 * does nothing on the unique index's conflict, so of 50 requests at once exactly one is stored and the others
 * answer 409.
 */
export async function apply(db: Db, acting: ContactRow, b: ApplyToHelpWantedBody, now = new Date()): Promise<void> {
  if (Number(b.ContactID) !== acting.id) throw forbidden(m.notYourAccount);
  // A manager acting as themself applies for nobody: switch into the creator first. An organisation's member is no
  // creator either (issue 21). (Staff may try their own form with a handle.)
  if (acting.contactType === 'manager' || acting.contactType === 'organiser') throw forbidden(m.creatorsOnly);
  const id = Number(b.ExploreSurveyID);
  const [o] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  if (!o) throw notFound(m.opportunityNotFound);
  if (!o.active || (o.endDate && o.endDate.getTime() <= now.getTime())) throw conflict(m.opportunityClosed);
  const fields = await fieldsOf(db, [id]);
  const answers = applicationAnswers(
    fields.map((f) => f.name),
    b.ExploreSurveyResponseJSON,
  );
  if (!answers) throw badRequest(m.fillEveryField);
  const [handle] = await db
    .select()
    .from(contactPlatforms)
    .where(and(eq(contactPlatforms.id, Number(b.ContactPlatformID)), eq(contactPlatforms.contactId, acting.id)));
  if (!handle) throw badRequest(m.oneHandle);
  const inserted = await db
    .insert(opportunityApplications)
    .values({ opportunityId: id, contactId: acting.id, contactPlatformId: handle.id, handle: handle.handle, email: b.EmailAddress, responses: answers })
    .onConflictDoNothing()
    .returning({ id: opportunityApplications.id });
  if (!inserted.length) throw conflict(m.alreadyApplied);
}

// ---- Organiser ----

function toAdmin(o: OpportunityRow, fields: FieldRow[], applications: number): AdminOpportunity {
  return {
    id: o.id,
    uid: o.uid,
    title: o.title,
    publicTitle: o.publicTitle,
    shortDescription: o.shortDescription,
    description: o.description,
    imageUrl: o.imageUrl,
    logoUrl: o.logoUrl,
    partnerName: o.partnerName,
    platformId: o.platformId,
    endDate: o.endDate?.toISOString() ?? null,
    surveyUrl: o.surveyUrl,
    active: o.active,
    applications,
    fields: fields.filter((f) => f.opportunityId === o.id).map((f) => ({ id: f.id, label: f.label, name: f.name, order: f.sortOrder })),
  };
}

export async function listForOrganiser(db: Db): Promise<AdminOpportunity[]> {
  const rows = await db.select().from(opportunities).orderBy(desc(opportunities.id));
  const fields = await fieldsOf(db, rows.map((r) => r.id));
  const counts = await db
    .select({ id: opportunityApplications.opportunityId, n: count() })
    .from(opportunityApplications)
    .groupBy(opportunityApplications.opportunityId);
  return rows.map((o) => toAdmin(o, fields, counts.find((c) => c.id === o.id)?.n ?? 0));
}

export async function opportunityForOrganiser(db: Db | Tx, id: number): Promise<AdminOpportunity> {
  const [o] = await db.select().from(opportunities).where(eq(opportunities.id, id));
  if (!o) throw notFound(m.opportunityNotFound);
  const [c] = await db.select({ n: count() }).from(opportunityApplications).where(eq(opportunityApplications.opportunityId, id));
  return toAdmin(o, await fieldsOf(db, [id]), c?.n ?? 0);
}

function assertDistinctNames(b: OpportunityBody) {
  const names = b.fields.map((f) => f.name.toLowerCase());
  if (new Set(names).size !== names.length) throw badRequest('Field names must be different');
}

const columns = (b: OpportunityBody) => ({
  title: b.title,
  publicTitle: b.publicTitle,
  shortDescription: b.shortDescription,
  description: b.description,
  imageUrl: b.imageUrl ?? null,
  logoUrl: b.logoUrl ?? null,
  partnerName: b.partnerName ?? null,
  platformId: b.platformId,
  endDate: b.endDate ?? null,
  surveyUrl: b.surveyUrl ?? null,
  active: b.active,
});

async function assertPlatform(db: Db | Tx, id: number) {
  const [p] = await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, id));
  if (!p) throw badRequest('Unknown platform');
}

export async function createOpportunity(db: Db, b: OpportunityBody): Promise<AdminOpportunity> {
  assertDistinctNames(b);
  return db.transaction(async (tx) => {
    await assertPlatform(tx, b.platformId);
    const [o] = await tx.insert(opportunities).values(columns(b)).returning();
    if (b.fields.length) await tx.insert(opportunityFields).values(b.fields.map((f, i) => ({ opportunityId: o!.id, label: f.label, name: f.name, sortOrder: i })));
    return opportunityForOrganiser(tx, o!.id);
  });
}

/** Replaces the opportunity and its fields (answers already given keep their own copy in `responses`). */
export async function updateOpportunity(db: Db, id: number, b: OpportunityBody): Promise<AdminOpportunity> {
  assertDistinctNames(b);
  return db.transaction(async (tx) => {
    await assertPlatform(tx, b.platformId);
    const [o] = await tx.update(opportunities).set({ ...columns(b), updatedAt: new Date() }).where(eq(opportunities.id, id)).returning();
    if (!o) throw notFound(m.opportunityNotFound);
    await tx.delete(opportunityFields).where(eq(opportunityFields.opportunityId, id));
    if (b.fields.length) await tx.insert(opportunityFields).values(b.fields.map((f, i) => ({ opportunityId: id, label: f.label, name: f.name, sortOrder: i })));
    return opportunityForOrganiser(tx, id);
  });
}

export async function deleteOpportunity(db: Db, id: number): Promise<void> {
  const removed = await db.delete(opportunities).where(eq(opportunities.id, id)).returning({ id: opportunities.id });
  if (!removed.length) throw notFound(m.opportunityNotFound);
}

export async function applicationsOf(db: Db, id: number) {
  await opportunityForOrganiser(db, id);
  const rows = await db
    .select({ a: opportunityApplications, c: contacts, platform: platforms.name })
    .from(opportunityApplications)
    .innerJoin(contacts, eq(contacts.id, opportunityApplications.contactId))
    .leftJoin(contactPlatforms, eq(contactPlatforms.id, opportunityApplications.contactPlatformId))
    .leftJoin(platforms, eq(platforms.id, contactPlatforms.platformId))
    .where(eq(opportunityApplications.opportunityId, id))
    .orderBy(asc(opportunityApplications.id));
  return rows.map(({ a, c, platform }) => ({
    id: a.id,
    contactId: c.id,
    contactName: displayName(c),
    handle: a.handle,
    platform: platform ?? '',
    email: a.email,
    responses: a.responses,
    createdAt: a.createdAt.toISOString(),
  }));
}
