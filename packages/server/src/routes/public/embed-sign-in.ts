import type { FastifyInstance } from 'fastify';
import { confirmationFor, contestIdParams, embedSignInBody, embedSignInResponse, entryBody, entryResponse, messages, signInMessages } from '@chorus/core';
import type { Db } from '../../db/open.ts';
import type { EntryOriginGuard } from '../../lib/entry-origins.ts';
import { createEntrySession } from '../../lib/entry-tokens.ts';
import { forbidden, HttpError, route } from '../../lib/http.ts';
import type { LoginLimiter } from '../../lib/login-limiter.ts';
import { shortLinkResolver, type ShortLinkResolver } from '../../lib/short-links.ts';
import { publicChanged } from '../../lib/public-cache.ts';
import { verifyPassword } from '../../lib/tokens.ts';
import { tokenOf } from '../../plugins/auth.ts';
import { findCredentialByUsername, viewerOf } from '../../repositories/contacts.ts';
import { entryHandlesOf, submitEntry } from '../../repositories/entries.ts';
import { recordConsent } from './contests.ts';

/**
 * Signing in inside an embed (docs/architecture.md, "Signing in inside an embed"). Embeds run on artists' sites,
 * where our cookie is not sent and only the origins in CORS_ORIGINS may use a full token; these two calls live
 * under /publicapi/ (any origin, no credentials) and deal only in contest-entry tokens, which the auth plugin
 * refuses on every other call.
 */
export function embedSignInRoutes(
  app: FastifyInstance,
  {
    db,
    limiter,
    assertEntryOrigin,
    resolveShortLink = shortLinkResolver(undefined),
  }: { db: Db; limiter: LoginLimiter; assertEntryOrigin: EntryOriginGuard; resolveShortLink?: ShortLinkResolver },
) {
  route(
    app,
    {
      method: 'POST',
      url: '/publicapi/embed/sign-in',
      summary: "A fan signs in inside an embed: returns a short-lived token good only for entering contests (never the account's)",
      access: 'public',
      body: embedSignInBody,
      response: embedSignInResponse,
      rateLimit: 'auth',
    },
    async ({ body, req }) => {
      // The login's own rules, limiter and words: the same guesses count against the same email and address.
      const key = `${req.ip}|${body.username}`;
      if (!(await limiter.reserve(key))) throw new HttpError(429, signInMessages.tooManyAttempts);
      const found = await findCredentialByUsername(db, body.username);
      const ok = await verifyPassword(found?.passwordHash, body.password);
      if (!found || !ok || found.contact.deactivatedAt) throw new HttpError(401, signInMessages.invalidCredentials);
      await limiter.reset(key);
      if (!found.contact.emailConfirmedAt) throw new HttpError(403, signInMessages.unconfirmed);
      const { token, expiresAt } = await createEntrySession(db, found.contact.id);
      const handles = await entryHandlesOf(db, found.contact.id);
      return { results: { success: true, data: { token, expiresAt: expiresAt.toISOString(), username: found.username, handles } } };
    },
  );

  route(
    app,
    {
      method: 'POST',
      url: '/publicapi/embed/contests/:id/entries',
      summary: 'Enter a contest as the fan who signed in inside the embed (contest-entry token in x-api-key)',
      access: 'public',
      params: contestIdParams,
      body: entryBody,
      response: entryResponse,
      status: 201,
      rateLimit: 'public',
    },
    async ({ session, params, body, req }) => {
      // No session: the token expired (or was revoked), or none was sent.
      if (!session) throw new HttpError(401, tokenOf(req) ? signInMessages.sessionExpired : messages.auth.required);
      // A full token stays where CORS_ORIGINS lets it be used (/creatorapi/...), not on a call any origin may make.
      if (session.scope !== 'entry') throw forbidden();
      await assertEntryOrigin(req, params.id);
      const email = (session.actingUsername ?? session.acting.emailPrimary ?? '').toLowerCase();
      const entry = await submitEntry(db, params.id, body, { contactId: session.acting.id, email, viewer: viewerOf(session.acting) }, { resolveShortLink });
      publicChanged(db, [params.id], { counts: true });
      await recordConsent(db, params.id, email, body.marketingConsent);
      return { results: { success: true, message: confirmationFor(entry.contest), data: entry.result } };
    },
  );
}
