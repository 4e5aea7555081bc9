import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accountMessages as am,
  accountOkResponse,
  changePasswordBody,
  deactivateBody,
  informationResponse,
  informationSaveBody,
  marketsBody,
  subjectQuery,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { contacts, credentials } from '../../db/schema.ts';
import { forbidden, notFound, route } from '../../lib/http.ts';
import type { LoginLimiter } from '../../lib/login-limiter.ts';
import { verifyCurrentPassword } from '../../lib/reauth.ts';
import { hashPassword } from '../../lib/tokens.ts';
import { recordAccountEvent } from '../../repositories/account-events.ts';
import { endLinks, PASSWORD_LINKS } from '../../repositories/account-tokens.ts';
import { contactInformationOf, deactivate, revokeSessionsOf, saveInformation, selectionTables, subjectOf } from '../../repositories/account.ts';
import { contactDetailOf, findContact } from '../../repositories/contacts.ts';
import { queuePasswordChangedNotice } from '../../repositories/login-changes.ts';
import { endPaymentEmailLinks } from '../../repositories/payment-email.ts';

/**
 * Contact information, password and deactivation (accounts.md §2 signed-in account screens, §5, §7). Every call
 * acts on the session's acting contact; information calls may name a creator of the acting manager's roster
 * (the Admin page), checked by `subjectOf`. The password and deactivation are the owner's alone (access 'owner').
 */
export function accountRoutes(app: FastifyInstance, { db, config, limiter }: { db: Db; config: Config; limiter: LoginLimiter }) {
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/information',
      summary: "The acting contact's contact information (or a roster creator's, for their manager) and the selection tables",
      access: 'user',
      query: subjectQuery,
      response: informationResponse,
    },
    async ({ session, query }) => {
      const subject = await subjectOf(db, session.acting, query);
      return {
        results: { success: true, ContactInformation: await contactInformationOf(db, subject), ...selectionTables() },
        contactDetail: await contactDetailOf(db, session.acting, session.actor.id, session.actingUsername),
      };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/informationsave',
      summary: 'Saves contact information (required name, address, city, postal code, email; State Other for 111)',
      access: 'user',
      body: informationSaveBody,
      response: accountOkResponse,
    },
    async ({ session, body }) => {
      const subject = await subjectOf(db, session.acting, body);
      await saveInformation(db, subject.id, body);
      return { results: { success: true, message: am.contactSaved } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/market',
      summary: "Saves the acting creator's top markets (campaigns.md §4 step 3, §7 topmarketlist): 1 to 50 distinct country ids",
      access: 'user',
      body: marketsBody,
      response: accountOkResponse,
    },
    async ({ session, body }) => {
      if (session.acting.contactType !== 'creator') throw forbidden(am.marketsCreatorOnly);
      await db.update(contacts).set({ topMarkets: body.topmarketlist, updatedAt: new Date() }).where(eq(contacts.id, session.acting.id));
      return { results: { success: true, message: am.marketsSaved } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/change-password',
      summary:
        "Changes the account's password (the owner only, with the current one); its other sessions are signed out, its pending payment email, reset and sign-in links end, the login email is told",
      access: 'owner',
      body: changePasswordBody,
      response: accountOkResponse,
      rateLimit: 'auth',
    },
    async ({ session, body, req }) => {
      const login = await verifyCurrentPassword(db, limiter, req.ip, session.acting.id, body.originalPassword);
      const passwordHash = await hashPassword(body.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(credentials).set({ passwordHash, updatedAt: new Date() }).where(eq(credentials.contactId, session.acting.id));
        await revokeSessionsOf(tx, session.acting.id, session.id);
        // As after a reset: a payment email link requested from a stolen session must not be followed later, nor a
        // reset or sign-in link mailed before the change (the new password would otherwise be one link away).
        await endPaymentEmailLinks(tx, session.acting.id);
        await endLinks(tx, session.acting.id, PASSWORD_LINKS);
        await queuePasswordChangedNotice(tx, config.PUBLIC_URL, login.username);
        await recordAccountEvent(tx, { ownerId: session.acting.id, actorId: session.actor.id, kind: 'password_changed' });
      });
      return { results: { success: true, message: am.passwordChanged } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/deactivate-account',
      summary: 'Deactivates the signed-in account (data kept; it cannot sign in again); every session of it ends; the owner only',
      access: 'owner',
      body: deactivateBody,
      response: accountOkResponse,
    },
    async ({ session }) => {
      if (session.acting.id !== session.actor.id) throw forbidden(am.deactivateOwnOnly);
      if (session.actor.contactType === 'admin') throw forbidden(am.deactivateOrganiser);
      // Read again: the session's copy may be a request old.
      const current = await findContact(db, session.actor.id);
      if (!current || current.deactivatedAt) throw notFound();
      await deactivate(db, current.id);
      return { results: { success: true, message: am.deactivated } };
    },
  );
}
