import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import * as z from 'zod';
import { messages, productError } from '@chorus/core';
import type { Session } from '../plugins/auth.ts';
import { carriesSecret } from './log.ts';

const API_PREFIXES = ['/creatorapi/', '/publicapi/', '/adminapi/', '/orgapi/'];
/** The results call at the path campaigns.md §7 gives it (`/campaignResults`, its upload step). */
const RESULTS_CALL = /^\/campaignResults(?:[/?]|$)/;
/** Whether a URL is an API call (as opposed to the web app, its assets, the SDK or the docs). */
export const isApi = (url: string) => API_PREFIXES.some((p) => url.startsWith(p)) || RESULTS_CALL.test(url);

/**
 * The public API's CORS policy (@fastify/cors per-route options, over the app's signed-in policy): any site may
 * call it, without credentials, since artists' pages embed the widgets. Fixed per route, so each request only
 * merges it instead of building its policy again.
 */
export const PUBLIC_CORS = { origin: '*', credentials: false } as const;

/** Methods that change nothing: no CSRF header asked, no audit line, no cache cleared. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
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
export type Schema = z.core.$ZodType;

export const parseOr400 = <S extends Schema>(schema: S, input: unknown): z.output<S> => {
  const r = z.safeParse(schema, input ?? {}, { error: productError });
  if (!r.success) throw badRequest(issuesToMessages(r.error));
  return r.data;
};

/**
 * Who may call a route. 'owner': a signed-in call made by the account itself, or by a manager for a roster creator
 * with no login (nobody else could act for them); a delegate (a login the owner granted access to, or a manager
 * switched into a creator who has a login) is refused. Changes to identity (login email, password) and money
 * (payment email) are 'owner' routes (DESIGN §5).
 */
export type Access = 'public' | 'user' | 'owner' | 'admin' | OrgAccess;

/**
 * The organiser side (/orgapi, issue 21): the session's organisation (plugins/auth.ts) with at least this role.
 * Viewer reads; editor also runs contests, campaigns, moderation and metrics; owner also members, billing and payouts.
 * Staff act in the organisation they switched to as its owner.
 */
export type OrgAccess = 'orgViewer' | 'orgEditor' | 'orgOwner';
const ORG_RANK = { orgViewer: 0, orgEditor: 1, orgOwner: 2 } as const;
const ROLE_RANK = { viewer: 0, editor: 1, owner: 2 } as const;
const isOrgAccess = (a: Access): a is OrgAccess => a in ORG_RANK;

declare const scopeBrand: unique symbol;
/**
 * Whose rows an organiser's repository call may read or change: one organisation (an /orgapi route: the session's,
 * never the request's) or every one (`organisationId` null: staff's /adminapi). Made only by `route()`, handed to
 * the handler as `scope`: org-scoped repository functions take it first and filter by it in SQL, and another
 * organisation's id is then not found (404), so a handler cannot forget the tenant.
 */
export type Scope = { readonly organisationId: number | null; readonly [scopeBrand]: true };
/** Staff's scope, every organisation: what /adminapi routes get from `route()`; the CLI and tests acting as staff use it. */
export const STAFF_SCOPE = Object.freeze({ organisationId: null }) as Scope;
const scopeOf = (access: Access, session: Session | null): Scope | undefined => {
  if (access === 'admin') return STAFF_SCOPE;
  if (isOrgAccess(access)) return { organisationId: session!.organisation!.id } as Scope;
  return undefined;
};
/** The organisation a scope names, or null when it is staff's (every organisation). */
export const organisationOf = (scope: Scope): number | null => scope.organisationId;

/** Whether a session acts as its own account (or for a roster creator with no login): the 'owner' rule. */
export const actsAsOwner = (session: { actor: { id: number }; acting: { id: number }; actingUsername: string | null }): boolean =>
  session.actor.id === session.acting.id || session.actingUsername === null;

declare const ownerBrand: unique symbol;
/**
 * Proof that a session acts as the account's owner, made only by `ownerProofOf`: repositories that change money
 * take it instead of a bare contact id, so a handler cannot reach them without the 'owner' rule having been applied.
 */
export type OwnerProof = { readonly contactId: number; readonly [ownerBrand]: true };

/** The acting contact's `OwnerProof` when the session passes the 'owner' rule (`actsAsOwner`), else null. */
export const ownerProofOf = (session: Parameters<typeof actsAsOwner>[0]): OwnerProof | null =>
  actsAsOwner(session) ? ({ contactId: session.acting.id } as OwnerProof) : null;

/** `ownerProofOf`, or 403 `ownerOnly` for a delegate (always the proof in an 'owner' route: route() checked it). */
export const ownerOf = (session: Parameters<typeof actsAsOwner>[0]): OwnerProof => {
  const proof = ownerProofOf(session);
  if (!proof) throw forbidden(messages.auth.ownerOnly);
  return proof;
};

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
    /** See RouteSpec.forAnyAccount. */
    forAnyAccount?: boolean;
  }
}

export interface RouteSpec<B extends Schema, Q extends Schema, P extends Schema, R extends Schema> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  summary: string;
  /**
   * The operation's name in the OpenAPI document, which generated clients name their methods after; by default
   * `operationIdOf(method, url)`. Give one only to keep a name when a route moves.
   */
  operationId?: string;
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
  /**
   * A write whose meaning does not depend on the account the page shows (switching accounts, signing in or out):
   * a page's `x-chorus-acting` that no longer matches the session (another tab switched) is not refused here
   * (plugins/auth.ts).
   */
  forAnyAccount?: true;
}

export interface HandlerContext<B, Q, P, A extends Access> {
  body: B;
  query: Q;
  params: P;
  req: FastifyRequest;
  reply: FastifyReply;
  session: A extends 'public' ? Session | null : Session;
  /** Whose rows the handler may touch: set on 'admin' (every organisation) and org routes (the session's). */
  scope: A extends 'admin' | OrgAccess ? Scope : undefined;
}

/** One registered route: what the OpenAPI document and the authorization matrix are generated from. */
export interface DocEntry {
  method: string;
  url: string;
  summary: string;
  operationId: string;
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

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/**
 * An operation's default id, from its method and path alone, so it stays the same from run to run and from build to
 * build: `GET /publicapi/contests/:id/my-rank` → `getPublicapiContestsByIdMyRank`. Distinct method and path pairs
 * give distinct ids unless two paths differ only in punctuation or case (a test asserts every id is unique).
 */
export const operationIdOf = (method: string, url: string): string =>
  method.toLowerCase() +
  url
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? `By${pascal(segment.slice(1))}` : segment.split(/[^A-Za-z0-9]+/).map(pascal).join('')))
    .join('');

const jsonSchema = (s: Schema, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'openapi-3.0' });

/**
 * Under the tests every answer is also parsed with its zod schema and must hold the same values: a handler
 * that breaks its contract (a wrong type, a missing field, an enum value the schema lacks) fails its test.
 */
const checkAnswers = process.env.NODE_ENV === 'test';

/** Each response schema's compiled serializer, made on its first answer. */
const serializers = new WeakMap<Schema, (out: unknown) => string>();

/**
 * An answer's JSON by its response schema: the schema (as JSON Schema, the one /docs shows) compiled by
 * fast-json-stringify, Fastify's own serializer, on the schema's first answer (compiling every route's at start-up
 * would cost ~4 ms each). It writes the schema's fields only, as zod's parse keeps them, in ~27 µs for a campaign
 * list page against ~100 µs for zod's parse and JSON.stringify (zod/mini objects, the response contracts shared
 * with the browser, have no compiled fast path). Routes and the public cache answer through it.
 */
export function serializeAnswer(schema: Schema, out: unknown): string {
  let serialize = serializers.get(schema);
  if (!serialize) {
    serialize = fastJson(jsonSchema(schema, 'output') as Parameters<typeof fastJson>[0]) as (out: unknown) => string;
    serializers.set(schema, serialize);
  }
  const body = serialize(out);
  if (checkAnswers) {
    // The same values (fast-json-stringify writes required fields before optional ones: the order may differ).
    const expected = JSON.stringify(z.parse(schema, out));
    if (!isDeepStrictEqual(JSON.parse(body), JSON.parse(expected))) throw new Error(`The answer differs from its schema's parse:\n${body}\n${expected}`);
  }
  return body;
}

/** Distinct URLs whose parsed query and parameters a GET route keeps. */
const PARSED_URLS_KEPT = 500;
/**
 * Longer URLs are parsed every time, not kept: with the count, this bounds the bytes a route keeps (a URL, and what
 * was parsed from it, are at most this long; a request line may be 16 KB).
 */
export const PARSED_URL_MAX_LENGTH = 1024;

/**
 * Registers a route whose input is parsed with zod schemas from packages/core and output serialized by its response
 * schema (`serializeAnswer`), with access checked before the handler runs, and records it for the OpenAPI document.
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
  const privateByDefault = spec.method === 'GET' && isPublicApi(spec.url);
  if (!seen.has(key)) {
    seen.add(key);
    registry.push({ ...spec, status: spec.status ?? 200, operationId: spec.operationId ?? operationIdOf(spec.method, spec.url) });
  }
  // A GET's query and path parameters by its URL, parsed once per distinct URL: parsing is a function of the text
  // alone (no schema reads the clock or the database), and public reads repeat a few URLs many times (zod's parse
  // was 13 % of a cached leaderboard page's CPU). Frozen, since requests share them; refusals are not kept; bounded
  // (emptied when full), so a stream of distinct URLs costs no more than parsing each.
  // A GET with nothing to parse keeps nothing: its URLs would only fill the map.
  const parsedByUrl = spec.method === 'GET' && (spec.query || spec.params) ? new Map<string, { query: unknown; params: unknown }>() : null;
  const inputOf = (req: FastifyRequest) => {
    let input = parsedByUrl?.get(req.url);
    if (input) return input;
    input = {
      query: spec.query ? Object.freeze(parseOr400(spec.query, req.query)) : undefined,
      params: spec.params ? Object.freeze(parseOr400(spec.params, req.params)) : undefined,
    };
    // Not a URL that carries a secret (a webview's `?token=`): it would outlive its session here.
    if (parsedByUrl && req.url.length <= PARSED_URL_MAX_LENGTH && !carriesSecret(req.url)) {
      if (parsedByUrl.size >= PARSED_URLS_KEPT) parsedByUrl.clear();
      parsedByUrl.set(req.url, input);
    }
    return input;
  };
  app.route({
    method: spec.method,
    url: spec.url,
    config: {
      ...(spec.rateLimit && { rateLimit: app.rateLimits[spec.rateLimit] }),
      ...(spec.keepsSession && { keepsSession: true }),
      ...(spec.forAnyAccount && { forAnyAccount: true }),
      ...(isPublicApi(spec.url) && { cors: PUBLIC_CORS }),
    },
    handler: async (req, reply) => {
      const session = req.session;
      if (spec.access !== 'public' && !session) throw new HttpError(401, messages.auth.required);
      if (spec.access === 'admin' && session?.acting.contactType !== 'admin') throw forbidden();
      if (spec.access === 'owner' && !actsAsOwner(session!)) throw forbidden(messages.auth.ownerOnly);
      if (isOrgAccess(spec.access)) {
        const org = session!.organisation;
        if (!org) throw forbidden(messages.organisation.none);
        if (ROLE_RANK[org.role] < ORG_RANK[spec.access]) throw forbidden(messages.organisation.role[spec.access]);
      }
      const body = spec.body ? parseOr400(spec.body, req.body) : undefined;
      const { query, params } = inputOf(req);
      const ctx = {
        body,
        query,
        params,
        req,
        reply,
        session,
        scope: scopeOf(spec.access, session),
      } as HandlerContext<z.output<B>, z.output<Q>, z.output<P>, A>;
      const out = await handler(ctx);
      if (out === SENT) return reply;
      // A public read not answered through the public cache (my-rank, which may be the signed-in account's, the FAQ,
      // the legal pages): no shared cache may keep it, whatever default TTL a CDN gives answers without a header.
      if (privateByDefault && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-cache');
      reply.status(spec.status ?? 200).type('application/json; charset=utf-8');
      return serializeAnswer(spec.response, out);
    },
  });
}

/**
 * Lets the routes of `scope` (a plugin scope of their own) take a form-encoded body, up to `bodyLimit` bytes, as a
 * plain object of strings; a repeated field is a 400. Every other route keeps JSON and multipart only.
 */
export function acceptFormBodies(scope: FastifyInstance, bodyLimit: number) {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_req, text, done) => {
    const body: Record<string, string> = Object.create(null) as Record<string, string>;
    for (const [key, value] of new URLSearchParams(text as string)) {
      if (Object.hasOwn(body, key)) return done(badRequest(messages.generic.badRequest), undefined);
      body[key] = value;
    }
    done(null, body);
  });
}
