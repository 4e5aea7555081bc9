import type { FastifyInstance } from 'fastify';
import { notificationPreferenceMessages as m, unsubscribeBody, unsubscribeQuery, unsubscribeQueryOptional, unsubscribeResponse } from '@chorus/core';
import type { Db } from '../../db/open.ts';
import { acceptFormBodies, badRequest, route } from '../../lib/http.ts';
import { describeUnsubscribe, unsubscribe } from '../../repositories/notification-preferences.ts';

/** A form body's size cap: `List-Unsubscribe=One-Click` and, from the portal's page, a token. */
const FORM_BODY_LIMIT = 1024;

/**
 * One-click unsubscribe (issue 24, RFC 8058): the address in a mail's `List-Unsubscribe`, and the portal's
 * /unsubscribe page. No sign-in: the signed token (contact and kind, lib/link-secret.ts's key) is the proof; a bad
 * or forged one is a 400 with the product's sentence. Turning off is idempotent.
 */
export function unsubscribeRoutes(app: FastifyInstance, { db }: { db: Db }) {
  route(
    app,
    {
      method: 'GET',
      url: '/publicapi/unsubscribe',
      summary: "What an unsubscribe link turns off (its kind of mail) and whether it is off already; changes nothing",
      access: 'public',
      query: unsubscribeQuery,
      response: unsubscribeResponse,
      rateLimit: 'public',
    },
    async ({ query }) => {
      const d = await describeUnsubscribe(db, app.mail.linkSecret, query.token);
      return { results: { success: true, Kind: d.Kind, Label: d.label, Description: d.description, Unsubscribed: d.Unsubscribed } };
    },
  );

  // Mail clients POST `List-Unsubscribe=One-Click` form-encoded: that body is read only here (its own scope).
  void app.register(async (scope) => {
    acceptFormBodies(scope, FORM_BODY_LIMIT);
    route(
      scope,
      {
        method: 'POST',
        url: '/publicapi/unsubscribe',
        summary: 'Turns off the mail of the link\'s kind (one-click, RFC 8058: token in the query, or in the body from the portal\'s page); no sign-in, idempotent',
        access: 'public',
        query: unsubscribeQueryOptional,
        body: unsubscribeBody,
        response: unsubscribeResponse,
        rateLimit: 'public',
      },
      async ({ query, body }) => {
        const token = query.token ?? body?.token;
        if (!token) throw badRequest(m.badToken);
        const done = await unsubscribe(db, app.mail.linkSecret, token);
        return { results: { success: true, message: m.unsubscribed(done.label), Kind: done.Kind, Label: done.label, Description: done.description, Unsubscribed: true } };
      },
    );
  });
}
