import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  APPROVED_FOR_CAMPAIGNS_ID,
  CAMPAIGN_PAGE_SIZE,
  actionLabel,
  approvalStatuses,
  campaignPaymentLabels,
  effectiveOfferState,
  formatCampaignDate,
  outcomeLabel,
  postDeadline,
  rowButtons,
  statesForListStatus,
  type CampaignListStatus,
  type CampaignRow as CampaignListRow,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaignPayments, campaigns, contactPlatforms, offerCounts, offers, platforms } from '../db/schema.ts';
import type { ContactRow } from './contacts.ts';
import { usd, type Arg } from './offers.ts';

// The creator's campaign list (campaigns.md §2, §4, §7 `campaigns`): one page of 12, by list status, walked on
// offers_contact_newest_idx. The detail, the response rate and file access are in offers.ts.

/** `offers` or an alias of it. */
type OfferColumns = Record<'state' | 'respondBy' | 'postBy' | 'contactId', AnyPgColumn>;

export function approvalFor(acting: ContactRow) {
  const status = approvalStatuses.find((s) => s.id === acting.approvalStatusId) ?? approvalStatuses[0];
  return { ApprovalStatusID: status.id as number, ApprovalStatusDescription: status.name as string };
}

/**
 * The acting creator's offers, newest first, 12 a page (campaigns.md §2, §4, §7). Only creators approved for
 * campaigns (status id 3) see them; a manager acting as themself has no offers of their own.
 */
export async function listOffers(db: Db, acting: ContactRow, q: { status: CampaignListStatus; page: number }, now = new Date()) {
  const approval = approvalFor(acting);
  const empty = { rows: [] as CampaignListRow[], total: 0 };
  const { rows, total } =
    approval.ApprovalStatusID !== APPROVED_FOR_CAMPAIGNS_ID || acting.contactType === 'manager'
      ? empty
      : await pageOfOffers(db, acting.id, q, now);
  return {
    results: { success: true, ...approval, data: { Row_Campaigns: rows } },
    PageInformation: { TotalPages: Math.max(1, Math.ceil(total / CAMPAIGN_PAGE_SIZE)), Page: q.page, TotalRows: total },
  };
}

/** An invite past its answer-by time, or a draft or post-URL stage past its post-by time, not yet swept. */
const staleInvite = (t: OfferColumns, now: Arg<string>) => sql`(${t.state} = 'invited' and ${t.respondBy} < ${now}::timestamptz)`;
const staleWork = (t: OfferColumns, now: Arg<string>) => sql`(${t.state} in ('draft', 'notify') and ${t.postBy} < ${now}::timestamptz)`;

/**
 * The rows of `t` a creator's list shows for `status`, by the state each shows (core's `effectiveOfferState`): a
 * stale invite shows as expired and a stale draft or post-URL stage as failed before the sweep writes it. Written as
 * plain conditions on the stored columns rather than a CASE of the effective state, so the planner can estimate how
 * many rows match (a CASE it cannot: it guessed few, and sorted the creator's whole list instead of walking the index).
 */
function listWhere(t: OfferColumns, status: CampaignListStatus, a: { contactId: Arg<number>; now: Arg<string> }) {
  if (status === 'all') return eq(t.contactId, a.contactId);
  const wanted = statesForListStatus(status);
  const shown = [
    sql`${t.state} in (${sql.join(wanted.map((w) => sql`${w}`), sql`, `)})`,
    ...(wanted.includes('invited') ? [sql`not coalesce(${staleInvite(t, a.now)}, false)`] : []),
    ...(wanted.includes('draft') || wanted.includes('notify') ? [sql`not coalesce(${staleWork(t, a.now)}, false)`] : []),
  ];
  const becomes = [...(wanted.includes('expired') ? [staleInvite(t, a.now)] : []), ...(wanted.includes('failed') ? [staleWork(t, a.now)] : [])];
  return and(eq(t.contactId, a.contactId), sql`(${sql.join([sql`(${sql.join(shown, sql` and `)})`, ...becomes], sql` or `)})`);
}

/**
 * How many rows the list shows for `status`, as `listWhere` picks them: the stored counts of the states it shows
 * (offer_counts, kept by triggers on offers), plus the creator's stale rows moved from the state stored to the state
 * shown. Reads at most 14 counter rows and the creator's stale rows (the partial indexes on contact and deadline),
 * however many offers the creator has: counting the list itself was ~30 % of its database time at 1,000 offers.
 */
function totalSql(db: Db | Tx, status: CampaignListStatus, a: { contactId: Arg<number>; now: Arg<string> }) {
  const wanted = sql.join(statesForListStatus(status).map((w) => sql`${w}`), sql`, `);
  // Every state for 'all': no filter, and no stale row moves in or out of it.
  const stored = db
    .select({ n: sql`coalesce(sum(${offerCounts.n}), 0)::int` })
    .from(offerCounts)
    .where(and(eq(offerCounts.contactId, a.contactId), status === 'all' ? undefined : sql`${offerCounts.state} in (${wanted})`));
  if (status === 'all') return sql`(${stored})`;
  const s = alias(offers, 'stale');
  const shown = sql`(case when ${s.state} = 'invited' then 'expired' else 'failed' end)`;
  const moved = db
    .select({ n: sql`(count(*) filter (where ${shown} in (${wanted})) - count(*) filter (where ${s.state} in (${wanted})))::int` })
    .from(s)
    .where(and(eq(s.contactId, a.contactId), sql`(${staleInvite(s, a.now)} or ${staleWork(s, a.now)})`));
  return sql`((${stored}) + (${moved}))`;
}

/**
 * A page of a creator's list and, on every row, the count of the whole list (`totalSql`, uncorrelated: PostgreSQL
 * reads it once per statement), so a page is one round trip. The page reads `offers_contact_newest_idx`
 * (contact_id, -id) in its order from the newest, stopping after the page whatever the table's size, a status filter
 * checked on the rows it meets. Only the columns a row shows are read.
 */
function listQuery(db: Db | Tx, status: CampaignListStatus, a: { contactId: Arg<number>; now: Arg<string>; offset: Arg<number> }) {
  // The page's ids first, then the joins for those 12 rows only: joined before the OFFSET, a deeper page made the
  // planner join and sort every row of the list. Newest first as offers_contact_newest_idx (contact_id, -id) holds
  // them: `id desc` offers_pkey could give as well, and PostgreSQL walked it (filtering the contact, through the
  // whole table) for creators with many offers.
  const mine = alias(offers, 'mine');
  const page = db
    .select({ id: mine.id, newest: sql<number>`-${mine.id}`.as('newest') })
    .from(mine)
    .where(listWhere(mine, status, a))
    .orderBy(sql`-${mine.id}`)
    .limit(CAMPAIGN_PAGE_SIZE)
    .offset(a.offset)
    .as('page');
  return db
    .select({
      id: offers.id,
      uid: offers.uid,
      state: offers.state,
      rateCents: offers.rateCents,
      invitedAt: offers.invitedAt,
      respondBy: offers.respondBy,
      postBy: offers.postBy,
      counterOfferCents: offers.counterOfferCents,
      contractRequired: campaigns.contractRequired,
      // What a row shows of it (IsNew): a boolean costs the driver less than a timestamp to parse.
      seen: sql<boolean>`${offers.seenAt} is not null`,
      title: campaigns.title,
      imageUrl: campaigns.imageUrl,
      liveDate: campaigns.liveDate,
      handle: contactPlatforms.handle,
      platform: platforms.name,
      payment: campaignPayments.status,
      total: sql<number>`${totalSql(db, status, a)}`,
    })
    .from(page)
    .innerJoin(offers, eq(offers.id, page.id))
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
    .innerJoin(platforms, eq(platforms.id, campaigns.platformId))
    .leftJoin(campaignPayments, eq(campaignPayments.offerId, offers.id))
    .orderBy(page.newest);
}

/** The list's statement for a page, with its values (for the plan test and the bench's EXPLAIN). */
export const offerListQuery = (db: Db | Tx, contactId: number, q: { status: CampaignListStatus; page: number }, now: Date) =>
  listQuery(db, q.status, { contactId, now: now.toISOString(), offset: (q.page - 1) * CAMPAIGN_PAGE_SIZE });

type ListStatement = ReturnType<ReturnType<typeof listQuery>['prepare']>;
/** Per database, per status: built and named once, parsed once per PostgreSQL connection. */
const listStatements = new WeakMap<object, Map<CampaignListStatus, ListStatement>>();

function listStatement(db: Db, status: CampaignListStatus): ListStatement {
  let byStatus = listStatements.get(db);
  if (!byStatus) listStatements.set(db, (byStatus = new Map()));
  let st = byStatus.get(status);
  if (!st) {
    const p = { contactId: sql.placeholder('contactId'), now: sql.placeholder('now'), offset: sql.placeholder('offset') };
    st = listQuery(db, status, p).prepare(`campaign_list_${status}`);
    byStatus.set(status, st);
  }
  return st;
}

async function pageOfOffers(db: Db, contactId: number, q: { status: CampaignListStatus; page: number }, now: Date) {
  const rows = await listStatement(db, q.status).execute({ contactId, now: now.toISOString(), offset: (q.page - 1) * CAMPAIGN_PAGE_SIZE });
  // Past the last page no row carries the count: count on its own (rare: the screen only links existing pages).
  const total =
    rows[0]?.total ??
    (q.page > 1 ? (((await db.execute(sql`select ${totalSql(db, q.status, { contactId, now: now.toISOString() })} as n`)) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) : 0);
  return { rows: rows.map((r) => toListRow(r, now)), total };
}

type ListRow = Awaited<ReturnType<typeof listQuery>>[number];

const dateField = (name: string, at: Date | null) =>
  at ? [{ FieldName: name, FieldValue: formatCampaignDate(at), FieldValueDateTime: at.toISOString() }] : [];

function toListRow(r: ListRow, now: Date): CampaignListRow {
  const state = effectiveOfferState(r, now);
  const o = { ...r, state };
  return {
    CampaignTitle: r.title,
    PostDeadline: postDeadline(o),
    PostPayment: usd(r.rateCents),
    PostID: r.id,
    UID: r.uid,
    IsNew: !r.seen,
    State: state,
    Action: actionLabel(state),
    OutcomeLabel: outcomeLabel(state, r.counterOfferCents),
    Handle: r.handle,
    Platform: r.platform,
    Image: r.imageUrl,
    Row_Buttons: rowButtons(o),
    Row_CampaignDetails: [
      { FieldName: 'Handle', FieldValue: r.handle },
      { FieldName: 'Platform', FieldValue: r.platform },
      { FieldName: 'Image', FieldValue: r.imageUrl ?? '' },
      { FieldName: 'Payment Status', FieldValue: r.payment ? campaignPaymentLabels[r.payment] : '' },
      ...dateField('Invited', r.invitedAt),
      ...dateField('Respond By', state === 'invited' ? r.respondBy : null),
      ...dateField('Post By', state === 'draft' || state === 'notify' ? r.postBy : null),
      ...dateField('Live Date', r.liveDate),
    ],
  };
}

