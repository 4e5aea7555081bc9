import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages, MILESTONE_CAP } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { approvedEntries, auth, loginAs, makeContact, makeContest } from '../testing/factories.ts';

// Limits must hold when requests race: 50 at once, the way a double-tapping crowd would send them.
describe.each(dbKinds)('limits under concurrent requests on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const fire = (n: number, make: (i: number) => InjectOptions) => Promise.all(Array.from({ length: n }, (_, i) => t.app.inject(make(i))));

  it('lets one user create at most 7 entries when 50 arrive at once', async () => {
    const c = await makeContest(t.db, { kind: 'quick' });
    const res = await fire(50, (i) => ({
      method: 'POST',
      url: `/publicapi/contests/${c.id}/entries`,
      payload: { link: `https://tiktok.com/@racer/video/${i}`, creator: 'racer', email: 'racer@x.test' },
    }));
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(7);
    expect(res.filter((r) => r.statusCode === 409).every((r) => r.json().messages[0] === contestMessages.maxEntries)).toBe(true);
    expect(res.filter((r) => r.statusCode >= 500)).toHaveLength(0);
  });

  it('accepts a link once when 50 users submit it at once', async () => {
    const c = await makeContest(t.db, { kind: 'quick' });
    const res = await fire(50, (i) => ({
      method: 'POST',
      url: `/publicapi/contests/${c.id}/entries`,
      payload: { link: 'https://www.tiktok.com/@viral/video/42', creator: `fan${i}`, email: `fan${i}@x.test` },
    }));
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(res.filter((r) => r.statusCode === 409).map((r) => r.json().messages[0])).toEqual(Array(49).fill(contestMessages.duplicate));
  });

  it('holds the signed-in cap across the creator API too', async () => {
    const c = await makeContest(t.db);
    const me = await makeContact(t.db);
    const token = await loginAs(t.app, me.email);
    const res = await fire(50, (i) => ({
      method: 'POST',
      url: `/creatorapi/contests/${c.id}/entries`,
      headers: auth(token),
      payload: { link: `https://tiktok.com/@me/video/${i}`, creator: 'me' },
    }));
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(7);
  });

  it('never approves past the 500-post milestone, and closes the contest at the cap', async () => {
    const c = await makeContest(t.db, { competitionType: '555', kind: 'quick' });
    await approvedEntries(t.db, c.id, Array.from({ length: MILESTONE_CAP - 10 }, (_, i) => ({ creator: `m${i}` })));
    const pending = await fire(50, (i) => ({
      method: 'POST',
      url: `/publicapi/contests/${c.id}/entries`,
      payload: { link: `https://tiktok.com/@late${i}/video/1`, creator: `late${i}`, email: `late${i}@x.test` },
    }));
    expect(pending.every((r) => r.statusCode === 201)).toBe(true);
    const admin = await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email);
    const ids = pending.map((r) => r.json().results.data.id);
    const approvals = await fire(50, (i) => ({ method: 'POST', url: '/adminapi/entries/approve', headers: auth(admin), payload: { ids: [ids[i]] } }));
    expect(approvals.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(approvals.filter((r) => r.statusCode === 409)).toHaveLength(40);
    const detail = (await t.app.inject({ method: 'GET', url: `/publicapi/contests/${c.id}` })).json().results.data;
    expect(detail).toMatchObject({ milestone: { approved: 500, cap: 500 }, hasEnded: true });
    const after = await t.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${c.id}/entries`,
      payload: { link: 'https://tiktok.com/@toolate/video/1', creator: 'toolate', email: 'toolate@x.test' },
    });
    expect(after.statusCode).toBe(409);
    expect(after.json().messages).toEqual([contestMessages.milestoneReached]);
  });
});
