import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEmails, posts } from '../db/schema.ts';
import { routeTable } from '../lib/http.ts';
import { issueTokenWithId } from '../repositories/account-tokens.ts';
import { endContest } from '../repositories/contest-payments.ts';
import { createSession } from '../repositories/sessions.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { changedTables, dbFingerprint, type DbFingerprint } from '../testing/db-snapshot.ts';
import { approvedEntries, makeContact, makeContest, TEST_PASSWORD } from '../testing/factories.ts';
import {
  adminCampaignFuzzFixtures,
  adminCampaignPathValue,
  validAdminCampaignBodies,
  validAdminCampaignForms,
  type AdminCampaignFuzzFixtures,
} from '../testing/campaign-admin-factories.ts';
import { opportunityFuzzFixtures, opportunityPathValue, validOpportunityBodies, type OpportunityFuzzFixtures } from '../testing/opportunity-fuzz.ts';
import {
  accountFuzzFixtures,
  accountFuzzToken,
  accountPathValue,
  managerInviteOf,
  validAccountBodies,
  validAccountForms,
  validAccountQueries,
  type AccountFuzzFixtures,
} from '../testing/account-fuzz.ts';
import { campaignFuzzFixtures, validCampaignBodies, validCampaignForms, validCampaignQueries, type CampaignFuzzFixtures } from '../testing/campaign-fuzz.ts';
import { liveFuzzFixtures, livePathValue, validLiveBodies, validLiveQueries, type LiveFuzzFixtures } from '../testing/live-fixtures.ts';
import { paymentFuzzFixtures, paymentPathValue, validPaymentBodies, validPaymentQueries, type PaymentFuzzFixtures } from '../testing/payment-fuzz.ts';

/**
 * Malformed input against every operation of the OpenAPI document at /docs, as a visitor and as an organiser
 * (so admin handlers are reached). Bounded and deterministic: the mutations are enumerated, and the few random
 * ones come from a seeded generator. Two properties must hold for every request: no 5xx, and a refused (4xx)
 * request leaves the database as it was. Set FUZZ_LOG_LEVEL=error (or warn) to see the server's log of a failure.
 */

// ---- The OpenAPI document, as far as the fuzz reads it ----

interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  default?: unknown;
  minimum?: number;
  minLength?: number;
  minItems?: number;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

interface Parameter {
  in: 'path' | 'query';
  name: string;
  schema: JsonSchema;
  required: boolean;
}

interface Operation {
  /** "POST /adminapi/contests/{id}/metrics" */
  key: string;
  method: string;
  path: string;
  public: boolean;
  parameters: Parameter[];
  body?: JsonSchema;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { security: unknown[]; parameters: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
}

function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([m, op]) => ({
      key: `${m.toUpperCase()} ${path}`,
      method: m.toUpperCase(),
      path,
      public: op.security.length === 0,
      parameters: op.parameters,
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
}

/** A plausible value for a schema, for operations without a hand-written valid body and for query values. */
function exampleOf(s: JsonSchema | undefined, depth = 0): unknown {
  if (!s || depth > 6) return null;
  if (s.default !== undefined) return s.default;
  if (s.enum?.length) return s.enum[0];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return exampleOf(alt[0], depth + 1);
  switch (s.type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, exampleOf(v, depth + 1)]));
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => exampleOf(s.items, depth + 1));
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      if (s.format === 'email') return 'fuzz@example.test';
      if (s.format === 'uri' || s.format === 'url') return 'https://example.test/fuzz';
      if (s.format === 'date-time' || s.format === 'date') return '2030-01-01';
      if (s.pattern) {
        const re = new RegExp(s.pattern);
        const fit = ['10', '1', 'fuzz@example.test', 'US', '#1a2b3c', 'https://example.test/fuzz'].find((v) => re.test(v));
        if (fit) return fit;
      }
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    default:
      return 'fuzz';
  }
}

// ---- Deterministic randomness ----

/** mulberry32: a small seeded generator, so every run sends the same requests. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---- What is sent ----

const KB100 = 'x'.repeat(100_000);
const OVER_LIMIT = `{"name":"${'x'.repeat(1_100_000)}"}`;

/** Path parameter values, as they appear in the URL (already percent-encoded where that is the point). */
const PATH_VALUES = [
  '%201', // ' 1'
  '1%20',
  '0x10',
  '1e3',
  '1.0',
  '01',
  '-1',
  '0',
  '2147483648',
  '99999999999999999999',
  '1%00',
  '%00',
  '%E0%A4%A',
  'NaN',
  'Infinity',
  'abc',
  '9'.repeat(100),
  'a'.repeat(5000),
];

/** Query values, already percent-encoded. */
const QUERY_VALUES = [
  'abc',
  'true',
  '',
  '%00',
  'a%00b',
  '-1',
  '0',
  '1.5',
  '1e308',
  '2147483648',
  '99999999999999999999',
  '%E0%A4%A',
  'x'.repeat(5000),
];

const SHALLOW_PATH_VALUES = ['1%00', '%E0%A4%A', 'a'.repeat(5000)];

type Mutation = { what: string; value: unknown } | { what: 'missing' };

const WRONG_TYPES: Mutation[] = [
  { what: 'string', value: 'fuzz' },
  { what: 'number', value: 12345 },
  { what: 'bool', value: true },
  { what: 'null', value: null },
  { what: 'array', value: [1, 'two'] },
  { what: 'object', value: { nested: 'object' } },
  { what: 'NUL string', value: 'a\u0000b' },
  { what: 'lone surrogate', value: 'a\ud800b' },
  { what: '100 KB string', value: KB100 },
  { what: 'missing' },
];
const NUMBERS: Mutation[] = [2147483648, 2 ** 53 + 2, 1e20, 1e308, -1, -2147483649, 0, 0.5, 1.5].map((value) => ({ what: `number ${value}`, value }));
const DATES: Mutation[] = ['275760-01-01', '+275760-09-13T00:00:00.000Z', '-000001-01-01', '0', 'not a date', '2026-02-30', '1999-12-31T23:59:59Z', 8.64e15].map(
  (value) => ({ what: `date ${value}`, value }),
);

type PathStep = string | number;

/** Every node of a valid body (objects and the first item of arrays), down to a few levels. */
function nodesOf(value: unknown, at: PathStep[] = [], depth = 0): PathStep[][] {
  if (depth > 3) return [];
  if (Array.isArray(value)) return value.length ? [[...at, 0], ...nodesOf(value[0], [...at, 0], depth + 1)] : [];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => [[...at, k], ...nodesOf(v, [...at, k], depth + 1)]);
  return [];
}

const valueAt = (root: unknown, path: PathStep[]) => path.reduce<unknown>((v, k) => (v as Record<PathStep, unknown> | undefined)?.[k], root);

function mutated(base: unknown, path: PathStep[], m: Mutation): unknown {
  const copy = structuredClone(base) as Record<PathStep, unknown>;
  const parent = valueAt(copy, path.slice(0, -1)) as Record<PathStep, unknown>;
  const last = path.at(-1)!;
  // In a combination an earlier mutation may have replaced the parent with a scalar: nothing left to mutate.
  if (!parent || typeof parent !== 'object') return copy;
  if (m.what === 'missing') {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else parent[last] = 'value' in m ? m.value : undefined;
  return copy;
}

function mutationsFor(path: PathStep[], base: unknown, schema: JsonSchema | undefined): Mutation[] {
  const v = valueAt(base, path);
  const type = schema?.type ?? schema?.anyOf?.[0]?.type;
  const out = [...WRONG_TYPES];
  if (typeof v === 'number' || type === 'number' || type === 'integer') out.push(...NUMBERS);
  if ((typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v)) || /date/i.test(String(path.at(-1)))) out.push(...DATES);
  if (Array.isArray(v)) out.push({ what: '20,000 items', value: Array(20_000).fill(v[0] ?? 1) });
  // Numbers inside text ('1st Place $100', '2nd-3rd Place', a link's id) are read by rules, not by the schema.
  if (typeof v === 'string' && /\d/.test(v))
    for (const digits of ['2147483648', '99999999999999999999']) out.push({ what: `digits → ${digits}`, value: v.replace(/\d+/g, digits) });
  return out;
}

// ---- Valid requests, so that one bad value at a time reaches the handler ----

interface Fixtures {
  /** A live direct contest with a marketing key: creators and visitors may enter it, and sign up. */
  contest: number;
  entry: number;
  payment: number;
  admin: { id: number; email: string; token: string };
  /** Unused emailed links, one per role that sends a valid request (a valid confirmation uses its link). */
  links: { reset: { token: string; id: number }[]; confirm: { contactId: number; uid: string }[] };
  next(): number;
  /** Offers of the organiser's own at each stage a campaign call needs, and a stored file of theirs. */
  campaigns: CampaignFuzzFixtures;
  /** A throwaway creator and manager with sessions, a roster creator, a profile, links and files of the account calls. */
  account: AccountFuzzFixtures;
  /** The organiser's campaign, an offer at the stage each organiser step needs, a payment To Be Paid. */
  adminCampaigns: AdminCampaignFuzzFixtures;
  /** A notification of the organiser's own, a contact to notify, a campaign offer and its conversation. */
  live: LiveFuzzFixtures;
  /** The organiser's own payment emails to resend and confirm, a campaign payment, a payout batch (payment-fuzz.ts). */
  payments: PaymentFuzzFixtures;
  /** A fresh opportunity and a handle of the organiser's (help wanted, explore). */
  opportunities: OpportunityFuzzFixtures;
}

const entry = (fx: Fixtures) => {
  const n = fx.next();
  return { link: `https://www.tiktok.com/@fuzz${n}/video/${n}`, email: `fuzz${n}@example.test`, creator: `fuzz${n}`, platform: 'tiktok', country: 'US', marketingConsent: true };
};
const contest = (fx: Fixtures) => ({
  name: `Fuzz ${fx.next()}`,
  organizer: 'Fuzz Label',
  kind: 'direct',
  image: 'https://example.test/cover.png',
  audio: '/demo/sound.mp3',
  event: 'Live',
  category: 'fuzz',
  isActive: true,
  isClosed: false,
  startDate: '2026-01-01T00:00:00Z',
  endDate: '2099-12-31',
  creativeDirection: 'Dance to it',
  prizes: ['1st Place $100', '2nd-3rd Place $50'],
  tiktokSound: 'https://www.tiktok.com/music/fuzz',
  instagramSound: 'https://www.instagram.com/reels/audio/1',
  tiktok: 'https://www.tiktok.com/@fuzz',
  instagram: 'https://www.instagram.com/fuzz',
  spotify: 'https://open.spotify.com/artist/fuzz',
  competitionType: 'Likes',
  marketingKey: 'fuzz-key',
  platforms: ['TikTok', 'Instagram Reel'],
  takePct: 0.1,
  metric: 'likes',
  invoiceAmount: 1000,
  countries: ['US'],
  continents: ['North America'],
  color: '#1a2b3c',
  prizeRows: [{ key: '1st', value: 'The winner' }],
  promotions: [{ isActive: true, amountCents: 500 }],
});

/** Hand-written valid bodies; an operation without one gets a body generated from its schema. */
/** Queries the schema's example cannot make valid (an emailed link's secret). */
const validQueries: Record<string, (fx: Fixtures) => Record<string, string>> = {
  ...validCampaignQueries,
  ...validLiveQueries,
  ...validPaymentQueries,
  ...validAccountQueries,
  'POST /creatorapi/magic-link/verify': (fx) => {
    const link = fx.links.reset.pop()!;
    return { magic_token: link.token, magic_token_uid: String(link.id) };
  },
};

const validBodies: Record<string, (fx: Fixtures) => object> = {
  ...validCampaignBodies,
  ...validAccountBodies,
  ...validPaymentBodies,
  ...validAdminCampaignBodies,
  ...validLiveBodies,
  ...validOpportunityBodies,
  'POST /creatorapi/password-reset': (fx) => ({ username: fx.admin.email }),
  'POST /creatorapi/magic-link/verify': () => ({}),
  'POST /creatorapi/confirm-account': (fx) => {
    const link = fx.links.confirm.pop()!;
    return { contactId: link.contactId, uid: link.uid };
  },
  'POST /creatorapi/auth/login': (fx) => ({ username: fx.admin.email, password: TEST_PASSWORD, rememberMe: false }),
  'POST /creatorapi/switch': (fx) => ({ contactId: fx.admin.id }),
  'POST /creatorapi/contact/savecreator': (fx) => {
    const n = fx.next();
    return {
      isManager: false,
      username: `joiner${n}@example.test`,
      email: `joiner${n}@example.test`,
      password: 'Fuzz-pass-1',
      passwordConfirm: 'Fuzz-pass-1',
      firstName: 'Fuzz',
      lastName: 'Joiner',
      addressLine1: '1 Main St',
      city: 'Austin',
      stateId: 43,
      postalCode: '78701',
      countryId: 1,
      paymentEmail: `pay${n}@example.test`,
      mobilePhone: '512-555-0100',
      primaryPhone: '512-555-0101',
      AllowText: true,
      birthday: '1990-01-02',
      genderIdentityId: 1,
      sexualOrientationId: 1,
      gender: 'Decline to Answer',
      profileArray: [{ handle: `@joiner${n}`, platformId: 4, followers: 10, rate: '$10.00', brandRate: 20 }],
    };
  },
  'POST /creatorapi/contact/savemanager': (fx) => {
    const n = fx.next();
    return {
      ...managerInviteOf(fx),
      primaryEmail: `boss${n}@example.test`,
      password: 'Fuzz-pass-1',
      passwordConfirm: 'Fuzz-pass-1',
      firstName: 'Fuzz',
      lastName: 'Boss',
      paymentEmail: `bosspay${n}@example.test`,
      primaryPhone: '512-555-0100',
      company: 'Fuzz Mgmt',
      AllowText: false,
      creators: [
        {
          firstName: 'Ro',
          lastName: 'Ster',
          addressLine1: '2 Side St',
          city: 'Austin',
          stateId: 43,
          stateOther: '',
          postalCode: '78701',
          countryId: 1,
          birthday: '2001-05-06',
          genderId: 1,
          sexualOrientationId: 1,
          contactPlatforms: [{ platform: 4, handle: `roster${n}`, followers: 5, songRate: '$5', brandRate: 9 }],
        },
      ],
    };
  },
  'POST /creatorapi/contests/{id}/entries': entry,
  'POST /publicapi/contests/{id}/entries': entry,
  'POST /publicapi/marketing-signup': (fx) => ({ preffyID: fx.contest, email: `fan${fx.next()}@example.test`, marketingConsent: true }),
  'POST /publicapi/send-contact-form': () => ({ emailFrom: 'fuzz@example.test', subject: 'Fuzz', message: 'Hello' }),
  'POST /publicapi/newsletter': (fx) => ({ email: `news${fx.next()}@example.test` }),
  'POST /creatorapi/legal': () => ({ type: 'Terms of Service', application: 'creator' }),
  // The seeded Terms of Service are the first legal document of a fresh database; the organiser accepts for itself.
  'POST /creatorapi/legal-approval': (fx) => ({ legalId: 1, contactId: fx.admin.id, optout: false }),
  'POST /creatorapi/send-contact-form': () => ({ emailTo: 'fuzz@example.test', emailFrom: 'fuzz@example.test', from: 'Fuzz', subject: 'Fuzz', message: 'Hello' }),
  'POST /creatorapi/feedback-submit': () => ({ feedback: 'Fuzz feedback' }),
  'POST /adminapi/contests': contest,
  'PATCH /adminapi/contests/{id}': contest,
  'POST /adminapi/entries/approve': (fx) => ({ ids: [fx.entry] }),
  'POST /adminapi/entries/reject': (fx) => ({ ids: [fx.entry] }),
  'POST /adminapi/entries/delete': (fx) => ({ ids: [fx.entry] }),
  'POST /adminapi/contests/{id}/metrics': (fx) => ({ metrics: [{ id: fx.entry, likes: 10, views: 100, creativityScore: 50 }] }),
  'POST /adminapi/contests/{id}/reopen': () => ({ endDate: new Date(Date.now() + 30 * 86_400_000).toISOString() }),
};

/** Valid path values: the payment for payment routes, else the operation's contest. */
const validPathValue = (op: Operation, fx: Fixtures) =>
  livePathValue(op.path, fx) ??
  accountPathValue(op.path, fx) ??
  opportunityPathValue(op.path, fx) ??
  paymentPathValue(op.path, fx) ??
  adminCampaignPathValue(op.path, fx) ??
  (op.path.startsWith('/creatorapi/files/') ? fx.campaigns.fileUid : String(op.path.includes('/contest-payments/') ? fx.payment : fx.contest));

// ---- The requests of one operation ----

type Role = 'anonymous' | 'admin';

interface FuzzRequest {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

function requestsOf(op: Operation, role: Role, fx: Fixtures, random: () => number): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const headers: Record<string, string> = role === 'admin' ? { 'x-api-key': accountFuzzToken(op.key, fx) ?? fx.admin.token } : {};
  // Each bad value is sent by the role that gets past the access check: the visitor on public routes, the
  // organiser on the others. The other role gets the malformations Fastify sees before any access check
  // (routing, body parsing) and a handful of the rest.
  const deep = op.public ? role === 'anonymous' : role === 'admin';
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const exampleQuery = {
    ...Object.fromEntries(queryParams.map((p) => [p.name, encodeURIComponent(String(exampleOf(p.schema)))])),
    ...validQueries[op.key]?.(fx),
  };
  // Optional parameters keep their defaults; each is still fuzzed below.
  const validQuery = Object.fromEntries(queryParams.filter((p) => p.required).map((p) => [p.name, exampleQuery[p.name]!]));
  const urlOf = (path: Record<string, string> = {}, query: [string, string][] = Object.entries(validQuery)) => {
    const p = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? validPathValue(op, fx));
    return query.length ? `${p}?${query.map(([k, v]) => `${k}=${v}`).join('&')}` : p;
  };
  const hasBody = op.method !== 'GET';
  const baseBody = op.body ? (validBodies[op.key]?.(fx) ?? exampleOf(op.body)) : undefined;
  const json = (body: unknown, what: string, url = urlOf()): FuzzRequest => ({
    what,
    method: op.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
  // Upload routes take a multipart form (their OpenAPI entry has no JSON body).
  const form = validCampaignForms[op.key]?.(fx) ?? validAdminCampaignForms[op.key]?.() ?? validAccountForms[op.key]?.();
  const plain = (what: string, url: string): FuzzRequest =>
    form
      ? { what, method: op.method, url, headers: { ...headers, ...form.headers }, payload: form.payload }
      : baseBody === undefined
        ? { what, method: op.method, url, headers }
        : json(baseBody, what, url);

  out.push(plain('valid request', urlOf()));

  for (const p of pathParams) for (const v of deep ? PATH_VALUES : SHALLOW_PATH_VALUES) out.push(plain(`path ${p.name}=${v.slice(0, 24)}`, urlOf({ [p.name]: v })));

  if (deep) {
    for (const p of queryParams) {
      const others = Object.entries(validQuery).filter(([k]) => k !== p.name);
      for (const v of QUERY_VALUES) out.push(plain(`query ${p.name}=${v.slice(0, 24)}`, urlOf({}, [...others, [p.name, v]])));
      out.push(plain(`query ${p.name} missing`, urlOf({}, others)));
      out.push(plain(`query ${p.name} twice`, urlOf({}, [...others, [p.name, exampleQuery[p.name]!], [p.name, exampleQuery[p.name]!]])));
      out.push(plain(`query ${p.name}[a]`, urlOf({}, [...others, [`${p.name}[a]`, '1']])));
    }
  }
  out.push(plain('query unknown=%00', urlOf({}, [...Object.entries(validQuery), ['unknown', '%00'], ['x'.repeat(300), 'y']])));
  // Without the header, a token may come in the query (native webviews): a malformed one must not get further.
  if (role === 'anonymous')
    for (const token of ['a%00b', '%E0%A4%A', 'x'.repeat(5000)]) out.push(plain(`query token=${token.slice(0, 24)}`, urlOf({}, [...Object.entries(validQuery), ['token', token]])));

  if (baseBody !== undefined && deep) {
    const props = op.body?.properties ?? {};
    const paths = nodesOf(baseBody);
    // Properties the document declares but the valid body leaves out are fuzzed too.
    for (const k of Object.keys(props)) if (!paths.some((p) => p.length === 1 && p[0] === k)) paths.push([k]);
    const singles: { path: PathStep[]; m: Mutation }[] = [];
    for (const path of paths) {
      const schema = path.length === 1 ? props[path[0] as string] : undefined;
      for (const m of mutationsFor(path, baseBody, schema)) {
        singles.push({ path, m });
        out.push(json(mutated(baseBody, path, m), `body ${path.join('.')}: ${m.what}`));
      }
    }
    // A few combinations of three bad values at once, drawn from the seeded generator.
    for (let i = 0; i < 6; i++) {
      let body: unknown = baseBody;
      const picked = [0, 1, 2].map(() => singles[Math.floor(random() * singles.length)]!);
      for (const { path, m } of picked) if (valueAt(body, path.slice(0, -1)) !== undefined) body = mutated(body, path, m);
      out.push(json(body, `body combination: ${picked.map(({ path, m }) => `${path.join('.')}: ${m.what}`).join(', ')}`));
    }
    out.push(json({ ...(baseBody as object), unknownField: 'x', id: 1, createdAt: 'yesterday' }, 'body with unknown fields'));
  }

  if (hasBody) {
    const raw = (what: string, payload: string | Buffer, contentType = 'application/json'): FuzzRequest => ({
      what,
      method: op.method,
      url: urlOf(),
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
    const text = baseBody === undefined ? '{}' : JSON.stringify(baseBody);
    const all = [
      raw('bad JSON: {', '{'),
      raw('empty JSON body', ''),
      raw('form-urlencoded', 'name=x&ids=1', 'application/x-www-form-urlencoded'),
      raw('bad JSON: trailing comma', '{"a":1,}'),
      raw('bad JSON: nul', 'nul'),
      raw('JSON null', 'null'),
      raw('JSON string', '"text"'),
      raw('JSON number', '12'),
      raw('JSON array instead of object', '[]'),
      raw('valid body inside an array', `[${text}]`),
      raw('__proto__ key', '{"__proto__":{"isAdmin":true}}'),
      raw('constructor.prototype key', '{"constructor":{"prototype":{"isAdmin":true}}}'),
      raw('deeply nested JSON', `${'['.repeat(5000)}${']'.repeat(5000)}`),
      raw('invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])),
      raw('text/plain', text, 'text/plain'),
      raw('multipart', '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--b--\r\n', 'multipart/form-data; boundary=b'),
      raw('JSON with charset utf-16', text, 'application/json; charset=utf-16'),
    ];
    out.push(...(deep ? all : all.slice(0, 3)));
  }
  return out;
}

// ---- The run ----

interface Outcome {
  key: string;
  role: Role;
  what: string;
  status: number;
}

/** The request and its answer, for a failure message. */
function show(request: FuzzRequest, role: Role, status: number, body: string, changed: string[]) {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
  const payload = request.payload === undefined ? '' : ` ${request.headers['content-type'] ?? ''} ${cut(request.payload.toString(), 300)}`;
  const change = changed.length ? ` and changed ${changed.join(', ')}` : '';
  return `[${role}] ${request.method} ${cut(request.url, 200)} (${request.what})${payload} → ${status} ${cut(body, 200)}${change}`;
}

/**
 * The fuzz of every route, on every database, over one shard of the operations (`index` of `count`, by position in
 * the OpenAPI document): each shard is its own test file, so the shards run in parallel workers and none nears the
 * setup limit as routes are added.
 */
export function fuzzSuite(shard: { index: number; count: number }) {
describe.each(dbKinds)(`malformed input on %s (shard ${shard.index + 1} of ${shard.count})`, (kind) => {
  let t: TestApp;
  let allOps: Operation[] = [];
  let ops: Operation[] = [];
  const outcomes: Outcome[] = [];
  const serverErrors: string[] = [];
  const changedOnRefusal: string[] = [];

  beforeAll(async () => {
    // The login limiter would answer 429 once the fuzz's wrong passwords add up; its own tests cover it.
    t = await createTestApp(kind, { LOGIN_MAX_FAILURES: '100000', ...(process.env.FUZZ_LOG_LEVEL && { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL }) });
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBe(200);
    allOps = operationsOf(docs.json() as OpenApiDoc);
    ops = allOps.filter((_, i) => i % shard.count === shard.index);

    const adminContact = await makeContact(t.db, { contactType: 'admin' });
    const random = seeded(0xc0ffee);
    let n = 0;
    const next = () => ++n;
    let baseline: DbFingerprint;
    const send = async (key: string, request: FuzzRequest, role: Role) => {
      const res = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
      const after = await dbFingerprint(t.db);
      // A refused request must have written nothing; an accepted one may, and its result is the new baseline.
      const changed = res.statusCode >= 400 ? changedTables(baseline, after) : [];
      baseline = after;
      outcomes.push({ key, role, what: request.what, status: res.statusCode });
      if (res.statusCode >= 500) serverErrors.push(show(request, role, res.statusCode, res.body, changed));
      if (changed.length) changedOnRefusal.push(show(request, role, res.statusCode, res.body, changed));
    };

    // Fresh data per operation: an earlier operation may have deleted, ended or paid what this one needs.
    const fixtures = async (): Promise<Fixtures> => {
      // Payments first: its batch takes every payment owed to a confirmed email, so the prize and campaign payments
      // made below stay out of it (a payment in a batch is paid with its batch, not on its own).
      const payments = await paymentFuzzFixtures(t.db, adminContact.id);
      const c = await makeContest(t.db, { kind: 'direct', marketingKey: 'fuzz-key', name: `Fuzz target ${next()}` });
      const [entryRow] = await t.db
        .insert(posts)
        .values({ contestId: c.id, email: 'target@example.test', creator: 'target', platform: 'tiktok', link: `https://www.tiktok.com/@target/video/${next()}` })
        .returning({ id: posts.id });
      const paid = await makeContest(t.db, { name: `Fuzz payout ${next()}` });
      // The winner has a confirmed payment email, so the payment may be marked paid.
      const winner = await makeContact(t.db);
      await t.db.insert(paymentEmails).values({ contactId: winner.id, email: `pay.${winner.email}`, status: 'Confirmed', confirmedAt: new Date() });
      await approvedEntries(t.db, paid.id, [{ creator: `winner${next()}`, likes: 5, email: winner.email, contactId: winner.id }]);
      const [payment] = await endContest(t.db, paid.id);
      // A fresh admin session too: the fuzz of logout revokes the one it is sent with.
      const { token } = await createSession(t.db, adminContact.id, false);
      // Emailed links: resets and confirmations of a throwaway contact (no login: no password to hash per operation).
      const joiner = await makeContact(t.db, { emailConfirmedAt: null, login: false });
      const resetOwner = joiner;
      const links: Fixtures['links'] = { reset: [], confirm: [] };
      for (let i = 0; i < 2; i++) {
        links.reset.push(await issueTokenWithId(t.db, { purpose: 'password_reset', contactId: resetOwner.id, ttlMs: 3_600_000 }));
        const confirm = await issueTokenWithId(t.db, { purpose: 'confirm_account', contactId: joiner.id, ttlMs: 3_600_000 });
        links.confirm.push({ contactId: joiner.id, uid: confirm.token });
      }
      const campaigns = await campaignFuzzFixtures(t.db, t.config, adminContact.id);
      const account = await accountFuzzFixtures(t.db, t.config);
      const adminCampaigns = await adminCampaignFuzzFixtures(t.db);
      const live = await liveFuzzFixtures(t.db, adminContact.id, (await makeContact(t.db)).id);
      const opportunities = await opportunityFuzzFixtures(t.db, adminContact.id);
      baseline = await dbFingerprint(t.db);
      return { contest: c.id, entry: entryRow!.id, payment: payment!.id, admin: { ...adminContact, token }, links, next, campaigns, account, adminCampaigns, payments, opportunities, live };
    };

    let overLimitSent = false;
    for (const op of ops) {
      const fx = await fixtures();
      for (const role of ['anonymous', 'admin'] as const) for (const request of requestsOf(op, role, fx, random)) await send(op.key, request, role);
      if (!overLimitSent && op.body && !op.public) {
        overLimitSent = true;
        const url = op.path.replace(/\{\w+\}/g, String(fx.contest));
        await send(op.key, { what: 'body over 1 MB', method: op.method, url, headers: { 'x-api-key': fx.admin.token, 'content-type': 'application/json' }, payload: OVER_LIMIT }, 'admin');
      }
    }
    // Whatever the fuzz was allowed to store must not break a later read (lists sum every live contest's prizes).
    const fx = await fixtures();
    for (const op of ops.filter((o) => o.method === 'GET')) {
      const [valid] = requestsOf(op, 'admin', fx, random);
      await send(op.key, { ...valid!, what: 'read after the fuzz' }, 'admin');
    }
    const statuses: Record<number, number> = {};
    for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
    console.info(`fuzz on ${kind}: ${ops.length} operations, ${outcomes.length} requests, statuses ${JSON.stringify(statuses)}`);
  }, 600_000);
  afterAll(() => t?.close());

  it('covers every registered route', () => {
    expect(allOps.map((o) => o.key.replace(/\{(\w+)\}/g, ':$1')).sort()).toEqual(routeTable().map((r) => `${r.method} ${r.url}`).sort());
  });

  it('reaches every handler: the valid request of each operation is accepted, so bad values go one at a time', () => {
    const refused = outcomes.filter((o) => (o.what === 'valid request' || o.what === 'read after the fuzz') && o.role === 'admin' && o.status >= 400);
    expect(
      refused.map((o) => `${o.key} (${o.what}) → ${o.status}`),
      'Give these operations a valid body in `validBodies` (or a valid path value in `validPathValue`) in fuzz.test.ts',
    ).toEqual([]);
  });

  it('sent the over-limit body once and it was refused with 413', () => {
    expect(outcomes.filter((o) => o.what === 'body over 1 MB').map((o) => o.status)).toEqual([413]);
  });

  it('never answers 5xx', () => {
    expect(serverErrors).toEqual([]);
  });

  it('leaves the database unchanged when it refuses a request', () => {
    expect(changedOnRefusal).toEqual([]);
  });
});
}
