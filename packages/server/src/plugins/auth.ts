import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { messages, signInMessages } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { entryTokenAllowed, isEntryToken } from '../lib/entry-tokens.ts';
import { forbidden, HttpError, isApi, SAFE_METHODS } from '../lib/http.ts';
import type { ContactRow } from '../repositories/contacts.ts';
import type { OrganisationRole } from '../db/schema.ts';
import { sessionChanged, type SessionCache } from '../lib/session-cache.ts';
import { findLiveSession, setActing } from '../repositories/sessions.ts';

export const COOKIE_NAME = 'chorus_token';

export interface Session {
  id: number;
  /** The login that signed in. */
  actor: ContactRow;
  /** Whom the session acts as (a manager switched into a roster creator, or the actor itself). */
  acting: ContactRow;
  /** The acting contact's login email, or null for a roster creator without a login. */
  actingUsername: string | null;
  /** Where the token came from: the web app's cookie, or a header/query (native, embeds, API clients). */
  via: 'cookie' | 'header' | 'query';
  /**
   * The organisation the actor works in (/orgapi) and the actor's role there, read in the session's query: a removed
   * member has none at the next call. Staff (admin) act in any organisation they switch to as its owner.
   */
  organisation: { id: number; role: OrganisationRole } | null;
  /** 'entry': a contest-entry token from an embed's sign-in (lib/entry-tokens.ts), good for entering contests only. */
  scope?: 'entry';
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session | null;
  }
}

/** The token from `x-api-key`, then `?token=` (native webviews), then the HttpOnly cookie. */
export function tokenOf(req: FastifyRequest): { token: string; via: Session['via'] } | null {
  const header = req.headers['x-api-key'];
  if (typeof header === 'string' && header) return { token: header, via: 'header' };
  const query = (req.query as Record<string, unknown> | undefined)?.token;
  if (typeof query === 'string' && query) return { token: query, via: 'query' };
  const cookie = req.cookies?.[COOKIE_NAME];
  if (cookie) return { token: cookie, via: 'cookie' };
  return null;
}

/** The header the Chorus client sends on every write; a cross-site form or a simple cross-site fetch cannot. */
export const CSRF_HEADER = 'x-chorus-csrf';
/** The contact a page shows, sent by the Chorus client with every write (ClientConfig.actingAs). */
export const ACTING_HEADER = 'x-chorus-acting';

/**
 * Resolves the session of every API request once; routes decide whether they need one. Two refusals happen
 * here, for every route alike: a write authenticated by the cookie without the CSRF header (another site's
 * form riding on the cookie), and a session still acting as a contact whose link to the actor was removed
 * (the switch ends: the session is put back on the actor and this one call is refused with a clear message).
 * A third: a write from a page that shows another account than the session acts as (a manager switched in
 * another tab) answers 409, so it cannot land in the account the page does not show.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db; sessions?: SessionCache }) => {
  app.decorateRequest('session', null);
  const resolveSession = async (req: FastifyRequest, found: NonNullable<ReturnType<typeof tokenOf>>) => {
    const row = await (opts.sessions ? opts.sessions.find(opts.db, found.token) : findLiveSession(opts.db, found.token));
    if (!row || row.actor.deactivatedAt) return;
    // An embed's contest-entry token is refused on every call but entering a contest, public ones included.
    const entryOnly = isEntryToken(found.token);
    if (entryOnly && !entryTokenAllowed(req)) throw forbidden(signInMessages.entryOnly);
    if (found.via === 'cookie' && !SAFE_METHODS.has(req.method) && req.headers[CSRF_HEADER] !== '1')
      throw forbidden(messages.security.crossSite);
    if (!row.mayAct || row.acting.deactivatedAt) {
      await setActing(opts.db, row.id, row.actor.id);
      sessionChanged(opts.db, row.id);
      throw forbidden(messages.switchAccount.ended);
    }
    const shown = req.headers[ACTING_HEADER];
    if (typeof shown === 'string' && !SAFE_METHODS.has(req.method) && shown !== String(row.acting.id) && !req.routeOptions.config.forAnyAccount)
      throw new HttpError(409, messages.switchAccount.changedElsewhere);
    req.session = { id: row.id, actor: row.actor, acting: row.acting, actingUsername: row.actingUsername, organisation: row.organisation ?? null, via: found.via, ...(entryOnly && { scope: 'entry' as const }) };
  };
  // A callback hook: a call without a token (anonymous public reads, static files) goes on without a promise.
  app.addHook('preHandler', (req, _reply, done) => {
    // Only API calls need to know who is asking; static files and the app shell skip the lookup.
    const found = isApi(req.url) ? tokenOf(req) : null;
    if (!found || found.token.length > 200) return done();
    resolveSession(req, found).then(() => done(), done);
  });
});
