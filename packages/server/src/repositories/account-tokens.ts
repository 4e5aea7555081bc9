import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/open.ts';
import { accountTokens, accountTokenPurposes } from '../db/schema.ts';
import { type MailMessage, renderMail } from '../lib/mail-templates.ts';
import { hashToken, newToken } from '../lib/tokens.ts';
import { enqueueMail } from '../plugins/mail.ts';

export type TokenPurpose = (typeof accountTokenPurposes)[number];
export type AccountTokenRow = typeof accountTokens.$inferSelect;

/**
 * Ends every live link of the contact's for these purposes (but the row `exceptId`, the one being used): a newer
 * password makes older reset and sign-in links stale, an undone login change its other links.
 */
export async function endLinks(tx: Db | Tx, contactId: number, purposes: readonly TokenPurpose[], exceptId?: number): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.contactId, contactId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        exceptId !== undefined ? ne(accountTokens.id, exceptId) : undefined,
      ),
    );
}

/** What a new password ends beside the sessions: the links that sign in or set a password without the old one. */
export const PASSWORD_LINKS = ['password_reset', 'magic_link'] as const satisfies readonly TokenPurpose[];

/** Password resets and magic links live an hour; confirmations and entry verifications longer (a mail read later). */
export const RESET_TTL_MS = 60 * 60 * 1000;
export const MAGIC_LINK_TTL_MS = 60 * 60 * 1000;
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const ENTRY_VERIFY_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A single-use emailed link's secret: 32 random bytes (base64url) handed back to put in the mail, only its
 * SHA-256 stored (like sessions), so the table leaks nothing usable. Returns the raw token and the row's id.
 */
export async function issueTokenWithId(
  tx: Db | Tx,
  t: { purpose: TokenPurpose; contactId: number | null; detail?: Record<string, unknown>; ttlMs: number },
): Promise<{ token: string; id: number }> {
  const token = newToken();
  const [row] = await tx
    .insert(accountTokens)
    .values({
      tokenHash: hashToken(token),
      purpose: t.purpose,
      contactId: t.contactId,
      detail: t.detail ?? null,
      expiresAt: sql`now() + ${`${t.ttlMs} milliseconds`}::interval`,
    })
    .returning({ id: accountTokens.id });
  return { token, id: row!.id };
}

/** Issues a token (see `issueTokenWithId`) and returns the raw token for the link. */
export async function issueToken(
  tx: Db | Tx,
  t: { purpose: TokenPurpose; contactId: number | null; detail?: Record<string, unknown>; ttlMs: number },
): Promise<string> {
  return (await issueTokenWithId(tx, t)).token;
}

/**
 * Uses a token once: the row if it was issued for `purpose`, unused and unexpired, else null. One UPDATE …
 * RETURNING, so two requests racing with the same link cannot both succeed.
 */
export async function consumeToken(
  tx: Db | Tx,
  purpose: TokenPurpose,
  token: string,
  /** The link's other half must match too (its row id, its contact): a wrong one uses nothing. */
  also: { id?: number; contactId?: number } = {},
): Promise<AccountTokenRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, hashToken(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
        also.id !== undefined ? eq(accountTokens.id, also.id) : undefined,
        also.contactId !== undefined ? eq(accountTokens.contactId, also.contactId) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** A token's row, used or not, by its secret (and row id when given): what a link was, to answer a second use. */
export async function findToken(tx: Db | Tx, token: string, id?: number): Promise<AccountTokenRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await tx
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), id !== undefined ? eq(accountTokens.id, id) : undefined));
  return row ?? null;
}

/** Whether a row would be accepted now: not used, not expired. */
export const isLive = (row: AccountTokenRow, now = new Date()) => !row.usedAt && row.expiresAt > now;

/**
 * Sign-up's confirmation mail (for the sign-up routes): issues a `confirm_account` token and queues a link to
 * `/confirm?contactId=…&uid=<token>`, in the caller's transaction (wake `fastify.mail` after the commit).
 */
export async function queueAccountConfirmation(
  tx: Db | Tx,
  publicUrl: string,
  contact: { id: number; email: string; firstName: string },
): Promise<void> {
  const token = await issueToken(tx, { purpose: 'confirm_account', contactId: contact.id, ttlMs: CONFIRM_TTL_MS });
  const query = new URLSearchParams({ contactId: String(contact.id), uid: token });
  await enqueueMail(
    tx,
    renderMail(publicUrl, {
      to: contact.email,
      template: 'confirm-account',
      subject: 'Confirm your Chorus account',
      heading: contact.firstName ? `Welcome to Chorus, ${contact.firstName}!` : 'Welcome to Chorus!',
      paragraphs: [
        'Please confirm your email address to finish signing up. You can log in once it is confirmed.',
        'The link works once, within 7 days. If you did not sign up for Chorus, ignore this email.',
      ],
      action: { label: 'Confirm my email', path: `/confirm?${query}` },
    }),
  );
}

/** The reset mail for a contact: a `password_reset` token (1 hour) and a link to /reset-password. */
export async function queuePasswordReset(tx: Db | Tx, publicUrl: string, contact: { id: number; email: string }): Promise<void> {
  const { token, id } = await issueTokenWithId(tx, { purpose: 'password_reset', contactId: contact.id, ttlMs: RESET_TTL_MS });
  await enqueueMail(tx, passwordResetMail(publicUrl, contact.email, token, id));
}

const passwordResetMail = (publicUrl: string, to: string, token: string, id: number) =>
  renderMail(publicUrl, {
    to,
    template: 'password-reset',
    subject: 'Reset your Chorus password',
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of the Chorus account that uses this email.',
      'The link works once, within one hour. If you did not ask for it, ignore this email: your password stays as it is.',
    ],
    action: { label: 'Reset my password', path: `/reset-password?${new URLSearchParams({ magic_token: token, magic_token_uid: String(id) })}` },
  });

/** The claim link of an anonymous entry: its `entry_verify` token and the token row's id. */
export const entryClaimPath = (token: string, uid: string) =>
  `/route?${new URLSearchParams({ magic_token: token, magic_token_uid: uid, action: 'verify-entry' })}`;

/**
 * "We received your entry" for an anonymous contest entry of an account's login, in the entry's transaction, with
 * its claim link (an `entry_verify` token naming the entry): following it proves the email, and the entry (with
 * every other one under that email) becomes the account's. A visitor's mail is written by `submitEntry` in its one
 * statement, with the same link (entries.ts). Every anonymous entrant gets a message with a link, so the entry's
 * answer (the same either way) tells nobody whether an email has an account.
 */
export async function queueEntryReceived(
  tx: Db | Tx,
  publicUrl: string,
  entry: { id: number; email: string; creator: string; contestName: string },
  /** The account whose login the email is. */
  account: { contactId: number },
): Promise<void> {
  const { token, id } = await issueTokenWithId(tx, {
    purpose: 'entry_verify',
    contactId: account.contactId,
    detail: { postId: entry.id, email: entry.email },
    ttlMs: ENTRY_VERIFY_TTL_MS,
  });
  await enqueueMail(tx, entryReceivedMail(publicUrl, entry, entryClaimPath(token, String(id)), true));
}

/**
 * The "we received your entry" message with its claim link. An account's login is told the entry will count for
 * it; a visitor, that signing up with this email (or having signed up) makes the entry and its prize theirs.
 */
export function entryReceivedMail(
  publicUrl: string,
  entry: { email: string; creator: string; contestName: string },
  claimPath: string,
  hasAccount: boolean,
): MailMessage {
  const what = entry.creator ? `${entry.contestName} (${entry.creator})` : entry.contestName;
  return renderMail(publicUrl, {
    to: entry.email,
    template: 'entry-received',
    subject: `We received your entry to ${entry.contestName}`,
    heading: 'Thanks for entering!',
    paragraphs: [
      `We received your entry to ${what}. Entries are reviewed before they show on the contest page.`,
      hasAccount
        ? 'This email is the login of a Chorus account. Verify that this entry is yours and it will count for your account: it will show in My Entries, and a prize it wins will be paid to you.'
        : 'Claim this entry with the link below: it proves this email is yours. Sign up to Chorus with this email and the entry is yours: it will show in My Entries, and a prize it wins will be paid to you.',
      'The link works once, within 30 days. If you did not enter this contest, ignore this email.',
    ],
    action: { label: hasAccount ? 'Verify my entry' : 'Claim my entry', path: claimPath },
  });
}
