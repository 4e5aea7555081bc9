import type { FastifyInstance } from 'fastify';
import { messages, switchBody, switchListResponse, switchResponse } from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { forbidden, route } from '../../lib/http.ts';
import { contactDetailOf, findContact, linkedAccountsOf, switchableContactIds } from '../../repositories/contacts.ts';
import { sessionChanged } from '../../lib/session-cache.ts';
import { recordAccountEvent } from '../../repositories/account-events.ts';
import { setActing } from '../../repositories/sessions.ts';

export function switchRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    {
      method: 'GET',
      url: '/creatorapi/switch',
      summary: 'Accounts the signed-in login may act as',
      access: 'user',
      response: switchListResponse,
    },
    async ({ session }) => ({
      results: { success: true, LinkedAccounts: await linkedAccountsOf(db, session.actor.id, session.acting.id) },
      contactDetail: await contactDetailOf(db, session.acting, session.actor.id, session.actingUsername),
    }),
  );

  route(
    app,
    {
      method: 'POST',
      url: '/creatorapi/switch',
      summary: 'Act as a linked account (a manager switches into a roster creator, or back)',
      forAnyAccount: true,
      access: 'user',
      body: switchBody,
      response: switchResponse,
    },
    async ({ session, body }) => {
      const allowed = await switchableContactIds(db, session.actor.id);
      const target = allowed.includes(body.contactId) ? await findContact(db, body.contactId) : undefined;
      if (!target || target.deactivatedAt) throw forbidden(messages.switchAccount.notLinked);
      await db.transaction(async (tx) => {
        await setActing(tx, session.id, target.id);
        // 'Log in as': the owner sees every switch into their account.
        if (target.id !== session.actor.id) await recordAccountEvent(tx, { ownerId: target.id, actorId: session.actor.id, kind: 'switch_in' });
      });
      sessionChanged(db, session.id);
      return { results: { success: true, contactDetail: await contactDetailOf(db, target, session.actor.id) } };
    },
  );
}
