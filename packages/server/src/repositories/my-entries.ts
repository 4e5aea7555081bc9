import { and, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import { placeLabel, prizeLabel, type MyEntry } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { competitions, contestPayments, posts } from '../db/schema.ts';
import { paymentOwnedBy, placesThenAwards } from './contest-payment-reads.ts';
import { hasEnded } from './contests.ts';

// A creator's entries as they read them (My Entries, the home page): which entries are theirs and what they won.
// Writing entries (the rules of an entry, moderation) is in entries.ts.

/**
 * Entries that belong to an account: its own (by contact), and anonymous ones under its email only once that
 * email was verified for the entry (typing someone's email proves nothing): the link mailed with the entry
 * (`verifyMagicLink`) or the account's own confirmation sets `email_verified_at` (entry-claims.ts).
 */
export const ownedBy = (who: { contactId: number; email: string }) =>
  or(
    eq(posts.contactId, who.contactId),
    and(isNull(posts.contactId), eq(posts.email, who.email), isNotNull(posts.emailVerifiedAt)),
  );

/** The signed-in creator's entries, split into live contests (Active) and ended ones (Past), with the place and awards each won. */
export async function myEntries(db: Db, who: { contactId: number; email: string }) {
  const rows = await db
    .select({ post: posts, contest: competitions })
    .from(posts)
    .innerJoin(competitions, eq(competitions.id, posts.contestId))
    .where(and(isNull(posts.deletedAt), isNull(competitions.deletedAt), ownedBy(who)))
    .orderBy(desc(posts.createdAt), desc(posts.id));
  // The places and judged awards won: an entry shows its group's (creator + platform; an award's payment names the
  // chosen entry's); a place paid before groups were stored, its contest's.
  const won = await db
    .select({
      contestId: contestPayments.contestId,
      place: contestPayments.place,
      award: contestPayments.award,
      creator: contestPayments.creator,
      platform: contestPayments.platform,
    })
    .from(contestPayments)
    .where(and(paymentOwnedBy(who), isNull(contestPayments.bonusCategory)))
    .orderBy(...placesThenAwards);
  const wonBy = (post: typeof posts.$inferSelect) =>
    won.filter((w) => w.contestId === post.contestId && (w.creator === null || (w.creator === post.creator && w.platform === post.platform)));
  const active: MyEntry[] = [];
  const past: MyEntry[] = [];
  for (const { post, contest } of rows) {
    const item: MyEntry = {
      id: post.id,
      postId: contest.id,
      name: contest.name,
      creator: post.creator,
      link: post.link,
      status: post.status,
      createdAt: post.createdAt.toISOString(),
      _deleted: false,
    };
    const prizes = wonBy(post);
    const place = prizes.find((w) => w.award === null)?.place;
    if (place) Object.assign(item, { place, placeLabel: placeLabel(place) });
    const awards = prizes.filter((w) => w.award !== null).map((w) => prizeLabel(w));
    if (awards.length) item.awards = awards;
    (contest.isActive && !hasEnded(contest) ? active : past).push(item);
  }
  return { Active: { Preffy: active }, Past: { Preffy: past, Songfluencer: [] as MyEntry[] } };
}
