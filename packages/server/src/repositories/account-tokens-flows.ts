import { and, eq, isNull, sql } from 'drizzle-orm';
import { accountMessages as am, messages, resetPasswordProblems, type MagicLinkResponse } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { contacts, credentials, posts, sessions } from '../db/schema.ts';
import { badRequest, conflict, HttpError } from '../lib/http.ts';
import { sessionsChanged } from '../lib/session-cache.ts';
import { hashPassword } from '../lib/tokens.ts';
import { findCredentialByUsername } from './contacts.ts';
import { consumeToken, endLinks, findToken, isLive, PASSWORD_LINKS, queuePasswordReset } from './account-tokens.ts';
import { undoUsernameChange } from './login-changes.ts';
import { endPaymentEmailLinks } from './payment-email.ts';
import { createSession } from './sessions.ts';
import { accountOfEmail, claimEntries, claimForAccount } from './entry-claims.ts';

const m = messages.accountLinks;

/** Where a verified entry sends its owner: My Entries. */
const MY_ENTRIES = '/contests?tab=entries';
/** Where a claimed entry without an account sends its entrant: sign-up, whose confirmation makes it theirs. */
const SIGN_UP = '/hello';

/** A link's `magic_token_uid`: the token row's id, a strict decimal (anything else matches no row). */
const uidOf = (uid: string): number | null => (/^[1-9]\d{0,9}$/.test(uid) && Number(uid) <= 2_147_483_647 ? Number(uid) : null);

/** A magic link's redirect as issued: a path inside the portal, never another site. */
const safePath = (p: unknown, fallback: string) => (typeof p === 'string' && p.startsWith('/') && !p.startsWith('//') && !p.includes('\\') ? p : fallback);

/**
 * POST password-reset's work: a link for a live account, nothing for an unknown or deactivated one. The route runs
 * it after answering (`fastify.background`), so neither the answer nor its time tells which emails have accounts.
 */
export async function requestPasswordReset(db: Db, publicUrl: string, username: string): Promise<void> {
  const found = await findCredentialByUsername(db, username);
  if (!found || found.contact.deactivatedAt) return;
  await db.transaction((tx) => queuePasswordReset(tx, publicUrl, { id: found.contact.id, email: found.username }));
}

export interface LinkOutcome extends MagicLinkResponse {
  /** The contact a session was opened for (a sign-in link), so the route can set the cookie. */
  expiresAt?: Date;
}

const answer = (message: string, redirect: string | null, token: string | null = null): LinkOutcome => ({
  success: true,
  data: [{ success: true }],
  token,
  redirect_url: redirect,
  message,
});

/**
 * The magic-link verify call (accounts.md §7). With a new password: a reset (every rule of §5, the link used once,
 * argon2id, every session of the account revoked, its email counted as confirmed: the link proved it). Without: a
 * reset link is checked and left unused (the form comes next); a sign-in link (`magic_link`) is used, opens a
 * session and, as it proves the login email, claims every anonymous entry under it; an entry's claim link
 * (`entry_verify`) is used: it proves the email, so the account on that login (if any) claims every anonymous entry
 * under it (entry-claims.ts), else that one entry is verified for a later sign-up.
 */
export async function verifyMagicLink(
  db: Db,
  q: { magic_token: string; magic_token_uid: string },
  body: { newPassword?: string; confirmPassword?: string } | undefined,
): Promise<LinkOutcome> {
  const id = uidOf(q.magic_token_uid);
  const resetting = body?.newPassword !== undefined || body?.confirmPassword !== undefined;
  if (resetting) {
    const problems = resetPasswordProblems(body?.newPassword, body?.confirmPassword);
    if (problems.length) throw badRequest(problems);
    return resetPassword(db, q.magic_token, id, body!.newPassword!);
  }
  const failed = () => badRequest(m.magicFailed);
  if (id === null) throw failed();
  const row = await findToken(db, q.magic_token, id);
  if (!row || !isLive(row)) throw failed();
  switch (row.purpose) {
    case 'password_reset': {
      const query = new URLSearchParams({ magic_token: q.magic_token, magic_token_uid: String(id) });
      return answer(m.linkVerified, `/reset-password?${query}`);
    }
    case 'magic_link': {
      const used = await db.transaction(async (tx) => {
        const r = await consumeToken(tx, 'magic_link', q.magic_token, { id });
        if (!r?.contactId) return null;
        const [c] = await tx.select({ deactivatedAt: contacts.deactivatedAt }).from(contacts).where(eq(contacts.id, r.contactId));
        if (!c || c.deactivatedAt) return null;
        // The link reached the account's login email: that proves it, so what a visitor entered under it is the
        // account's now, as after a confirmation or a reset (entry-claims.ts).
        await claimForAccount(tx, r.contactId);
        return r;
      });
      if (!used?.contactId) throw failed();
      const session = await createSession(db, used.contactId, false);
      return { ...answer(m.signedIn, safePath(used.detail?.redirect, '/dashboard'), session.token), expiresAt: session.expiresAt };
    }
    case 'entry_verify': {
      const claimed = await db.transaction(async (tx) => {
        const r = await consumeToken(tx, 'entry_verify', q.magic_token, { id });
        const postId = Number(r?.detail?.postId);
        const email = r?.detail?.email;
        if (!r || !Number.isInteger(postId) || typeof email !== 'string') return null;
        // The link proves the email. With an account on that login (now, not when mailed: it may have signed up
        // since), everything entered under it becomes the account's, prizes included; else that entry is verified
        // and the account's confirmation claims it later.
        const account = await accountOfEmail(tx, email);
        if (account !== null) {
          await claimEntries(tx, account, email);
          return { kind: 'account' as const, email };
        }
        await tx
          .update(posts)
          .set({ emailVerifiedAt: sql`coalesce(${posts.emailVerifiedAt}, now())` })
          .where(and(eq(posts.id, postId), isNull(posts.contactId), eq(posts.email, email)));
        return { kind: 'visitor' as const, email };
      });
      if (!claimed) throw failed();
      // Sign-up starts with the proven email filled in: an account on another would not claim the entry.
      return claimed.kind === 'account' ? answer(m.entryVerified, MY_ENTRIES) : answer(m.entryClaimSignUp, `${SIGN_UP}?${new URLSearchParams({ email: claimed.email })}`);
    }
    case 'username_undo': {
      // The old address undoes a login email change; the password may be known to whoever made it: reset it next.
      await undoUsernameChange(db, q.magic_token, id);
      return answer(am.usernameUndone, '/forgot-password');
    }
    default:
      throw failed();
  }
}

async function resetPassword(db: Db, token: string, id: number | null, password: string): Promise<LinkOutcome> {
  const invalid = () => badRequest(m.invalidResetLink);
  if (id === null) throw invalid();
  // Hashed before the transaction: argon2id takes ~20 ms and holds no lock.
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'password_reset', token, { id });
    if (!row?.contactId) throw invalid();
    const [c] = await tx.select({ deactivatedAt: contacts.deactivatedAt }).from(contacts).where(eq(contacts.id, row.contactId));
    if (!c || c.deactivatedAt) throw invalid();
    const changed = await tx
      .update(credentials)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(credentials.contactId, row.contactId))
      .returning({ id: credentials.contactId });
    if (!changed.length) throw invalid();
    // Every login of the account ends (a stolen session too); its other reset and sign-in links die with the old password.
    await tx.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.actorContactId, row.contactId), isNull(sessions.revokedAt)));
    sessionsChanged(tx, [row.contactId]);
    await endLinks(tx, row.contactId, PASSWORD_LINKS, row.id);
    // So do its pending payment email links: one requested from a stolen session must not be followed later.
    await endPaymentEmailLinks(tx, row.contactId);
    // The link reached the account's email: that confirms it (a sign-up whose confirmation link expired).
    await tx.update(contacts).set({ emailConfirmedAt: sql`coalesce(${contacts.emailConfirmedAt}, now())` }).where(eq(contacts.id, row.contactId));
    await claimForAccount(tx, row.contactId);
  });
  return answer(messages.login.resetSuccess, '/login?reset_success=true');
}

/**
 * POST confirm-account: uses the sign-up's `confirm_account` link (for that contact) and confirms the email. A link
 * already used answers that the account is confirmed (409); one that never was, or expired unused, 400.
 */
export async function confirmAccount(db: Db, contactId: number, uid: string): Promise<{ Url: string }> {
  const done = await db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'confirm_account', uid, { contactId });
    if (!row) return false;
    await tx.update(contacts).set({ emailConfirmedAt: sql`coalesce(${contacts.emailConfirmedAt}, now())` }).where(eq(contacts.id, contactId));
    // The email is proved: what a visitor entered under it is the account's now (entry-claims.ts).
    await claimForAccount(tx, contactId);
    sessionsChanged(tx, [contactId]);
    return true;
  });
  if (done) return { Url: '/login?confirmation=true' };
  const known = await findToken(db, uid);
  if (known && known.purpose === 'confirm_account' && known.contactId === contactId) {
    const [c] = await db.select({ at: contacts.emailConfirmedAt }).from(contacts).where(eq(contacts.id, contactId));
    if (known.usedAt || c?.at) throw conflict(m.alreadyConfirmed);
  }
  throw new HttpError(400, m.confirmFailed);
}
