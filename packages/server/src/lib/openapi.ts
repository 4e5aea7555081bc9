import * as core from '@chorus/core';
import { integersInUrls, type IntegerInUrl } from '@chorus/core';
import * as z from 'zod';
import { RETRY_AFTER_SECONDS } from './failures.ts';
import { routeTable, type Schema } from './http.ts';

// The OpenAPI 3.0 document of every route registered through `route()` (lib/http.ts), served at /docs. Clients are
// generated from it (examples/api-client), so it names every operation (`operationId`), shares core's schemas as
// components, documents the one shape every refusal has (`Error`), and passes Redocly's recommended ruleset
// (openapi.test.ts).

type Json = Record<string, unknown>;
type Io = 'input' | 'output';

/** What the document says about its publisher; the contact is where the product's contact forms go. */
export interface DocumentInfo {
  contactEmail: string;
  /** Where the license's text is served on this origin. */
  licenseUrl: string;
}

/** What every refusal (4xx, 429, 503) answers: app.ts's error handler writes it, `HttpError` carries it. */
const ERROR_SCHEMA = {
  type: 'object',
  description: 'A refused request. Show `messages` to the user: they are the product’s own sentences.',
  required: ['error', 'messages'],
  additionalProperties: false,
  properties: {
    error: { type: 'boolean', enum: [true] },
    messages: { type: 'array', minItems: 1, items: { type: 'string' }, description: 'Why the request was refused, one sentence each.' },
    data: {
      type: 'object',
      additionalProperties: true,
      description: 'What a few refusals carry beside their messages (sign-up’s 409: `existingHandlesData`).',
    },
  },
} as const;

const RETRY_AFTER = {
  description: 'Seconds to wait before trying again.',
  schema: { type: 'integer', minimum: 0, example: RETRY_AFTER_SECONDS },
};
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
const RESPONSES = {
  Refused: { description: 'Refused: the input, the session, the access or the state does not allow it.', content: errorContent },
  TooManyRequests: {
    description: 'Too many requests from this address: try again after Retry-After seconds.',
    headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
    content: errorContent,
  },
  Unavailable: {
    description: 'The database is briefly unavailable and nothing was written: try again after Retry-After seconds.',
    headers: { 'Retry-After': { $ref: '#/components/headers/RetryAfter' } },
    content: errorContent,
  },
};

const TAGS = [
  { name: 'creatorapi', description: 'The creator API: the calls of the spec’s call tables, signed in as a creator, a manager or a delegate.' },
  { name: 'publicapi', description: 'Contests for visitors and embedded widgets: no session needed, any origin may call.' },
  { name: 'orgapi', description: 'The organisers’ studio: the session’s organisation, by member role.' },
  { name: 'adminapi', description: 'Platform staff, across organisations.' },
  { name: 'campaignResults', description: 'A campaign post’s results, at the path the spec gives the call.' },
];

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && '_zod' in v;

/**
 * Core's exported object schemas by their export name, PascalCased (`contestSummary` → `ContestSummary`): the shared
 * schemas a request body or an answer is made of become components of these names, and each is written once. Sorted
 * by name, so a schema exported twice always gets the same one. Scalars (ids, dates) stay inline, where their bounds
 * are read.
 */
const componentIds: Map<Schema, string> = (() => {
  const ids = new Map<Schema, string>();
  for (const [name, value] of Object.entries(core).sort(([a], [b]) => a.localeCompare(b)))
    if (isSchema(value) && value._zod.def.type === 'object' && !ids.has(value)) ids.set(value, name.charAt(0).toUpperCase() + name.slice(1));
  return ids;
})();

/** zod's metadata (descriptions) with the component ids added: zod extracts schemas with an `id` into `definitions`. */
const withComponentIds = {
  get: (s: Schema) => {
    const meta = z.globalRegistry.get(s);
    const id = componentIds.get(s);
    return id ? { ...meta, id } : meta;
  },
} as unknown as typeof z.globalRegistry;

/** The `integersInUrls` entry of a URL number's schema, or of one it refines. */
function integerInUrlOf(s: Schema): IntegerInUrl | undefined {
  for (let x: Schema | undefined = s; x; x = x._zod.parent) {
    const doc = integersInUrls.get(x as z.ZodType);
    if (doc) return doc;
  }
  return undefined;
}

/** Replaces a JSON Schema's keys with others, in place (zod's override works on the object it made). */
const replace = (target: Json, by: Json) => {
  for (const k of Object.keys(target)) delete target[k];
  Object.assign(target, by);
};

function convert(schema: Schema, io: Io, { components, urlNumbers }: { components: boolean; urlNumbers: boolean }): Json {
  return z.toJSONSchema(schema, {
    io,
    target: 'openapi-3.0',
    unrepresentable: 'any',
    ...(components && { metadata: withComponentIds }),
    override: ({ zodSchema, jsonSchema }) => {
      const def = zodSchema._zod.def as { type: string; innerType?: Schema; defaultValue?: unknown };
      // A Date a request may also carry in-process: on the wire it is an ISO 8601 string.
      if (def.type === 'date') replace(jsonSchema, { type: 'string', format: 'date-time' });
      if (!urlNumbers) return;
      // Numbers in paths and query strings: integers to a client, strict decimal strings to the server.
      const int = integerInUrlOf(zodSchema);
      if (int) replace(jsonSchema, { type: 'integer', ...int });
      else if (def.type === 'default' && def.innerType && integerInUrlOf(def.innerType)) jsonSchema.default = def.defaultValue;
    },
  }) as Json;
}

/** Visits every object in a JSON value, depth first. */
function walk(value: unknown, visit: (node: Json) => void) {
  if (Array.isArray(value)) for (const v of value) walk(v, visit);
  else if (value && typeof value === 'object') {
    visit(value as Json);
    for (const v of Object.values(value)) walk(v, visit);
  }
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`: zod writes a nullable union as `{ nullable, anyOf }`, so the
 * `null` moves into the union's typed branches; and a nullable component as `{ nullable, allOf: [{ $ref }] }`, which
 * gets the type of the components (all objects).
 */
function typeNullables(schema: Json) {
  walk(schema, (node) => {
    if (node.nullable !== true || node.type !== undefined) return;
    const branches = (node.anyOf ?? node.oneOf) as Json[] | undefined;
    const typed = branches?.filter((b) => typeof b.type === 'string') ?? [];
    if (typed.length) {
      for (const b of typed) b.nullable = true;
      delete node.nullable;
    } else if (Array.isArray(node.allOf) && node.allOf.every((b: Json) => typeof b.$ref === 'string')) node.type = 'object';
  });
}

/**
 * Converts the bodies and answers with core's schemas extracted, then moves what zod extracted into
 * `components.schemas` and points the references there. A schema a request and an answer both use is one component
 * when it reads the same both ways, else the request's is `<Name>Input`.
 */
function componentsOf(entries: { key: string; schema: Schema; io: Io }[]) {
  const converted = new Map<string, { json: Json; io: Io }>();
  const found: Record<Io, Map<string, Json>> = { input: new Map(), output: new Map() };
  for (const { key, schema, io } of entries) {
    const { definitions, ...json } = convert(schema, io, { components: true, urlNumbers: false });
    for (const [name, def] of Object.entries((definitions ?? {}) as Record<string, Json>)) found[io].set(name, def);
    converted.set(key, { json, io });
  }
  const refsIn = (json: Json) => {
    const names: string[] = [];
    walk(json, (node) => typeof node.$ref === 'string' && names.push(decodeURIComponent(node.$ref.replace('#/definitions/', ''))));
    return names;
  };
  // Shared when it reads the same both ways and so does every schema it refers to (a cycle is assumed shared).
  const sharedMemo = new Map<string, boolean>();
  const shared = (name: string): boolean => {
    const known = sharedMemo.get(name);
    if (known !== undefined) return known;
    sharedMemo.set(name, true);
    const out = found.output.get(name);
    const input = found.input.get(name)!;
    const same = !out || (JSON.stringify(out) === JSON.stringify(input) && refsIn(input).every(shared));
    sharedMemo.set(name, same);
    return same;
  };
  const nameOf = (io: Io, name: string) => (io === 'output' || shared(name) ? name : `${name}Input`);
  const schemas: Record<string, Json> = {};
  const point = (json: Json, io: Io) =>
    walk(json, (node) => {
      if (typeof node.$ref === 'string' && node.$ref.startsWith('#/definitions/'))
        node.$ref = `#/components/schemas/${nameOf(io, decodeURIComponent(node.$ref.slice('#/definitions/'.length)))}`;
    });
  for (const io of ['output', 'input'] as const)
    for (const [name, def] of found[io]) {
      const final = nameOf(io, name);
      if (schemas[final]) continue;
      point(def, io);
      typeNullables(def);
      schemas[final] = def;
    }
  for (const { json, io } of converted.values()) {
    point(json, io);
    typeNullables(json);
  }
  const sorted = Object.fromEntries(Object.entries(schemas).sort(([a], [b]) => a.localeCompare(b)));
  return { schemas: sorted, schemaOf: (key: string) => converted.get(key)!.json };
}

/** The OpenAPI 3.0 document of every route registered through `route()`. */
export function openApiDocument(info: DocumentInfo): Json {
  const routes = routeTable();
  const { schemas, schemaOf } = componentsOf(
    routes.flatMap((e) => [
      ...(e.body ? [{ key: `${e.operationId} body`, schema: e.body, io: 'input' as const }] : []),
      { key: `${e.operationId} response`, schema: e.response, io: 'output' as const },
    ]),
  );
  const paths: Record<string, Record<string, unknown>> = {};
  for (const e of routes) {
    const p = e.url.replace(/:(\w+)/g, '{$1}');
    const parameters: unknown[] = [];
    for (const [where, schema] of [
      ['query', e.query],
      ['path', e.params],
    ] as const) {
      if (!schema) continue;
      const js = convert(schema, 'input', { components: false, urlNumbers: true }) as { properties?: Record<string, Json>; required?: string[] };
      typeNullables(js);
      for (const [name, s] of Object.entries(js.properties ?? {})) {
        const { description, ...rest } = s;
        parameters.push({ in: where, name, required: where === 'path' || !!js.required?.includes(name), ...(description !== undefined && { description }), schema: rest });
      }
    }
    (paths[p] ??= {})[e.method.toLowerCase()] = {
      operationId: e.operationId,
      summary: e.summary,
      tags: [e.url.split('/')[1]],
      security: e.access === 'public' ? [] : [{ apiKey: [] }, { cookie: [] }],
      parameters,
      ...(e.body && { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(`${e.operationId} body`) } } } }),
      responses: {
        [e.status]: { description: 'OK', content: { 'application/json': { schema: schemaOf(`${e.operationId} response`) } } },
        '4XX': { $ref: '#/components/responses/Refused' },
        ...(e.rateLimit && { '429': { $ref: '#/components/responses/TooManyRequests' } }),
        '503': { $ref: '#/components/responses/Unavailable' },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Chorus API',
      version: '0.1.0',
      description: 'Creator API, public contest API and organiser API.',
      contact: { name: 'The Chorus team', email: info.contactEmail },
      license: { name: 'MIT', url: info.licenseUrl },
    },
    // The API answers on the origin that serves this document.
    servers: [{ url: '/' }],
    tags: TAGS,
    components: {
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        cookie: { type: 'apiKey', in: 'cookie', name: 'chorus_token' },
      },
      schemas: { Error: ERROR_SCHEMA, ...schemas },
      responses: RESPONSES,
      headers: { RetryAfter: RETRY_AFTER },
    },
    paths,
  };
}
