import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backgroundOf } from '../lib/background.ts';
import { routeTable } from '../lib/http.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { changedTables, dbFingerprint, type DbFingerprint } from '../testing/db-snapshot.ts';
import { makeContact } from '../testing/factories.ts';
import { freshFixtures, type Fixtures } from './fuzz-suite/fixtures.ts';
import { OVER_LIMIT, seeded } from './fuzz-suite/mutations.ts';
import { operationsOf, type OpenApiDoc, type Operation } from './fuzz-suite/openapi.ts';
import { requestsOf, type FuzzRequest, type Role } from './fuzz-suite/requests.ts';

/**
 * Malformed input against every operation of the OpenAPI document at /docs, as a visitor and as an organiser
 * (so admin handlers are reached). Bounded and deterministic: the mutations are enumerated, and the few random
 * ones come from a seeded generator. Two properties must hold for every request: no 5xx, and a refused (4xx)
 * request leaves the database as it was. Set FUZZ_LOG_LEVEL=error (or warn) to see the server's log of a failure.
 *
 * The parts, in fuzz-suite/: openapi.ts reads the document, mutations.ts holds the bad values, fixtures.ts makes
 * the data each operation's valid request needs, public.ts, creator.ts and admin.ts hold the valid requests written
 * here (the rest are in testing/*-fuzz.ts), and requests.ts turns one operation into its requests.
 */

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
  /** Refusals whose body is not the document's `Error`, or misread numbers not refused with their message. */
  const undocumentedRefusals: string[] = [];
  const misreadsAccepted: string[] = [];
  let misreadsSent = 0;

  beforeAll(async () => {
    // The login limiter would answer 429 once the fuzz's wrong passwords add up; its own tests cover it.
    t = await createTestApp(kind, { LOGIN_MAX_FAILURES: '100000', ...(process.env.FUZZ_LOG_LEVEL && { LOG_LEVEL: process.env.FUZZ_LOG_LEVEL }) });
    const docs = await t.app.inject({ method: 'GET', url: '/docs' });
    expect(docs.statusCode).toBe(200);
    const doc = docs.json() as OpenApiDoc;
    allOps = operationsOf(doc);
    const isError = new Ajv({ strict: false }).compile(doc.components.schemas.Error!);
    ops = allOps.filter((_, i) => i % shard.count === shard.index);

    const adminContact = await makeContact(t.db, { contactType: 'admin' });
    const random = seeded(0xc0ffee);
    let n = 0;
    const next = () => ++n;
    let baseline: DbFingerprint;
    const send = async (key: string, request: FuzzRequest, role: Role) => {
      const res = await t.app.inject({ method: request.method as 'GET', url: request.url, headers: request.headers, payload: request.payload });
      // What a request runs after its answer (a password reset's link) belongs to it, not to the next request.
      await backgroundOf(t.db).idle();
      const after = await dbFingerprint(t.db);
      // A refused request must have written nothing; an accepted one may, and its result is the new baseline.
      const changed = res.statusCode >= 400 ? changedTables(baseline, after) : [];
      baseline = after;
      outcomes.push({ key, role, what: request.what, status: res.statusCode });
      if (res.statusCode >= 500) serverErrors.push(show(request, role, res.statusCode, res.body, changed));
      if (changed.length) changedOnRefusal.push(show(request, role, res.statusCode, res.body, changed));
      if (res.statusCode >= 400 && res.statusCode < 500) {
        let body: unknown;
        try {
          body = res.json();
        } catch {
          body = undefined;
        }
        if (!isError(body)) undocumentedRefusals.push(show(request, role, res.statusCode, res.body, []));
      }
      if (request.refusedWith !== undefined) {
        misreadsSent++;
        const said = res.statusCode === 400 ? (res.json() as { messages?: string[] }).messages : undefined;
        if (!said?.includes(request.refusedWith)) misreadsAccepted.push(`${show(request, role, res.statusCode, res.body, [])} (wanted 400 “${request.refusedWith}”)`);
      }
    };

    // Fresh data per operation (fuzz-suite/fixtures.ts); the database as it is then is the baseline.
    const fixtures = async (): Promise<Fixtures> => {
      const fx = await freshFixtures(t, adminContact, next);
      baseline = await dbFingerprint(t.db);
      return fx;
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
      'Give these operations a valid body in `validBodies` (or a valid path value in `validPathValue`) in fuzz-suite/requests.ts',
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

  it('answers every refusal with the document’s Error schema ({ error: true, messages })', () => {
    expect(undocumentedRefusals).toEqual([]);
  });

  it('refuses 0x10, " 1" and 1e3 in every integer of a path or query with 400 and the parameter’s message', () => {
    expect(misreadsAccepted).toEqual([]);
    // Each shard has operations with a number in the URL.
    expect(misreadsSent).toBeGreaterThan(0);
  });
});
}
