import type { FastifyInstance } from 'fastify';
import {
  accountActivityQuery,
  accountActivityResponse,
  accountMessages as am,
  accountOkResponse,
  accountsBody,
  accountsResponse,
  creatorPaymentEmailBody,
  rosterResponse,
  unlinkCreatorBody,
} from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { forbidden, route } from '../../lib/http.ts';
import { activityOf } from '../../repositories/account-events.ts';
import { accountListsOf, grantAccessByEmail, removeAccess, rosterOf, setCreatorPaymentEmail, unlinkCreator } from '../../repositories/account-access.ts';
import { subjectOf } from '../../repositories/account.ts';

/**
 * Who can access an account, and a manager's roster (accounts.md §2 Accounts page, §6, §7). A removed grant or
 * roster link ends any switch into that account at the next call (plugins/auth.ts re-checks it per request).
 */
export function accountRosterRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/accounts',
      summary: 'Who can access the acting account (controlling: granted logins and managers) and the accounts it can access (other)',
      access: 'user',
      response: accountsResponse,
    },
    async ({ session }) => {
      const lists = await accountListsOf(db, session.acting.id);
      return {
        results: {
          success: true,
          Accounts: [
            { type: 'controlling' as const, entries: lists.controlling },
            { type: 'other' as const, entries: lists.other },
          ],
        },
      };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/accounts',
      summary: "Grants a login access to the acting account by email (add), or ends a grant or a manager's roster link (remove); the owner only",
      access: 'owner',
      body: accountsBody,
      response: accountOkResponse,
    },
    async ({ session, body }) => {
      if (body.action === 'add') {
        await grantAccessByEmail(db, session.acting, body.email);
        return { results: { success: true, message: am.accessGranted(body.email) } };
      }
      await removeAccess(db, session.acting.id, body.linkedContactId);
      return { results: { success: true, message: am.accessRemoved } };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/account-activity',
      summary: "The account's activity for its owner, newest first: every log in as it, every change a delegate made, login and password changes",
      access: 'owner',
      query: accountActivityQuery,
      response: accountActivityResponse,
    },
    async ({ session, query }) => {
      const { events, total } = await activityOf(db, session.acting.id, query.page, query.pageSize);
      return {
        results: {
          success: true,
          Events: events,
          PageInformation: { Page: query.page, TotalRows: total, TotalPages: Math.max(1, Math.ceil(total / query.pageSize)) },
        },
      };
    },
  );

  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/manager/roster',
      summary: "The acting manager's roster (empty for anyone else)",
      access: 'user',
      response: rosterResponse,
    },
    async ({ session }) => ({
      results: { success: true, data: { roster: session.acting.contactType === 'manager' ? await rosterOf(db, session.acting.id) : [] } },
    }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/unlink-creator-from-manager',
      summary: "Removes a creator from the acting manager's roster",
      access: 'user',
      body: unlinkCreatorBody,
      response: accountOkResponse,
    },
    async ({ session, body }) => {
      if (session.acting.contactType !== 'manager') throw forbidden();
      await unlinkCreator(db, session.acting.id, body.creatorContactId);
      return { results: { success: true, message: am.creatorRemoved } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/manager/creator-payment-email',
      summary: 'A manager sets the payment email of a roster creator who has no login',
      // Money: a login the manager granted access to is refused (the manager's delegate is not the manager).
      access: 'owner',
      body: creatorPaymentEmailBody,
      response: accountOkResponse,
    },
    async ({ session, body }) => {
      const creator = await subjectOf(db, session.acting, body);
      if (creator.id === session.acting.id) throw forbidden();
      await setCreatorPaymentEmail(db, creator, body.email);
      return { results: { success: true, message: am.paymentEmailSaved } };
    },
  );
}
