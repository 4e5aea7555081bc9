import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  allowsAnonymous,
  contestEmailError,
  contestMessages,
  eligibility,
  handleError,
  isHandleContest,
  isMilestone,
  linkError,
  MAX_ENTRIES_PER_USER,
  METRIC_JUMP_FACTOR,
  METRIC_JUMP_FLOOR,
  SIGNAL_BITS,
  MILESTONE_CAP,
  normalizeHandle,
  organiserMessages,
  platformOfLink,
  postKey,
  type EntryHandle,
  type EntryResult,
  type Viewer,
} from '@chorus/core';
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/open.ts';
import { competitions, posts } from '../db/schema.ts';
import { violatedUnique } from '../lib/failures.ts';
import type { ShortLinkResolver } from '../lib/short-links.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../lib/http.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { ENTRY_VERIFY_TTL_MS, entryClaimPath, entryReceivedMail, queueEntryReceived } from './account-tokens.ts';
import { grantDirectBonuses } from './contest-payments.ts';
import { acceptsEntries, ENTRY_COUNT_SLOTS, groupsOf, hasEnded, lockContests, refreshLeaderboard, type ContestRow } from './contests.ts';
import { tellEntriesModerated } from './contest-mail.ts';
import { liveIn, newEntrySignals, raiseTwinSignals } from './moderation.ts';

export interface Entrant {
  /** The signed-in contact, or null for an anonymous visitor. */
  contactId: number | null;
  email: string;
}

/** Who enters: the contact and email, and (signed in) the country and approval that decide eligibility. */
export interface EntrantWithViewer extends Entrant {
  /** Null for an anonymous visitor: no country known we could trust (a request body's `country` is not one). */
  viewer: Viewer | null;
}

export interface EntryInput {
  link?: string;
  email: string;
  creator: string;
}

/** Refusals for someone the contest is not open to: 403 signed in; anonymous, 401 (logging in may let them). */
const ineligible = (reason: string, signedIn: boolean) => (signedIn ? forbidden(reason) : new HttpError(401, reason));

const closedError = (c: ContestRow) =>
  isMilestone(c) && c.approvedCount >= MILESTONE_CAP
    ? conflict(contestMessages.milestoneReached)
    : conflict(contestMessages.closed);

/** Results freeze at the end: what the organiser hears when a change would move an ended contest's board. */
const endedError = (c: ContestRow) =>
  isMilestone(c) && c.approvedCount >= MILESTONE_CAP
    ? conflict(contestMessages.milestoneReached)
    : conflict(organiserMessages.ended);

/** The contacts whose handles `contactId` may enter with: itself, and (a manager) its roster's live creators. */
const handleOwners = (contactId: number) =>
  sql`(select ${contactId}::int union all select mc.creator_id from manager_creators mc join contacts k on k.id = mc.creator_id
       where mc.manager_id = ${contactId} and k.deactivated_at is null)`;

/** The handles a signed-in entrant may enter with (the entry form's choice), the acting contact's own first. */
export async function entryHandlesOf(db: Db, contactId: number): Promise<EntryHandle[]> {
  const { rows } = (await db.execute(sql`
    select ltrim(lower(cp.handle), '@') as handle, lower(split_part(p.name, ' ', 1)) as platform,
           trim(coalesce(k.first_name, '') || ' ' || coalesce(k.last_name, '')) as "creatorName"
    from contact_platforms cp join platforms p on p.id = cp.platform_id join contacts k on k.id = cp.contact_id
    where cp.contact_id in ${handleOwners(contactId)}
    order by k.id <> ${contactId}, k.first_name, k.last_name, k.id, cp.id`)) as unknown as { rows: EntryHandle[] };
  return rows;
}

/**
 * How many live entries of the contest count toward an entrant's cap: by email, and signed in by account too (an
 * anonymous entry under an account's email counts toward it). Read by email (and account), whatever the table's
 * statistics say of the contest (`liveIn`).
 */
export const entrantCountSql = (contestId: number, email: string, contactId: number | null) =>
  sql<number>`(select count(*) from posts p where ${contactId ? sql`(p.email = ${email}::text or p.contact_id = ${contactId}::int)` : sql`p.email = ${email}::text`}
    and ${liveIn('p', contestId)})::int`;

/** Advisory-lock keys (hashed) within one contest, in ascending order: two entries sharing several never wait in a cycle. */
const lockKeys = (keys: (string | null)[]) =>
  [...new Set(keys.filter((k): k is string => !!k).map((k) => createHash('sha256').update(k).digest().readInt32BE(0)))].sort((a, b) => a - b);

/**
 * Applies every rule of contests.md §4-5 and creates the entry. Eligibility and closing hold under concurrent
 * requests through the contest row, shared with other entries; the 7-entry cap and handles through a lock per
 * entrant and contest; duplicate posts through the unique index on their key (docs/architecture.md, Locking discipline).
 *
 * Round trips (each one waits on a busy process and database), all in the transaction: one statement for the
 * contest row, the locks and the mail's account lookup; one for the checks, the insert, the count and (no account)
 * the mail; the commit. The entry is counted in its session's slot of `contest_entry_counts`, so no row is written
 * by every entry of a contest and their commits do not queue on it.
 */
export async function submitEntry(
  db: Db,
  contestId: number,
  input: EntryInput,
  who: EntrantWithViewer,
  opts: {
    /** Short links become the full link of their post before anything else (lib/short-links.ts). */
    resolveShortLink: ShortLinkResolver;
    /** Anonymous entries: mail the entrant in the entry's transaction (`queueEntryReceived`), links built on publicUrl. */
    mail?: { publicUrl: string };
  },
): Promise<{ result: EntryResult; contest: ContestRow }> {
  // A short link is resolved outside the transaction (a network call holds no lock); the post it leads to is what
  // is stored and checked for duplicates.
  if (input.link?.trim()) input = { ...input, link: await opts.resolveShortLink(input.link.trim()) };
  const { mail } = opts;
  const email = (who.email || input.email).trim().toLowerCase();
  const creator = normalizeHandle(input.creator);
  const mailed = mail && !who.contactId ? mail : null;

  const entry = await db
    .transaction(async (tx) => {
      // One statement: the contest row shared (FOR KEY SHARE: an organiser's change, end or moderation, which
      // lockContests takes FOR UPDATE, waits for the entries in flight and they for it, so eligibility and the
      // closed check hold; entries do not wait for one another here); a transaction advisory lock per entrant
      // (email, and account when signed in) and handle in this contest, for the 7-entry cap and one entry per
      // handle, so only entries that could count against each other queue (the handle's lock is taken in link
      // contests too: the contest is not known before this statement, and entrants sharing a handle there only
      // queue); and whether the email is an account's login (the mail says so).
      const locks = lockKeys([`e:${email}`, who.contactId ? `c:${who.contactId}` : null, creator ? `h:${creator}` : null]).map(
        (h) => sql`pg_advisory_xact_lock(${contestId}::int, ${h}::int)`,
      );
      const account = mailed
        ? sql<number | null>`(select cr.contact_id from credentials cr join contacts k on k.id = cr.contact_id
            where cr.username = ${email} and k.deactivated_at is null limit 1)`
        : sql<number | null>`null::int`;
      // A signed-in entry names one of the entrant's handles (a manager: their roster's); anonymous ones cannot be checked.
      const owns = who.contactId
        ? sql<boolean>`exists (select 1 from contact_platforms cp where cp.contact_id in ${handleOwners(who.contactId)} and ltrim(lower(cp.handle), '@') = ${creator})`
        : sql<boolean>`true`;
      const [found] = await tx
        .select({
          contest: competitions,
          account,
          owns,
          // Volatile outputs: evaluated (once, as an InitPlan) even though nothing reads them.
          locked: sql`(select 1 from (select ${sql.join(locks, sql`, `)}) l)`,
        })
        .from(competitions)
        .where(eq(competitions.id, contestId))
        .for('key share');
      const contest = found?.contest;
      if (!contest || contest.deletedAt) throw notFound(contestMessages.notFound);
      if (!who.contactId && !allowsAnonymous(contest)) throw new HttpError(401, contestMessages.loginRequired);
      const allowed = eligibility(contest, who.viewer);
      if (allowed.reason) throw ineligible(allowed.reason, !!who.viewer);
      if (!acceptsEntries(contest)) throw closedError(contest);

      const handleOnly = isHandleContest(contest);
      const errors: string[] = [];
      const emailError = contestEmailError(email, handleOnly ? 'handle' : 'link');
      if (emailError) errors.push(emailError);
      // The creator is a handle in every contest (a handle contest's entry is the handle itself): its format is
      // checked before it is stored.
      const creatorError = handleError(creator);
      if (creatorError) errors.push(creatorError);
      let link: string | null = null;
      if (!handleOnly) {
        link = (input.link ?? '').trim();
        const e = linkError(link, contest);
        if (e) errors.push(e);
      }
      if (errors.length) throw badRequest(errors);
      if (!found.owns) throw forbidden(contestMessages.handleNotYours);
      const platform = link ? (platformOfLink(link) ?? '') : '';
      const key = link ? postKey(link) : null;
      const accountId = found.account === null ? null : Number(found.account);

      // One statement, read after the locks (its snapshot sees every entry of this entrant that committed before):
      // the cap and the handle checked, the entry inserted only if both allow it, counted in this session's slot,
      // and the entrant's mail queued with it and its claim link's token (an account's email: written after, below).
      // A post already entered, in any spelling, is refused by the unique index on its key (posts_post_key_idx): a racing
      // twin waits for the first to commit, then fails here. The slot's row stays locked to the commit, but only
      // an entry of the same contest on a connection whose pid falls in the same slot waits for it.
      // A visitor's claim link: its token is made here and its row written by the statement, whose id (the link's
      // other half) replaces a random placeholder in the mail, so the entry still takes one round trip.
      // The moderation queue's signals (core's SIGNAL_BITS), raised here, in the insert, on the new entry and on its
      // twins (the `twins` step): the same post in another entry of the organisation's contests (deleted ones too),
      // the same email under another handle in this contest (entries of one email queue on its advisory lock above,
      // so neither of two racing twins misses the other), an account made minutes before. Indexes: posts_post_key_any_idx,
      // posts_user_email_idx, the contacts' key.
      const entrant = { contestId, organisationId: contest.organisationId, email, creator, postKey: key, contactId: who.contactId };
      const signals = newEntrySignals(entrant);
      const claim = mailed && accountId === null ? { token: newToken(), uid: `uid${randomUUID().replace(/-/g, '')}` } : null;
      const message = claim ? entryReceivedMail(mailed!.publicUrl, { email, creator, contestName: contest.name }, entryClaimPath(claim.token, claim.uid), false) : null;
      const { rows } = (await tx.execute(sql`
        with chk as (
          select ${entrantCountSql(contestId, email, who.contactId)} as n,
                 ${handleOnly ? sql`exists (select 1 from posts p where p.contest_id = ${contestId} and p.creator = ${creator} and p.deleted_at is null)` : sql`false`} as taken
        ),
        ins as (
          insert into posts (contest_id, contact_id, email, creator, platform, link, post_key, country, signals)
          select ${contestId}, ${who.contactId}, ${email}, ${creator}, ${platform}, ${link}, ${key}, ${who.viewer?.countryCode ?? null}, ${signals}
          from chk where chk.n < ${MAX_ENTRIES_PER_USER} and not chk.taken
          returning id, status
        ),
        twins as (
          ${raiseTwinSignals(entrant, sql`exists (select 1 from ins)`)}
        ),
        counted as (
          insert into contest_entry_counts (contest_id, slot, n)
          select ${contestId}, pg_backend_pid() % ${ENTRY_COUNT_SLOTS}, 1 from ins
          on conflict (contest_id, slot) do update set n = contest_entry_counts.n + 1
        )${
          message && claim
            ? sql`, claim as (
          insert into account_tokens (token_hash, purpose, contact_id, detail, expires_at)
          select ${hashToken(claim.token)}, 'entry_verify', null, jsonb_build_object('postId', ins.id, 'email', ${email}::text),
            now() + ${`${ENTRY_VERIFY_TTL_MS} milliseconds`}::interval from ins
          returning id
        ), queued as (
          insert into mail_outbox (to_address, template, subject, html, text)
          select ${message.to}, ${message.template}, ${message.subject},
            replace(${message.html}, ${claim.uid}, claim.id::text), replace(${message.text}, ${claim.uid}, claim.id::text) from claim
        )`
            : sql``
        }
        select chk.n, chk.taken, ins.id, ins.status from chk left join ins on true`)) as unknown as {
        rows: { n: number; taken: boolean; id: number | null; status: EntryResult['status'] | null }[];
      };
      const [row] = rows;
      // Refused: the cap is named first when both refuse, as the checks ran before.
      if (!row || row.id === null) throw conflict(!row || row.n >= MAX_ENTRIES_PER_USER ? contestMessages.maxEntries : contestMessages.handleTaken);
      if (mailed && accountId !== null)
        await queueEntryReceived(tx, mailed.publicUrl, { id: Number(row.id), email, creator, contestName: contest.name }, { contactId: accountId });
      return { id: Number(row.id), status: row.status!, contest, link, platform };
    })
    .catch((err: unknown) => {
      if (violatedUnique(err) === 'posts_post_key_idx') throw conflict(contestMessages.duplicate);
      throw err;
    });
  const { contest, link, platform } = entry;

  const result: EntryResult = {
    id: entry.id,
    contestId,
    contestName: contest.name,
    creator,
    platform: platform || null,
    link,
    status: entry.status,
  };
  return { result, contest };
}

type Status = (typeof posts.$inferSelect)['status'];

/**
 * Organiser moderation: sets the status of entries (or deletes them) and keeps counters and the
 * leaderboard current in the same transaction. Approving past a milestone cap is refused.
 *
 * The entries' contests are locked first (ascending ids), then the entries are read again inside the lock:
 * every writer of an entry's status or deletion holds its contest's lock, so what is read is what is there,
 * and counters move by exactly the entries whose state changes. Approving an approved entry changes nothing.
 */
export async function moderate(db: Db, entryIds: number[], action: Status | 'delete'): Promise<number> {
  return db.transaction(async (tx) => {
    // An entry never moves to another contest, so its contest may be found before the lock; its state may not.
    const owners = await tx
      .selectDistinct({ contestId: posts.contestId })
      .from(posts)
      .where(and(inArray(posts.id, entryIds), isNull(posts.deletedAt)));
    const contests = await lockContests(tx, owners.map((o) => o.contestId));
    const rows = await tx.select().from(posts).where(and(inArray(posts.id, entryIds), isNull(posts.deletedAt)));
    if (!rows.length) throw notFound('Entry not found.');
    const approvedNow: typeof rows = [];
    for (const contest of contests) {
      const entries = rows.filter((r) => r.contestId === contest.id);
      const changing = action === 'delete' ? entries : entries.filter((e) => e.status !== action);
      if (!changing.length) continue;
      // An ended contest's leaderboard is final (its prizes pay from it): only a reopen lets it change. The
      // approval that brings a milestone contest to its cap ends it, so it passes this check; later ones do not.
      if (hasEnded(contest)) throw endedError(contest);
      const ids = changing.map((e) => e.id);
      const wasApproved = changing.filter((e) => e.status === 'approved').length;
      const nowApproved = action === 'approved' ? changing.length : 0;
      const approved = contest.approvedCount - wasApproved + nowApproved;
      if (isMilestone(contest) && approved > MILESTONE_CAP)
        throw conflict(`Approving these would pass the ${MILESTONE_CAP}-post milestone (${contest.approvedCount} approved).`);
      if (action === 'delete') {
        await tx.update(posts).set({ deletedAt: new Date(), updatedAt: new Date() }).where(inArray(posts.id, ids));
      } else {
        await tx.update(posts).set({ status: action, approvedAt: action === 'approved' ? new Date() : null, updatedAt: new Date() }).where(inArray(posts.id, ids));
      }
      await tx
        .update(competitions)
        .set({
          approvedCount: approved,
          entriesCount: action === 'delete' ? contest.entriesCount - changing.length : contest.entriesCount,
          // A milestone contest ends when its cap is reached (contests.md §4).
          hasEnded: contest.hasEnded || (isMilestone(contest) && approved >= MILESTONE_CAP),
          endedAt: contest.endedAt ?? (isMilestone(contest) && approved >= MILESTONE_CAP ? new Date() : null),
          lastUpdated: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(competitions.id, contest.id));
      await refreshLeaderboard(tx, contest.id, groupsOf(changing));
      if (action === 'approved') approvedNow.push(...changing);
    }
    // The direct bonus is earned by an approval (never taken back by a later rejection: it may be paid already).
    await grantDirectBonuses(tx, approvedNow, new Map(contests.map((c) => [c.id, c])));
    if (action === 'approved' || action === 'rejected') await tellEntriesModerated(tx, rows, action);
    return rows.length;
  });
}

/** Records likes/views/followers/creativity for many entries of one contest and refreshes the touched leaderboard rows. */
export async function recordMetrics(
  db: Db,
  contestId: number,
  metrics: { id: number; likes?: number; views?: number; followers?: number; creativityScore?: number }[],
): Promise<number> {
  return db.transaction(async (tx) => {
    // Under the contest's lock, so a refresh of a leaderboard row never misses a moderation running beside it.
    const [contest] = await lockContests(tx, [contestId]);
    const ids = metrics.map((m) => m.id);
    const rows = await tx
      .select()
      .from(posts)
      .where(and(eq(posts.contestId, contestId), inArray(posts.id, ids), isNull(posts.deletedAt)));
    const known = new Set(rows.map((r) => r.id));
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest(`Entries not in this contest: ${unknown.slice(0, 10).join(', ')}`);
    if (contest && hasEnded(contest)) {
      // Re-sending the figures an ended contest already has changes nothing and is answered as before.
      const byId = new Map(rows.map((r) => [r.id, r]));
      const differs = (a: number | undefined, b: number) => a !== undefined && a !== b;
      const changes = metrics.some((m) => {
        const r = byId.get(m.id)!;
        return (
          differs(m.likes, r.likes) ||
          differs(m.views, r.views) ||
          differs(m.followers, r.followers) ||
          differs(m.creativityScore, r.creativityScore)
        );
      });
      if (changes) throw endedError(contest);
    }
    // One statement for the whole batch; a missing value keeps what the entry had. A value that changes keeps the one
    // before it (prev_likes, prev_views), and one more than METRIC_JUMP_FACTOR times a previous value of at least
    // METRIC_JUMP_FLOOR raises the entry's metric jump signal (the moderation queue).
    const col = (f: (m: (typeof metrics)[number]) => number | undefined) => sql.param(metrics.map((m) => f(m) ?? null));
    await tx.execute(sql`
      update posts p set
        likes = coalesce(m.likes, p.likes), views = coalesce(m.views, p.views), followers = coalesce(m.followers, p.followers),
        creativity_score = coalesce(m.cs, p.creativity_score), updated_at = now(),
        prev_likes = case when m.likes is distinct from null and m.likes <> p.likes then p.likes else p.prev_likes end,
        prev_views = case when m.views is distinct from null and m.views <> p.views then p.views else p.prev_views end,
        signals = p.signals | case when (p.likes >= ${METRIC_JUMP_FLOOR} and m.likes > p.likes * ${METRIC_JUMP_FACTOR})
                                     or (p.views >= ${METRIC_JUMP_FLOOR} and m.views > p.views * ${METRIC_JUMP_FACTOR})
                                   then ${SIGNAL_BITS.metricJump} else 0 end
      from unnest(${col((m) => m.id)}::int[], ${col((m) => m.likes)}::bigint[], ${col((m) => m.views)}::bigint[],
                  ${col((m) => m.followers)}::bigint[], ${col((m) => m.creativityScore)}::int[])
        as m(id, likes, views, followers, cs)
      where p.id = m.id and p.contest_id = ${contestId}`);
    await tx.update(competitions).set({ lastUpdated: new Date() }).where(eq(competitions.id, contestId));
    await refreshLeaderboard(tx, contestId, groupsOf(rows));
    return rows.length;
  });
}
