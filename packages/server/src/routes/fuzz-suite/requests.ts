import { accountFuzzToken, accountPathValue, validAccountBodies, validAccountForms, validAccountQueries } from '../../testing/account-fuzz.ts';
import { adminCampaignPathValue, validAdminCampaignBodies, validAdminCampaignForms } from '../../testing/campaign-admin-fuzz.ts';
import { validCampaignBodies, validCampaignForms, validCampaignQueries } from '../../testing/campaign-fuzz.ts';
import { livePathValue, validLiveBodies, validLiveQueries } from '../../testing/live-fixtures.ts';
import { opportunityPathValue, validOpportunityBodies } from '../../testing/opportunity-fuzz.ts';
import { orgPathValue, validOrgBodies } from '../../testing/org-fuzz.ts';
import { paymentPathValue, validPaymentBodies, validPaymentQueries } from '../../testing/payment-fuzz.ts';
import { adminBodies } from './admin.ts';
import { creatorBodies, creatorQueries } from './creator.ts';
import type { Fixtures } from './fixtures.ts';
import { MISREAD_NUMBERS, mutated, mutationsFor, nodesOf, PATH_VALUES, QUERY_VALUES, SHALLOW_PATH_VALUES, valueAt, type Mutation, type PathStep } from './mutations.ts';
import { exampleOf, type Operation } from './openapi.ts';
import { publicBodies, publicQueries } from './public.ts';

// ---- Valid requests, so that one bad value at a time reaches the handler ----

/** Queries the schema's example cannot make valid (an emailed link's secret). */
const validQueries: Record<string, (fx: Fixtures) => Record<string, string>> = {
  ...validCampaignQueries,
  ...validLiveQueries,
  ...validPaymentQueries,
  ...validAccountQueries,
  ...creatorQueries,
  ...publicQueries,
};

/** Hand-written valid bodies; an operation without one gets a body generated from its schema. */
const validBodies: Record<string, (fx: Fixtures) => object> = {
  ...validCampaignBodies,
  ...validAccountBodies,
  ...validPaymentBodies,
  ...validAdminCampaignBodies,
  ...validLiveBodies,
  ...validOpportunityBodies,
  ...creatorBodies,
  ...publicBodies,
  ...adminBodies,
  ...validOrgBodies,
};

/** Valid path values: the payment for payment routes, else the operation's contest. */
export const validPathValue = (op: Operation, fx: Fixtures, name?: string) =>
  livePathValue(op.path, fx) ??
  accountPathValue(op.path, fx) ??
  opportunityPathValue(op.path, fx) ??
  orgPathValue(op.path, fx) ??
  paymentPathValue(op.path, fx) ??
  adminCampaignPathValue(op.path, fx, name) ??
  (op.path === '/adminapi/contests/{id}/awards' || op.path === '/orgapi/contests/{id}/awards' ? String(fx.award.contest) : undefined) ??
  (op.path.endsWith('/contest-payments/{id}/remind') ? String(fx.remindable) : undefined) ??
  (op.path.startsWith('/creatorapi/files/') ? fx.campaigns.fileUid : String(op.path.includes('/contest-payments/') ? fx.payment : fx.contest));

// ---- The requests of one operation ----

export type Role = 'anonymous' | 'admin';

export interface FuzzRequest {
  what: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The 400 and message this request must get: a misread number in a URL integer (`MISREAD_NUMBERS`). */
  refusedWith?: string;
}

export function requestsOf(op: Operation, role: Role, fx: Fixtures, random: () => number): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const token = op.key === 'POST /publicapi/embed/contests/{id}/entries' ? fx.entryToken : (accountFuzzToken(op.key, fx) ?? fx.admin.token);
  const headers: Record<string, string> = role === 'admin' ? { 'x-api-key': token } : {};
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
    const p = op.path.replace(/\{(\w+)\}/g, (_, name: string) => path[name] ?? validPathValue(op, fx, name));
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

  // The one role that gets past the access check must be refused for a misread number, with the parameter's message.
  const refusal = (p: Operation['parameters'][number], v: string) =>
    deep && p.schema.type === 'integer' && MISREAD_NUMBERS.includes(v) && p.description ? { refusedWith: p.description } : {};
  for (const p of pathParams)
    for (const v of deep ? PATH_VALUES : SHALLOW_PATH_VALUES) out.push({ ...plain(`path ${p.name}=${v.slice(0, 24)}`, urlOf({ [p.name]: v })), ...refusal(p, v) });

  if (deep) {
    for (const p of queryParams) {
      const others = Object.entries(validQuery).filter(([k]) => k !== p.name);
      for (const v of QUERY_VALUES) out.push({ ...plain(`query ${p.name}=${v.slice(0, 24)}`, urlOf({}, [...others, [p.name, v]])), ...refusal(p, v) });
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
