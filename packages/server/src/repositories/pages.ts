import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { legalTypes, type FaqItem, type LegalApprovalEntry, type LegalDocument, type LegalType } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaigns, contactMessages, contactMessageKinds, faqs, legalApprovals, legalDocuments, marketingSignups, offers } from '../db/schema.ts';
import { renderMail } from '../lib/mail-templates.ts';
import { sanitizeRichText } from '../lib/sanitize.ts';
import { enqueueMail } from '../plugins/mail.ts';

// ---- FAQ ----

const toFaq = (r: typeof faqs.$inferSelect): FaqItem => ({
  FaqID: r.id,
  Question: r.question,
  subtext: r.subtext,
  // Stored clean (seed/pages.ts); cleaned again on the way out so a row edited in the database cannot carry script.
  Answer: sanitizeRichText(r.answer),
});

/** The active questions of a list, in order; with `faqId`, that one question (of that list when `type` is given). */
export async function listFaqs(db: Db, { type, faqId }: { type?: 'account' | 'public'; faqId?: number }): Promise<FaqItem[]> {
  const where = and(eq(faqs.active, true), type ? eq(faqs.type, type) : undefined, faqId ? eq(faqs.id, faqId) : undefined);
  const rows = await db.select().from(faqs).where(where).orderBy(asc(faqs.sortOrder), asc(faqs.id));
  return rows.map(toFaq);
}

// ---- Legal documents ----

type LegalRow = typeof legalDocuments.$inferSelect;

const toLegal = (r: LegalRow): LegalDocument => ({
  LegalID: r.id,
  Type: r.type,
  Version: r.version,
  Information: sanitizeRichText(r.information),
  PublishedAt: r.publishedAt.toISOString(),
});

async function currentRow(db: Db | Tx, type: LegalType): Promise<LegalRow | undefined> {
  const [row] = await db.select().from(legalDocuments).where(eq(legalDocuments.type, type)).orderBy(desc(legalDocuments.version)).limit(1);
  return row;
}

/** The current (newest) version of a legal document, or undefined when none is published. */
export async function currentLegal(db: Db, type: LegalType): Promise<LegalDocument | undefined> {
  const row = await currentRow(db, type);
  return row && toLegal(row);
}

export type AcceptLegalResult = 'accepted' | 'not-found' | 'stale';

/**
 * Records that `contactId` accepted document `legalId` (with the spec's `optout` flag). Only the current version
 * may be accepted: a page left open while a new version was published answers 'stale', so nobody accepts a text
 * they did not see. Accepting again changes nothing.
 */
export async function acceptLegal(db: Db, contactId: number, legalId: number, optout: boolean): Promise<AcceptLegalResult> {
  return db.transaction(async (tx) => {
    const [doc] = await tx.select().from(legalDocuments).where(eq(legalDocuments.id, legalId));
    if (!doc) return 'not-found';
    const current = await currentRow(tx, doc.type);
    if (current?.id !== doc.id) return 'stale';
    await tx.insert(legalApprovals).values({ contactId, documentId: doc.id, optout }).onConflictDoNothing();
    return 'accepted';
  });
}

/**
 * The home call's `LegalApprovalStatus`: one entry per published document type (Terms of Service, then Privacy
 * Policy), each saying whether the contact still has to accept its current version. Publishing a new version
 * asks everyone again.
 */
export async function legalApprovalStatus(db: Db | Tx, contactId: number): Promise<LegalApprovalEntry[]> {
  const rows = await db
    .selectDistinctOn([legalDocuments.type], {
      id: legalDocuments.id,
      type: legalDocuments.type,
      version: legalDocuments.version,
      acceptedAt: legalApprovals.acceptedAt,
    })
    .from(legalDocuments)
    .leftJoin(legalApprovals, and(eq(legalApprovals.documentId, legalDocuments.id), eq(legalApprovals.contactId, contactId)))
    .orderBy(legalDocuments.type, desc(legalDocuments.version));
  return legalTypes.flatMap((type) => {
    const r = rows.find((x) => x.type === type);
    return r ? [{ Type: type, LegalID: r.id, Version: r.version, NeedsApproval: !r.acceptedAt, AcceptedAt: r.acceptedAt?.toISOString() ?? null }] : [];
  });
}

// ---- Messages from the forms ----

export type ContactMessageKind = (typeof contactMessageKinds)[number];

export interface OutgoingMessage {
  kind: ContactMessageKind;
  to: string;
  fromEmail: string | null;
  fromName: string | null;
  contactId: number | null;
  subject: string;
  message: string;
  /** Extra answers of the form (who you are, company, budget, the offer), shown in the mail as label: value. */
  detail?: Record<string, string | number>;
}

const TITLES: Record<ContactMessageKind, string> = {
  contact: 'New message from the Contact Us form',
  trackers: 'New Direct/Trackers inquiry',
  marketing: 'New marketing enquiry',
  feedback: 'New feedback from a creator',
  campaign: 'A creator wrote to you about your campaign',
};

/**
 * Stores a form's message and, in the same transaction, queues its mail to the recipient: both exist or neither
 * does. The caller wakes the mail worker after the commit.
 */
export async function sendMessage(db: Db, publicUrl: string, m: OutgoingMessage): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      kind: m.kind,
      fromEmail: m.fromEmail,
      fromName: m.fromName,
      contactId: m.contactId,
      toAddress: m.to,
      subject: m.subject,
      message: m.message,
      detail: m.detail ?? null,
    });
    const from = [m.fromName, m.fromEmail && `<${m.fromEmail}>`].filter(Boolean).join(' ') || 'A visitor';
    const details = Object.entries(m.detail ?? {}).map(([k, v]) => `${k}: ${v}`);
    await enqueueMail(
      tx,
      renderMail(publicUrl, {
        to: m.to,
        template: `form-${m.kind}`,
        subject: `[Chorus] ${m.subject}`,
        heading: TITLES[m.kind],
        paragraphs: [`From: ${from}`, ...details, `Subject: ${m.subject}`, ...m.message.split(/\n{2,}/)],
      }),
    );
  });
}

/**
 * Where a signed-in contact's message about a campaign goes: the campaign's contact email, for an offer of that
 * contact's (by `PostID`/`UID`, or by an `emailTo` equal to the contact email of one of their campaigns). Null
 * when the reference names no offer of theirs: the caller refuses it, or writes to the team.
 */
export async function campaignRecipient(
  db: Db,
  contactId: number,
  ref: { offerId?: number; uid?: string; emailTo?: string },
): Promise<{ email: string; name: string; campaignId: number; title: string; offerId: number } | null> {
  const cols = { email: campaigns.contactEmail, name: campaigns.contactName, campaignId: campaigns.id, title: campaigns.title, offerId: offers.id };
  if (ref.offerId) {
    const [row] = await db
      .select(cols)
      .from(offers)
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .where(and(eq(offers.id, ref.offerId), eq(offers.contactId, contactId), ref.uid ? eq(offers.uid, ref.uid) : sql`false`));
    return row ?? null;
  }
  if (ref.emailTo) {
    const [row] = await db
      .select(cols)
      .from(offers)
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .where(and(eq(offers.contactId, contactId), sql`lower(${campaigns.contactEmail}) = ${ref.emailTo.toLowerCase()}`))
      .orderBy(desc(offers.id))
      .limit(1);
    return row ?? null;
  }
  return null;
}

// ---- Newsletter ----

/**
 * The footer's newsletter signup: a `marketing_signups` row with no contest. The team is told of a new subscriber
 * in the same transaction; signing up again changes nothing and mails nobody.
 */
export async function newsletterSignup(db: Db, publicUrl: string, teamEmail: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const added = await tx
      .insert(marketingSignups)
      .values({ contestId: null, email, marketingConsent: true })
      .onConflictDoNothing({ target: marketingSignups.email, where: sql`contest_id is null` })
      .returning({ id: marketingSignups.id });
    if (added.length === 0) return false;
    await enqueueMail(
      tx,
      renderMail(publicUrl, {
        to: teamEmail,
        template: 'newsletter-signup',
        subject: '[Chorus] New newsletter subscriber',
        heading: 'New newsletter subscriber',
        paragraphs: [`${email} signed up for the newsletter from the website footer.`],
      }),
    );
    return true;
  });
}
