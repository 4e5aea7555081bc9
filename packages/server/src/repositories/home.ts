import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  effectiveOfferState,
  formatCampaignDate,
  formatCampaignDeadline,
  messages,
  missingInformation,
  monthStartIn,
  postDeadline,
  rowButtons,
  stageDeadline,
  type CampaignActionRow,
  type HomeResponse,
  type ConfirmInfoBody,
  type ManagedProfile,
} from '@chorus/core';
import type { Db } from '../db/open.ts';
import {
  campaignPayments,
  campaigns,
  competitions,
  contactPlatforms,
  contacts,
  contestPayments,
  offers,
  platforms,
  posts,
} from '../db/schema.ts';
import { forbidden, type OwnerProof } from '../lib/http.ts';
import { displayName, contactDetailOf, type ContactRow } from './contacts.ts';
import { contactInformationOf } from './account.ts';
import { rosterRowsOf } from './account-access.ts';
import { paymentOwnedBy } from './contest-payment-reads.ts';
import { ownedBy } from './my-entries.ts';
import { usd } from './offers.ts';
import { legalApprovalStatus } from './pages.ts';
import { confirmedPaymentEmailOf } from './payment-email.ts';

/** Offer states whose next step is the creator's and has a deadline (stageDeadline): answer, draft, post. */
const ACTION_STATES = ['invited', 'draft', 'notify'] as const;

const ACTION_LABEL: Record<(typeof ACTION_STATES)[number], string> = { invited: 'Accept or Decline', draft: 'Submit Draft', notify: 'Submit Post' };

/** Campaign actions waiting on the creator (not yet past their deadline: check on read) and in-review contest entries, soonest first. */
export async function actionRows(db: Db, who: { contactId: number; email: string }, now = new Date()): Promise<CampaignActionRow[]> {
  const offerRows = await db
    .select({ offer: offers, campaign: campaigns, handle: contactPlatforms.handle, platform: platforms.name })
    .from(offers)
    .innerJoin(campaigns, eq(campaigns.id, offers.campaignId))
    .innerJoin(contactPlatforms, eq(contactPlatforms.id, offers.contactPlatformId))
    .innerJoin(platforms, eq(platforms.id, campaigns.platformId))
    .where(and(eq(offers.contactId, who.contactId), inArray(offers.state, [...ACTION_STATES])));
  const rows: { at: number; row: CampaignActionRow }[] = [];
  for (const { offer, campaign, handle, platform } of offerRows) {
    const state = effectiveOfferState(offer, now);
    if (!(ACTION_STATES as readonly string[]).includes(state)) continue; // gone stale: expired or failed
    const o = { ...offer, state, contractRequired: campaign.contractRequired };
    const deadline = postDeadline(o);
    const at = stageDeadline(state, offer);
    rows.push({
      at: at?.getTime() ?? Number.MAX_SAFE_INTEGER,
      row: {
        Title: campaign.title,
        Deadline: deadline,
        Payment: usd(offer.rateCents),
        ID: offer.id,
        UID: offer.uid,
        Type: 'Campaign',
        Image: campaign.imageUrl,
        IsNew: !offer.seenAt,
        Action: rowButtons(o).ButtonType ? ACTION_LABEL[state as (typeof ACTION_STATES)[number]] : '',
        HandleDetails: [
          { FieldName: 'Handle', FieldValue: handle },
          { FieldName: 'Platform', FieldValue: platform },
        ],
      },
    });
  }
  const entries = await db
    .select({ post: posts, contest: competitions })
    .from(posts)
    .innerJoin(competitions, eq(competitions.id, posts.contestId))
    .where(
      and(
        ownedBy(who),
        eq(posts.status, 'in_review'),
        isNull(posts.deletedAt),
        isNull(competitions.deletedAt),
        eq(competitions.hasEnded, false),
        isNull(competitions.endedAt),
        sql`(${competitions.endDate} is null or ${competitions.endDate} > ${now.toISOString()})`,
      ),
    );
  for (const { post, contest } of entries) {
    const end = contest.endDate;
    rows.push({
      at: end?.getTime() ?? Number.MAX_SAFE_INTEGER,
      row: {
        Title: contest.name,
        Deadline: {
          DeadlineText: end ? `Contest ends ${formatCampaignDeadline(end)}` : 'In Review',
          DeadlineDate: end ? formatCampaignDate(end) : null,
          DeadlineDateTime: end ? end.toISOString() : null,
        },
        Payment: '',
        ID: contest.id,
        UID: String(post.id),
        Type: 'Contest',
        Image: contest.image,
        IsNew: false,
        Action: 'In Review',
        HandleDetails: [
          { FieldName: 'Handle', FieldValue: post.creator },
          { FieldName: 'Platform', FieldValue: post.platform },
        ],
      },
    });
  }
  return rows.sort((a, b) => a.at - b.at || a.row.ID - b.row.ID).map((r) => r.row);
}

/**
 * The home call's money, in cents, from two statements (campaign and contest payments): the spec's TotalEarnings
 * (paid) and PossibleEarnings (Potential and To Be Paid), and the Earn page's figures (`earningsSummary`): paid, to
 * be paid (verified, not paid), possible (campaign payments still Potential: offers accepted and in work; an invite
 * not yet answered is not counted, it is no payment yet) and paid since the start of this calendar month in
 * `timeZone` (a payment's paid_at; a contest prize paid before payouts existed has only its updated_at).
 */
export async function earningsOf(db: Db, who: { contactId: number; email: string }, timeZone = 'UTC', now = new Date()) {
  const since = monthStartIn(timeZone, now).toISOString();
  const [camp] = await db
    .select({
      paid: sql<number>`coalesce(sum(${campaignPayments.amountCents}) filter (where ${campaignPayments.status} = 'Paid'), 0)::int`,
      pending: sql<number>`coalesce(sum(${campaignPayments.amountCents}) filter (where ${campaignPayments.status} = 'Pending'), 0)::int`,
      potential: sql<number>`coalesce(sum(${campaignPayments.amountCents}) filter (where ${campaignPayments.status} = 'Potential'), 0)::int`,
      month: sql<number>`coalesce(sum(${campaignPayments.amountCents}) filter (where ${campaignPayments.status} = 'Paid' and ${campaignPayments.paidAt} >= ${since}::timestamptz), 0)::int`,
    })
    .from(campaignPayments)
    .where(eq(campaignPayments.contactId, who.contactId));
  const [contest] = await db
    .select({
      paid: sql<number>`coalesce(sum(${contestPayments.amountCents}) filter (where ${contestPayments.status} = 'Paid'), 0)::int`,
      pending: sql<number>`coalesce(sum(${contestPayments.amountCents}) filter (where ${contestPayments.status} <> 'Paid'), 0)::int`,
      month: sql<number>`coalesce(sum(${contestPayments.amountCents}) filter (where ${contestPayments.status} = 'Paid' and coalesce(${contestPayments.paidAt}, ${contestPayments.updatedAt}) >= ${since}::timestamptz), 0)::int`,
    })
    .from(contestPayments)
    .where(paymentOwnedBy(who));
  const c = { paid: camp?.paid ?? 0, pending: camp?.pending ?? 0, potential: camp?.potential ?? 0, month: camp?.month ?? 0 };
  const k = { paid: contest?.paid ?? 0, pending: contest?.pending ?? 0, month: contest?.month ?? 0 };
  return {
    TotalEarnings: c.paid + k.paid,
    PossibleEarnings: c.potential + c.pending + k.pending,
    Earnings: {
      Paid: c.paid + k.paid,
      ToBePaid: c.pending + k.pending,
      Possible: c.potential,
      PaidThisMonth: c.month + k.month,
      ContestsPaid: k.paid,
      ContestsToBePaid: k.pending,
      TimeZone: timeZone,
    },
  };
}

/** GET /creatorapi/home. Managers and organisers are never asked for legal approval or contact details (§4, §6). */
export async function homeOf(
  db: Db,
  acting: ContactRow,
  actorId: number,
  username: string | null,
  now = new Date(),
  timeZone = 'UTC',
): Promise<HomeResponse> {
  const who = { contactId: acting.id, email: (username ?? acting.emailPrimary ?? '').toLowerCase() };
  const isCreator = acting.contactType === 'creator';
  // Only the account's owner answers the legal and contact prompts: a manager (or a granted login) acting as the
  // creator cannot accept the terms for them, and is not stopped by them either.
  const asked = isCreator && actorId === acting.id;
  const info = asked ? await contactInformationOf(db, acting) : null;
  return {
    results: {
      success: true,
      ...(await earningsOf(db, who, timeZone, now)),
      ContactId: acting.id,
      LegalApprovalStatus: asked ? await legalApprovalStatus(db, acting.id) : [],
      Actions: [{ Row_Campaigns: isCreator ? await actionRows(db, who, now) : [] }],
      MissingInformation: info ? missingInformation({ ...info, StateID: info.StateID }) : [],
    },
    contactDetail: {
      ...(await contactDetailOf(db, acting, actorId, username)),
      informationConfirmedDateTime: acting.informationConfirmedAt?.toISOString() ?? null,
    },
  };
}

/**
 * POST confirm-info: the details, the new handles and the confirmation time in one transaction; a payment email
 * other than the confirmed one is returned for the caller to start its confirmation (a mailed link).
 */
export async function confirmInfo(
  db: Db,
  contactId: number,
  b: ConfirmInfoBody,
  /** The caller's `OwnerProof` (null for a delegate): without it a changed payment email is refused with 403. */
  owner: OwnerProof | null,
  now = new Date(),
): Promise<{ paymentEmailChanged: boolean; takenHandles: string[] }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(contacts).where(eq(contacts.id, contactId)).for('update');
    if (!row) return { paymentEmailChanged: false, takenHandles: [] };
    await tx
      .update(contacts)
      .set({
        firstName: b.FirstName,
        lastName: b.LastName,
        addressLine1: b.Address,
        city: b.City,
        stateId: b.StateID,
        stateOther: b.StateID === 111 ? (b.OtherState?.trim() ?? null) : null,
        postalCode: b.PostalCode,
        countryId: b.CountryID,
        informationConfirmedAt: now,
        updatedAt: now,
      })
      .where(eq(contacts.id, contactId));
    const taken: string[] = [];
    for (const p of b.profileArray) {
      const mine = await tx
        .select({ id: contactPlatforms.id, contactId: contactPlatforms.contactId })
        .from(contactPlatforms)
        .where(and(eq(contactPlatforms.platformId, p.platformId), sql`lower(${contactPlatforms.handle}) = lower(${p.handle})`));
      if (mine[0]) {
        if (mine[0].contactId !== contactId) taken.push(p.handle);
        continue;
      }
      const inserted = await tx
        .insert(contactPlatforms)
        .values({ contactId, platformId: p.platformId, handle: p.handle, followers: p.followers, songRateCents: p.rate, brandRateCents: p.brandRate })
        .onConflictDoNothing()
        .returning({ id: contactPlatforms.id });
      if (!inserted.length) taken.push(p.handle);
    }
    if (taken.length) return { paymentEmailChanged: false, takenHandles: taken };
    const current = await confirmedPaymentEmailOf(tx, contactId);
    const paymentEmailChanged = current?.toLowerCase() !== b.PaymentEmail.toLowerCase();
    // Thrown inside the transaction: the details and handles above roll back with it.
    if (paymentEmailChanged && owner?.contactId !== contactId) throw forbidden(messages.auth.ownerOnly);
    return { paymentEmailChanged, takenHandles: [] };
  });
}

/** GET managed-profiles: the manager's roster creators (not deactivated) with their handles and open invitations. */
export async function managedProfilesOf(db: Db, managerId: number, now = new Date()): Promise<ManagedProfile[]> {
  const roster = await rosterRowsOf(db, managerId);
  if (!roster.length) return [];
  const ids = roster.map((r) => r.c.id);
  const handles = await db
    .select({ id: contactPlatforms.id, contactId: contactPlatforms.contactId, platformId: contactPlatforms.platformId, platform: platforms.name, handle: contactPlatforms.handle })
    .from(contactPlatforms)
    .innerJoin(platforms, eq(platforms.id, contactPlatforms.platformId))
    .where(inArray(contactPlatforms.contactId, ids))
    .orderBy(asc(contactPlatforms.id));
  const invites = await db
    .select({ contactId: offers.contactId, n: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(inArray(offers.contactId, ids), eq(offers.state, 'invited'), sql`${offers.respondBy} > ${now.toISOString()}`))
    .groupBy(offers.contactId);
  return roster.map(({ c, login }) => ({
    ContactID: c.id,
    UID: c.uid,
    DisplayName: displayName(c),
    ProfileImageUrl: c.imageUrl,
    HasLogin: login !== null,
    InviteCount: invites.find((i) => i.contactId === c.id)?.n ?? 0,
    Profiles: handles
      .filter((h) => h.contactId === c.id)
      .map((h) => ({ ContactPlatformID: h.id, PlatformID: h.platformId, Platform: h.platform, Handle: h.handle })),
  }));
}
