import path from 'node:path';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyError, FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';
import { messages } from '@chorus/core';
import type { Config } from './config.ts';
import type { Db } from './db/open.ts';
import { createScheduler } from './jobs/scheduler.ts';
import { repoRoot } from './paths.ts';
import { classifyFailure, RETRY_AFTER_SECONDS } from './lib/failures.ts';
import { backgroundPlugin } from './lib/background.ts';
import { apiDocs } from './lib/docs-ui.ts';
import { HttpError, PUBLIC_CORS } from './lib/http.ts';
import { ALWAYS_ANSWER, loadShedding } from './lib/load-shedding.ts';
import { shareCards } from './lib/share-card.ts';
import { shortLinkResolver } from './lib/short-links.ts';
import { memoryLoginLimiter, redisLoginLimiter } from './lib/login-limiter.ts';
import { SnapshotLocalStore } from './lib/rate-limit-store.ts';
import { uploadsPlugin } from './lib/uploads.ts';
import { accountAuditPlugin } from './plugins/account-audit.ts';
import { authPlugin } from './plugins/auth.ts';
import { cachesPlugin } from './plugins/caches.ts';
import { livePlugin } from './plugins/live.ts';
import { mailPlugin } from './plugins/mail.ts';
import { openRedis } from './plugins/redis.ts';
import { staticFiles } from './plugins/static.ts';
import { type Storage, storageFromConfig } from './plugins/storage.ts';
import { adminCampaignRoutes } from './routes/admin/campaigns.ts';
import { adminContestRoutes } from './routes/admin/contests.ts';
import { adminPayoutRoutes } from './routes/admin/payouts.ts';
import { orgRoutes } from './routes/org/organisation.ts';
import { orgRequestRoutes } from './routes/org/requests.ts';
import { orgChatRoutes } from './routes/org/chat.ts';
import { creatorSearchRoutes } from './routes/org/creators.ts';
import { adminOrganisationRoutes } from './routes/admin/organisations.ts';
import { adminCreatorRoutes } from './routes/admin/creators.ts';
import { adminOpportunityRoutes } from './routes/admin/opportunities.ts';
import { homeRoutes } from './routes/creator/home.ts';
import { accountLinkRoutes } from './routes/creator/account-links.ts';
import { accountFileRoutes } from './routes/creator/account-files.ts';
import { accountLoginRoutes } from './routes/creator/account-login.ts';
import { accountProfileRoutes } from './routes/creator/account-profile.ts';
import { accountRosterRoutes } from './routes/creator/account-roster.ts';
import { paymentEmailRoutes } from './routes/creator/payment-email.ts';
import { paymentRoutes } from './routes/creator/payments.ts';
import { accountRoutes } from './routes/creator/account.ts';
import { authRoutes } from './routes/creator/auth.ts';
import { creatorCampaignRoutes } from './routes/creator/campaigns.ts';
import { creatorContestRoutes } from './routes/creator/contests.ts';
import { signupRoutes } from './routes/creator/signup.ts';
import { creatorPageRoutes } from './routes/creator/pages.ts';
import { notificationRoutes } from './routes/creator/notifications.ts';
import { chatRoutes } from './routes/creator/chat.ts';
import { switchRoutes } from './routes/creator/switch.ts';
import { publicContestRoutes } from './routes/public/contests.ts';
import { embedSignInRoutes } from './routes/public/embed-sign-in.ts';
import { entryOriginGuard } from './lib/entry-origins.ts';
import { publicPageRoutes } from './routes/public/pages.ts';
import { unsubscribeRoutes } from './routes/public/unsubscribe.ts';

export interface AppOptions {
  db: Db;
  config: Config;
  /** Where uploads go; default from config (disk under DATA_DIR/uploads, or S3). */
  storage?: Storage;
}

// What other sites load from us: the SDK, demo media, and the public API (their pages embed our widgets).
const CROSS_ORIGIN_PREFIXES = ['/sdk/', '/demo/', '/publicapi/'];

/** The whole Chorus app as a Fastify plugin: API, docs, health, and the built web assets. */
export async function app(fastify: FastifyInstance, { db, config, storage }: AppOptions) {
  const redis: Redis | null = config.REDIS_URL ? await openRedis(config.REDIS_URL) : null;
  if (redis) fastify.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

  securityHeaders(fastify, config);
  // Before every other hook but the headers: a refusal under pressure costs nothing more (no session, cookie or
  // rate-limit lookup).
  await loadShedding(fastify, { maxEventLoopDelayMs: config.SHED_EVENT_LOOP_DELAY_MS, maxHeapUsedMb: config.SHED_HEAP_USED_MB });
  await fastify.register(cookie);
  // Signed-in endpoints answer only the configured origins, with credentials; other origins get no CORS headers.
  // Public endpoints serve embeds on any site: their routes carry PUBLIC_CORS (lib/http.ts), and so do their
  // preflights here. Per route, not a delegator deciding by URL on every request: that rebuilt the options each time
  // (a quarter of a cached public read's CPU). The SDK's files send their own `access-control-allow-origin: *`.
  await fastify.register(cors, { origin: (origin, cb) => cb(null, !!origin && config.CORS_ORIGINS.includes(origin)), credentials: true });
  fastify.options('/publicapi/*', { config: { cors: PUBLIC_CORS } }, (_req, reply) => reply.callNotFound());
  // Per-address limits on the routes that declare one (`rateLimit` in their spec), shared through Redis when
  // several nodes run. A Redis outage opens these limits rather than failing sign-ups; the login limiter,
  // which guards passwords, fails closed instead.
  await fastify.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${config.REDIS_PREFIX}rl:` } : { store: SnapshotLocalStore }),
    skipOnError: true,
    errorResponseBuilder: () => new HttpError(429, messages.generic.tooManyRequests),
  });
  const window = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  fastify.decorate('rateLimits', {
    public: { max: config.RATE_LIMIT_PUBLIC_MAX, timeWindow: window },
    auth: { max: config.RATE_LIMIT_AUTH_MAX, timeWindow: window },
  });
  // Public reads and resolved sessions, cached under generations every change bumps (plugins/caches.ts).
  const { publicCache, sessionCache } = cachesPlugin(fastify, {
    db,
    redis,
    prefix: config.REDIS_PREFIX,
    publicSeconds: config.PUBLIC_CACHE_SECONDS,
    sessionSeconds: config.SESSION_CACHE_SECONDS,
    shared: { sharedSeconds: config.SHARED_CACHE_SECONDS, staleSeconds: config.SHARED_CACHE_STALE_SECONDS, purgeUrl: config.CACHE_PURGE_URL },
  });
  await fastify.register(authPlugin, { db, sessions: sessionCache });
  // Every change a delegate makes in an account goes into the owner's activity (GET account-activity).
  accountAuditPlugin(fastify, { db });
  await uploadsPlugin(fastify, {
    db,
    storage: storage ?? storageFromConfig(config),
    cleanup: {
      intervalMs: config.FILE_CLEANUP_MINUTES * 60_000,
      partialAgeMs: config.FILE_PARTIAL_MAX_AGE_MINUTES * 60_000,
      orphanAgeMs: config.FILE_ORPHAN_MAX_AGE_MINUTES * 60_000,
    },
  });
  // Work that runs after its request's answer (lib/background.ts); closing waits for it, before the database closes.
  backgroundPlugin(fastify, db);
  // The outbox's delivery worker (`fastify.mail`): starts when the app is ready, stops on close before the database.
  mailPlugin(fastify, { db, config });
  // Live events (SSE) per contact, fanned out through Redis pub/sub when several nodes run.
  await livePlugin(fastify, {
    db,
    redisUrl: config.REDIS_URL,
    redisPrefix: config.REDIS_PREFIX,
    heartbeatMs: config.LIVE_HEARTBEAT_SECONDS * 1000,
    maxPerContact: config.LIVE_MAX_PER_CONTACT,
  });
  // The 48-hour offer sweeps: every minute under an advisory lock, from listen until close (not in inject-only tests).
  const scheduler = createScheduler(db, { log: fastify.log });
  fastify.addHook('onListen', async () => scheduler.start());
  fastify.addHook('onClose', async () => scheduler.stop());

  fastify.setErrorHandler((err: FastifyError | HttpError, req, reply) => {
    if (err instanceof HttpError)
      return reply.status(err.statusCode).send({ error: true, messages: err.messages, ...(err.data && { data: err.data }) });
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, wrong content type, body too large) keep their status.
      const message = status === 415 ? 'Unsupported content type.' : status === 413 ? 'Request is too large.' : messages.generic.badRequest;
      return reply.status(status).send({ error: true, messages: [message] });
    }
    // The transaction (if any) rolled back: nothing of the request was written.
    switch (classifyFailure(err)) {
      case 'unavailable':
        req.log.warn({ err: { message: err.message, code: err.code } }, 'database unavailable');
        return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ error: true, messages: [messages.generic.unavailable] });
      case 'invalid':
        req.log.warn({ err }, 'a value the schemas let through was refused by the database');
        return reply.status(400).send({ error: true, messages: [messages.generic.badRequest] });
      case 'conflict':
        return reply.status(409).send({ error: true, messages: [messages.generic.conflict] });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: true, messages: [messages.generic.error] });
  });

  // Liveness: the process answers. Readiness: the database answers too (load balancers stop sending traffic
  // while it does not). Both only exist once start-up, migrations included, has finished, and both answer while the
  // node sheds load: a busy node is alive and ready, it just refuses what it cannot serve now.
  fastify.get('/healthz', { config: ALWAYS_ANSWER }, async () => ({ ok: true }));
  fastify.get('/readyz', { config: ALWAYS_ANSWER }, async (_req, reply) => {
    try {
      await db.execute(sql`select 1`);
      return { ok: true };
    } catch {
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ ok: false });
    }
  });
  // The built files first: they carry their own .br/.gz copies, and @fastify/compress only wraps routes
  // registered after it, so a file is never compressed twice.
  await staticFiles(fastify, {
    sdkDist: path.join(repoRoot, 'sdk/dist'),
    examples: path.join(repoRoot, 'examples'),
    hostDist: path.join(repoRoot, 'host-app/dist'),
    sdkSourceMaps: config.SDK_SOURCE_MAPS,
    publicUrl: config.PUBLIC_URL,
    shareCard: shareCards(db, config.PUBLIC_URL),
    log: fastify.log,
  });
  // API answers above 1 KB, brotli at the plugin's quality 4 or gzip. Request bodies stay as they are: no
  // compressed uploads to expand (the body limit and the schemas see what the client sent).
  await fastify.register(compress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });

  // The OpenAPI document (/docs, JSON) and its browsable reference (/docs/ui).
  apiDocs(fastify, { contactEmail: config.TEAM_EMAIL });

  const limiter = redis
    ? redisLoginLimiter(redis, config.REDIS_PREFIX, config.LOGIN_MAX_FAILURES, config.LOGIN_WINDOW_MINUTES * 60_000)
    : memoryLoginLimiter(config.LOGIN_MAX_FAILURES, config.LOGIN_WINDOW_MINUTES * 60_000);
  authRoutes(fastify, { db, config, limiter });
  // Short post links are resolved before an entry's duplicate check, or refused while no resolver is configured.
  const resolveShortLink = shortLinkResolver(config.SHORT_LINK_RESOLVER_URL);
  // Where an organisation's contests take entries: the sites it allows its widgets on (issue 21).
  const assertEntryOrigin = entryOriginGuard(db, { publicUrl: config.PUBLIC_URL, corsOrigins: config.CORS_ORIGINS });
  embedSignInRoutes(fastify, { db, limiter, assertEntryOrigin, resolveShortLink });
  accountLinkRoutes(fastify, { db, config });
  switchRoutes(fastify, { db });
  signupRoutes(fastify, { db, config });
  accountRoutes(fastify, { db, config, limiter });
  accountProfileRoutes(fastify, { db });
  accountRosterRoutes(fastify, { db });
  paymentEmailRoutes(fastify, { db, config });
  paymentRoutes(fastify, { db, config });
  accountLoginRoutes(fastify, { db, config, limiter });
  accountFileRoutes(fastify, { db });
  creatorContestRoutes(fastify, { db, resolveShortLink });
  creatorCampaignRoutes(fastify, { db });
  publicContestRoutes(fastify, { db, config, cache: publicCache, assertEntryOrigin, resolveShortLink });
  creatorPageRoutes(fastify, { db, config });
  publicPageRoutes(fastify, { db, config });
  unsubscribeRoutes(fastify, { db });
  adminContestRoutes(fastify, { db });
  adminPayoutRoutes(fastify, { db, config });
  orgRoutes(fastify, { db });
  orgRequestRoutes(fastify, { db, config });
  orgChatRoutes(fastify, { db });
  creatorSearchRoutes(fastify, { db });
  adminOrganisationRoutes(fastify, { db, config });
  adminCreatorRoutes(fastify, { db, config });
  adminCampaignRoutes(fastify, { db });
  notificationRoutes(fastify, { db });
  chatRoutes(fastify, { db, config });
  homeRoutes(fastify, { db, config });
  adminOpportunityRoutes(fastify, { db });
}

/**
 * helmet: a CSP without inline script (the portal's bundles and the examples are files; styled-components
 * needs inline styles), no framing of the portal, nosniff, a referrer policy, HSTS when cookies are Secure.
 * Media may come from any https host (contest covers and sounds are organiser URLs).
 */
export function helmetOptions(config: Pick<Config, 'TALKJS_APP_ID' | 'TALKJS_SECRET' | 'cookieSecure'>): HelmetOptions {
  const talkJs = !!(config.TALKJS_APP_ID && config.TALKJS_SECRET);
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // TalkJS's UI (only when configured): its script from the CDN, its inbox in an iframe, its API and socket.
        scriptSrc: ["'self'", ...(talkJs ? ['https://cdn.talkjs.com'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...(talkJs ? ['https://*.talkjs.com', 'wss://*.talkjs.com'] : [])],
        ...(talkJs && { frameSrc: ['https://*.talkjs.com'] }),
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.cookieSecure && { upgradeInsecureRequests: [] }),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  };
}

/** The headers helmet sets with these options, computed once: they depend on the configuration alone. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as never, res as never, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/**
 * The security headers on every answer. helmet's middleware (and @fastify/helmet, which ran it on every request)
 * parses the CSP directives and builds each header again per request: 12 % of a cached read's CPU. The set is the
 * same for every answer, so it is built once at start-up and set with one `reply.headers()`. What other sites
 * embed (the SDK, demo media, the public API) may be loaded cross-origin.
 */
function securityHeaders(fastify: FastifyInstance, config: Config) {
  const headers = helmetHeaders(helmetOptions(config));
  const crossOrigin = { ...headers, 'cross-origin-resource-policy': 'cross-origin' };
  fastify.addHook('onRequest', (req, reply, done) => {
    const url = req.url;
    reply.headers(CROSS_ORIGIN_PREFIXES.some((p) => url.startsWith(p)) ? crossOrigin : headers);
    done();
  });
}
