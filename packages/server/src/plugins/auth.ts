import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/open.ts';
import { isApi } from '../lib/http.ts';
import type { ContactRow } from '../repositories/contacts.ts';
import { findLiveSession } from '../repositories/sessions.ts';

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

/** Resolves the session of every request once; routes decide whether they need one. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { db: Db }) => {
  app.decorateRequest('session', null);
  app.addHook('preHandler', async (req) => {
    // Only API calls need to know who is asking; static files and the app shell skip the lookup.
    if (!isApi(req.url)) return;
    const found = tokenOf(req);
    if (!found || found.token.length > 200) return;
    const row = await findLiveSession(opts.db, found.token);
    if (!row || row.actor.deactivatedAt || row.acting.deactivatedAt) return;
    req.session = { id: row.id, actor: row.actor, acting: row.acting, actingUsername: row.actingUsername, via: found.via };
  });
});
