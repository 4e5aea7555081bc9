import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { grantAccess, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';

describe.each(dbKinds)('switching accounts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ 'x-api-key': token });

  async function roster() {
    const manager = await makeContact(t.db, { contactType: 'manager', firstName: 'Jo', lastName: 'Manager' });
    const withLogin = await makeContact(t.db, { firstName: 'Cara', lastName: 'Creator' });
    const noLogin = await makeContact(t.db, { firstName: 'Nell', lastName: 'Nologin', login: false });
    const stranger = await makeContact(t.db, { firstName: 'Sam', lastName: 'Stranger' });
    await linkToManager(t.db, manager.id, withLogin.id);
    await linkToManager(t.db, manager.id, noLogin.id);
    return { manager, withLogin, noLogin, stranger, token: await loginAs(t.app, manager.email) };
  }

  it('lists the manager and the roster, the manager first and current', async () => {
    const r = await roster();
    const res = await t.app.inject({ method: 'GET', url: '/creatorapi/switch', headers: as(r.token) });
    expect(res.statusCode).toBe(200);
    const list = res.json().results.LinkedAccounts;
    expect(list.map((a: { ContactID: number }) => a.ContactID)).toEqual([r.manager.id, r.withLogin.id, r.noLogin.id]);
    expect(list[0]).toMatchObject({ AccountType: 'Manager', IsCurrent: true });
    expect(list[2]).toMatchObject({ DisplayName: 'Nell Nologin', LogInUsername: null, AccountType: 'Creator' });
    expect(res.json().contactDetail.contactType).toBe('manager');
  });

  it('switches into a roster creator with no login, acts as them, and back', async () => {
    const r = await roster();
    const sw = await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: as(r.token), payload: { contactId: r.noLogin.id } });
    expect(sw.statusCode).toBe(200);
    expect(sw.json().results.contactDetail).toMatchObject({ contactID: r.noLogin.id, contactName: 'Nell Nologin', actorContactID: r.manager.id });
    const check = await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: as(r.token) });
    expect(check.json().results.contactDetail.contactID).toBe(r.noLogin.id);
    // The roster stays reachable from the creator's seat, and the manager can return.
    const back = await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: as(r.token), payload: { contactId: r.manager.id } });
    expect(back.json().results.contactDetail).toMatchObject({ contactID: r.manager.id, contactType: 'manager' });
    expect(back.json().results.contactDetail.actorContactID).toBeUndefined();
  });

  it('refuses a write from a page that shows another account than the session acts as (another tab switched), and changes nothing', async () => {
    const r = await roster();
    const shows = (contactId: number) => ({ ...as(r.token), 'x-chorus-acting': String(contactId) });
    const profiles = async () => (await t.app.inject({ method: 'GET', url: '/creatorapi/profiles', headers: as(r.token) })).json().results;
    const handle = { Handle: `tab${r.noLogin.id}`, PlatformID: 4, Followers: 10, Rate: 5, BrandRate: 5 };
    // Tab A shows the manager; tab B switches into the creator with no login: the session now acts as the creator.
    expect((await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: shows(r.manager.id), payload: { contactId: r.noLogin.id } })).statusCode).toBe(200);
    const before = await profiles();
    const stale = await t.app.inject({ method: 'POST', url: '/creatorapi/profile-save', headers: shows(r.manager.id), payload: handle });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: true, messages: ['You switched accounts in another tab, so nothing was saved. This page now shows the account you are using.'] });
    expect(await profiles()).toEqual(before);
    // The page that shows the creator writes as before, and so does a caller that says nothing (API clients, embeds).
    expect((await t.app.inject({ method: 'POST', url: '/creatorapi/profile-save', headers: shows(r.noLogin.id), payload: handle })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/creatorapi/profile-save', headers: as(r.token), payload: { ...handle, Handle: `${handle.Handle}b` } })).statusCode).toBe(200);
    // Switching and signing out mean the same from any page.
    const back = await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: shows(r.withLogin.id), payload: { contactId: r.manager.id } });
    expect(back.json().results.contactDetail.contactID).toBe(r.manager.id);
    expect((await t.app.inject({ method: 'POST', url: '/creatorapi/auth/logout', headers: shows(r.noLogin.id) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: as(r.token) })).statusCode).toBe(401);
  });

  it('refuses a contact that is not linked, and leaves the session as it was', async () => {
    const r = await roster();
    const res = await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: as(r.token), payload: { contactId: r.stranger.id } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, messages: ['That account is not linked to you.'] });
    const check = await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: as(r.token) });
    expect(check.json().results.contactDetail.contactID).toBe(r.manager.id);
  });

  it('a creator cannot switch into their manager or another creator of the roster', async () => {
    const r = await roster();
    const token = await loginAs(t.app, r.withLogin.email);
    for (const contactId of [r.manager.id, r.noLogin.id]) {
      const res = await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: as(token), payload: { contactId } });
      expect(res.statusCode).toBe(403);
    }
  });

  it('an account that granted access can be switched into by the grantee', async () => {
    const owner = await makeContact(t.db);
    const grantee = await makeContact(t.db);
    await grantAccess(t.db, owner.id, grantee.id);
    const token = await loginAs(t.app, grantee.email);
    const res = await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: as(token), payload: { contactId: owner.id } });
    expect(res.statusCode).toBe(200);
  });

  it('validates the body and needs a session', async () => {
    const r = await roster();
    const bad = await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: as(r.token), payload: { contactId: 'abc' } });
    expect(bad.statusCode).toBe(400);
    const anon = await t.app.inject({ method: 'GET', url: '/creatorapi/switch' });
    expect(anon.statusCode).toBe(401);
  });
});
