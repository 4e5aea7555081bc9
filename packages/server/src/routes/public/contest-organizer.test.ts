import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

// An artist's embed lists only their own contests: `?organizer=` matches competitions.organizer, any case.
describe.each(dbKinds)('the organiser filter of the contest lists on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('keeps one organiser\'s live contests, case-insensitively, on the public and the creator list', async () => {
    const artist = `Artist ${Date.now()} & Co`;
    const mine = await makeContest(t.db, { organizer: artist });
    const mineToo = await makeContest(t.db, { organizer: artist.toUpperCase(), kind: 'direct', category: 'tour' });
    await makeContest(t.db, { organizer: `${artist} Jr` });
    await makeContest(t.db, { organizer: 'Someone Else' });
    const ids = async (url: string, headers = {}) => {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json().results;
      return (body.data ?? body.Row_Preffy_Competitions).map((c: { id: number }) => c.id).sort();
    };
    const q = encodeURIComponent(artist.toLowerCase());
    expect(await ids(`/publicapi/contests?organizer=${q}`)).toEqual([mine.id, mineToo.id].sort());
    expect(await ids(`/publicapi/contests?organizer=${q}&category=tour`)).toEqual([mineToo.id]);
    const token = await loginAs(t.app, (await makeContact(t.db)).email);
    expect(await ids(`/creatorapi/contests?organizer=${q}`, auth(token))).toEqual([mine.id, mineToo.id].sort());
    expect(await ids('/publicapi/contests?organizer=nobody%20at%20all')).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/publicapi/contests?organizer=${'x'.repeat(201)}` })).statusCode).toBe(400);
  });
});
