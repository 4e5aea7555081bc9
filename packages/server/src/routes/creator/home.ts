import type { FastifyInstance } from 'fastify';
import {
  accountOkResponse,
  applyToHelpWantedBody,
  confirmInfoBody,
  exploreResponse,
  helpWantedResponse,
  homeMessages as m,
  homeQuery,
  homeResponse,
  managedProfilesResponse,
  paymentMessages as pm,
} from '@chorus/core';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import { conflict, forbidden, HttpError, ownerProofOf, route } from '../../lib/http.ts';
import { linkSecret } from '../../lib/link-secret.ts';
import { confirmInfo, homeOf, managedProfilesOf } from '../../repositories/home.ts';
import { apply, explore, helpWanted } from '../../repositories/opportunities.ts';
import { requestPaymentEmailChange } from '../../repositories/payment-email.ts';

/** The dashboard's calls (campaigns.md §7): home, confirm-info, managed-profiles, help wanted, explore. */
export function homeRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const secret = linkSecret(config);

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/home',
      summary: 'Earnings (cents; the Earn figures, this month in ?timeZone=), legal approval status, campaign and contest actions soonest first, the contact detail with informationConfirmedDateTime',
      access: 'user',
      query: homeQuery,
      response: homeResponse,
    },
    async ({ session, query }) => homeOf(db, session.acting, session.actor.id, session.actingUsername, new Date(), query.timeZone),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/confirm-info',
      summary: 'Confirms the details (saved with the new handles); a changed payment email starts its emailed confirmation',
      access: 'user',
      body: confirmInfoBody,
      response: accountOkResponse,
    },
    async ({ session, body }) => {
      // Managers are never asked to confirm (campaigns.md §4, §6); they have no payment email or handles of their own.
      // Nor are organisation members (issue 21): they are not creators.
      if (session.acting.contactType === 'manager' || session.acting.contactType === 'organiser') throw forbidden(m.creatorsOnly);
      // A changed payment email is the owner's to start (a delegate is refused it, and then nothing is saved).
      const owner = ownerProofOf(session);
      const { paymentEmailChanged, takenHandles } = await confirmInfo(db, session.acting.id, body, owner);
      if (takenHandles.length) throw conflict(`That handle is already linked to an account in our system: ${takenHandles.join(', ')}`);
      if (!paymentEmailChanged || !owner) return { results: { success: true, message: m.confirmed } };
      try {
        await requestPaymentEmailChange(db, config.PUBLIC_URL, owner, body.PaymentEmail);
      } catch (e) {
        // Already waiting for confirmation of that address: the mail went out before; Resend Email is on /account/vendor.
        if (!(e instanceof HttpError && e.message === pm.alreadyPending)) throw e;
      }
      return { results: { success: true, message: m.confirmedEmailSent } };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/managed-profiles',
      summary: "The acting manager's roster creators with their handles and open invitation counts",
      access: 'user',
      response: managedProfilesResponse,
    },
    // Anyone else has no roster: an empty list.
    async ({ session }) => ({
      results: { success: true, data: session.acting.contactType === 'manager' ? await managedProfilesOf(db, session.acting.id) : [] },
    }),
  );

  route(
    app,
    { method: 'GET', url: '/creatorapi/helpwanted', summary: 'Open help-wanted opportunities with their application fields', access: 'user', response: helpWantedResponse },
    async ({ session }) => ({ results: { success: true, data: await helpWanted(db, session.acting.id) } }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/apply-to-help-wanted',
      summary: 'Applies to an open opportunity with one handle and every field answered; once per creator per opportunity',
      access: 'user',
      body: applyToHelpWantedBody,
      response: accountOkResponse,
      status: 201,
    },
    async ({ session, body }) => {
      await apply(db, session.acting, body);
      return { results: { success: true, message: m.applied } };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/explore',
      summary: 'Open opportunities with their external survey link, a signed encryptedID of (opportunity, contact) and the uid',
      access: 'user',
      response: exploreResponse,
    },
    async ({ session }) => ({ results: { success: true, data: await explore(db, session.acting.id, secret) } }),
  );
}
