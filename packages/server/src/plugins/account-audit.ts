import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.ts';
import { isApi, routeTable, SAFE_METHODS } from '../lib/http.ts';
import { recordAccountEvent } from '../repositories/account-events.ts';

/** Writes that change nothing of the owner's: the switch (recorded as 'log in as' by its route) and logout. */
const NOT_CHANGES = new Set(['POST /creatorapi/switch', 'POST /creatorapi/auth/logout']);

/**
 * One rule records every change a delegate makes in someone's account (issue 23): a successful (2xx) write by a
 * session whose actor is not its acting contact becomes a 'delegate_change' event of the acting account, with the
 * route's method, URL template and summary (never the body: it may hold secrets). The POSTs that only read
 * (`keepsSession`) are not changes. Recorded before the answer goes out, so the owner's next read shows it; a
 * failure to record is logged and does not undo a change that has already committed.
 */
export function accountAuditPlugin(fastify: FastifyInstance, { db }: { db: Db }): void {
  let summaries: Map<string, string> | undefined;
  const summaryOf = (key: string) => (summaries ??= new Map(routeTable().map((r) => [`${r.method} ${r.url}`, r.summary]))).get(key) ?? '';
  // A callback hook: reads and the owners' own calls go on without a promise.
  fastify.addHook('onSend', (req, reply, payload, done) => {
    const s = req.session;
    const status = reply.statusCode;
    if (!s || s.actor.id === s.acting.id || SAFE_METHODS.has(req.method) || status < 200 || status >= 300) return done(null, payload);
    if (!isApi(req.url) || req.routeOptions.config.keepsSession) return done(null, payload);
    const key = `${req.method} ${req.routeOptions.url}`;
    if (NOT_CHANGES.has(key)) return done(null, payload);
    recordAccountEvent(db, {
      ownerId: s.acting.id,
      actorId: s.actor.id,
      kind: 'delegate_change',
      detail: { method: req.method, route: req.routeOptions.url, summary: summaryOf(key) },
    }).then(
      () => done(null, payload),
      (err: unknown) => {
        req.log.error({ err }, 'a delegate change was not recorded in the account activity');
        done(null, payload);
      },
    );
  });
}
