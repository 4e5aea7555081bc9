import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { managerCreators } from '../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { auth, entrantHandle, linkToManager, loginAs, makeContact, makeContest, TEST_PASSWORD } from '../testing/factories.ts';

describe.each(dbKinds)('who is asking, on every request, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  async function cookieOf(email: string) {
    const res = await t.app.inject({ method: 'POST', url: '/creatorapi/auth/login', payload: { username: email, password: TEST_PASSWORD } });
    const token = res.cookies.find((c) => c.name === 'chorus_token')!.value;
    return { cookie: `chorus_token=${token}`, token };
  }

  it('refuses a cookie-authenticated write without the CSRF header, whether or not it has a body', async () => {
    const me = await makeContact(t.db);
    const { cookie } = await cookieOf(me.email);
    const c = await makeContest(t.db);
    const entry = { link: 'https://www.tiktok.com/@csrf/video/1', creator: await entrantHandle(t.db, me.id, 'csrf') };
    const forged = await t.app.inject({ method: 'POST', url: `/creatorapi/contests/${c.id}/entries`, headers: { cookie }, payload: entry });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().messages).toEqual([messages.security.crossSite]);
    // A body-less write (logout) is refused too, and the session survives it.
    const logout = await t.app.inject({ method: 'POST', url: '/creatorapi/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: { cookie } })).statusCode).toBe(200);
    // The app's own calls carry the header; token-header clients (native, embeds, CLI) need none.
    const ok = await t.app.inject({ method: 'POST', url: `/creatorapi/contests/${c.id}/entries`, headers: { cookie, 'x-chorus-csrf': '1' }, payload: entry });
    expect(ok.statusCode).toBe(201);
    const token = await loginAs(t.app, me.email);
    const viaHeader = await t.app.inject({ method: 'POST', url: `/creatorapi/contests/${c.id}/entries`, headers: auth(token), payload: { ...entry, link: 'https://www.tiktok.com/@csrf/video/2' } });
    expect(viaHeader.statusCode).toBe(201);
  });

  it('ends a switch as soon as the manager link is removed, with a clear message, and goes back to the manager', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const creator = await makeContact(t.db);
    await linkToManager(t.db, manager.id, creator.id);
    const token = await loginAs(t.app, manager.email);
    const sw = await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: auth(token), payload: { contactId: creator.id } });
    expect(sw.statusCode).toBe(200);
    await t.db.delete(managerCreators).where(and(eq(managerCreators.managerId, manager.id), eq(managerCreators.creatorId, creator.id)));
    const refused = await t.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([messages.switchAccount.ended]);
    const check = await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: auth(token) });
    expect(check.statusCode).toBe(200);
    expect(check.json().results.contactDetail).toMatchObject({ contactID: manager.id, contactType: 'manager' });
    expect(check.json().results.contactDetail.actorContactID).toBeUndefined();
  });
});
