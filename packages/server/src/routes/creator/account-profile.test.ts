import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am } from '@chorus/core';
import { campaigns, contactPlatforms, contacts, offers } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';

describe.each(dbKinds)('social profiles on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });
  const list = async (token: string, query = '') => (await t.app.inject({ method: 'GET', url: `/creatorapi/profiles${query}`, headers: auth(token) })).json();
  const handle = () => `maya.${++n}.${kind}`;

  it('offers the default new profile: TikTok, $10.00 song, $20.00 brand', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const res = await post(token, '/creatorapi/profile', { ContactPlatformID: 0, UID: 'New' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.ContactPlatform).toMatchObject({ ContactPlatformID: 0, PlatformID: 4, PlatformName: 'TikTok', SongRate: '$10.00', BrandRate: '$20.00' });
  });

  it('adds profiles with @ and $ stripped, updates rates and followers, and keeps the handle', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const h = handle();
    const added = await post(token, '/creatorapi/profile-save', { Handle: `@${h}`, PlatformID: 4, Followers: 1200, Rate: '$12.50', BrandRate: '$30' });
    expect(added.statusCode).toBe(200);
    expect(added.json().results).toMatchObject({ success: true, message: 'Successfully Updated!' });
    const p = added.json().results.ContactPlatform;
    expect(p).toMatchObject({ Handle: h, Platform: 'TikTok', Followers: 1200, SongRate: '$12.50', BrandRate: '$30.00', Score_ResponseRate_Invite: null });
    const upd = await post(token, '/creatorapi/profile-save', { ContactPlatformID: p.ContactPlatformID, UID: p.UID, Handle: h, Followers: 1500, Rate: '$15', BrandRate: '' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json().results.ContactPlatform).toMatchObject({ Followers: 1500, SongRate: '$15.00', BrandRate: '$30.00' });
    const renamed = await post(token, '/creatorapi/profile-save', { ContactPlatformID: p.ContactPlatformID, UID: p.UID, Handle: 'other', Rate: 5 });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().messages).toEqual([am.handleLocked]);
    const { results } = await list(token);
    expect(results.ContactPlatforms).toHaveLength(1);
    expect(results.Platforms.map((x: { PlatformID: number }) => x.PlatformID)).toEqual([4, 1, 7, 8]);
  });

  it('validates the form’s rules', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const bad = await post(token, '/creatorapi/profile-save', { Handle: '@', PlatformID: 4, Followers: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(['Handle must be longer than 1 character', 'Followers must be a whole number, 0 or more']);
    const noRates = await post(token, '/creatorapi/profile-save', { Handle: 'abc', PlatformID: 4 });
    expect(noRates.json().messages).toEqual(['Please enter a song rate', 'Please enter a brand rate']);
    expect((await post(token, '/creatorapi/profile-save', { Handle: 'abc', PlatformID: 2, Rate: 1, BrandRate: 1 })).statusCode).toBe(400);
  });

  it('keeps a handle unique per platform across accounts, with a clear 409', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const h = handle();
    expect((await post(await loginAs(t.app, a.email), '/creatorapi/profile-save', { Handle: h, PlatformID: 1, Rate: 10, BrandRate: 20 })).statusCode).toBe(200);
    const tb = await loginAs(t.app, b.email);
    const dup = await post(tb, '/creatorapi/profile-save', { Handle: `@${h.toUpperCase()}`, PlatformID: 1, Rate: 10, BrandRate: 20 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().messages).toEqual([am.handleTaken('Instagram')]);
    // The same handle on another platform is another account.
    expect((await post(tb, '/creatorapi/profile-save', { Handle: h, PlatformID: 4, Rate: 10, BrandRate: 20 })).statusCode).toBe(200);
  });

  it('creator B cannot read, change or delete creator A’s profile', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const ta = await loginAs(t.app, a.email);
    const p = (await post(ta, '/creatorapi/profile-save', { Handle: handle(), PlatformID: 4, Rate: 10, BrandRate: 20 })).json().results.ContactPlatform;
    const tb = await loginAs(t.app, b.email);
    const ref = { ContactPlatformID: p.ContactPlatformID, UID: p.UID };
    expect((await post(tb, '/creatorapi/profile', ref)).statusCode).toBe(404);
    expect((await post(tb, '/creatorapi/profile-save', { ...ref, Rate: 1 })).statusCode).toBe(404);
    expect((await post(tb, '/creatorapi/profile-delete', ref)).statusCode).toBe(404);
    expect((await list(tb)).results.ContactPlatforms).toEqual([]);
    expect((await list(tb, `?ContactID=${a.id}`))).toMatchObject({ error: true });
    expect((await post(ta, '/creatorapi/profile-delete', ref)).statusCode).toBe(200);
    expect((await list(ta)).results.ContactPlatforms).toEqual([]);
  });

  it('a manager edits a roster creator’s handles on the Admin page, and has none of their own', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const creator = await makeContact(t.db, { login: false });
    await linkToManager(t.db, manager.id, creator.id);
    const [c] = await t.db.select().from(contacts).where(eq(contacts.id, creator.id));
    const tm = await loginAs(t.app, manager.email);
    const subject = { ContactID: creator.id, ContactUID: c!.uid };
    const added = await post(tm, '/creatorapi/profile-save', { ...subject, Handle: handle(), PlatformID: 8, Rate: 10, BrandRate: 20 });
    expect(added.statusCode).toBe(200);
    expect((await list(tm, `?ContactID=${creator.id}&ContactUID=${c!.uid}`)).results.ContactPlatforms).toHaveLength(1);
    const own = await post(tm, '/creatorapi/profile-save', { Handle: handle(), PlatformID: 8, Rate: 10, BrandRate: 20 });
    expect(own.statusCode).toBe(403);
    expect(own.json().messages).toEqual([am.profilesCreatorsOnly]);
  });

  it('refuses to delete a handle with open offers, and says why', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const p = (await post(token, '/creatorapi/profile-save', { Handle: handle(), PlatformID: 4, Rate: 10, BrandRate: 20 })).json().results.ContactPlatform;
    const [campaign] = await t.db
      .insert(campaigns)
      .values({ title: 'Song', platformId: 4, rateCents: 1000, brandName: 'Label', contactName: 'Pat', contactEmail: 'pat@label.test' })
      .returning();
    const [offer] = await t.db
      .insert(offers)
      .values({ campaignId: campaign!.id, contactId: a.id, contactPlatformId: p.ContactPlatformID, rateCents: 1000, respondBy: new Date(Date.now() + 86_400_000) })
      .returning();
    const ref = { ContactPlatformID: p.ContactPlatformID, UID: p.UID };
    const open = await post(token, '/creatorapi/profile-delete', ref);
    expect(open.statusCode).toBe(409);
    expect(open.json().messages).toEqual([am.profileOpenOffers]);
    expect((await list(token)).results.ContactPlatforms[0].Score_ResponseRate_Invite).toBeNull();
    await t.db.update(offers).set({ state: 'completed', respondedAt: new Date(), acceptedAt: new Date() }).where(eq(offers.id, offer!.id));
    // The campaigns' response rate of the handle: its one invitation was answered.
    expect((await list(token)).results.ContactPlatforms[0].Score_ResponseRate_Invite).toBe(100);
    const history = await post(token, '/creatorapi/profile-delete', ref);
    expect(history.statusCode).toBe(409);
    expect(history.json().messages).toEqual([am.profileHistory]);
    expect(await t.db.select().from(contactPlatforms).where(eq(contactPlatforms.id, p.ContactPlatformID))).toHaveLength(1);
  });
});
