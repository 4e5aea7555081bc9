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
  DATABASE_URL: z.string().url().optional(),
  DEMO_DATA: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
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
  /** Redis for the rate-limit and login-limit stores shared by several nodes; in process without it. */
  REDIS_URL: z.string().url().optional(),
  /** Prefix of every Redis key, so several deployments (or test runs) can share one Redis. */
  REDIS_PREFIX: z.string().max(100).default('chorus:'),
  /** Requests per address per window on public POSTs (anonymous entries, marketing signups). */
  RATE_LIMIT_PUBLIC_MAX: z.coerce.number().int().min(1).default(10),
  /** Requests per address per window on sign-in, sign-up and password-reset calls. */
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  /** Serve the SDK's source maps and build metadata at /sdk/ (they show the source; 404 by default). */
  SDK_SOURCE_MAPS: bool.default(false),
});

export type Config = z.infer<typeof configSchema> & {
  /** Absolute data directory. */
  dataDir: string;
  cookieSecure: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    cookieSecure: c.COOKIE_SECURE ?? c.NODE_ENV === 'production',
  };
}
