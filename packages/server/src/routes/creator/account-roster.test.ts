import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';

describe.each(dbKinds)('accounts and roster on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const lists = async (token: string) => {
    const accounts = (await get(token, '/creatorapi/accounts')).json().results.Accounts as { type: string; entries: { ContactID: number }[] }[];
    return Object.fromEntries(accounts.map((a) => [a.type, a.entries.map((e) => e.ContactID)]));
  };

  it('a creator grants a login access by email, both sides see it, and removing it ends a switch at once', async () => {
    const owner = await makeContact(t.db);
    const helper = await makeContact(t.db);
    const to = await loginAs(t.app, owner.email);
    const th = await loginAs(t.app, helper.email);
    expect(await lists(to)).toEqual({ controlling: [], other: [] });
    const add = await post(to, '/creatorapi/accounts', { action: 'add', email: helper.email.toUpperCase() });
    expect(add.statusCode).toBe(200);
    expect((await post(to, '/creatorapi/accounts', { action: 'add', email: helper.email })).statusCode).toBe(409);
    expect((await post(to, '/creatorapi/accounts', { action: 'add', email: 'nobody@nowhere.test' })).json().messages).toEqual([am.noSuchLogin]);
    expect(await lists(to)).toEqual({ controlling: [helper.id], other: [] });
    expect(await lists(th)).toEqual({ controlling: [], other: [owner.id] });
    expect((await post(th, '/creatorapi/switch', { contactId: owner.id })).statusCode).toBe(200);
    expect((await post(to, '/creatorapi/accounts', { action: 'remove', linkedContactId: helper.id })).statusCode).toBe(200);
    expect((await get(th, '/creatorapi/information')).statusCode).toBe(403);
    expect((await get(th, '/creatorapi/information')).json().results.ContactInformation.ContactID).toBe(helper.id);
  });

  it('lists a manager’s roster and unlinks a creator; others cannot', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const c1 = await makeContact(t.db, { firstName: 'Ann', lastName: 'Able' });
    const c2 = await makeContact(t.db, { firstName: 'Bo', lastName: 'Bee', login: false });
    await linkToManager(t.db, manager.id, c1.id);
    await linkToManager(t.db, manager.id, c2.id);
    const tm = await loginAs(t.app, manager.email);
    const roster = (await get(tm, '/creatorapi/manager/roster')).json().results.data.roster;
    expect(roster.map((r: { ContactID: number; HasLogin: boolean }) => [r.ContactID, r.HasLogin])).toEqual([
      [c1.id, true],
      [c2.id, false],
    ]);
    const tc = await loginAs(t.app, c1.email);
    expect((await get(tc, '/creatorapi/manager/roster')).json().results.data.roster).toEqual([]);
    expect((await post(tc, '/creatorapi/unlink-creator-from-manager', { creatorContactId: c2.id })).statusCode).toBe(403);
    const other = await makeContact(t.db, { contactType: 'manager' });
    expect((await post(await loginAs(t.app, other.email), '/creatorapi/unlink-creator-from-manager', { creatorContactId: c2.id })).statusCode).toBe(404);
    const un = await post(tm, '/creatorapi/unlink-creator-from-manager', { creatorContactId: c2.id });
    expect(un.statusCode).toBe(200);
    expect(un.json().results.message).toBe('Successfully Removed Creator!');
    expect((await get(tm, '/creatorapi/manager/roster')).json().results.data.roster).toHaveLength(1);
    // Unlinked, the creator is out of reach of the Admin page at once.
    expect((await get(tm, `/creatorapi/information?ContactID=${c2.id}`)).statusCode).toBe(404);
  });
});
