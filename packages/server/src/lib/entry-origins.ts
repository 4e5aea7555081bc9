import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { contestMessages } from '@chorus/core';
import type { Db } from '../db/open.ts';
import { competitions, organisations } from '../db/schema.ts';
import { forbidden } from './http.ts';

/**
 * An organisation's allowed origins (issue 21: the sites its widgets may run on) decide where its contests take
 * entries: an entry sent by a page on another site is refused (403). Chorus's own pages (this server's host, PUBLIC_URL
 * and CORS_ORIGINS, the portal's front ends) always may; a call with no Origin (an app, a server) is not a page on any
 * site; an organisation with no list takes entries from every site. Reads stay public everywhere: what a contest
 * shows is public anyway, and an entry is what a site could abuse (entering for visitors, collecting emails).
 */
export type EntryOriginGuard = (req: FastifyRequest, contestId: number) => Promise<void>;

export function entryOriginGuard(db: Db, own: { publicUrl: string; corsOrigins: readonly string[] }): EntryOriginGuard {
  const ours = new Set([new URL(own.publicUrl).origin, ...own.corsOrigins]);
  return async function assertEntryOrigin(req: FastifyRequest, contestId: number): Promise<void> {
    const origin = req.headers.origin;
    if (origin === undefined || ours.has(origin)) return;
    // This server under any name it is reached by (a proxy's host, a test's port).
    if (req.headers.host && origin.replace(/^https?:\/\//, '') === req.headers.host) return;
    const [row] = await db
      .select({ allowed: organisations.allowedOrigins })
      .from(competitions)
      .innerJoin(organisations, eq(organisations.id, competitions.organisationId))
      .where(eq(competitions.id, contestId));
    if (!row || !row.allowed.length || row.allowed.includes(origin)) return;
    throw forbidden(contestMessages.originNotAllowed);
  };
}
