import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am } from '@chorus/core';
import { contacts } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';

// POST market (campaigns.md §4 onboarding step 3, §7 topmarketlist) and its read-back through GET information.
describe.each(dbKinds)('top markets on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const marketsOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/creatorapi/information', headers: auth(token) })).json().results.ContactInformation.TopMarkets;
  const stored = async (id: number) => (await t.db.select({ m: contacts.topMarkets }).from(contacts).where(eq(contacts.id, id)))[0]!.m;

  it('saves the list, reads it back, replaces it on the next save and leaves other creators alone', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const ta = await loginAs(t.app, a.email);
    const tb = await loginAs(t.app, b.email);
    expect(await marketsOf(ta)).toEqual([]);
    expect((await post(tb, '/creatorapi/market', { topmarketlist: [4] })).statusCode).toBe(200);

    const saved = await post(ta, '/creatorapi/market', { topmarketlist: [1, 2, 253] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().results).toEqual({ success: true, message: am.marketsSaved });
    expect(await marketsOf(ta)).toEqual([1, 2, 253]);
    expect((await post(ta, '/creatorapi/market', { topmarketlist: [6] })).statusCode).toBe(200);
    expect(await marketsOf(ta)).toEqual([6]);
    expect(await marketsOf(tb)).toEqual([4]);
  });

  it.each([
    ['an unknown country', [1, 999999]],
    ['a repeated country', [1, 1]],
    ['an empty list', []],
    ['more than 50', Array.from({ length: 51 }, (_, i) => i + 1)],
    ['a string id', ['1']],
  ])('refuses %s with one sentence and writes nothing', async (_name, list) => {
    const a = await makeContact(t.db);
    const ta = await loginAs(t.app, a.email);
    expect((await post(ta, '/creatorapi/market', { topmarketlist: [2] })).statusCode).toBe(200);
    const res = await post(ta, '/creatorapi/market', { topmarketlist: list });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toContain(am.marketsInvalid);
    expect(await stored(a.id)).toEqual([2]);
  });

  it('a manager saves a creator’s markets after switching to them, never their own', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const creator = await makeContact(t.db);
    await linkToManager(t.db, manager.id, creator.id);
    const tm = await loginAs(t.app, manager.email);
    const own = await post(tm, '/creatorapi/market', { topmarketlist: [3] });
    expect(own.statusCode).toBe(403);
    expect(own.json().messages).toContain(am.marketsCreatorOnly);
    expect(await stored(manager.id)).toEqual([]);
    expect((await post(tm, '/creatorapi/switch', { contactId: creator.id })).statusCode).toBe(200);
    expect((await post(tm, '/creatorapi/market', { topmarketlist: [3, 4] })).statusCode).toBe(200);
    expect(await stored(creator.id)).toEqual([3, 4]);
    expect(await stored(manager.id)).toEqual([]);
  });
});
