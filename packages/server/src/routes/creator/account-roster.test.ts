import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am, messages, signupMessages } from '@chorus/core';
import { eq } from 'drizzle-orm';
import { contactPlatforms, credentials } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { informationBody, makeProfile } from '../../testing/account-fixtures.ts';
import { auth, grantAccess, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';

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

  it('a creator with a login sees the manager whose roster holds them and removes them: the switch ends at once, even mid-burst', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager', firstName: 'Max', lastName: 'Manager' });
    const creator = await makeContact(t.db);
    await linkToManager(t.db, manager.id, creator.id);
    const tc = await loginAs(t.app, creator.email);
    const tm = await loginAs(t.app, manager.email);
    const listed = (await get(tc, '/creatorapi/accounts')).json().results.Accounts;
    expect(listed[0]).toEqual({ type: 'controlling', entries: [{ ContactID: manager.id, Email: manager.email, Name: 'Max Manager', Role: 'manager' }] });
    expect((await post(tm, '/creatorapi/switch', { contactId: creator.id })).statusCode).toBe(200);
    expect((await get(tm, '/creatorapi/information')).json().results.ContactInformation.ContactID).toBe(creator.id);
    // The manager keeps calling while the creator removes them: no call after the removal acts as the creator.
    const [removed, ...burst] = await Promise.all([
      post(tc, '/creatorapi/accounts', { action: 'remove', linkedContactId: manager.id }),
      ...Array.from({ length: 6 }, () => get(tm, '/creatorapi/information')),
    ]);
    expect(removed!.statusCode).toBe(200);
    expect(removed!.json().results.message).toBe(am.accessRemoved);
    for (const r of burst) expect([200, 403]).toContain(r.statusCode);
    const after = await Promise.all(Array.from({ length: 4 }, () => get(tm, '/creatorapi/information')));
    for (const r of after) if (r.statusCode === 200) expect(r.json().results.ContactInformation.ContactID).toBe(manager.id);
    expect((await get(tm, '/creatorapi/information')).json().results.ContactInformation.ContactID).toBe(manager.id);
    expect((await post(tm, '/creatorapi/switch', { contactId: creator.id })).statusCode).toBe(403);
    expect(await lists(tc)).toEqual({ controlling: [], other: [] });
    expect((await get(tm, '/creatorapi/manager/roster')).json().results.data.roster).toEqual([]);
  });

  it('a roster creator without a login stays the manager’s; a delegate cannot change who has access', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const noLogin = await makeContact(t.db, { login: false });
    await linkToManager(t.db, manager.id, noLogin.id);
    const tm = await loginAs(t.app, manager.email);
    await post(tm, '/creatorapi/switch', { contactId: noLogin.id });
    const kept = await post(tm, '/creatorapi/accounts', { action: 'remove', linkedContactId: manager.id });
    expect(kept.statusCode).toBe(403);
    expect(kept.json().messages).toEqual([am.managerKeepsRoster]);
    expect((await get(tm, '/creatorapi/information')).json().results.ContactInformation.ContactID).toBe(noLogin.id);

    const owner = await makeContact(t.db);
    const grantee = await makeContact(t.db);
    const other = await makeContact(t.db);
    await grantAccess(t.db, owner.id, grantee.id);
    await linkToManager(t.db, manager.id, owner.id);
    const tg = await loginAs(t.app, grantee.email);
    await post(tg, '/creatorapi/switch', { contactId: owner.id });
    await post(tm, '/creatorapi/switch', { contactId: owner.id });
    for (const d of [tg, tm]) {
      for (const body of [{ action: 'add', email: other.email }, { action: 'remove', linkedContactId: grantee.id }, { action: 'remove', linkedContactId: manager.id }]) {
        const res = await post(d, '/creatorapi/accounts', body);
        expect(res.statusCode).toBe(403);
        expect(res.json().messages).toEqual([messages.auth.ownerOnly]);
      }
    }
    expect(await lists(await loginAs(t.app, owner.email))).toEqual({ controlling: [manager.id, grantee.id], other: [] });
  });

  it('the owner reads who logged in as them and what they changed, newest first; delegates cannot read it', async () => {
    const owner = await makeContact(t.db);
    const grantee = await makeContact(t.db, { firstName: 'Gia', lastName: 'Grantee' });
    const manager = await makeContact(t.db, { contactType: 'manager' });
    await grantAccess(t.db, owner.id, grantee.id);
    await linkToManager(t.db, manager.id, owner.id);
    const to = await loginAs(t.app, owner.email);
    expect((await get(to, '/creatorapi/account-activity')).json().results).toMatchObject({ Events: [], PageInformation: { Page: 1, TotalPages: 1, TotalRows: 0 } });
    const tg = await loginAs(t.app, grantee.email);
    await post(tg, '/creatorapi/switch', { contactId: owner.id });
    const body = await informationBody(t.db, owner.id);
    expect((await post(tg, '/creatorapi/informationsave', body)).statusCode).toBe(200);
    // A refused call and a read change nothing: not recorded.
    expect((await post(tg, '/creatorapi/informationsave', { ...body, FirstName: '' })).statusCode).toBe(400);
    expect((await get(tg, '/creatorapi/information')).statusCode).toBe(200);
    const tm = await loginAs(t.app, manager.email);
    await post(tm, '/creatorapi/switch', { contactId: owner.id });
    expect((await post(tm, '/creatorapi/market', { topmarketlist: [1, 2] })).statusCode).toBe(200);
    // The owner's own change is not a delegate's.
    expect((await post(to, '/creatorapi/market', { topmarketlist: [3] })).statusCode).toBe(200);

    const denied = await get(tg, '/creatorapi/account-activity');
    expect(denied.statusCode).toBe(403);
    expect(denied.json().messages).toEqual([messages.auth.ownerOnly]);
    const read = (await get(to, '/creatorapi/account-activity?pageSize=25')).json().results;
    const seen = read.Events.map((e: { Kind: string; ActorContactID: number; ByDelegate: boolean; What: string }) => [e.Kind, e.ActorContactID, e.ByDelegate]);
    expect(seen).toEqual([
      ['delegate_change', manager.id, true],
      ['switch_in', manager.id, true],
      ['delegate_change', grantee.id, true],
      ['switch_in', grantee.id, true],
    ]);
    expect(read.Events[2]).toMatchObject({ ActorName: 'Gia Grantee', ActorEmail: grantee.email, What: expect.stringContaining('Saves contact information') });
    expect(read.Events[3].What).toBe(am.activitySwitchIn);
    expect(read.PageInformation).toEqual({ Page: 1, TotalPages: 1, TotalRows: 4 });
    // Newest first across pages too.
    const page2 = await get(to, '/creatorapi/account-activity?page=2&pageSize=25');
    expect(page2.json().results.Events).toEqual([]);
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

  const managedCreator = (handle: string) => ({
    firstName: 'Nia',
    lastName: 'Added',
    addressLine1: '5 Roster Rd',
    city: 'Austin',
    stateId: 43,
    postalCode: '78701',
    countryId: 1,
    birthday: '2000-02-03',
    genderId: 3,
    sexualOrientationId: 1,
    contactPlatforms: [{ platform: 1, handle: `@${handle}`, songRate: '$12.00', brandRate: '$30.00' }],
  });

  it('a manager adds a creator to their roster (Add Creator); nobody else can, and nobody’s handles are taken over', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const tm = await loginAs(t.app, manager.email);
    const handle = `nia.added${manager.id}`;
    const added = await post(tm, '/creatorapi/link-creator-to-manager', managedCreator(handle));
    expect(added.statusCode, added.body).toBe(200);
    const { ContactID, UID, message } = added.json().results;
    expect(message).toBe('Successfully Added Creator!');
    const roster = (await get(tm, '/creatorapi/manager/roster')).json().results.data.roster;
    expect(roster).toEqual([expect.objectContaining({ ContactID, UID, FirstName: 'Nia', LastName: 'Added', HasLogin: false })]);
    expect(await t.db.select().from(credentials).where(eq(credentials.contactId, ContactID))).toEqual([]);
    const [profile] = await t.db.select().from(contactPlatforms).where(eq(contactPlatforms.contactId, ContactID));
    expect(profile).toMatchObject({ platformId: 1, handle, songRateCents: 1200, brandRateCents: 3000 });
    // The Admin page reaches the new creator at once.
    expect((await get(tm, `/creatorapi/information?ContactID=${ContactID}&ContactUID=${UID}`)).statusCode).toBe(200);

    // An existing creator's handle: refused with the conflict message; the creator lets a manager in themselves.
    const existing = await makeContact(t.db);
    await makeProfile(t.db, existing.id, `existing${existing.id}`);
    const claim = await post(tm, '/creatorapi/link-creator-to-manager', { ...managedCreator(''), contactPlatforms: [{ platform: 4, handle: `EXISTING${existing.id}`, songRate: '$1', brandRate: '$1' }] });
    expect(claim.statusCode).toBe(409);
    expect(claim.json().data.existingHandlesData.handles).toEqual([{ platform: 'TikTok', handle: `EXISTING${existing.id}` }]);
    expect((await get(tm, '/creatorapi/manager/roster')).json().results.data.roster).toHaveLength(1);

    // A creator, a creator a manager switched into, and an organiser have no roster to add to.
    const creator = await makeContact(t.db);
    const tc = await loginAs(t.app, creator.email);
    const refused = await post(tc, '/creatorapi/link-creator-to-manager', managedCreator(`c${creator.id}`));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([signupMessages.managersOnly]);
    await linkToManager(t.db, manager.id, creator.id);
    const switched = await loginAs(t.app, manager.email);
    expect((await post(switched, '/creatorapi/switch', { contactId: creator.id })).statusCode).toBe(200);
    expect((await post(switched, '/creatorapi/link-creator-to-manager', managedCreator(`s${creator.id}`))).statusCode).toBe(403);
    const admin = await makeContact(t.db, { contactType: 'admin' });
    expect((await post(await loginAs(t.app, admin.email), '/creatorapi/link-creator-to-manager', managedCreator(`a${admin.id}`))).statusCode).toBe(403);
    // A login the manager let into their account acts for them.
    const assistant = await makeContact(t.db);
    await grantAccess(t.db, manager.id, assistant.id);
    const ta = await loginAs(t.app, assistant.email);
    expect((await post(ta, '/creatorapi/switch', { contactId: manager.id })).statusCode).toBe(200);
    expect((await post(ta, '/creatorapi/link-creator-to-manager', managedCreator(`as${assistant.id}`))).statusCode).toBe(200);
  });
});
