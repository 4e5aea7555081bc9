import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entryMessages } from '@chorus/core';
import { posts } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { makeContest } from '../../testing/factories.ts';

// contests.md §3-4: a visitor's country comes from a trusted CDN header, else the server's GeoIP lookup; never the body.
describe.each(dbKinds)('a visitor\'s country on %s', (kind) => {
  let t: TestApp;
  let plain: TestApp;
  let usOnly: number;
  let europe: number;
  beforeAll(async () => {
    // Requests from 127.0.0.1 (inject's default peer) come through the trusted proxy.
    t = await createTestApp(kind, { COUNTRY_HEADER: 'CF-IPCountry', TRUST_PROXY: '127.0.0.1' });
    plain = await createTestApp(kind);
    usOnly = (await makeContest(t.db, { kind: 'quick', countries: ['US'], organizer: 'Geo Test' })).id;
    europe = (await makeContest(t.db, { kind: 'direct', continents: ['Europe'], organizer: 'Geo Test' })).id;
  });
  afterAll(async () => {
    await t.close();
    await plain.close();
  });

  const detail = async (app: TestApp, id: number, headers: Record<string, string> = {}, remoteAddress?: string) =>
    (await app.app.inject({ method: 'GET', url: `/publicapi/contests/${id}`, headers, ...(remoteAddress && { remoteAddress }) })).json().results.data.eligibility;
  const listed = async (headers: Record<string, string>, remoteAddress?: string) =>
    (await t.app.inject({ method: 'GET', url: '/publicapi/contests?organizer=geo%20test', headers, ...(remoteAddress && { remoteAddress }) })).json().results.data.map((c: { id: number }) => c.id).sort();
  let n = 0;
  const enter = (id: number, headers: Record<string, string>, remoteAddress?: string, country?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${id}/entries`,
      headers,
      ...(remoteAddress && { remoteAddress }),
      payload: { link: `https://www.tiktok.com/@geo/video/${++n}${Date.now()}`, creator: 'geo', email: `geo${n}@x.test`, ...(country && { country }) },
    });

  it('takes the country from the CDN header of a trusted proxy: an allowed visitor enters, another is told why', async () => {
    expect(await detail(t, usOnly, { 'cf-ipcountry': 'US' })).toEqual({ canEnter: true, reason: null });
    expect(await detail(t, usOnly, { 'cf-ipcountry': 'gb' })).toEqual({ canEnter: false, reason: entryMessages.country });
    expect(await detail(t, europe, { 'cf-ipcountry': 'GB' })).toEqual({ canEnter: true, reason: null });
    expect(await detail(t, europe, { 'cf-ipcountry': 'US' })).toEqual({ canEnter: false, reason: entryMessages.continent });
    // The list shows a visitor both wherever they are (contests.md §4 matches countries for the signed-in list).
    expect(await listed({ 'cf-ipcountry': 'US' })).toEqual([usOnly, europe].sort());
    expect(await listed({ 'cf-ipcountry': 'DE' })).toEqual([usOnly, europe].sort());

    const ok = await enter(usOnly, { 'cf-ipcountry': 'US' });
    expect(ok.statusCode, ok.body).toBe(201);
    const [row] = await t.db.select({ country: posts.country }).from(posts).where(eq(posts.id, ok.json().results.data.id));
    expect(row!.country).toBe('US');
    // The body's country changes nothing.
    const refused = await enter(usOnly, { 'cf-ipcountry': 'GB' }, undefined, 'US');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([entryMessages.country]);
    // The Philippines rule needs an approved account: a visitor there is asked to log in.
    expect(await detail(t, usOnly, { 'cf-ipcountry': 'PH' })).toEqual({ canEnter: false, reason: entryMessages.country });
    const ph = (await makeContest(t.db, { kind: 'quick', countries: ['PH'] })).id;
    expect(await detail(t, ph, { 'cf-ipcountry': 'PH' })).toEqual({ canEnter: false, reason: entryMessages.visitorApproval });
  });

  it('ignores the header from an untrusted peer, or when no proxy is trusted, and looks the address up instead', async () => {
    // 81.2.69.160 is in Great Britain in the bundled database; its claim of US is not believed.
    expect(await detail(t, usOnly, { 'cf-ipcountry': 'US' }, '81.2.69.160')).toEqual({ canEnter: false, reason: entryMessages.country });
    const plainUsOnly = (await makeContest(plain.db, { kind: 'quick', countries: ['US'] })).id;
    expect(await detail(plain, plainUsOnly, { 'cf-ipcountry': 'US' })).toEqual({ canEnter: false, reason: entryMessages.signIn });
    // GeoIP alone: 8.8.8.8 is in the United States.
    expect(await detail(t, usOnly, {}, '8.8.8.8')).toEqual({ canEnter: true, reason: null });
    expect((await enter(usOnly, {}, '8.8.8.8')).statusCode).toBe(201);
    expect(await detail(t, europe, {}, '2a00:1450:4001:81b::200e')).toEqual({ canEnter: true, reason: null });
    // A placeholder from the CDN (unknown, Tor) falls back to the address.
    expect(await detail(t, usOnly, { 'cf-ipcountry': 'XX' }, '8.8.8.8')).toEqual({ canEnter: true, reason: null });
  });

  it('knows no country for a loopback address without a header: restricted contests ask the visitor to log in, as before', async () => {
    expect(await detail(t, usOnly)).toEqual({ canEnter: false, reason: entryMessages.signIn });
    expect(await listed({})).toEqual([usOnly, europe].sort());
    const res = await enter(usOnly, {}, undefined, 'US');
    expect(res.statusCode).toBe(401);
    expect(res.json().messages).toEqual([entryMessages.signIn]);
    // Unrestricted contests are open to everyone, wherever they are.
    const open = (await makeContest(t.db, { kind: 'quick' })).id;
    expect(await detail(t, open, { 'cf-ipcountry': 'GB' })).toEqual({ canEnter: true, reason: null });
  });
});
