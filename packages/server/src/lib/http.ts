import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod';
import { messages, productError } from '@chorus/core';
import type { Session } from '../plugins/auth.ts';

const API_PREFIXES = ['/creatorapi/', '/publicapi/', '/adminapi/'];
/** Whether a URL is an API call (as opposed to the web app, its assets, the SDK or the docs). */
export const isApi = (url: string) => API_PREFIXES.some((p) => url.startsWith(p));

/**
 * The public API's CORS policy (@fastify/cors per-route options, over the app's signed-in policy): any site may
 * call it, without credentials, since artists' pages embed the widgets. Fixed per route, so each request only
 * merges it instead of building its policy again.
 */
export const PUBLIC_CORS = { origin: '*', credentials: false } as const;
const isPublicApi = (url: string) => url.startsWith('/publicapi/');

/** A failure with a status and the user-facing messages (spec strings). */
export class HttpError extends Error {
  readonly messages: string[];
  constructor(
    readonly statusCode: number,
    message: string | string[],
    /** What the spec's client reads beside the messages (sign-up's `data.existingHandlesData`), sent as `data`. */
    readonly data?: Record<string, unknown>,
  ) {
    const list = Array.isArray(message) ? message : [message];
    super(list[0]);
    this.messages = list;
  }
}

export const badRequest = (m: string | string[]) => new HttpError(400, m);
export const notFound = (m: string = messages.generic.notFound) => new HttpError(404, m);
export const forbidden = (m: string = messages.auth.forbidden) => new HttpError(403, m);
export const conflict = (m: string | string[], data?: Record<string, unknown>) => new HttpError(409, m, data);

/** zod issues → the messages the schemas carry (the spec's strings), else core's product sentences (`productError`). */
export const issuesToMessages = (error: z.core.$ZodError): string[] => [...new Set(error.issues.map((i) => i.message))];

/** Any zod schema: classic (requests) or zod/mini (responses, shared with the browser). */
type Schema = z.core.$ZodType;

export const parseOr400 = <S extends Schema>(schema: S, input: unknown): z.output<S> => {
  const r = z.safeParse(schema, input ?? {}, { error: productError });
  if (!r.success) throw badRequest(issuesToMessages(r.error));
  return r.data;
};

export type Access = 'public' | 'user' | 'admin';

/** A handler's answer when it sent the reply itself (a cached public read: its bytes, ETag or 304). */
export const SENT = Symbol('sent');

/** Per-address rate limits a route may declare: public writes (entries, signups) and sign-in/sign-up/reset calls. */
export type RateLimitKind = 'public' | 'auth';

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: Record<RateLimitKind, { max: number; timeWindow: number }>;
  }
  interface FastifyContextConfig {
    /** See RouteSpec.keepsSession. */
    keepsSession?: boolean;
  }
}

export interface RouteSpec<B extends Schema, Q extends Schema, P extends Schema, R extends Schema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  access: Access;
  body?: B;
  query?: Q;
  params?: P;
  response: R;
  /** Status of a successful answer (default 200). */
  status?: number;
  /** The per-address rate limit this route is under, if any. */
  rateLimit?: RateLimitKind;
  /**
   * A POST that changes nothing a cached session holds (the session, its actor and acting contact): the spec makes
   * several reads POSTs (campaigns, campaign, profile, legal…), and a signed-in write otherwise drops its session's
   * cache entry (plugins/caches.ts), so each such read would load its session again.
   */
  keepsSession?: true;
}

export interface HandlerContext<B, Q, P, A extends Access> {
  body: B;
  query: Q;
  params: P;
  req: FastifyRequest;
  reply: FastifyReply;
  session: A extends 'public' ? Session | null : Session;
}

/** One registered route: what the OpenAPI document and the authorization matrix are generated from. */
export interface DocEntry {
  method: string;
  url: string;
  summary: string;
  access: Access;
  status: number;
  body?: Schema;
  query?: Schema;
  params?: Schema;
  response: Schema;
  rateLimit?: RateLimitKind;
}

const registry: DocEntry[] = [];
const seen = new Set<string>();

/** Every route registered through `route` (filled when an app is built). */
export const routeTable = (): readonly DocEntry[] => registry;

/**
 * Registers a route whose input is parsed and output serialized with zod schemas from packages/core,
 * with access checked before the handler runs, and records it for the OpenAPI document.
 */
export function route<
  A extends Access,
  R extends Schema,
  B extends Schema = z.ZodUndefined,
  Q extends Schema = z.ZodUndefined,
  P extends Schema = z.ZodUndefined,
>(
  app: FastifyInstance,
  spec: RouteSpec<B, Q, P, R> & { access: A },
  handler: (ctx: HandlerContext<z.output<B>, z.output<Q>, z.output<P>, A>) => Promise<NoInfer<z.input<R>> | typeof SENT>,
): void {
  const key = `${spec.method} ${spec.url}`;
  if (!seen.has(key)) {
    seen.add(key);
    registry.push({ ...spec, status: spec.status ?? 200 });
  }
  app.route({
    method: spec.method,
    url: spec.url,
    config: {
      ...(spec.rateLimit && { rateLimit: app.rateLimits[spec.rateLimit] }),
      ...(spec.keepsSession && { keepsSession: true }),
      ...(isPublicApi(spec.url) && { cors: PUBLIC_CORS }),
    },
    handler: async (req, reply) => {
      const session = req.session;
      if (spec.access !== 'public' && !session) throw new HttpError(401, messages.auth.required);
      if (spec.access === 'admin' && session?.acting.contactType !== 'admin') throw forbidden();
      const ctx = {
        body: spec.body ? parseOr400(spec.body, req.body) : undefined,
        query: spec.query ? parseOr400(spec.query, req.query) : undefined,
        params: spec.params ? parseOr400(spec.params, req.params) : undefined,
        req,
        reply,
        session,
      } as HandlerContext<z.output<B>, z.output<Q>, z.output<P>, A>;
      const out = await handler(ctx);
      if (out === SENT) return reply;
      reply.status(spec.status ?? 200);
      return z.parse(spec.response, out);
    },
  });
}

const jsonSchema = (s: Schema, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/** The OpenAPI 3 document of every route registered through `route`. */
export function openApiDocument(): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of registry) {
    const p = e.url.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['query', e.query],
      ['path', e.params],
    ] as const) {
      if (!schema) continue;
      const js = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, s] of Object.entries(js.properties ?? {}))
        parameters.push({ in: where, name, schema: s, required: where === 'path' || !!js.required?.includes(name) });
    }
    (paths[p] ??= {})[e.method.toLowerCase()] = {
      summary: e.summary,
      tags: [e.url.split('/')[1]],
      security: e.access === 'public' ? [] : [{ apiKey: [] }, { cookie: [] }],
      parameters,
      ...(e.body && {
        requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } },
      }),
      responses: {
        [e.status]: { description: 'OK', content: { 'application/json': { schema: jsonSchema(e.response, 'output') } } },
        '4XX': {
          description: 'Refused: `{ error: true, messages: [...] }` with the spec’s message',
        },
        ...(e.rateLimit && { '429': { description: 'Too many requests from this address; see Retry-After' } }),
        '503': { description: 'The database is briefly unavailable; retry after Retry-After seconds' },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Chorus API', version: '0.1.0', description: 'Creator API, public contest API and organiser API.' },
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'chorus_token' },
      },
    },
    paths,
  };
}
