import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accountMessages as am,
  accountOkResponse,
  confirmUsernameBody,
  emailSchema,
  linkEmailQuery,
  messages,
  updateUsernameBody,
  usernameDetailResponse,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db, Tx } from '../../db/open.ts';
import { accountTokens, credentials } from '../../db/schema.ts';
import { badRequest, conflict, notFound, route } from '../../lib/http.ts';
import type { LoginLimiter } from '../../lib/login-limiter.ts';
import { renderMail } from '../../lib/mail-templates.ts';
import { verifyCurrentPassword } from '../../lib/reauth.ts';
import { sessionsChanged } from '../../lib/session-cache.ts';
import { enqueueMail } from '../../plugins/mail.ts';
import { recordAccountEvent } from '../../repositories/account-events.ts';
import { consumeToken, issueTokenWithId } from '../../repositories/account-tokens.ts';
import { usernameTaken } from '../../repositories/contacts.ts';
import { queueUsernameChangeNotice } from '../../repositories/login-changes.ts';

/** A login email change waits this long for the new address to confirm it. */
export const USERNAME_CHANGE_TTL_MS = 24 * 60 * 60 * 1000;

/** The newest change of `contactId` still waiting for its link (the one a new request supersedes). */
async function pendingUsername(db: Db, contactId: number): Promise<string | null> {
  const [row] = await db
    .select({ detail: accountTokens.detail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.contactId, contactId),
        eq(accountTokens.purpose, 'username_change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(accountTokens.id))
    .limit(1);
  const u = row?.detail?.username;
  return typeof u === 'string' ? u : null;
}

/**
 * Queues the link that makes `username` the login of `contactId` once followed: a change confirms in Login
 * Information (`/account/credentials/?username_token…`); login step 2's link goes to the public `/verifyEmail`, since
 * whoever follows it may not be signed in, and signing in with the username would only ask to link an email again.
 */
async function queueUsernameLink(tx: Tx, publicUrl: string, contactId: number, username: string, kind: 'change' | 'link') {
  const { token, id } = await issueTokenWithId(tx, { purpose: 'username_change', contactId, detail: { username }, ttlMs: USERNAME_CHANGE_TTL_MS });
  const query = new URLSearchParams({ username_token: token, username_token_uid: String(id) });
  const change = kind === 'change';
  await enqueueMail(
    tx,
    renderMail(publicUrl, {
      to: username,
      template: change ? 'username-change' : 'link-email',
      subject: change ? 'Confirm your new Chorus login email' : 'Verify your email for Chorus',
      heading: change ? 'Confirm your new login email' : 'Thanks for registering!',
      paragraphs: [
        change
          ? `Someone asked to use this address (${username}) as the login email of a Chorus account. Follow the link to confirm it; until then the account keeps its current login.`
          : `Someone asked to link this address (${username}) to their Chorus account as its login. Follow the link to verify it; from then on, log in with this email.`,
        'The link works once, within 24 hours. If you did not ask for this, ignore this email.',
      ],
      action: { label: change ? 'Confirm my new login email' : 'Verify my email', path: `${change ? '/account/credentials/' : '/verifyEmail'}?${query}` },
    }),
  );
}

/**
 * Login information (accounts.md §2, §5, §7): the login email, and changing it. A new login email takes effect
 * only once the new address follows the link mailed to it (a `username_change` token, single use, 24 hours), so
 * a typo or someone else's address never locks the owner out. Only the owner may ask (access 'owner', and the
 * current password again), and the old address is told at the request and at the change, with a link to undo it.
 */
export function accountLoginRoutes(app: FastifyInstance, { db, config, limiter }: { db: Db; config: Config; limiter: LoginLimiter }) {
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/username-detail',
      summary: "The acting contact's login email, and a change waiting for confirmation",
      access: 'user',
      response: usernameDetailResponse,
    },
    async ({ session }) => ({
      results: { success: true, LogInUsername: session.actingUsername, PendingUsername: await pendingUsername(db, session.acting.id) },
    }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/update-username',
      summary:
        'Asks to change the login email (the owner only, with the current password): a confirmation link goes to the new address, an undo link to the old one',
      access: 'owner',
      body: updateUsernameBody,
      response: accountOkResponse,
      rateLimit: 'auth',
    },
    async ({ session, body, req }) => {
      if (!session.actingUsername) throw notFound(am.noLogin);
      const login = await verifyCurrentPassword(db, limiter, req.ip, session.acting.id, body.currentPassword);
      if (body.username === login.username) throw badRequest(am.usernameSame);
      if (await usernameTaken(db, body.username)) throw conflict(am.usernameTaken);
      await db.transaction(async (tx) => {
        await queueUsernameLink(tx, config.PUBLIC_URL, session.acting.id, body.username, 'change');
        await queueUsernameChangeNotice(tx, config.PUBLIC_URL, { contactId: session.acting.id, oldUsername: login.username, newUsername: body.username, stage: 'requested' });
        await recordAccountEvent(tx, { ownerId: session.acting.id, actorId: session.actor.id, kind: 'username_change_requested', detail: { to: body.username } });
      });
      return { results: { success: true, message: am.usernameSent(body.username) } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/username',
      summary: 'Login step 2: a login that is a username links a unique email (verified by the link mailed to it); the owner only',
      access: 'owner',
      query: linkEmailQuery,
      response: accountOkResponse,
      rateLimit: 'auth',
    },
    async ({ session, query }) => {
      // Only a username login links an email this way (an email login changes it in Login Information); a taken
      // email and any other refusal read the same, as the spec has it.
      const current = session.actingUsername;
      if (!current || emailSchema.safeParse(current).success || (await usernameTaken(db, query.username))) {
        throw conflict(messages.login.linkEmailFailed);
      }
      await db.transaction((tx) => queueUsernameLink(tx, config.PUBLIC_URL, session.acting.id, query.username, 'link'));
      return { results: { success: true, message: messages.login.linkEmailThanks(query.username) } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/confirm-username',
      summary: 'Follows the emailed link: the new login email takes effect (the link is the proof; no session needed)',
      access: 'public',
      body: confirmUsernameBody,
      response: accountOkResponse,
      rateLimit: 'auth',
    },
    async ({ body }) => {
      const linked = await db.transaction(async (tx) => {
        const row = await consumeToken(tx, 'username_change', body.token, { id: body.id });
        const username = row?.detail?.username;
        if (!row || !row.contactId || typeof username !== 'string') throw badRequest(am.usernameLinkFailed);
        const [taken] = await tx.select({ id: credentials.contactId }).from(credentials).where(eq(credentials.username, username));
        if (taken && taken.id !== row.contactId) throw conflict(am.usernameTaken);
        // The login as it was (locked until commit): the address to tell, with its undo link.
        const [before] = await tx.select({ username: credentials.username }).from(credentials).where(eq(credentials.contactId, row.contactId)).for('update');
        if (!before) throw badRequest(am.usernameLinkFailed);
        await tx.update(credentials).set({ username, updatedAt: new Date() }).where(eq(credentials.contactId, row.contactId));
        // The link is public: no signed-in write bumps this account's cached sessions, which carry the login.
        sessionsChanged(tx, [row.contactId]);
        // A username login linking its first email (login step 2) has no old address to tell.
        if (before.username !== username && emailSchema.safeParse(before.username).success) {
          await queueUsernameChangeNotice(tx, config.PUBLIC_URL, { contactId: row.contactId, oldUsername: before.username, newUsername: username, stage: 'changed' });
          await recordAccountEvent(tx, { ownerId: row.contactId, actorId: null, kind: 'username_changed', detail: { from: before.username, to: username } });
        }
        return !emailSchema.safeParse(before.username).success;
      });
      // Login step 2 → 3: a username login's first email is confirmed, not changed.
      return { results: { success: true, message: linked ? messages.login.confirmation : am.usernameChanged } };
    },
  );
}
