import os from 'node:os';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/open.ts';
import { auth, makeContact, TEST_PASSWORD } from '../testing/factories.ts';
import {
  pollUntil,
  send,
  startServer,
  type Answer,
  type ServerProcess,
} from '../testing/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../testing/database.ts';
import { startTcpProxy, type TcpProxy } from '../testing/tcp-proxy.ts';

// The issue: terminating the server's backends killed the process in 5 of 10 trials, and a 10-second outage
// under load killed it 3 of 3 times. The outage here is the 10 seconds: long enough for the pool to meet
// both broken connections (reset at the cut) and refused ones (every reconnect while it lasts).
const OUTAGE_MS = 10_000;
const TERMINATIONS = 10;
// Our own connections (factories, checks) carry this name so that only the server's backends are terminated.
const HARNESS = 'chorus-fault-harness';

const withAppName = (url: string, name: string) => {
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return u.toString();
};
const ok = (a: Answer) => a.status >= 200 && a.status < 300;
const show = (list: Answer[]) =>
  list
    .slice(0, 8)
    .map((a) => `  ${a.method} ${a.path} → ${a.status} ${JSON.stringify(a.body).slice(0, 200)}`)
    .join('\n') + (list.length > 8 ? `\n  … and ${list.length - 8} more` : '');

interface Load {
  answers: Answer[];
  /** Names of the contests whose creation was answered 2xx. */
  acknowledged: string[];
  stop(): Promise<void>;
}

/**
 * Steady load from 4 clients until stopped (or 6000 requests, or 2 minutes): reads (the public contest list, the
 * session check) and acknowledged writes (contests created through the organiser API, inactive so the public
 * list stays small). Each client starts at most one request every 10 ms, so an outage's instant 503s do not turn
 * the load into a busy loop that starves the 2-core machine.
 */
function startLoad(server: ServerProcess, token: string, tag: string): Load {
  const answers: Answer[] = [];
  const acknowledged: string[] = [];
  const deadline = Date.now() + 120_000;
  let stopped = false;
  let started = 0;
  const client = async (c: number) => {
    for (let i = 0; !stopped && started < 6_000 && Date.now() < deadline; i++) {
      started++;
      const begin = Date.now();
      if (i % 3 === 0) answers.push(await send(server.url, 'GET', '/publicapi/contests'));
      else if (i % 3 === 1) answers.push(await send(server.url, 'GET', '/creatorapi/check', { headers: auth(token) }));
      else {
        const name = `${tag} ${c}-${i}`;
        const a = await send(server.url, 'POST', '/adminapi/contests', {
          headers: auth(token),
          body: { name, organizer: 'Fault suite', prizes: ['1st Place $10'], isActive: false },
        });
        answers.push(a);
        if (ok(a)) acknowledged.push(name);
      }
      const pace = begin + 10 - Date.now();
      if (pace > 0) await new Promise((r) => setTimeout(r, pace));
    }
  };
  const done = Promise.all([0, 1, 2, 3].map(client));
  return {
    answers,
    acknowledged,
    async stop() {
      stopped = true;
      await done;
    },
  };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('a server process when PostgreSQL fails under load', () => {
  let database: TestDatabase;
  let harness: Database;
  let sql: pg.Client;
  let proxy: TcpProxy;
  let adminEmail: string;
  let server: ServerProcess;
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Migrated here, directly; the servers reach the same database only through the proxy.
    harness = await openDatabase({ databaseUrl: withAppName(database.url, HARNESS), dataDir: os.tmpdir() });
    sql = new pg.Client({ connectionString: withAppName(database.url, HARNESS) });
    sql.on('error', () => {}); // Dropped while idle: the next query fails and says why.
    await sql.connect();
    adminEmail = (await makeContact(harness.db, { contactType: 'admin' })).email;
    const target = new URL(database.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  });

  afterAll(async () => {
    await proxy?.close();
    await sql?.end();
    await harness?.close();
    await database?.drop();
  });

  // A process per test: a crash in one scenario does not fail the next one for the wrong reason.
  beforeEach(async () => {
    proxy.restore();
    const viaProxy = new URL(withAppName(database.url, 'chorus-server'));
    viaProxy.port = String(proxy.port);
    server = await startServer({
      DATABASE_URL: viaProxy.toString(),
      RATE_LIMIT_PUBLIC_MAX: '100000',
      RATE_LIMIT_AUTH_MAX: '100000',
      // What the database's failure does, every request asking it: a session or a public read cached in the moment
      // before the cut (after the load's last organiser write) answered 200 for a few seconds into the outage.
      SESSION_CACHE_SECONDS: '0',
      PUBLIC_CACHE_SECONDS: '0',
    });
    const login = await send(server.url, 'POST', '/creatorapi/auth/login', { body: { username: adminEmail, password: TEST_PASSWORD } });
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${JSON.stringify(login.body)}\n${server.report()}`);
    token = (login.body as { data: { token: string } }).data.token;
  }, 90_000);

  afterEach(async () => {
    proxy.restore();
    await server?.stop();
  });

  const serverBackends = async () =>
    (
      await sql.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid() and application_name <> $2`,
        [database.name, HARNESS],
      )
    ).rows[0]!.n;

  // The targets are chosen first, behind a MATERIALIZED fence: in one WHERE clause the planner may call
  // pg_terminate_backend before the datname filter (a join with pg_database), killing every database's backends.
  const terminateServerBackends = async () =>
    (
      await sql.query<{ n: number }>(
        `with targets as materialized (
           select pid from pg_stat_activity
            where datname = $1 and backend_type = 'client backend' and pid <> pg_backend_pid() and application_name <> $2
         )
         select count(*)::int as n from targets where pg_terminate_backend(pid)`,
        [database.name, HARNESS],
      )
    ).rows[0]!.n;

  /** The process is up and every answer was 2xx or a well-formed 503: no 500, no dropped or refused connection. */
  function expectOnly2xxOr503(answers: Answer[]) {
    expect(server.running(), server.report()).toBe(true);
    const bad = answers.filter((a) => !ok(a) && a.status !== 503);
    expect(bad.length, `${bad.length} of ${answers.length} answers were neither 2xx nor 503:\n${show(bad)}\n${server.report()}`).toBe(0);
    const malformed = answers.filter((a) => {
      if (a.status !== 503) return false;
      const body = a.body as { error?: unknown; messages?: unknown };
      return !a.retryAfter || body?.error !== true || !Array.isArray(body.messages) || body.messages.length === 0;
    });
    expect(malformed.length, `503s without Retry-After or without { error: true, messages: [..] }:\n${show(malformed)}`).toBe(0);
    expect(answers.filter(ok).length, 'the load got no 2xx at all').toBeGreaterThan(0);
  }

  /** Ready (/readyz 200) within 20 s, then reads and writes succeed. */
  async function expectServesAgain() {
    let last: Answer | undefined;
    await pollUntil(async () => (last = await send(server.url, 'GET', '/readyz')).status === 200, {
      timeoutMs: 20_000,
      what: '/readyz to answer 200 after the fault',
      detail: () => `last /readyz: ${last && show([last])}\n${server.report()}`,
    });
    expect((await send(server.url, 'GET', '/healthz')).status).toBe(200);
    const read = await send(server.url, 'GET', '/publicapi/contests');
    expect(read.status, show([read])).toBe(200);
    const write = await send(server.url, 'POST', '/adminapi/contests', {
      headers: auth(token),
      body: { name: `after ${Date.now()}`, organizer: 'Fault suite', isActive: false },
    });
    expect(write.status, show([write])).toBe(201);
  }

  /** Every write answered 2xx is in the database (checked directly, not through the server). */
  async function expectNoAcknowledgedWriteLost(acknowledged: string[]) {
    expect(acknowledged.length, 'no write was acknowledged during the scenario').toBeGreaterThan(0);
    const found = await sql.query<{ name: string }>('select name from competitions where name = any($1::text[])', [acknowledged]);
    const have = new Set(found.rows.map((r) => r.name));
    const lost = acknowledged.filter((n) => !have.has(n));
    expect(lost, `${lost.length} of ${acknowledged.length} acknowledged writes are missing`).toEqual([]);
  }

  it(`stays up while its backends are terminated ${TERMINATIONS} times under load: only 2xx or 503, 200 afterwards, no acknowledged write lost`, async () => {
    const load = startLoad(server, token, 'terminate');
    const killed: number[] = [];
    try {
      for (let round = 1; round <= TERMINATIONS && server.running(); round++) {
        // Each round hits a server that is serving again and holds connections: the load got answers since the last
        // round, and the pool has reconnected.
        const seen = load.answers.length;
        await pollUntil(async () => !server.running() || (load.answers.length >= seen + 10 && (await serverBackends()) > 0), {
          timeoutMs: 20_000,
          what: `answers and server connections before termination round ${round}`,
          detail: server.report,
        });
        if (!server.running()) break;
        killed.push(await terminateServerBackends());
      }
      const seen = load.answers.length;
      await pollUntil(() => !server.running() || load.answers.length >= seen + 20, {
        timeoutMs: 20_000,
        what: 'answers after the last termination',
        detail: server.report,
      });
    } finally {
      await load.stop();
    }
    expectOnly2xxOr503(load.answers);
    expect(killed.length, server.report()).toBe(TERMINATIONS);
    expect(killed.every((n) => n > 0), `backends terminated per round: ${killed}`).toBe(true);
    await expectServesAgain();
    await expectNoAcknowledgedWriteLost(load.acknowledged);
  }, 120_000);

  it(`answers 503 with Retry-After through a ${OUTAGE_MS / 1000} s outage, /readyz 503 during and 200 after, then serves; no acknowledged write lost`, async () => {
    await pollUntil(async () => (await send(server.url, 'GET', '/readyz')).status === 200, {
      timeoutMs: 20_000,
      what: '/readyz 200 before the outage',
      detail: server.report,
    });
    const load = startLoad(server, token, 'outage');
    const probes: Answer[] = [];
    let cutAt = 0;
    let restoredAt = 0;
    let readyAt = 0;
    try {
      await pollUntil(() => !server.running() || load.answers.filter(ok).length >= 20, {
        timeoutMs: 20_000,
        what: 'the load to get 20 answers before the outage',
        detail: server.report,
      });
      proxy.cut();
      cutAt = Date.now();
      // The outage lasts OUTAGE_MS whatever happens; meanwhile the load goes on and /readyz is asked repeatedly.
      await pollUntil(
        async () => {
          probes.push(await send(server.url, 'GET', '/readyz', { timeoutMs: 10_000 }));
          return Date.now() - cutAt >= OUTAGE_MS || !server.running();
        },
        { timeoutMs: OUTAGE_MS + 20_000, what: 'the outage to run its course' },
      );
      proxy.restore();
      restoredAt = Date.now();
      let last: Answer | undefined;
      await pollUntil(async () => !server.running() || (last = await send(server.url, 'GET', '/readyz')).status === 200, {
        timeoutMs: 20_000,
        what: '/readyz to answer 200 after the database came back',
        detail: () => `last /readyz: ${last && show([last])}\n${server.report()}`,
      });
      readyAt = Date.now();
      await pollUntil(() => !server.running() || load.answers.filter((a) => a.startedAt >= readyAt && ok(a)).length >= 10, {
        timeoutMs: 20_000,
        what: 'the load to get 10 answers 2xx after the outage',
        detail: server.report,
      });
    } finally {
      proxy.restore();
      await load.stop();
    }

    expectOnly2xxOr503(load.answers);
    // The pool met both kinds of failure.
    expect(proxy.stats.dropped, 'connections reset at the cut').toBeGreaterThan(0);
    expect(proxy.stats.refused, 'connections refused during the outage').toBeGreaterThan(0);
    // Nothing can succeed without the database: every request made during the outage is a 503.
    const during = load.answers.filter((a) => a.startedAt >= cutAt && a.finishedAt <= restoredAt);
    expect(during.length, 'the load got no answers during the outage').toBeGreaterThan(10);
    expect(during.filter((a) => a.status !== 503), 'answers other than 503 during the outage').toEqual([]);
    // /readyz may take a moment to notice (a second's grace for a cached check), then says 503 until the end.
    const probesDuring = probes.filter((p) => p.startedAt >= cutAt + 1_000 && p.finishedAt <= restoredAt);
    expect(probesDuring.length).toBeGreaterThan(0);
    expect(probesDuring.filter((p) => p.status !== 503).map((p) => p.status), '/readyz during the outage').toEqual([]);
    expect(load.answers.filter((a) => a.startedAt >= readyAt && ok(a)).length).toBeGreaterThanOrEqual(10);
    await expectServesAgain();
    expect(proxy.liveConnections, 'the pool reconnected through the proxy').toBeGreaterThan(0);
    await expectNoAcknowledgedWriteLost(load.acknowledged);
  }, 120_000);
  it('drains the requests in flight on SIGTERM, then exits cleanly', async () => {
    // Every request below waits on the database, which the proxy holds: they are in flight when SIGTERM arrives.
    expect((await send(server.url, 'GET', '/readyz')).status).toBe(200);
    proxy.hold();
    // Five different lists: the public-read cache answers one list once for all who ask at the same time.
    const inFlight = Array.from({ length: 5 }, (_, i) => send(server.url, 'GET', `/publicapi/contests?category=drain-${i}`));
    await pollUntil(() => proxy.held >= 5, { timeoutMs: 20_000, what: 'five requests waiting on the database', detail: server.report });
    const stopping = server.stop(30_000);
    // Closing: a new request is turned away (503 while draining, or refused once the listener is closed).
    await pollUntil(async () => [0, 503].includes((await send(server.url, 'GET', '/healthz', { timeoutMs: 2_000 })).status), {
      timeoutMs: 20_000,
      what: 'the server to stop taking new requests',
      detail: server.report,
    });
    proxy.release();
    const answers = await Promise.all(inFlight);
    expect(answers.map((a) => a.status), show(answers)).toEqual([200, 200, 200, 200, 200]);
    expect(await stopping, server.report()).toEqual({ code: 0, signal: null });
  });
});
