import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { moderate } from '../../repositories/entries.ts';
import { BURST, BURST_MS } from '../../lib/public-cache.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, entrantHandle, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

/**
 * Public reads are cached (lib/public-cache.ts). Every write path that changes what they show must show on the
 * very next read, after the reads were cached: each test reads first (twice, so the second is a hit), writes
 * through the API as the organiser, a creator or a visitor would, and reads again.
 */
/** The default SHARED_CACHE_SECONDS and SHARED_CACHE_STALE_SECONDS. */
const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30, stale-if-error=30';

describe.each(dbKinds)('cached public reads on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind, { COUNTRY_HEADER: 'CF-IPCountry', TRUST_PROXY: '127.0.0.1' });
    const a = await makeContact(t.db, { contactType: 'admin' });
    admin = await loginAs(t.app, a.email);
  });
  afterAll(() => t.close());
  afterEach(() => void vi.useRealTimers());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const as = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, token = admin) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload && { payload }) });
  const ok = async (p: ReturnType<typeof as>) => {
    const res = await p;
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  /** Reads twice (the second from the cache) and returns the answer. */
  const read = async (url: string, headers: Record<string, string> = {}) => {
    await get(url, headers);
    const res = await get(url, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results.data;
  };
  const organizer = () => `Cache Label ${kind} ${++n}`;
  const listOf = async (org: string) => (await read(`/publicapi/contests?organizer=${encodeURIComponent(org)}`)) as { id: number; name: string; entriesCount: number; approvedCount: number }[];
  const board = async (id: number) => ((await read(`/publicapi/contests/${id}/leaderboard`)).rows as { creator: string; likes: number }[]).map((r) => `${r.creator}:${r.likes}`);
  const entries = async (id: number) => ((await read(`/publicapi/contests/${id}/entries`)).rows as { creator: string }[]).map((r) => r.creator);
  const enter = (id: number, creator: string) =>
    ok(
      t.app.inject({
        method: 'POST',
        url: `/publicapi/contests/${id}/entries`,
        payload: { link: `https://www.tiktok.com/@${creator}/video/${Date.now()}${++n}`, creator, email: `${creator}${n}@fans.test` },
      }),
    );
  const entryIds = async (id: number) =>
    ((await get(`/adminapi/contests/${id}/entries`, auth(admin))).json().results.data.rows as { id: number; creator: string }[]);

  it('answers with an ETag, 304 for a matching If-None-Match, the same bytes compressed, and CORS for any site', async () => {
    const c = await makeContest(t.db, { organizer: organizer(), creativeDirection: `<p>${'long text '.repeat(200)}</p>` });
    const url = `/publicapi/contests/${c.id}`;
    const first = await get(url, { origin: 'https://artist.example' });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers['access-control-allow-origin']).toBe('*');
    expect(first.headers['access-control-allow-credentials']).toBeUndefined();
    const again = await get(url, { 'if-none-match': etag, origin: 'https://artist.example' });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['access-control-allow-origin']).toBe('*');
    const br = await get(url, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    // The board is the same for everyone: a shared cache may keep it for a short while (SHARED_CACHE_SECONDS).
    expect((await get(`${url}/leaderboard`)).headers['cache-control']).toBe(SHARED);
    // After a change the old ETag no longer matches.
    await ok(as('PATCH', `/adminapi/contests/${c.id}`, { name: 'Renamed for the ETag' }));
    const changed = await get(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().results.data.name).toBe('Renamed for the ETag');
  });

  it('lets shared caches keep what every visitor gets alike, and keeps what depends on who asks private', async () => {
    const org = organizer();
    const c = await makeContest(t.db, { organizer: org, kind: 'quick' });
    const me = await loginAs(t.app, (await makeContact(t.db)).email);
    const list = `/publicapi/contests?organizer=${encodeURIComponent(org)}`;
    const headersOf = async (url: string, headers: Record<string, string> = {}) => {
      const res = await get(url, headers);
      expect(res.statusCode, res.body).toBe(200);
      return { cc: res.headers['cache-control'], vary: res.headers.vary };
    };
    // Pages of the board and the entries: the same whoever asks, signed in or not.
    for (const path of [`/publicapi/contests/${c.id}/leaderboard?page=2`, `/publicapi/contests/${c.id}/entries`]) {
      expect(await headersOf(path)).toEqual({ cc: SHARED, vary: 'accept-encoding' });
      expect(await headersOf(path, auth(me))).toEqual({ cc: SHARED, vary: 'accept-encoding' });
    }
    // The list: a visitor's is everyone's; a signed-in account's is filtered for it.
    expect(await headersOf(list)).toEqual({ cc: SHARED, vary: 'accept-encoding, cookie, x-api-key' });
    expect(await headersOf(list, auth(me))).toEqual({ cc: 'private, no-cache', vary: 'accept-encoding, cookie, x-api-key' });
    // The detail's eligibility is the visitor's country's: shared when the CDN's header names it, private when the
    // server looked it up by address, and for a signed-in account.
    const detail = `/publicapi/contests/${c.id}`;
    const vary = 'accept-encoding, cookie, x-api-key, cf-ipcountry';
    expect(await headersOf(detail, { 'cf-ipcountry': 'FR' })).toEqual({ cc: SHARED, vary });
    expect(await headersOf(detail)).toEqual({ cc: 'private, no-cache', vary });
    expect(await headersOf(detail, { ...auth(me), 'cf-ipcountry': 'FR' })).toEqual({ cc: 'private, no-cache', vary });
    // Find me is the signed-in account's own rows without ?creator=: never kept by a shared cache.
    expect((await get(`/publicapi/contests/${c.id}/my-rank`, auth(me))).headers['cache-control']).toBe('private, no-cache');
  });

  it('shows an organiser’s create, edit and delete at once in the list and the detail', async () => {
    const org = organizer();
    expect(await listOf(org)).toEqual([]);
    const created = (await ok(as('POST', '/adminapi/contests', { name: 'Fresh', organizer: org, prizes: ['1st Place $10'] }))).results.data;
    expect((await listOf(org)).map((c) => c.name)).toEqual(['Fresh']);
    expect((await read(`/publicapi/contests/${created.id}`)).name).toBe('Fresh');
    await ok(as('PATCH', `/adminapi/contests/${created.id}`, { name: 'Edited', prizes: ['1st Place $20'] }));
    expect((await listOf(org)).map((c) => c.name)).toEqual(['Edited']);
    expect((await read(`/publicapi/contests/${created.id}`)).prizeTotalCents).toBe(2000);
    await ok(as('DELETE', `/adminapi/contests/${created.id}`));
    expect(await listOf(org)).toEqual([]);
    expect((await get(`/publicapi/contests/${created.id}`)).statusCode).toBe(404);
  });

  it('shows entries, approvals, rejections, deletions and metrics at once on the list, detail, board and entries', async () => {
    const org = organizer();
    const c = await makeContest(t.db, { organizer: org, kind: 'quick' });
    expect((await listOf(org))[0]!.entriesCount).toBe(0);
    expect(await board(c.id)).toEqual([]);
    expect(await entries(c.id)).toEqual([]);
    // A visitor's entry and a creator's entry count at once.
    await enter(c.id, 'anon');
    expect((await listOf(org))[0]!.entriesCount).toBe(1);
    const me = await makeContact(t.db);
    await entrantHandle(t.db, me.id, 'mine');
    await ok(as('POST', `/creatorapi/contests/${c.id}/entries`, { link: `https://www.tiktok.com/@mine/video/${Date.now()}`, creator: 'mine' }, await loginAs(t.app, me.email)));
    expect((await read(`/publicapi/contests/${c.id}`)).entriesCount).toBe(2);

    const rows = await entryIds(c.id);
    const idOf = (creator: string) => rows.find((r) => r.creator === creator)!.id;
    await ok(as('POST', '/adminapi/entries/approve', { ids: rows.map((r) => r.id) }));
    expect((await board(c.id)).sort()).toEqual(['anon:0', 'mine:0']);
    expect((await entries(c.id)).sort()).toEqual(['anon', 'mine']);
    expect((await read(`/publicapi/contests/${c.id}`)).approvedCount).toBe(2);

    await ok(as('POST', `/adminapi/contests/${c.id}/metrics`, { metrics: [{ id: idOf('mine'), likes: 70 }] }));
    expect(await board(c.id)).toEqual(['mine:70', 'anon:0']);
    await ok(as('POST', '/adminapi/entries/reject', { ids: [idOf('anon')] }));
    expect(await board(c.id)).toEqual(['mine:70']);
    expect(await entries(c.id)).toEqual(['mine']);
    await ok(as('POST', '/adminapi/entries/delete', { ids: [idOf('mine')] }));
    expect(await board(c.id)).toEqual([]);
    expect((await listOf(org))[0]!.approvedCount).toBe(0);
  });

  it(`counts a burst of entries within ${BURST_MS} ms (the first ${BURST} at once), and shows an approval amid it at once`, async () => {
    const c = await makeContest(t.db, { organizer: organizer(), kind: 'quick' });
    const total = BURST + 4;
    for (let i = 0; i < total; i++) await enter(c.id, `burst${i}`);
    const count = async () => (await read(`/publicapi/contests/${c.id}`)).entriesCount as number;
    expect(await count()).toBeGreaterThanOrEqual(BURST);
    await expect.poll(count, { timeout: 30_000 }).toBe(total);
    // Another burst: an approval amid it shows at once, and every entry's count with it.
    for (let i = 0; i < total; i++) await enter(c.id, `again${i}`);
    const [first] = await entryIds(c.id);
    await ok(as('POST', '/adminapi/entries/approve', { ids: [first!.id] }));
    const detail = await read(`/publicapi/contests/${c.id}`);
    expect([detail.approvedCount, detail.entriesCount]).toEqual([1, 2 * total]);
  });

  it('keeps the board and entries pages through entries taken for review, and shows any change of the board at once', async () => {
    const c = await makeContest(t.db, { organizer: organizer(), kind: 'quick' });
    await enter(c.id, 'first');
    // Straight through the repository (no organiser call, which would refresh every public read).
    await moderate(t.db, (await entryIds(c.id)).map((r) => r.id), 'approved');
    expect(await board(c.id)).toEqual(['first:0']);
    expect(await entries(c.id)).toEqual(['first']);
    // Changed behind the cache's back: only a recomputed page would show it.
    await t.db.execute(sql`update contest_leaderboard set likes = 5 where contest_id = ${c.id}`);
    await enter(c.id, 'second');
    expect((await read(`/publicapi/contests/${c.id}`)).entriesCount).toBe(2);
    // An entry for review changes neither page: they are still the cached ones.
    expect(await board(c.id)).toEqual(['first:0']);
    expect(await entries(c.id)).toEqual(['first']);
    // Its approval changes the board, and both pages show it at once.
    await moderate(t.db, [(await entryIds(c.id)).find((r) => r.creator === 'second')!.id], 'approved');
    expect(await board(c.id)).toEqual(['first:5', 'second:0']);
    expect((await entries(c.id)).sort()).toEqual(['first', 'second']);
  });

  it('shows an end and a reopen at once: the list drops an ended contest, the detail names its winners', async () => {
    const org = organizer();
    const c = await makeContest(t.db, { organizer: org, kind: 'quick' });
    await enter(c.id, 'winner');
    await ok(as('POST', '/adminapi/entries/approve', { ids: (await entryIds(c.id)).map((r) => r.id) }));
    expect((await listOf(org)).map((x) => x.id)).toEqual([c.id]);
    expect((await read(`/publicapi/contests/${c.id}`)).winners).toBeNull();
    await ok(as('POST', `/adminapi/contests/${c.id}/end`));
    expect(await listOf(org)).toEqual([]);
    const ended = await read(`/publicapi/contests/${c.id}`);
    expect(ended.hasEnded).toBe(true);
    expect(ended.winners).toEqual([expect.objectContaining({ place: 1, creator: 'winner' })]);
    await ok(as('POST', `/adminapi/contests/${c.id}/reopen`, {}));
    expect((await listOf(org)).map((x) => x.id)).toEqual([c.id]);
    expect(await read(`/publicapi/contests/${c.id}`)).toMatchObject({ hasEnded: false, winners: null });
  });

  it('ends a contest by its date without a write: a cached answer lasts until the end date', async () => {
    const org = organizer();
    const endDate = new Date(Date.now() + 3_600_000);
    const c = await makeContest(t.db, { organizer: org, endDate });
    expect((await read(`/publicapi/contests/${c.id}`)).hasEnded).toBe(false);
    vi.useFakeTimers({ toFake: ['Date'], now: endDate.getTime() + 1000 });
    expect((await read(`/publicapi/contests/${c.id}`)).hasEnded).toBe(true);
  });

  it('keeps answers that depend on who asks apart: the visitor’s country and the signed-in account', async () => {
    const org = organizer();
    const usOnly = await makeContest(t.db, { organizer: org, kind: 'quick', countries: ['US'] });
    const list = `/publicapi/contests?organizer=${encodeURIComponent(org)}`;
    const ids = async (headers: Record<string, string>) => ((await read(list, headers)) as { id: number }[]).map((c) => c.id);
    // Every visitor gets the one list, restricted contests included; the contest page tells each whether they may enter.
    expect(await ids({ 'cf-ipcountry': 'US' })).toEqual([usOnly.id]);
    expect(await ids({ 'cf-ipcountry': 'GB' })).toEqual([usOnly.id]);
    expect(await ids({})).toEqual([usOnly.id]);
    const eligibility = async (headers: Record<string, string>) => (await read(`/publicapi/contests/${usOnly.id}`, headers)).eligibility.canEnter;
    expect(await eligibility({ 'cf-ipcountry': 'US' })).toBe(true);
    expect(await eligibility({ 'cf-ipcountry': 'GB' })).toBe(false);
    // A signed-in account's list is its own: the British one is not served the visitors' list, nor they its.
    const british = await makeContact(t.db, { countryId: 4 });
    expect(await ids(auth(await loginAs(t.app, british.email)))).toEqual([]);
    const american = await makeContact(t.db, { countryId: 1 });
    const token = await loginAs(t.app, american.email);
    expect(await ids(auth(token))).toEqual([usOnly.id]);
    expect(await ids({ 'cf-ipcountry': 'GB' })).toEqual([usOnly.id]);
  });
});
