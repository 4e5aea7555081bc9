import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db/open.ts';
import { trackCommits } from '../lib/after-commit.ts';
import { localGenerations, redisGenerations } from '../lib/generations.ts';
import { isApi, SAFE_METHODS } from '../lib/http.ts';
import { createPurger } from '../lib/cache-purge.ts';
import { attachPublicCache, createPublicCache, type PublicCache } from '../lib/public-cache.ts';
import { attachSessionCache, createSessionCache, type SessionCache } from '../lib/session-cache.ts';


/**
 * The public-read cache and the session cache on one set of generations (in Redis when several nodes run), and
 * the two rules that invalidate by route rather than by call site: every organiser write (any non-GET /adminapi/ or /orgapi/
 * call: contest edits, moderation, metrics, end, reopen, payments, from the web or the CLI) invalidates every
 * public read and every cached session; every signed-in write invalidates its own session's and contacts' entries,
 * except the POSTs that only read (`keepsSession` on their route).
 * Write responses wait for their bumps to reach Redis, so the writer's next call sees its change on any node.
 */
export function cachesPlugin(
  fastify: FastifyInstance,
  {
    db,
    redis,
    prefix,
    publicSeconds,
    sessionSeconds,
    shared = { sharedSeconds: 0, staleSeconds: 0 },
  }: {
    db: Db;
    redis: Redis | null;
    prefix: string;
    publicSeconds: number;
    sessionSeconds: number;
    /** What shared caches in front may do (SHARED_CACHE_*), and the purge hook's address (CACHE_PURGE_URL). */
    shared?: { sharedSeconds: number; staleSeconds: number; purgeUrl?: string };
  },
): { publicCache: PublicCache; sessionCache: SessionCache } {
  const gens = redis ? redisGenerations(redis, prefix) : localGenerations();
  // Only the node that made a change calls the hook: one purge per change, however many nodes run.
  const purge = shared.purgeUrl ? createPurger(shared.purgeUrl, fastify.log) : undefined;
  if (purge) fastify.addHook('onClose', async () => purge.settle());
  const publicCache = createPublicCache(gens, publicSeconds * 1000, undefined, { ...shared, onChange: purge });
  const sessionCache = createSessionCache(gens, sessionSeconds * 1000);
  // Bumps wait for the commit of the transaction that made the change (lib/after-commit.ts).
  trackCommits(db);
  attachPublicCache(db, publicCache);
  attachSessionCache(db, sessionCache);
  // A node that starts may have changed the database first (migrations, demo data): the other nodes read again.
  fastify.addHook('onReady', async () => {
    publicCache.changed('all');
    sessionCache.changed(['sessions']);
    await gens.settle();
  });
  // A callback hook: reads (every cached public read) go on without a promise.
  fastify.addHook('onSend', (req, _reply, payload, done) => {
    if (SAFE_METHODS.has(req.method) || !isApi(req.url)) return done(null, payload);
    if (req.url.startsWith('/adminapi/') || req.url.startsWith('/orgapi/')) {
      publicCache.changed('all');
      sessionCache.changed(['sessions']);
    }
    const s = req.session;
    if (s && !req.routeOptions.config.keepsSession) sessionCache.changed([`s:${s.id}`, `k:${s.actor.id}`, `k:${s.acting.id}`]);
    gens.settle().then(() => done(null, payload), done);
  });
  return { publicCache, sessionCache };
}
