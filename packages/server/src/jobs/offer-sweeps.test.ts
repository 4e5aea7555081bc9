import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/open.ts';
import { campaignPayments, contactPlatforms, offerEvents, offers } from '../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { checkOfferCounts } from '../testing/consistency.ts';
import { makeCampaign, makeOffer } from '../testing/campaign-admin-factories.ts';
import { makeContact } from '../testing/factories.ts';
import { sweepOffers } from './offer-sweeps.ts';
import { createScheduler, SWEEP_LOCK_KEY } from './scheduler.ts';

const HOUR = 3_600_000;

/**
 * `n` offers of fresh handles in one campaign, invited `ageHours` ago; accepted an hour later when `accepted` (to the
 * post URL stage, or the draft stage when `draftRequired`). One creator holds them, or `who`.
 */
async function dueOffers(
  db: Db,
  n: number,
  { ageHours, accepted = false, draftRequired = false, who }: { ageHours: number; accepted?: boolean; draftRequired?: boolean; who?: { id: number } },
) {
  const c = await makeCampaign(db, { draftRequired });
  who ??= await makeContact(db, { login: false });
  const handles = await db
    .insert(contactPlatforms)
    .values(Array.from({ length: n }, (_, i) => ({ contactId: who.id, platformId: 4, handle: `sweep${c.id}x${i}` })))
    .returning({ id: contactPlatforms.id });
  const invitedAt = new Date(Date.now() - ageHours * HOUR);
  const ids: number[] = [];
  for (const h of handles)
    ids.push(await makeOffer(db, { campaignId: c.id, contactId: who.id, contactPlatformId: h.id, invitedAt }, accepted ? [{ action: 'accept', at: new Date(invitedAt.getTime() + HOUR) }] : []));
  return ids;
}

const sweepEvents = async (db: Db, ids: number[]) =>
  db
    .select({ offerId: offerEvents.offerId, n: sql<number>`count(*)::int` })
    .from(offerEvents)
    .where(sql`${inArray(offerEvents.offerId, ids)} and ${offerEvents.action} in ('expire', 'fail')`)
    .groupBy(offerEvents.offerId);

describe.each(dbKinds)('offer sweeps on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  it('expires stale invites and fails late posts through transitionOffer, once', async () => {
    const stale = await dueOffers(t.db, 3, { ageHours: 49 });
    const late = await dueOffers(t.db, 2, { ageHours: 60, accepted: true });
    const fresh = await dueOffers(t.db, 2, { ageHours: 47 });
    const working = await dueOffers(t.db, 1, { ageHours: 40, accepted: true });
    // The fresh invites (1 hour left) and the working offer (9 hours to post) are reminded, once.
    expect(await sweepOffers(t.db, { batchSize: 2 })).toEqual({ expired: 3, failed: 2, reminded: 3 });
    const rows = await t.db.select({ id: offers.id, state: offers.state, closedAt: offers.closedAt }).from(offers).where(inArray(offers.id, [...stale, ...late, ...fresh, ...working]));
    const state = new Map(rows.map((r) => [r.id, r.state]));
    expect(stale.map((id) => state.get(id))).toEqual(['expired', 'expired', 'expired']);
    expect(late.map((id) => state.get(id))).toEqual(['failed', 'failed']);
    expect([...fresh, ...working].map((id) => state.get(id))).toEqual(['invited', 'invited', 'notify']);
    // The failed offers' Potential payments are gone with them; the log says which deadline passed.
    expect(await t.db.select().from(campaignPayments).where(inArray(campaignPayments.offerId, late))).toEqual([]);
    const [event] = await t.db.select().from(offerEvents).where(sql`${offerEvents.offerId} = ${late[0]!} and ${offerEvents.action} = 'fail'`);
    expect(event).toMatchObject({ fromState: 'notify', toState: 'failed', actorContactId: null, detail: { deadline: expect.any(String) } });
    // Idempotent.
    expect(await sweepOffers(t.db)).toEqual({ expired: 0, failed: 0, reminded: 0 });
    expect((await sweepEvents(t.db, [...stale, ...late])).every((e) => e.n === 1)).toBe(true);
  });

  it('moves each offer once when two sweeps run at once, with and without the advisory lock', async () => {
    for (const lockKey of [undefined, SWEEP_LOCK_KEY]) {
      const invites = await dueOffers(t.db, 60, { ageHours: 50 });
      // One creator late on drafts and on post URLs: each move locks two of the creator's counts (draft and failed,
      // or failed and notify), which two sweeps must take in the same order.
      const who = await makeContact(t.db, { login: false });
      const drafts = await dueOffers(t.db, 10, { ageHours: 55, accepted: true, draftRequired: true, who });
      const posts = [...drafts, ...(await dueOffers(t.db, 10, { ageHours: 55, accepted: true, who }))];
      const results = await Promise.all([sweepOffers(t.db, { batchSize: 7, lockKey }), sweepOffers(t.db, { batchSize: 7, lockKey })]);
      const moved = results.reduce((a, r) => ({ expired: a.expired + r.expired, failed: a.failed + r.failed }), { expired: 0, failed: 0 });
      if (lockKey === undefined) expect(moved).toEqual({ expired: 60, failed: 20 });
      // Under the lock a sweep that finds it taken stops: the other one (or the next round) does the rest.
      else await sweepOffers(t.db, { lockKey });
      const events = await sweepEvents(t.db, [...invites, ...posts]);
      expect(events).toHaveLength(80);
      expect(events.filter((e) => e.n !== 1)).toEqual([]);
      const states = await t.db.select({ state: offers.state, n: sql<number>`count(*)::int` }).from(offers).where(inArray(offers.id, [...invites, ...posts])).groupBy(offers.state);
      expect(Object.fromEntries(states.map((s) => [s.state, s.n]))).toEqual({ expired: 60, failed: 20 });
      expect(await checkOfferCounts(t.db)).toEqual([]);
    }
  });

  it('runs every interval without overlapping itself, and stops', async () => {
    const due = await dueOffers(t.db, 2, { ageHours: 49 });
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const scheduler = createScheduler(t.db, { log, intervalMs: 10, lockKey: SWEEP_LOCK_KEY + 1 });
    // Two calls at once share one round.
    const [a, b] = [scheduler.runNow(), scheduler.runNow()];
    expect(a).toBe(b);
    await a;
    scheduler.start();
    const more = await dueOffers(t.db, 1, { ageHours: 49 });
    await vi.waitFor(async () => expect((await t.db.select({ s: offers.state }).from(offers).where(eq(offers.id, more[0]!)))[0]!.s).toBe('expired'), { timeout: 10_000, interval: 20 });
    await scheduler.stop();
    expect((await sweepEvents(t.db, [...due, ...more])).map((e) => e.n)).toEqual([1, 1, 1]);
    expect(log.info).toHaveBeenCalled();
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe('the sweep scheduler when the database is away', () => {
  it('logs the failure, keeps going and stops cleanly', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const transaction = vi.fn().mockRejectedValue(down);
    const db = { transaction } as unknown as Db;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const scheduler = createScheduler(db, { log, intervalMs: 5 });
    expect(await scheduler.runNow()).toBeNull();
    scheduler.start();
    await vi.waitFor(() => expect(transaction.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 10 });
    await scheduler.stop();
    const calls = transaction.mock.calls.length;
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('database unavailable'));
    expect(log.error).not.toHaveBeenCalled();
    // Stopped: no timer is left to run another round.
    await new Promise((r) => setImmediate(r));
    expect(transaction.mock.calls.length).toBe(calls);
  });
});
