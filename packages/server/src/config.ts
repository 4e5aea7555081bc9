import path from 'node:path';
import * as z from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const list = z.string().transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean));

/** Environment, parsed once; every value has a safe default so `npm start` needs none. */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Signs explore links' encryptedID (HMAC-SHA256); generated into DATA_DIR/link-secret on first start when unset. */
  LINK_SECRET: z.string().min(32).optional(),
  DATABASE_URL: z.string().url().optional(),
  DEMO_DATA: bool.default(true),
  /**
   * `/dev/mailbox` (every mail with its links, password resets too): on only when asked for, or with the demo data
   * (the demo's accounts read their mail there); never with NODE_ENV=production, whatever is asked.
   */
  DEV_MAILBOX: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Fast successful reads (GET/HEAD under 400, answered within a second) the access log writes per second; past
   * that, each is counted in the next line's `skipped`. Writes, refusals, errors and slow answers are always
   * written. 0: every request.
   */
  ACCESS_LOG_READS_PER_SECOND: z.coerce.number().int().min(0).max(1_000_000).default(200),
  /** Origins allowed to call the signed-in API with credentials (embeds on partner sites). Public endpoints allow any origin. */
  CORS_ORIGINS: list.default([]),
  COOKIE_SECURE: bool.optional(),
  /** Failed logins allowed per email and address in LOGIN_WINDOW_MINUTES before 429. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /**
   * Whether X-Forwarded-* headers count (client address, protocol): off by default, so a client cannot pick its
   * own address. Behind a proxy, the proxies' addresses or CIDRs (`10.0.0.0/8,127.0.0.1`, or `loopback`), or
   * `true` when every peer is a proxy. (Fastify no longer takes a bare hop count: it cannot check the peer.)
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine((v) => !/^\d+$/.test(v) || v === '0', 'Give the proxies’ addresses or CIDRs (or true), not a hop count')
    .transform((v): boolean | string[] => {
      if (v === '' || v === 'false' || v === '0') return false;
      if (v === 'true') return true;
      return v.split(',').map((s) => s.trim()).filter(Boolean);
    }),
  /**
   * The header a CDN puts the visitor's country in (`cf-ipcountry`, `cloudfront-viewer-country`): honoured only on
   * requests from a peer TRUST_PROXY trusts. Unset: none (the GeoIP lookup alone).
   */
  COUNTRY_HEADER: z.string().trim().toLowerCase().regex(/^[a-z0-9-]*$/).optional().transform((v) => v || undefined),
  /** Look a visitor's country up in the bundled GeoIP database when no trusted header names it (default on). */
  GEOIP: bool.default(true),
  /** Redis for the rate-limit and login-limit stores shared by several nodes; in process without it. */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().max(100).default('chorus:'),
  /** Live events (server-sent events): a heartbeat comment this often, which also re-checks the session. */
  LIVE_HEARTBEAT_SECONDS: z.coerce.number().min(0.05).max(300).default(15),
  /** Live event streams one contact may hold open at once on a node. */
  LIVE_MAX_PER_CONTACT: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * Shed load instead of queueing it (@fastify/under-pressure): past this mean event-loop delay over a sample, or
   * this much heap in use, requests answer 503 with Retry-After until the node recovers; /healthz and /readyz always
   * answer. 0 turns a check off. Heap default: 90 % of V8's heap limit.
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).max(60_000).default(1000),
  SHED_HEAP_USED_MB: z.coerce.number().min(0).optional(),
  /** Public reads (contest list, detail, pages) are cached at most this long; every change invalidates them at once (0: off). */
  PUBLIC_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(60),
  /**
   * Shared caches (a CDN, a proxy cache) may keep the public reads that are the same for every visitor this long
   * (`s-maxage`), and serve them this much longer while they fetch a fresh copy or while the nodes fail
   * (`stale-while-revalidate`, `stale-if-error`). 0: `public, no-cache`, every use revalidated with the node.
   */
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  SHARED_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  /**
   * Called (POST, JSON `{"paths": [...]}`) with the public paths a change made stale, so a CDN drops them before
   * SHARED_CACHE_SECONDS runs out (lib/cache-purge.ts). Credentials in the URL go as Basic auth. Unset: none.
   */
  CACHE_PURGE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'CACHE_PURGE_URL must be http(s)')
    .optional(),
  /** A resolved session is kept this long; logout, switch, deactivation and link removal invalidate it at once (0: off). */
  SESSION_CACHE_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /**
   * Resolves short post links (`vm.tiktok.com/…`, `tiktok.com/t/…`, `instagram.com/share/…`) before the duplicate
   * check: `GET {this}/{host}{path}` must answer the platform's redirect (lib/short-links.ts). Unset: short links
   * are refused with a message asking for the post's full link.
   */
  SHORT_LINK_RESOLVER_URL: z
    .string()
    .url()
    .refine((v) => /^https?:$/.test(new URL(v).protocol), 'SHORT_LINK_RESOLVER_URL must be http(s)')
    .optional(),
  /** TalkJS: with both set, the host app uses TalkJS's chat UI and the server signs the user id. */
  TALKJS_APP_ID: z.string().max(100).optional(),
  TALKJS_SECRET: z.string().max(200).optional(),
  /** Requests per address per window on public POSTs (anonymous entries, marketing signups). */
  RATE_LIMIT_PUBLIC_MAX: z.coerce.number().int().min(1).default(10),
  /** Requests per address per window on sign-in, sign-up and password-reset calls. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Uploads go to an S3-compatible bucket instead of DATA_DIR/uploads: `https://KEY:SECRET@host[:port]/BUCKET?region=R`
   * (path-style). The separate S3_* variables set or override each part; S3_BUCKET alone (with S3_REGION) uses
   * AWS with the SDK's own credential chain.
   */
  S3_URL: z
    .string()
    .url()
    .refine((v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol) && new URL(v).pathname.split('/').filter(Boolean).length === 1, {
      message: 'S3_URL must be http(s)://KEY:SECRET@host[:port]/BUCKET',
    })
    .optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * The files clean-up (jobs/file-cleanup.ts): how often it runs (one node per round), and how old `.partial` files
   * (puts a crash cut short) and stored objects no `files` row knows must be before they are removed.
   */
  FILE_CLEANUP_MINUTES: z.coerce.number().min(0.1).max(1440).default(5),
  FILE_PARTIAL_MAX_AGE_MINUTES: z.coerce.number().min(2).max(10_080).default(10),
  FILE_ORPHAN_MAX_AGE_MINUTES: z.coerce.number().min(10).max(10_080).default(60),
  /** Serve the SDK's source maps and build metadata at /sdk/ (they show the source; 404 by default). */
  SDK_SOURCE_MAPS: bool.default(false),
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`, `smtps://…`); without it mail stays in the local outbox (`/dev/mailbox`). */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Chorus <no-reply@chorus.local>'),
  /** The portal's address as users reach it: links in emails are built on it. Default http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** Where contact forms and manager requests go. */
  TEAM_EMAIL: z.string().email().default('team@chorus.local'),
  /** The organiser's payment terms: a payment is due this many days after it is approved (shown on each payment's timeline). */
  PAYMENT_TERMS_DAYS: z.coerce.number().int().min(0).max(365).default(30),
});

export type Config = Omit<z.infer<typeof configSchema>, 'PUBLIC_URL'> & {
  /** PUBLIC_URL, or http://localhost:PORT. */
  PUBLIC_URL: string;
  /** Absolute data directory. */
  dataDir: string;
  cookieSecure: boolean;
  /** Where uploads go when not to disk (S3_URL / S3_BUCKET), else null. */
  s3: S3Config | null;
};

/** The S3 bucket uploads go to (from S3_URL and the S3_* variables). */
export interface S3Config {
  /** Origin of an S3-compatible server; absent for AWS itself. */
  endpoint?: string;
  bucket: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

function s3Config(c: z.infer<typeof configSchema>): S3Config | null {
  const url = c.S3_URL ? new URL(c.S3_URL) : null;
  const bucket = c.S3_BUCKET ?? url?.pathname.split('/').filter(Boolean)[0];
  if (!bucket) return null;
  return {
    endpoint: c.S3_ENDPOINT ?? url?.origin,
    bucket,
    region: c.S3_REGION ?? url?.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: c.S3_ACCESS_KEY_ID ?? (url?.username ? decodeURIComponent(url.username) : undefined),
    secretAccessKey: c.S3_SECRET_ACCESS_KEY ?? (url?.password ? decodeURIComponent(url.password) : undefined),
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    PUBLIC_URL: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    // Relative to where the command was typed: npm runs workspace scripts (`npm run seed`) in the package's folder,
    // and `npm run seed` must reload the data `npm start` serves from the same folder.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    cookieSecure: c.COOKIE_SECURE ?? c.NODE_ENV === 'production',
    s3: s3Config(c),
  };
}
