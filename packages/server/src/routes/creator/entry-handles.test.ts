import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages, entryMessages } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, entrantHandle, linkToManager, loginAs, makeContact, makeContest } from '../../testing/factories.ts';

// A signed-in entry names one of the entrant's own handles (a manager: their roster's), in link and handle contests.
describe.each(dbKinds)('the handle a signed-in entry names on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const signIn = async (fields: Parameters<typeof makeContact>[1] = {}) => {
    const c = await makeContact(t.db, fields);
    return { ...c, token: await loginAs(t.app, c.email) };
  };
  const enter = (token: string, id: number, body: object) =>
    t.app.inject({ method: 'POST', url: `/creatorapi/contests/${id}/entries`, headers: auth(token), payload: body });
  const handlesOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/creatorapi/entry-handles', headers: auth(token) })).json().results.data as { handle: string; platform: string; creatorName: string }[];

  it("lists a creator's own handles and a manager's roster's, and nobody else's", async () => {
    const maya = await signIn({ firstName: 'Maya', lastName: 'Lopez' });
    const theo = await signIn({ firstName: 'Theo', lastName: 'Bass' });
    const manager = await signIn({ contactType: 'manager' });
    await entrantHandle(t.db, maya.id, '@Maya.Moves');
    await entrantHandle(t.db, theo.id, 'theoplaysbass');
    await linkToManager(t.db, manager.id, maya.id);
    expect(await handlesOf(maya.token)).toEqual([{ handle: 'maya.moves', platform: 'tiktok', creatorName: 'Maya Lopez' }]);
    expect(await handlesOf(manager.token)).toEqual([{ handle: 'maya.moves', platform: 'tiktok', creatorName: 'Maya Lopez' }]);
    expect((await handlesOf(theo.token)).map((h) => h.handle)).toEqual(['theoplaysbass']);
  });

  it("refuses an entry naming someone else's handle, or a free-typed one, and stores nothing", async () => {
    const post = await makeContest(t.db, { kind: 'quick' });
    const handleContest = await makeContest(t.db, { kind: 'quick', metric: 'followers' });
    const me = await signIn();
    const stranger = await signIn();
    await entrantHandle(t.db, me.id, 'me.myself');
    await entrantHandle(t.db, stranger.id, 'stranger.danger');
    for (const [id, body] of [
      [post.id, { link: 'https://www.tiktok.com/@stranger.danger/video/7311000000000000101', creator: 'stranger.danger' }],
      [post.id, { link: 'https://www.tiktok.com/@anyone/video/7311000000000000102', creator: 'nobody.owns.this' }],
      [handleContest.id, { creator: '@Stranger.Danger' }],
    ] as const) {
      const res = await enter(me.token, id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json().messages).toEqual([contestMessages.handleNotYours]);
    }
    const mine = await enter(me.token, post.id, { link: 'https://www.tiktok.com/@me.myself/video/7311000000000000103', creator: '@Me.Myself' });
    expect(mine.statusCode).toBe(201);
    expect(mine.json().results.data.creator).toBe('me.myself');
    expect((await enter(me.token, handleContest.id, { creator: 'me.myself' })).statusCode).toBe(201);
    const entries = (await t.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(me.token) })).json().results.Active.Preffy;
    expect(entries).toHaveLength(2);
  });

  it("lets a manager enter with a roster creator's handle, not with a creator's off the roster", async () => {
    const c = await makeContest(t.db, { kind: 'quick' });
    const manager = await signIn({ contactType: 'manager' });
    const onRoster = await makeContact(t.db, { login: false });
    const offRoster = await makeContact(t.db, { login: false });
    await linkToManager(t.db, manager.id, onRoster.id);
    await entrantHandle(t.db, onRoster.id, 'roster.star');
    await entrantHandle(t.db, offRoster.id, 'free.agent');
    expect((await enter(manager.token, c.id, { link: 'https://www.tiktok.com/@roster.star/video/7311000000000000201', creator: 'roster.star' })).statusCode).toBe(201);
    const refused = await enter(manager.token, c.id, { link: 'https://www.tiktok.com/@free.agent/video/7311000000000000202', creator: 'free.agent' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([contestMessages.handleNotYours]);
  });

  it('applies the handle rules of handle contests to a link contest’s creator', async () => {
    const c = await makeContest(t.db, { kind: 'quick' });
    for (const creator of ['a', 'no spaces', 'x'.repeat(31), 'émile']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/publicapi/contests/${c.id}/entries`,
        payload: { link: `https://www.tiktok.com/@x/video/73110000000000003${creator.length}`, creator, email: 'rules@fan.test' },
      });
      expect(res.statusCode, creator).toBe(400);
      expect(res.json().messages).toEqual([entryMessages.handleInvalid]);
    }
    const ok = await t.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${c.id}/entries`,
      payload: { link: 'https://www.tiktok.com/@x/video/7311000000000000399', creator: '@Dot.And_Under9', email: 'rules@fan.test' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().results.data.creator).toBe('dot.and_under9');
  });
});
