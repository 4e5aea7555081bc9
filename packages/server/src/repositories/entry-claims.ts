import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/open.ts';
import { contacts, contestPayments, credentials, posts } from '../db/schema.ts';

// Claiming anonymous entries (issue 23): a visitor enters a direct or quick contest by email alone, so the entry
// belongs to no account. It becomes an account's when the account's login email is proved: the sign-up's
// confirmation, a password reset, a magic sign-in link, or the claim link mailed with every anonymous entry
// (followed while an account with that login exists). Its entries then count as the account's (`ownedBy`: `email_verified_at` set), and any of
// their prizes still without a payee gets the account as payee in the same transaction, so the organiser can pay it
// (to a confirmed payment email only, as for any prize).

/** The live account whose login is `email`, or null. */
export async function accountOfEmail(tx: Db | Tx, email: string): Promise<number | null> {
  const [row] = await tx
    .select({ id: credentials.contactId })
    .from(credentials)
    .innerJoin(contacts, eq(contacts.id, credentials.contactId))
    .where(and(eq(sql`lower(${credentials.username})`, email.trim().toLowerCase()), isNull(contacts.deactivatedAt)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * `email` is proved to be `contactId`'s: its anonymous entries become the account's and their unpaid prizes without
 * a payee are the account's to be paid. The entries' rows are updated first (their row locks): `endContest` reads
 * a winning entry `FOR SHARE`, so an end racing this claim either sees the entry verified (and pays the account) or
 * commits its payment before the payee update below runs and finds it. Returns how many entries and prizes moved.
 */
export async function claimEntries(tx: Tx, contactId: number, email: string): Promise<{ entries: number; prizes: number }> {
  const address = email.trim().toLowerCase();
  const entries = await tx
    .update(posts)
    .set({ emailVerifiedAt: sql`coalesce(${posts.emailVerifiedAt}, now())` })
    .where(and(isNull(posts.contactId), eq(posts.email, address), isNull(posts.deletedAt)))
    .returning({ id: posts.id });
  const prizes = await tx
    .update(contestPayments)
    .set({ contactId, updatedAt: sql`now()` })
    .where(and(isNull(contestPayments.contactId), eq(contestPayments.contactEmail, address), eq(contestPayments.status, 'To Be Paid')))
    .returning({ id: contestPayments.id });
  return { entries: entries.length, prizes: prizes.length };
}

/** The account's login email is proved (its confirmation, a reset, a sign-in link): claims what was entered under it. */
export async function claimForAccount(tx: Tx, contactId: number): Promise<void> {
  const [login] = await tx.select({ username: credentials.username }).from(credentials).where(eq(credentials.contactId, contactId));
  if (login) await claimEntries(tx, contactId, login.username);
}
