import { asc, eq, inArray } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILESTONE_CAP } from '@chorus/core';
import { competitions, posts } from '../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { checkConsistency } from '../testing/consistency.ts';
import { auth, loginAs } from '../testing/factories.ts';
import { entryIn, makeMember, makeOrganisation, orgContest, type MadeOrganisation } from '../testing/org-fixtures.ts';

// Moderation and metrics through /orgapi follow the same rules as staff's under concurrency (issue 21): two editors
// of one organisation approving the same entries at once count each approval once; the counters match the rows.
describe.each(dbKinds)('two editors of one organisation at once on %s', (kind) => {
  let t: TestApp;
  let org: MadeOrganisation;
  let editors: Record<string, string>[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await makeOrganisation(t.db);
    editors = [];
    for (let i = 0; i < 2; i++) editors.push(auth(await loginAs(t.app, (await makeMember(t.db, org, 'editor')).email)));
  });
  afterAll(() => t.close());

  const send = (calls: InjectOptions[]) => Promise.all(calls.map((c) => t.app.inject(c)));
  const moderation = (editor: number, action: 'approve' | 'reject' | 'delete', ids: number[]): InjectOptions => ({
    method: 'POST',
    url: `/orgapi/entries/${action}`,
    headers: editors[editor % 2]!,
    payload: { ids },
  });
  const counters = async (id: number) => (await t.db.select({ approved: competitions.approvedCount, entries: competitions.entriesCount }).from(competitions).where(eq(competitions.id, id)))[0]!;

  it('counts each of 10 entries approved once when both editors approve all of them, 20 times each', async () => {
    const c = await orgContest(t.db, org, { kind: 'quick' });
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) ids.push(await entryIn(t.db, c.id));
    await t.db.update(competitions).set({ entriesCount: 10 }).where(eq(competitions.id, c.id));
    const res = await send(Array.from({ length: 40 }, (_, i) => moderation(i, 'approve', i % 3 ? ids : [...ids].reverse())));
    expect(res.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(await counters(c.id)).toEqual({ approved: 10, entries: 10 });
    expect(await checkConsistency(t.db, c.id)).toEqual([]);
  });

  it('keeps the counters when one editor deletes what the other approves and rejects, all at once', async () => {
    const c = await orgContest(t.db, org, { kind: 'quick' });
    const ids: number[] = [];
    for (let i = 0; i < 8; i++) ids.push(await entryIn(t.db, c.id));
    await t.db.update(competitions).set({ entriesCount: 8 }).where(eq(competitions.id, c.id));
    const doomed = ids.slice(0, 4);
    const res = await send([
      ...Array.from({ length: 10 }, () => moderation(0, 'delete', doomed)),
      ...Array.from({ length: 10 }, (_, i) => moderation(1, i % 2 ? 'approve' : 'reject', ids)),
    ]);
    expect(res.filter((r) => r.statusCode >= 500)).toEqual([]);
    // Deleted entries are gone for good; a later call naming only them finds nothing.
    expect((await send([moderation(1, 'approve', doomed)]))[0]!.statusCode).toBe(404);
    const { entries } = await counters(c.id);
    expect(entries).toBe(4);
    expect(await checkConsistency(t.db, c.id)).toEqual([]);
  });

  it('never approves past the milestone cap when both editors race to it', async () => {
    const c = await orgContest(t.db, org, { competitionType: '555' });
    const near = MILESTONE_CAP - 3;
    await t.db.update(competitions).set({ approvedCount: near }).where(eq(competitions.id, c.id));
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await entryIn(t.db, c.id));
    const res = await send(ids.flatMap((id, i) => [moderation(i, 'approve', [id]), moderation(i + 1, 'approve', [id])]));
    expect(res.filter((r) => r.statusCode >= 500)).toEqual([]);
    const [row] = await t.db.select().from(competitions).where(eq(competitions.id, c.id));
    expect(row!.approvedCount).toBe(MILESTONE_CAP);
    expect(row!.hasEnded).toBe(true);
  });

  it('records metrics from both editors at once without losing a figure', async () => {
    const c = await orgContest(t.db, org, { kind: 'quick' });
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await entryIn(t.db, c.id));
    await t.db.update(competitions).set({ entriesCount: 6 }).where(eq(competitions.id, c.id));
    expect((await send([moderation(0, 'approve', ids)]))[0]!.statusCode).toBe(200);
    const res = await send(
      ids.map((id, i) => ({ method: 'POST' as const, url: `/orgapi/contests/${c.id}/metrics`, headers: editors[i % 2]!, payload: { metrics: [{ id, likes: 100 + i }] } })),
    );
    expect(res.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    expect(await checkConsistency(t.db, c.id)).toEqual([]);
    const likes = await t.db.select({ id: posts.id, likes: posts.likes }).from(posts).where(inArray(posts.id, ids)).orderBy(asc(posts.id));
    expect(likes).toEqual(ids.map((id, i) => ({ id, likes: 100 + i })));
  });
});
