import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  APPROVED_STATUS_ID,
  campaignAdminMessages,
  countries,
  effectiveOfferState,
  encodeCursor,
  platforms,
  type CreatorCard,
  type CreatorSearchQuery,
} from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { campaigns, contactPlatforms as cp, contacts, offers } from '../db/schema.ts';
import { notFound, type Scope } from '../lib/http.ts';
import { ofScope } from './tenancy.ts';

// The studio's creator search (issue 22): handles across the platform that an organisation may invite (approved,
// active creators), filtered and sorted on contact_platforms' indexes (migration 0031), one index per order with the
// id as its tie-break, read in the index's order from the cursor on (`after`): a page costs its size in index entries
// (more when a filter is narrow). Response rate and completed offers are the handle's kept counts (handle-stats.ts).

type Conn = Db | Tx;

/** Counting stops here: past it the search says "10,000 or more" (`totalCapped`), as the moderation queue does. */
export const CREATOR_SEARCH_COUNT_CAP = 10_000;

/** Who may be offered: creators approved by staff (creator-review.ts) who did not deactivate. */
const invitable = and(eq(contacts.contactType, 'creator'), eq(contacts.approvalStatusId, APPROVED_STATUS_ID), isNull(contacts.deactivatedAt));

/** The column a sort reads (its index: contact_platforms_<sort>_idx, on (column, id)). */
const keyOf = (q: CreatorSearchQuery) =>
  q.sort === 'followers'
    ? cp.followers
    : q.sort === 'rate'
      ? q.rateKind === 'brand'
        ? cp.brandRateCents
        : cp.songRateCents
      : q.sort === 'responseRate'
        ? cp.responseRateKey
        : cp.completedOffers;

const rateOfKind = (q: CreatorSearchQuery) => (q.rateKind === 'brand' ? cp.brandRateCents : cp.songRateCents);

/** Strings starting with `prefix` (lower case), as a range of a text_pattern_ops index: byte order, any collation. */
const startsWith = (expr: SQL, prefix: string) => sql`(${expr} ~>=~ ${prefix} and ${expr} ~<~ ${`${prefix}\u{10FFFF}`})`;

/** The organisation's completed offers' handles. */
const completedWith = (organisationId: number) =>
  sql`select done.contact_platform_id from offers done inner join campaigns done_campaign on done_campaign.id = done.campaign_id
    where done_campaign.organisation_id = ${organisationId} and done.state = 'completed'`;

/**
 * The handles whose handle, or whose creator's name or last name, starts with `q`. The creators found by name are an
 * array (`= any(array(…))`), so their handles are looked up on contact_platforms_contact_idx: as a join, PostgreSQL
 * hashed them against a pass over every handle once a few hundred creators matched.
 */
const matching = (q: string) =>
  sql`select by_handle.id from contact_platforms by_handle where ${startsWith(sql`lower(by_handle.handle)`, q)}
    union all
    select by_name.id from contact_platforms by_name where by_name.contact_id = any(array(
      select named.id from contacts named where named.contact_type = 'creator'
        and (${startsWith(sql`lower(named.first_name || ' ' || named.last_name)`, q)} or ${startsWith(sql`lower(named.last_name)`, q)})))`;

function searchWhere(scope: Scope, q: CreatorSearchQuery): SQL {
  const country = q.country ? countries.find((c) => c.code === q.country)!.id : undefined;
  const org = scope.organisationId;
  const worked =
    q.workedWithUs === undefined
      ? undefined
      : org === null
        ? q.workedWithUs
          ? gt(cp.completedOffers, 0)
          : eq(cp.completedOffers, 0)
        : q.workedWithUs
          ? sql`${cp.id} = any(array(${completedWith(org)}))`
          : sql`${cp.id} not in (${completedWith(org)})`;
  return and(
    invitable,
    q.platformId === undefined ? undefined : eq(cp.platformId, q.platformId),
    country === undefined ? undefined : eq(contacts.countryId, country),
    q.minFollowers === undefined ? undefined : gte(cp.followers, q.minFollowers),
    q.maxFollowers === undefined ? undefined : lte(cp.followers, q.maxFollowers),
    // A rate of 0 is one the creator has not set: no price to compare, so not within any budget.
    q.maxRateCents === undefined ? undefined : and(gt(rateOfKind(q), 0), lte(rateOfKind(q), q.maxRateCents)),
    q.minResponseRate === undefined ? undefined : gte(cp.responseRateKey, q.minResponseRate * 10),
    worked,
    q.q ? sql`${cp.id} in (${matching(q.q)})` : undefined,
  )!;
}

/** One page of the search (exported for the plan test and the bench). */
export function searchPageQuery(db: Conn, scope: Scope, q: CreatorSearchQuery) {
  const key = keyOf(q);
  const order = q.dir === 'asc' ? [asc(key), asc(cp.id)] : [desc(key), desc(cp.id)];
  const after = q.after
    ? q.dir === 'asc'
      ? sql`(${key}, ${cp.id}) > (${q.after[2]}::int, ${q.after[3]}::int)`
      : sql`(${key}, ${cp.id}) < (${q.after[2]}::int, ${q.after[3]}::int)`
    : undefined;
  return db
    .select({
      id: cp.id,
      contactId: cp.contactId,
      handle: cp.handle,
      platformId: cp.platformId,
      followers: cp.followers,
      songRateCents: cp.songRateCents,
      brandRateCents: cp.brandRateCents,
      responseRateKey: cp.responseRateKey,
      completedOffers: cp.completedOffers,
      countryId: contacts.countryId,
      key: sql<number>`${key}`.mapWith(Number),
    })
    .from(cp)
    .innerJoin(contacts, eq(contacts.id, cp.contactId))
    .where(and(searchWhere(scope, q), after))
    .orderBy(...order)
    .limit(q.pageSize);
}

/** How many handles match, up to the cap. */
export function searchCountQuery(db: Conn, scope: Scope, q: CreatorSearchQuery) {
  const first = db
    .select({ one: sql`1` })
    .from(cp)
    .innerJoin(contacts, eq(contacts.id, cp.contactId))
    .where(searchWhere(scope, q))
    .limit(CREATOR_SEARCH_COUNT_CAP + 1)
    .as('first');
  return db.select({ n: sql<number>`count(*)::int` }).from(first);
}

const platformName = new Map<number, string>(platforms.map((p) => [p.id, p.name]));
const countryCode = new Map<number, string>(countries.map((c) => [c.id, c.code]));

/**
 * A page of creator cards for the scope's organisation: with `campaignId` (the organisation's, else 404) each card
 * says the state of the handle's offer on it; `completedWithUs` counts the handle's completed offers on the
 * organisation's campaigns (staff: every organisation's). Never an email.
 */
export async function searchCreators(db: Db, scope: Scope, q: CreatorSearchQuery) {
  if (q.campaignId !== undefined) {
    const [c] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(eq(campaigns.id, q.campaignId), ofScope(scope, campaigns.organisationId)));
    if (!c) throw notFound(campaignAdminMessages.campaignNotFound);
  }
  const [rows, [count]] = await Promise.all([searchPageQuery(db, scope, q), searchCountQuery(db, scope, q)]);
  const ids = rows.map((r) => r.id);
  const withUs = new Map<number, number>();
  const invited = new Map<number, CreatorCard['invitedState']>();
  if (ids.length && scope.organisationId !== null) {
    for (const r of await db
      .select({ id: offers.contactPlatformId, n: sql<number>`count(*)::int` })
      .from(offers)
      .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
      .where(and(inArray(offers.contactPlatformId, ids), eq(offers.state, 'completed'), eq(campaigns.organisationId, scope.organisationId)))
      .groupBy(offers.contactPlatformId))
      withUs.set(r.id, r.n);
  }
  if (ids.length && q.campaignId !== undefined) {
    const now = new Date();
    for (const o of await db
      .select({ id: offers.contactPlatformId, state: offers.state, respondBy: offers.respondBy, postBy: offers.postBy })
      .from(offers)
      .where(and(eq(offers.campaignId, q.campaignId), inArray(offers.contactPlatformId, ids))))
      invited.set(o.id, effectiveOfferState(o, now));
  }
  const counted = count?.n ?? 0;
  const last = rows.at(-1);
  return {
    creators: rows.map(
      (r): CreatorCard => ({
        contactPlatformId: r.id,
        contactId: r.contactId,
        handle: r.handle,
        platformId: r.platformId,
        platform: platformName.get(r.platformId) ?? '',
        followers: r.followers,
        songRateCents: r.songRateCents,
        brandRateCents: r.brandRateCents,
        responseRate: r.responseRateKey < 0 ? null : r.responseRateKey / 10,
        country: countryCode.get(r.countryId) || null,
        completedCampaigns: r.completedOffers,
        completedWithUs: scope.organisationId === null ? r.completedOffers : (withUs.get(r.id) ?? 0),
        invitedState: invited.get(r.id) ?? null,
      }),
    ),
    next: last && rows.length === q.pageSize ? encodeCursor([q.sort, q.dir, last.key, last.id]) : null,
    total: Math.min(counted, CREATOR_SEARCH_COUNT_CAP),
    totalCapped: counted > CREATOR_SEARCH_COUNT_CAP,
  };
}
