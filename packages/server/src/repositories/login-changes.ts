import { and, eq, isNull, or } from 'drizzle-orm';
import { accountMessages as am, messages } from '@chorus/core';
import type { Db, Tx } from '../db/open.ts';
import { credentials, sessions } from '../db/schema.ts';
import { badRequest, conflict } from '../lib/http.ts';
import { renderMail } from '../lib/mail-templates.ts';
import { sessionsChanged } from '../lib/session-cache.ts';
import { enqueueMail } from '../plugins/mail.ts';
import { recordAccountEvent } from './account-events.ts';
import { consumeToken, endLinks, issueTokenWithId } from './account-tokens.ts';

/** The old address's undo link lives a week: someone who lost their account may read their mail late. */
export const USERNAME_UNDO_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Tells the OLD login address about a login email change, when it is asked for ('requested') and when it takes
 * effect ('changed'), with a single-use link (`username_undo`, through the magic-link page) that puts `oldUsername`
 * back: a delegate or a thief who changes the login cannot do it silently.
 */
export async function queueUsernameChangeNotice(
  tx: Db | Tx,
  publicUrl: string,
  n: { contactId: number; oldUsername: string; newUsername: string; stage: 'requested' | 'changed' },
): Promise<void> {
  const { token, id } = await issueTokenWithId(tx, {
    purpose: 'username_undo',
    contactId: n.contactId,
    detail: { username: n.oldUsername },
    ttlMs: USERNAME_UNDO_TTL_MS,
  });
  const query = new URLSearchParams({ magic_token: token, magic_token_uid: String(id), action: 'undo-login-change' });
  const requested = n.stage === 'requested';
  await enqueueMail(
    tx,
    renderMail(publicUrl, {
      to: n.oldUsername,
      template: requested ? 'username-change-requested' : 'username-changed',
      subject: requested ? 'Someone asked to change your Chorus login email' : 'Your Chorus login email was changed',
      heading: requested ? 'A login email change was requested' : 'Your login email was changed',
      paragraphs: [
        requested
          ? `Someone asked to change the login email of your Chorus account from ${n.oldUsername} to ${n.newUsername}. It takes effect once the new address follows the link we sent there.`
          : `The login email of your Chorus account was changed from ${n.oldUsername} to ${n.newUsername}.`,
        "If this wasn't you, follow the link below: it puts this address back as your login, signs out every session of your account and cancels any pending change. Then reset your password.",
        'The link works once, within 7 days.',
      ],
      action: { label: 'This wasn’t me: undo the change', path: `/route?${query}` },
    }),
  );
}

/** Tells the login address that its password was changed, with the way back if it was not the owner. */
export async function queuePasswordChangedNotice(tx: Db | Tx, publicUrl: string, username: string): Promise<void> {
  await enqueueMail(
    tx,
    renderMail(publicUrl, {
      to: username,
      template: 'password-changed',
      subject: 'Your Chorus password was changed',
      heading: 'Your password was changed',
      paragraphs: [
        'The password of the Chorus account that logs in with this email was just changed, and its other sessions were signed out.',
        "If this wasn't you, reset your password now: we will send a reset link to this address.",
      ],
      action: { label: 'Reset my password', path: '/forgot-password' },
    }),
  );
}

/**
 * Follows an undo link (magic-link verify, purpose `username_undo`): the old login email is put back, every session
 * in the account ends (its own, and those of delegates switched into it: revoked, so their next call is refused
 * rather than done as the delegate), and every pending login-email link of the account is used up, in one
 * transaction. The link is single use (one UPDATE …
 * RETURNING); a second undo link for the same change is used up too. Answers the address put back.
 */
export async function undoUsernameChange(db: Db, token: string, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await consumeToken(tx, 'username_undo', token, { id });
    const old = row?.detail?.username;
    if (!row?.contactId || typeof old !== 'string') throw badRequest(messages.accountLinks.magicFailed);
    const contactId = row.contactId;
    const [taken] = await tx.select({ id: credentials.contactId }).from(credentials).where(eq(credentials.username, old));
    if (taken && taken.id !== contactId) throw conflict(am.usernameUndoTaken);
    const [login] = await tx.select({ username: credentials.username }).from(credentials).where(eq(credentials.contactId, contactId));
    if (!login) throw badRequest(messages.accountLinks.magicFailed);
    if (login.username !== old) await tx.update(credentials).set({ username: old, updatedAt: new Date() }).where(eq(credentials.contactId, contactId));
    // Every session in the account ends: its own, and delegates' switched into it. A delegate's page still shows
    // this account, so its next call must be refused: put back on their own login without a word, that page's next
    // save (the contact form, say) was written over the delegate's own account.
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(or(eq(sessions.actorContactId, contactId), eq(sessions.actingContactId, contactId)), isNull(sessions.revokedAt)));
    sessionsChanged(tx, [contactId]);
    await endLinks(tx, contactId, ['username_change', 'username_undo']);
    await recordAccountEvent(tx, { ownerId: contactId, actorId: null, kind: 'username_change_undone', detail: { username: old } });
    return old;
  });
}
