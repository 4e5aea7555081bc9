import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages } from '@chorus/core';
import { organisations, posts } from '../../db/schema.ts';
import { createEntrySession } from '../../lib/entry-tokens.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, entrantHandle, makeContact } from '../../testing/factories.ts';
import { makeOrganisation, orgContest } from '../../testing/org-fixtures.ts';

// An organisation's allowed origins (issue 21) decide which sites its contests take entries from: a page elsewhere
// that embeds the entry form is refused, with nothing stored; Chorus's own pages, apps (no Origin) and organisations
// with no list are not held back.
describe.each(dbKinds)('where a contest takes entries from, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { CORS_ORIGINS: 'https://chorus-app.test' });
  });
  afterAll(() => t.close());

  let n = 0;
  const link = () => `https://www.tiktok.com/@originfan/video/${Date.now()}${++n}`;
  const visitor = (contestId: number, origin?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${contestId}/entries`,
      headers: origin ? { origin } : {},
      payload: { link: link(), creator: `originfan${n}`, email: `originfan${n}@fans.test` },
    });
  const entriesOf = async (contestId: number) => (await t.db.select({ id: posts.id }).from(posts).where(eq(posts.contestId, contestId))).length;

  async function contestOf(allowedOrigins: string[]) {
    const org = await makeOrganisation(t.db);
    await t.db.update(organisations).set({ allowedOrigins }).where(eq(organisations.id, org.id));
    return (await orgContest(t.db, org, { kind: 'quick' })).id;
  }

  it('refuses a visitor’s entry from a site the organisation has not allowed, and takes the rest', async () => {
    const id = await contestOf(['https://label.example']);
    const refused = await visitor(id, 'https://elsewhere.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([contestMessages.originNotAllowed]);
    expect((await visitor(id, 'null')).statusCode).toBe(403);
    expect(await entriesOf(id)).toBe(0);

    for (const origin of ['https://label.example', 'https://chorus-app.test', 'http://localhost:80', undefined]) expect((await visitor(id, origin)).statusCode, String(origin)).toBe(201);
    expect(await entriesOf(id)).toBe(4);
  });

  it('takes entries from every site when the organisation lists none', async () => {
    const id = await contestOf([]);
    expect((await visitor(id, 'https://anywhere.example')).statusCode).toBe(201);
  });

  it('holds a fan signed in inside the embed to the same sites', async () => {
    const id = await contestOf(['https://label.example']);
    const fan = await makeContact(t.db);
    const handle = await entrantHandle(t.db, fan.id);
    const { token } = await createEntrySession(t.db, fan.id);
    const enter = (origin: string) =>
      t.app.inject({ method: 'POST', url: `/publicapi/embed/contests/${id}/entries`, headers: { ...auth(token), origin }, payload: { link: link(), creator: handle, email: '' } });
    const refused = await enter('https://elsewhere.example');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([contestMessages.originNotAllowed]);
    expect(await entriesOf(id)).toBe(0);
    expect((await enter('https://label.example')).statusCode).toBe(201);
  });
});
