import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorMessages, encodeCursor } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { approvedEntries, makeContest } from '../../testing/factories.ts';

// Keyset pages over HTTP: `next` walks the same rows as the spec's numbered pages, and a cursor that is not one of
// the server's is a 400 with one message, never a 500.
describe.each(dbKinds)('cursor pages on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('walks the leaderboard and the approved entries by `next` as by page numbers', async () => {
    const c = await makeContest(t.db);
    // 23 creators, likes with ties, so pages of 10 split ties.
    await approvedEntries(t.db, c.id, Array.from({ length: 23 }, (_, i) => ({ creator: `walker${i}`, likes: (i * 7) % 5 })));
    for (const kind of ['leaderboard', 'entries'] as const) {
      const byNumber = [];
      for (let page = 1; page <= 3; page++) byNumber.push(...(await get(`/publicapi/contests/${c.id}/${kind}?page=${page}`)).json().results.data.rows);
      const byCursor = [];
      let res = (await get(`/publicapi/contests/${c.id}/${kind}`)).json().results.data;
      byCursor.push(...res.rows);
      const pages = [res.page];
      while (res.next) {
        const answer = await get(`/publicapi/contests/${c.id}/${kind}?after=${res.next}`);
        expect(answer.statusCode, answer.body).toBe(200);
        res = answer.json().results.data;
        byCursor.push(...res.rows);
        pages.push(res.page);
      }
      expect(byNumber).toHaveLength(23);
      expect(byCursor).toEqual(byNumber);
      expect(pages).toEqual([1, 2, 3]);
    }
  });

  it('refuses a cursor that is not one of its own with 400', async () => {
    const c = await makeContest(t.db, { competitionType: 'Creative' });
    for (const after of ['%20', 'not*base64', 'bm9wZQ', encodeCursor([1, [1], 'a', 'b']), encodeCursor([2 ** 31, [1, 1], 'a', 'b']), 'A'.repeat(600)]) {
      for (const kind of ['leaderboard', 'entries']) {
        const res = await get(`/publicapi/contests/${c.id}/${kind}?after=${after}`);
        expect(res.statusCode, `${kind} ${after}: ${res.body}`).toBe(400);
        expect(res.json().messages).toEqual([cursorMessages.invalid]);
      }
    }
  });
});
