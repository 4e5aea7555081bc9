import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Viewer } from '@chorus/core';
import { contacts, contestPayments, paymentEmails, posts } from '../db/schema.ts';
import { HttpError, STAFF_SCOPE } from '../lib/http.ts';
import { createTestDatabase } from '../testing/database.ts';
import { dbKinds } from '../testing/app.ts';
import { approvedEntries, entrantHandle, makeContact } from '../testing/factories.ts';
import { makeOrganisation, orgContest, type MadeOrganisation } from '../testing/org-fixtures.ts';
import { openDatabase, type Database, type Db } from '../db/open.ts';
import { entriesForOrganiser } from './contest-admin.ts';
import { endContest, markPaid } from './contest-payments.ts';
import { recordMetrics, submitEntry } from './entries.ts';
import { holdEntries } from './moderation.ts';
import { createBatch, markBatchPaid, owed } from './payouts.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The moderation queue's signals on crafted entries (each kind raised and not), its filters and order, and holds:
// a held entry's prize is made at the end but refused by every path that pays it until the entry is released.

const viewer: Viewer = { contactType: 'creator', countryCode: 'GB', continent: 'Europe', approvalStatus: 'Approved' };
const resolveShortLink = async (l: string) => l;
let n = 0;
const video = () => `${7_300_000_000_000_000_000n + BigInt(++n)}`;

describe.each(dbKinds)('moderation queue on %s', (kind) => {
  let database: Database;
  let db: Db;
  let dataDir: string;
  let pg: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let org: MadeOrganisation;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'chorus-moderation-'));
    pg = kind === 'postgres' ? await createTestDatabase() : null;
    database = await openDatabase({ databaseUrl: pg?.url, dataDir });
    db = database.db;
    org = await makeOrganisation(db);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await pg?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const enter = (contestId: number, link: string, creator: string, email: string) =>
    submitEntry(db, contestId, { link, creator, email }, { contactId: null, email, viewer: null }, { resolveShortLink }).then((r) => r.result.id);
  const queue = async (contestId: number, q: Partial<Parameters<typeof entriesForOrganiser>[3]> = {}) =>
    entriesForOrganiser(db, STAFF_SCOPE, contestId, { page: 1, pageSize: 100, ...q });
  const signalsOf = async (contestId: number) => new Map((await queue(contestId)).rows.map((r) => [r.id, r.signals]));
  const openContest = () => orgContest(db, org, { kind: 'quick', platforms: ['TikTok', 'Instagram Reel'] });

  it('raises the same post on both entries of one post (another spelling, handle or contest of the organisation), not on others', async () => {
    const a = await openContest();
    const b = await openContest();
    const id = video();
    const first = await enter(a.id, `https://www.tiktok.com/@alice/video/${id}`, 'alice', 'alice@fans.test');
    const other = await enter(a.id, `https://www.tiktok.com/@carol/video/${video()}`, 'carol', 'carol@fans.test');
    // The same video in another contest of the organisation, spelt through its embed link, under another handle.
    const twin = await enter(b.id, `https://www.tiktok.com/embed/v2/${id}?lang=en`, 'bob', 'bob@fans.test');
    expect((await signalsOf(a.id)).get(first)).toEqual(['samePost']);
    expect((await signalsOf(a.id)).get(other)).toEqual([]);
    expect((await signalsOf(b.id)).get(twin)).toEqual(['samePost']);
    // Another organisation's entry of the same post is not this organisation's business.
    const elsewhere = await orgContest(db, await makeOrganisation(db), { kind: 'quick', platforms: ['TikTok', 'Instagram Reel'] });
    const foreign = await enter(elsewhere.id, `https://tiktok.com/@dave/video/${id}`, 'dave', 'dave@fans.test');
    expect((await signalsOf(elsewhere.id)).get(foreign)).toEqual([]);
  });

  it('raises the shared email on every entry of one email under several handles in the contest, not under one handle', async () => {
    const c = await openContest();
    const one = await enter(c.id, `https://www.tiktok.com/@erin/video/${video()}`, 'erin', 'erin@fans.test');
    const same = await enter(c.id, `https://www.tiktok.com/@erin/video/${video()}`, 'erin', 'erin@fans.test');
    expect((await signalsOf(c.id)).get(one)).toEqual([]);
    const other = await enter(c.id, `https://www.tiktok.com/@frank/video/${video()}`, 'frank', 'erin@fans.test');
    const got = await signalsOf(c.id);
    expect([got.get(one), got.get(same), got.get(other)]).toEqual([['sharedEmail'], ['sharedEmail'], ['sharedEmail']]);
  });

  it('raises the new account when the account was made minutes before entering, not an older one', async () => {
    const c = await openContest();
    const fresh = await makeContact(db);
    const old = await makeContact(db);
    await db.update(contacts).set({ createdAt: sql`now() - interval '31 minutes'` }).where(eq(contacts.id, old.id));
    const entry = async (who: { id: number; email: string }) => {
      const handle = await entrantHandle(db, who.id);
      const { result } = await submitEntry(db, c.id, { link: `https://www.tiktok.com/@${handle}/video/${video()}`, creator: handle, email: who.email }, { contactId: who.id, email: who.email, viewer }, { resolveShortLink });
      return result.id;
    };
    const freshEntry = await entry(fresh);
    const oldEntry = await entry(old);
    const got = await signalsOf(c.id);
    expect([got.get(freshEntry), got.get(oldEntry)]).toEqual([['newAccount'], []]);
    expect((await queue(c.id)).rows.find((r) => r.id === freshEntry)!.country).toBe('GB');
  });

  it('raises the metric jump when an update multiplies views or likes by more than 10 from at least 100, not on a first count or a small rise', async () => {
    const c = await openContest();
    const [jumpy, steady, first] = await Promise.all([0, 1, 2].map((i) => enter(c.id, `https://www.tiktok.com/@m${i}/video/${video()}`, `m${i}`, `m${i}@fans.test`)));
    await recordMetrics(db, c.id, [{ id: jumpy!, views: 200 }, { id: steady!, likes: 150 }, { id: first!, views: 50 }]);
    await recordMetrics(db, c.id, [{ id: jumpy!, views: 2_001 }, { id: steady!, likes: 1_500 }, { id: first!, views: 5_000 }]);
    const got = await signalsOf(c.id);
    expect([got.get(jumpy!), got.get(steady!), got.get(first!)]).toEqual([['metricJump'], [], []]);
    const [row] = await db.select({ prevViews: posts.prevViews, prevLikes: posts.prevLikes }).from(posts).where(eq(posts.id, jumpy!));
    expect(row).toEqual({ prevViews: 200, prevLikes: null });
  });

  it('lists flagged entries first, then oldest first, by filter, and pages by cursor as by number', async () => {
    const c = await openContest();
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await enter(c.id, `https://www.instagram.com/reel/R${video()}`, `q${i}`, i === 3 || i === 5 ? 'twin@fans.test' : `q${i}@fans.test`));
    const tik = await enter(c.id, `https://www.tiktok.com/@qt/video/${video()}`, 'qt', 'qt@fans.test');
    const all = await queue(c.id);
    expect(all.rows.map((r) => r.id)).toEqual([ids[3], ids[5], ids[0], ids[1], ids[2], ids[4], tik]);
    expect((await queue(c.id, { flagged: true })).rows.map((r) => r.id)).toEqual([ids[3], ids[5]]);
    expect((await queue(c.id, { flagged: false, platform: 'tiktok' })).rows.map((r) => r.id)).toEqual([tik]);
    expect((await queue(c.id, { status: 'approved' })).total).toBe(0);
    const pages: number[] = [];
    let page = await queue(c.id, { pageSize: 2 });
    pages.push(...page.rows.map((r) => r.id));
    while (page.next) {
      const { queueCursor } = await import('@chorus/core');
      page = await queue(c.id, { pageSize: 2, after: queueCursor.parse(page.next) });
      pages.push(...page.rows.map((r) => r.id));
    }
    expect(pages).toEqual(all.rows.map((r) => r.id));
  });

  describe('holds', () => {
    const refused = async (p: Promise<unknown>, message: string) => {
      const err = await p.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(HttpError);
      expect((err as HttpError).statusCode).toBe(409);
      expect(String((err as HttpError).message)).toContain(message);
    };
    /** An ended contest of `org` whose winner (a confirmed payment email) is owed; its entry held before the end. */
    const heldWin = async () => {
      const c = await orgContest(db, org, { prizes: ['1st Place $10'] });
      const winner = await makeContact(db);
      await db.insert(paymentEmails).values({ contactId: winner.id, email: `pay.${winner.email}`, status: 'Confirmed', confirmedAt: new Date() });
      const [entry] = await approvedEntries(db, c.id, [{ creator: `held${++n}`, likes: 10, email: winner.email, contactId: winner.id }]);
      expect(await holdEntries(db, [entry!], true)).toBe(1);
      const [payment] = await endContest(db, c.id);
      return { entry: entry!, payment: payment!.id };
    };
    const status = async (id: number) => (await db.select({ status: contestPayments.status, batch: contestPayments.payoutBatchId }).from(contestPayments).where(eq(contestPayments.id, id)))[0]!;

    it('makes the prize at the end, lists it held and out of the total, and keeps it out of batches and from being marked paid until released', async () => {
      const { entry, payment } = await heldWin();
      const listed = (await owed(db, org.scope)).payable.flatMap((g) => g.payments).find((p) => p.id === payment);
      expect(listed).toMatchObject({ held: true });
      await refused(markPaid(db, 'http://chorus.test', payment), messages.moderation.held(payment));
      await refused(createBatch(db, org.scope), 'Nothing');
      expect(await status(payment)).toEqual({ status: 'To Be Paid', batch: null });
      await holdEntries(db, [entry], false);
      expect((await owed(db, org.scope)).payable.flatMap((g) => g.payments).find((p) => p.id === payment)?.held).toBeUndefined();
      const batch = await createBatch(db, org.scope);
      expect(batch.items.map((i) => i.id)).toContain(payment);
      await markBatchPaid(db, org.scope, 'http://chorus.test', batch.id);
      expect((await status(payment)).status).toBe('Paid');
    });

    it('lets a released prize be marked paid on its own', async () => {
      const { entry, payment } = await heldWin();
      await holdEntries(db, [entry], false);
      await markPaid(db, 'http://chorus.test', payment);
      expect((await status(payment)).status).toBe('Paid');
    });

    it('refuses to hold a prize once batched or paid, and marking a batch paid refuses one held behind its back', async () => {
      const { entry, payment } = await heldWin();
      await holdEntries(db, [entry], false);
      const batch = await createBatch(db, org.scope);
      await refused(holdEntries(db, [entry], true), messages.moderation.holdInBatch(batch.id));
      // Only a write straight to the database gets past the hold's check: the batch still refuses it.
      await db.update(posts).set({ held: true }).where(eq(posts.id, entry));
      await refused(markBatchPaid(db, org.scope, 'http://chorus.test', batch.id), messages.moderation.held(payment));
      expect((await status(payment)).status).toBe('To Be Paid');
      await db.update(posts).set({ held: false }).where(eq(posts.id, entry));
      await markBatchPaid(db, org.scope, 'http://chorus.test', batch.id);
      await refused(holdEntries(db, [entry], true), messages.moderation.holdPaid);
    });

    it('two editors holding and batching at once: the prize is either held out of the batch or in it and the hold refused', async () => {
      for (let i = 0; i < 4; i++) {
        const { entry, payment } = await heldWin();
        await holdEntries(db, [entry], false);
        const [hold, batch] = await Promise.allSettled([holdEntries(db, [entry], true), createBatch(db, org.scope)]);
        const [row] = await db.select({ held: posts.held }).from(posts).where(eq(posts.id, entry));
        const batched = (await status(payment)).batch !== null;
        // Never both: a held prize in a batch.
        expect(row!.held && batched, JSON.stringify({ hold: hold.status, batch: batch.status })).toBe(false);
        expect(hold.status === 'fulfilled' || batched).toBe(true);
        if (batch.status === 'fulfilled') await markBatchPaid(db, org.scope, 'http://chorus.test', batch.value.id);
        await holdEntries(db, [entry], false).catch(() => undefined);
      }
    });
  });
});
