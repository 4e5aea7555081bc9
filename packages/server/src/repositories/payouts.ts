import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { centsToDecimal, directBonusPayBy, formatUsd, messages, paymentMessages as pm, type OwedCreator, type PayoutBatch } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaignPayments, campaigns, competitions, contacts, contestPayments, offers, payoutBatches } from '../db/schema.ts';
import { conflict, notFound, type Scope } from '../lib/http.ts';
import { inScope, ofScope } from './tenancy.ts';
import { mailContact } from './notification-preferences.ts';
import { confirmedEmailSql } from './payment-email.ts';
import { heldPayments, paymentHeldSql } from './moderation.ts';
import { notifyCampaignPaymentsPaid, notifyContestPaymentsPaid } from './notifications.ts';

// Payouts (issue 10): what is owed (campaign payments Pending = To Be Paid, contest prizes To Be Paid) by creator;
// a batch takes the owed payments whose creator has a confirmed payment email, each payment at most once; its CSV
// is PayPal Payouts' batch-upload file; marking it paid moves its payments to Paid and mails each creator.
// Locking: creating a batch locks the owed payment rows it takes (FOR UPDATE SKIP LOCKED) and sets their batch id
// only while null, so concurrent creates take disjoint sets; marking paid locks the batch row. A prize whose entry is
// held in moderation (repositories/moderation.ts) is listed but not counted, batched nor marked paid.

type Kind = 'campaign' | 'contest';
interface OwedRow {
  type: Kind;
  id: number;
  contactId: number | null;
  name: string;
  email: string | null;
  paymentEmail: string | null;
  amountCents: number;
  title: string;
  /** A direct bonus's pay-by date (contests.md §9), else null. */
  payBy: string | null;
  /** A prize whose entry is held in moderation: listed, not counted, not batched. */
  held: boolean;
}

async function owedRows(db: Db | Tx, scope: Scope): Promise<OwedRow[]> {
  const campaign = await db
    .select({
      id: campaignPayments.id,
      contactId: campaignPayments.contactId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.emailPrimary,
      paymentEmail: confirmedEmailSql(sql`${campaignPayments.contactId}`),
      amountCents: campaignPayments.amountCents,
      title: campaigns.title,
    })
    .from(campaignPayments)
    .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(contacts, eq(contacts.id, campaignPayments.contactId))
    .where(and(eq(campaignPayments.status, 'Pending'), isNull(campaignPayments.payoutBatchId), ofScope(scope, campaigns.organisationId)))
    .orderBy(asc(campaignPayments.id));
  const contest = await db
    .select({
      id: contestPayments.id,
      contactId: contestPayments.contactId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contestPayments.contactEmail,
      paymentEmail: sql<string | null>`case when ${contestPayments.contactId} is null then null else ${confirmedEmailSql(sql`${contestPayments.contactId}`)} end`,
      amountCents: contestPayments.amountCents,
      title: competitions.name,
      place: contestPayments.place,
      bonusCategory: contestPayments.bonusCategory,
      createdAt: contestPayments.createdAt,
      held: paymentHeldSql('contest_payments'),
    })
    .from(contestPayments)
    .innerJoin(competitions, eq(competitions.id, contestPayments.contestId))
    .leftJoin(contacts, eq(contacts.id, contestPayments.contactId))
    .where(and(eq(contestPayments.status, 'To Be Paid'), isNull(contestPayments.payoutBatchId), ofScope(scope, contestPayments.organisationId)))
    .orderBy(asc(contestPayments.id));
  const name = (r: { firstName: string | null; lastName: string | null; email: string | null }) =>
    `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim() || (r.email ?? 'Unknown');
  return [
    ...campaign.map((r) => ({ type: 'campaign' as const, id: r.id, contactId: r.contactId, name: name(r), email: r.email, paymentEmail: r.paymentEmail, amountCents: r.amountCents, title: r.title, payBy: null, held: false })),
    ...contest.map((r) => {
      const bonus = r.bonusCategory !== null;
      return {
        type: 'contest' as const,
        id: r.id,
        contactId: r.contactId,
        name: name(r),
        email: r.email,
        paymentEmail: r.paymentEmail,
        amountCents: r.amountCents,
        title: bonus ? `Direct bonus (${r.title})` : r.title,
        payBy: bonus ? directBonusPayBy(r.createdAt) : null,
        held: !!r.held,
      };
    }),
  ];
}

/**
 * What is owed, by creator: those with a confirmed payment email (payable), and those without, listed apart. A direct
 * bonus carries its pay-by date (contests.md §9: paid by April 30th) and whether it has passed; creators with a
 * pay-by date come first, the earliest first, so the deadline is in front of the organiser.
 */
export async function owed(db: Db, scope: Scope, now = new Date()) {
  const groups = new Map<string, OwedCreator & { due: string }>();
  for (const r of await owedRows(db, scope)) {
    const key = r.contactId ? `c${r.contactId}` : `e${r.email}`;
    const g = groups.get(key) ?? { contactId: r.contactId, name: r.name, email: r.email, paymentEmail: r.paymentEmail, totalCents: 0, payments: [], due: '~' };
    if (!r.held) g.totalCents += r.amountCents;
    g.payments.push({ type: r.type, id: r.id, title: r.title, amountCents: r.amountCents, payBy: r.payBy, overdue: !!r.payBy && new Date(r.payBy) < now, ...(r.held && { held: true }) });
    if (r.payBy && r.payBy < g.due) g.due = r.payBy;
    groups.set(key, g);
  }
  const all = [...groups.values()].sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : 0)).map(({ due: _due, ...g }) => g);
  const payable = all.filter((g) => g.paymentEmail);
  return { payable, missingPaymentEmail: all.filter((g) => !g.paymentEmail), payableCents: payable.reduce((s, g) => s + g.totalCents, 0) };
}

const referenceId = (batchId: number, type: Kind, id: number) => `CHORUS-B${batchId}-${type === 'campaign' ? 'CP' : 'PR'}${id}`;

/** A batch with its payments (both kinds). */
export async function batchDetail(db: Db | Tx, scope: Scope, id: number): Promise<PayoutBatch> {
  const [batch] = await db.select().from(payoutBatches).where(eq(payoutBatches.id, id));
  if (!batch || !inScope(scope, batch.organisationId)) throw notFound(pm.batchNotFound);
  const campaign = await db
    .select({ id: campaignPayments.id, contactId: campaignPayments.contactId, paymentEmail: campaignPayments.paymentEmail, amountCents: campaignPayments.amountCents, title: campaigns.title })
    .from(campaignPayments)
    .innerJoin(offers, eq(offers.id, campaignPayments.offerId))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .where(eq(campaignPayments.payoutBatchId, id))
    .orderBy(asc(campaignPayments.id));
  const contest = await db
    .select({ id: contestPayments.id, contactId: contestPayments.contactId, paymentEmail: contestPayments.paymentEmail, amountCents: contestPayments.amountCents, title: competitions.name })
    .from(contestPayments)
    .innerJoin(competitions, eq(competitions.id, contestPayments.contestId))
    .where(eq(contestPayments.payoutBatchId, id))
    .orderBy(asc(contestPayments.id));
  const items = [
    ...campaign.map((r) => ({ type: 'campaign' as const, ...r, paymentEmail: r.paymentEmail ?? '', referenceId: referenceId(id, 'campaign', r.id) })),
    ...contest.map((r) => ({ type: 'contest' as const, ...r, paymentEmail: r.paymentEmail ?? '', referenceId: referenceId(id, 'contest', r.id) })),
  ];
  return {
    id: batch.id,
    status: batch.status,
    createdAt: batch.createdAt.toISOString(),
    paidAt: batch.paidAt?.toISOString() ?? null,
    itemCount: items.length,
    totalCents: items.reduce((s, i) => s + i.amountCents, 0),
    items,
  };
}

export async function listBatches(db: Db, scope: Scope) {
  const batches = await db.select().from(payoutBatches).where(ofScope(scope, payoutBatches.organisationId)).orderBy(desc(payoutBatches.id)).limit(200);
  return Promise.all(batches.map(async (b) => {
    const { items: _items, ...rest } = await batchDetail(db, scope, b.id);
    return rest;
  }));
}

/**
 * Creates a batch of every owed payment whose creator has a confirmed payment email (the email is written on the
 * payment: what the CSV pays). The owed rows are locked with SKIP LOCKED, so concurrent creates split them, and the
 * batch id is set only while null, so no payment is in two batches. Nothing owed to a confirmed email: 409.
 */
export async function createBatch(db: Db, scope: Scope, note?: string): Promise<PayoutBatch> {
  const org = scope.organisationId;
  const id = await db.transaction(async (tx) => {
    const campaign = (await tx.execute(sql`
      select cp.id, ${confirmedEmailSql(sql`cp.contact_id`)} as email
      from ${campaignPayments} cp where cp.status = 'Pending' and cp.payout_batch_id is null
        and (${org}::int is null or exists (select 1 from ${offers} o join ${campaigns} c on c.id = o.campaign_id where o.id = cp.offer_id and c.organisation_id = ${org}::int))
      order by cp.id for update of cp skip locked`)) as unknown as { rows: { id: number; email: string | null }[] };
    const contest = (await tx.execute(sql`
      select kp.id, ${confirmedEmailSql(sql`kp.contact_id`)} as email
      from ${contestPayments} kp where kp.status = 'To Be Paid' and kp.payout_batch_id is null and kp.contact_id is not null
        and (${org}::int is null or kp.organisation_id = ${org}::int)
      order by kp.id for update of kp skip locked`)) as unknown as { rows: { id: number; email: string | null }[] };
    const takeCampaign = rowsOf(campaign).filter((r) => r.email);
    // Held prizes stay out, looked at once their rows are locked (a statement of its own, so a hold that committed
    // while this waited is seen; a hold still in flight has the row locked, skipped above, and finds it batched after).
    const held = new Set(await heldPayments(tx, rowsOf(contest).map((r) => r.id)));
    const takeContest = rowsOf(contest).filter((r) => r.email && !held.has(r.id));
    if (!takeCampaign.length && !takeContest.length) throw conflict(pm.nothingOwed);
    const [batch] = await tx.insert(payoutBatches).values({ note: note ?? null, organisationId: org }).returning({ id: payoutBatches.id });
    const batchId = batch!.id;
    for (const [email, ids] of byEmail(takeCampaign)) {
      const done = await tx
        .update(campaignPayments)
        .set({ payoutBatchId: batchId, paymentEmail: email, updatedAt: sql`now()` })
        .where(and(inArray(campaignPayments.id, ids), isNull(campaignPayments.payoutBatchId), eq(campaignPayments.status, 'Pending')))
        .returning({ id: campaignPayments.id });
      if (done.length !== ids.length) throw conflict(pm.nothingOwed);
    }
    for (const [email, ids] of byEmail(takeContest)) {
      const done = await tx
        .update(contestPayments)
        .set({ payoutBatchId: batchId, paymentEmail: email, updatedAt: sql`now()` })
        .where(and(inArray(contestPayments.id, ids), isNull(contestPayments.payoutBatchId), eq(contestPayments.status, 'To Be Paid')))
        .returning({ id: contestPayments.id });
      if (done.length !== ids.length) throw conflict(pm.nothingOwed);
    }
    return batchId;
  });
  return batchDetail(db, scope, id);
}

/** drizzle's execute answers `{ rows }` on both drivers (node-postgres and PGlite). */
const rowsOf = <T>(r: { rows: T[] }) => r.rows.map((x) => ({ ...x, id: Number((x as { id: unknown }).id) }));

function byEmail(rows: { id: number; email: string | null }[]): Map<string, number[]> {
  const m = new Map<string, number[]>();
  for (const r of rows) m.set(r.email!, [...(m.get(r.email!) ?? []), r.id]);
  return m;
}

/**
 * The batch as PayPal Payouts' batch-upload CSV: one line per payment, no header: recipient email, amount (dollars,
 * two decimals), currency (USD), a unique reference id per payment, a note to the recipient.
 */
export async function batchCsv(db: Db, scope: Scope, id: number): Promise<string> {
  const batch = await batchDetail(db, scope, id);
  return stringify(
    batch.items.map((i) => [i.paymentEmail, centsToDecimal(i.amountCents), 'USD', i.referenceId, `Chorus: ${i.type === 'campaign' ? 'campaign' : 'contest prize'} ${i.title}`.slice(0, 200)]),
    { record_delimiter: '\r\n' },
  );
}

/**
 * Mails each creator once what was just paid to them, in the paying transaction (the outbox): a batch, or one payment
 * marked paid on its own.
 */
export async function mailPaid(tx: Tx, publicUrl: string, paid: { contactId: number | null; paymentEmail: string | null; amountCents: number }[]) {
  const perCreator = new Map<number, { paymentEmail: string; cents: number; count: number }>();
  for (const p of paid) {
    if (!p.contactId || !p.paymentEmail) continue;
    const g = perCreator.get(p.contactId) ?? { paymentEmail: p.paymentEmail, cents: 0, count: 0 };
    g.cents += p.amountCents;
    g.count += 1;
    perCreator.set(p.contactId, g);
  }
  if (!perCreator.size) return;
  const people = await tx
    .select({ id: contacts.id, firstName: contacts.firstName, email: contacts.emailPrimary })
    .from(contacts)
    .where(inArray(contacts.id, [...perCreator.keys()]));
  for (const person of people) {
    const g = perCreator.get(person.id)!;
    await mailContact(tx, person.id, 'payments', {
        to: person.email ?? g.paymentEmail,
        template: 'payout-paid',
        subject: `You were paid ${formatUsd(g.cents)} by Chorus`,
        heading: person.firstName ? `You've been paid, ${person.firstName}!` : "You've been paid!",
        paragraphs: [
          `We sent ${formatUsd(g.cents)} for ${g.count === 1 ? '1 payment' : `${g.count} payments`} to your PayPal payment email ${g.paymentEmail}.`,
          'Each payment and its timeline are on your Payments page.',
        ],
        action: { label: 'See my payments', path: '/payments?payment_status=Paid' },
    }, publicUrl);
  }
}

/**
 * Marks a batch paid: under the batch's row lock (a second mark finds it paid, 409), its payments still owed move to
 * Paid with paidAt (to the email written on them at batch time), and each creator is notified and mailed what was
 * sent where.
 */
export async function markBatchPaid(db: Db, scope: Scope, publicUrl: string, id: number): Promise<PayoutBatch> {
  await db.transaction(async (tx) => {
    const [batch] = await tx.select().from(payoutBatches).where(eq(payoutBatches.id, id)).for('update');
    if (!batch || !inScope(scope, batch.organisationId)) throw notFound(pm.batchNotFound);
    if (batch.status === 'paid') throw conflict(pm.batchAlreadyPaid);
    // A hold is refused once its prize is batched, so this only stands behind it.
    const inBatch = await tx.select({ id: contestPayments.id }).from(contestPayments).where(and(eq(contestPayments.payoutBatchId, id), eq(contestPayments.status, 'To Be Paid')));
    const [held] = await heldPayments(tx, inBatch.map((p) => p.id));
    if (held) throw conflict(messages.moderation.held(held));
    const now = new Date();
    const campaign = await tx
      .update(campaignPayments)
      .set({ status: 'Paid', paidAt: now, updatedAt: now })
      .where(and(eq(campaignPayments.payoutBatchId, id), eq(campaignPayments.status, 'Pending')))
      .returning({ id: campaignPayments.id, contactId: campaignPayments.contactId, paymentEmail: campaignPayments.paymentEmail, amountCents: campaignPayments.amountCents });
    const contest = await tx
      .update(contestPayments)
      .set({ status: 'Paid', paidAt: now, updatedAt: now })
      .where(and(eq(contestPayments.payoutBatchId, id), eq(contestPayments.status, 'To Be Paid')))
      .returning({ id: contestPayments.id, contactId: contestPayments.contactId, paymentEmail: contestPayments.paymentEmail, amountCents: contestPayments.amountCents });
    await tx.update(payoutBatches).set({ status: 'paid', paidAt: now }).where(eq(payoutBatches.id, id));
    await notifyCampaignPaymentsPaid(tx, campaign.map((p) => p.id));
    await notifyContestPaymentsPaid(tx, contest.map((p) => p.id));
    await mailPaid(tx, publicUrl, [...campaign, ...contest]);
  });
  return batchDetail(db, scope, id);
}
