import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAdminMessages, organiserMessages, paymentMessages as pm } from '@chorus/core';
import { campaignPayments, competitions, contestPayments, mailOutbox, paymentEmails, payoutBatches } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { confirmPaymentEmail, makeCampaign, makeHandle, makeOffer } from '../../testing/campaign-admin-factories.ts';
import { approvedEntries, auth, loginAs, makeContact, makeContest, TEST_PASSWORD } from '../../testing/factories.ts';

const run = promisify(execFile);

describe.each(dbKinds)('payouts on %s', (kind) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const admin = await makeContact(t.db, { contactType: 'admin' });
    adminToken = await loginAs(t.app, admin.email);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, payload?: object, token = adminToken) =>
    t.app.inject({ method, url, headers: auth(token), ...(payload && { payload }) });
  /** A completed campaign offer of `contactId`: its payment Pending (To Be Paid). */
  const owedCampaign = async (contactId: number, rateCents = 15_000) => {
    const c = await makeCampaign(t.db, { draftRequired: false, rateCents, title: `Payout ${Math.random().toString(36).slice(2, 6)}` });
    const h = await makeHandle(t.db, contactId);
    const offerId = await makeOffer(t.db, { campaignId: c.id, contactId, contactPlatformId: h.id, rateCents }, [
      'accept',
      { action: 'submitPostUrl', changes: { postUrl: 'https://www.tiktok.com/@x/video/9' } },
      'complete',
    ]);
    const [p] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.offerId, offerId));
    return p!;
  };
  /** Nothing else owed: earlier tests' leftovers are batched and paid away. */
  const settle = async () => {
    const res = await call('POST', '/adminapi/payouts', {});
    if (res.statusCode === 201) await call('POST', `/adminapi/payouts/${res.json().results.data.id}/paid`);
  };

  it('lists what is owed by creator, batches only confirmed emails, exports the PayPal CSV and marks the batch paid', async () => {
    await settle();
    const paid = await makeContact(t.db);
    const missing = await makeContact(t.db);
    await confirmPaymentEmail(t.db, paid.id, `paypal.${paid.email}`);
    // A Pending (unconfirmed) email is not a payment email.
    await t.db.insert(paymentEmails).values({ contactId: missing.id, email: `pending.${missing.email}`, status: 'Pending' });
    const p1 = await owedCampaign(paid.id, 15_000);
    const p2 = await owedCampaign(paid.id, 2_505);
    const pMissing = await owedCampaign(missing.id);
    const contest = await makeContest(t.db, { name: 'Payout Contest' });
    const [prize] = await t.db
      .insert(contestPayments)
      .values({ contestId: contest.id, place: 1, contactId: paid.id, contactEmail: paid.email, grossCents: 10_000, amountCents: 9_250 })
      .returning();

    const owed = (await call('GET', '/adminapi/payouts/owed')).json().results.data;
    const mine = owed.payable.find((g: { contactId: number }) => g.contactId === paid.id);
    expect(mine).toMatchObject({ paymentEmail: `paypal.${paid.email}`, totalCents: 15_000 + 2_505 + 9_250 });
    expect(mine.payments).toHaveLength(3);
    expect(owed.missingPaymentEmail.find((g: { contactId: number }) => g.contactId === missing.id)).toMatchObject({ paymentEmail: null, totalCents: pMissing.amountCents });

    const created = await call('POST', '/adminapi/payouts', { note: 'November' });
    expect(created.statusCode).toBe(201);
    const batch = created.json().results.data;
    expect(batch).toMatchObject({ status: 'created', itemCount: 3, totalCents: 15_000 + 2_505 + 9_250 });
    expect(batch.items.every((i: { paymentEmail: string }) => i.paymentEmail === `paypal.${paid.email}`)).toBe(true);
    // Nothing left that may be paid: the unconfirmed one stays owed, never batched.
    const again = await call('POST', '/adminapi/payouts', {});
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual([pm.nothingOwed]);
    const [stillOwed] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.id, pMissing.id));
    expect(stillOwed!.payoutBatchId).toBeNull();

    const csv = (await call('GET', `/adminapi/payouts/${batch.id}/csv`)).json().results.data;
    expect(csv.filename).toBe(`chorus-payout-${batch.id}.csv`);
    const lines = csv.csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines).toContain(`paypal.${paid.email},150.00,USD,CHORUS-B${batch.id}-CP${p1.id},Chorus: campaign ${batch.items.find((i: { id: number; type: string }) => i.type === 'campaign' && i.id === p1.id).title}`);
    expect(lines.some((l: string) => l.startsWith(`paypal.${paid.email},25.05,USD,CHORUS-B${batch.id}-CP${p2.id},`))).toBe(true);
    expect(lines.some((l: string) => l.startsWith(`paypal.${paid.email},92.50,USD,CHORUS-B${batch.id}-PR${prize!.id},`))).toBe(true);

    const done = await call('POST', `/adminapi/payouts/${batch.id}/paid`);
    expect(done.statusCode).toBe(200);
    expect(done.json().results.data).toMatchObject({ status: 'paid' });
    expect((await call('POST', `/adminapi/payouts/${batch.id}/paid`)).statusCode).toBe(409);
    const [row1] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.id, p1.id));
    expect(row1).toMatchObject({ status: 'Paid', paymentEmail: `paypal.${paid.email}` });
    expect(row1!.paidAt).toBeInstanceOf(Date);
    const [prizeRow] = await t.db.select().from(contestPayments).where(eq(contestPayments.id, prize!.id));
    expect(prizeRow).toMatchObject({ status: 'Paid', paymentEmail: `paypal.${paid.email}` });
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'payout-paid'));
    expect(mails.filter((m) => m.toAddress === paid.email)).toHaveLength(1);
    expect(mails.find((m) => m.toAddress === paid.email)!.text).toContain('$267.55');

    // The creator sees it Paid, with its timeline.
    const token = await loginAs(t.app, paid.email);
    const rows = (await call('GET', '/creatorapi/payments?payment_status=Paid', undefined, token)).json().results.data.Row_Payments;
    expect(rows.map((r: { id: number }) => r.id).sort()).toEqual([p1.id, p2.id].sort());
    const timeline = (await call('GET', `/creatorapi/payments/${p1.id}/timeline`, undefined, token)).json().results.data;
    expect(timeline.events.map((e: { key: string }) => e.key).slice(-3)).toEqual(['approved', 'batch', 'paid']);
    expect(timeline.expectedPayDate).toBeNull();
  });

  it('never puts a payment in two batches under 20 concurrent creates', async () => {
    await settle();
    const people = await Promise.all(Array.from({ length: 4 }, () => makeContact(t.db)));
    for (const p of people) await confirmPaymentEmail(t.db, p.id, `pp.${p.email}`);
    const made = [];
    for (const p of people) for (let i = 0; i < 5; i++) made.push(await owedCampaign(p.id, 1_000 + i));
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', '/adminapi/payouts', {})));
    const ok = answers.filter((r) => r.statusCode === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    const items = ok.flatMap((r) => r.json().results.data.items as { type: string; id: number }[]);
    const keys = items.map((i) => `${i.type}:${i.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.filter((k) => k.startsWith('campaign:')).map((k) => Number(k.slice(9))).sort((a, b) => a - b)).toEqual(made.map((m) => m.id).sort((a, b) => a - b));
    // Every batch created holds payments (no empty batch left by a loser).
    const batches = await t.db.select().from(payoutBatches);
    const inBatches = await t.db.select({ b: campaignPayments.payoutBatchId }).from(campaignPayments).where(isNotNull(campaignPayments.payoutBatchId));
    expect(new Set(inBatches.map((r) => r.b)).size).toBe(batches.length);
  });

  it('marks one payment paid outside any batch, once under 20 concurrent marks, never one already in a batch', async () => {
    await settle();
    const me = await makeContact(t.db);
    const other = await makeContact(t.db);
    const single = await owedCampaign(me.id, 3_300);
    const unconfirmed = await owedCampaign(other.id, 1_100);
    // No confirmed payment email: nobody to pay.
    expect((await call('POST', `/adminapi/campaign-payments/${unconfirmed.id}/paid`)).json().messages).toEqual([campaignAdminMessages.noPaymentEmail]);
    await confirmPaymentEmail(t.db, me.id, `one.${me.email}`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/adminapi/campaign-payments/${single.id}/paid`)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const [row] = await t.db.select().from(campaignPayments).where(eq(campaignPayments.id, single.id));
    expect(row).toMatchObject({ status: 'Paid', paymentEmail: `one.${me.email}`, payoutBatchId: null });
    const mails = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'payout-paid'))).filter((m) => m.toAddress === me.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('$33.00 ');
    const token = await loginAs(t.app, me.email);
    const timeline = (await call('GET', `/creatorapi/payments/${single.id}/timeline`, undefined, token)).json().results.data;
    expect(timeline.events.at(-1)).toEqual({ key: 'paid', label: 'Paid', at: row!.paidAt!.toISOString(), detail: `To one.${me.email}, outside a payout batch` });

    // In a batch, a payment is paid with its batch (its CSV pays it): marking it alone would pay it twice.
    const inBatch = await owedCampaign(me.id, 4_400);
    const contest = await makeContest(t.db, { name: 'Single Pay Contest' });
    const [prize] = await t.db
      .insert(contestPayments)
      .values({ contestId: contest.id, place: 1, contactId: me.id, contactEmail: me.email, grossCents: 1_000, amountCents: 925 })
      .returning();
    const batch = (await call('POST', '/adminapi/payouts', {})).json().results.data;
    for (const url of [`/adminapi/campaign-payments/${inBatch.id}/paid`, `/adminapi/contest-payments/${prize!.id}/paid`]) {
      const refused = await call('POST', url);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().messages).toEqual([pm.inBatch(batch.id)]);
    }
    await call('POST', `/adminapi/payouts/${batch.id}/paid`);
    const [prizeRow] = await t.db.select().from(contestPayments).where(eq(contestPayments.id, prize!.id));
    expect(prizeRow).toMatchObject({ status: 'Paid', payoutBatchId: batch.id });
    expect(prizeRow!.paidAt).toBeInstanceOf(Date);
  });

  /** An ended contest of two places won by two accounts with confirmed payment emails: its prizes are owed. */
  const endedContest = async () => {
    const people = await Promise.all([0, 1].map(() => makeContact(t.db)));
    for (const p of people) await confirmPaymentEmail(t.db, p.id, `win.${p.email}`);
    const c = await makeContest(t.db, { prizes: ['1st Place $100', '2nd Place $50'] });
    await approvedEntries(t.db, c.id, people.map((p, i) => ({ creator: `w${c.id}x${i}`, likes: 900 - i, contactId: p.id, email: p.email })));
    expect((await call('POST', `/adminapi/contests/${c.id}/end`)).statusCode).toBe(200);
    return c;
  };
  const prizesOf = (contestId: number) => t.db.select().from(contestPayments).where(eq(contestPayments.contestId, contestId));

  it('refuses to reopen a contest whose prize is in a payout batch, naming the batch, and the batch keeps its prizes', async () => {
    await settle();
    const c = await endedContest();
    const batch = (await call('POST', '/adminapi/payouts', {})).json().results.data;
    const refused = await call('POST', `/adminapi/contests/${c.id}/reopen`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().messages).toEqual([organiserMessages.reopenInBatch(batch.id)]);
    expect((await prizesOf(c.id)).map((p) => p.payoutBatchId)).toEqual([batch.id, batch.id]);
    expect((await call('GET', `/adminapi/payouts/${batch.id}`)).json().results.data.itemCount).toBe(batch.itemCount);
    // Ending again pays nobody twice.
    await call('POST', `/adminapi/contests/${c.id}/end`);
    expect(await prizesOf(c.id)).toHaveLength(2);
    expect((await call('POST', '/adminapi/payouts', {})).statusCode).toBe(409);
  });

  it('never loses or duplicates a prize when reopens race payout batch creation', async () => {
    await settle();
    const c = await endedContest();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? call('POST', `/adminapi/contests/${c.id}/reopen`) : call('POST', '/adminapi/payouts', {}))),
    );
    expect(answers.every((r) => [200, 201, 409].includes(r.statusCode))).toBe(true);
    const batches = answers.filter((r) => r.statusCode === 201).map((r) => r.json().results.data as { id: number; itemCount: number; items: { id: number }[] });
    const reopened = answers.some((r) => r.statusCode === 200);
    // A reopen and a batch of the same prizes never both succeed.
    expect(reopened && batches.length > 0).toBe(false);
    // No batch shrank after it was made.
    for (const b of batches) expect((await call('GET', `/adminapi/payouts/${b.id}`)).json().results.data.itemCount).toBe(b.itemCount);
    if (reopened) {
      expect(await prizesOf(c.id)).toEqual([]);
      await call('POST', `/adminapi/contests/${c.id}/end`);
      batches.push((await call('POST', '/adminapi/payouts', {})).json().results.data);
    }
    // Each place is in exactly one batch, once.
    const prizes = await prizesOf(c.id);
    expect(prizes.map((p) => p.place).sort()).toEqual([1, 2]);
    const batched = batches.flatMap((b) => b.items.map((i) => i.id)).filter((id) => prizes.some((p) => p.id === id));
    expect(batched.sort((a, b) => a - b)).toEqual(prizes.map((p) => p.id).sort((a, b) => a - b));
    expect(prizes.every((p) => p.payoutBatchId !== null)).toBe(true);
  });

  it('never pays a voided prize nor voids a paid one when reopens race a mark-paid', async () => {
    await settle();
    const c = await endedContest();
    const [first] = (await prizesOf(c.id)).filter((p) => p.place === 1);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 ? call('POST', `/adminapi/contests/${c.id}/reopen`) : call('POST', `/adminapi/contest-payments/${first!.id}/paid`))),
    );
    const marks = answers.filter((_, i) => i % 2 === 0);
    const paid = marks.filter((r) => r.statusCode === 200).length;
    expect(paid).toBeLessThanOrEqual(1);
    const [row] = await t.db.select().from(contestPayments).where(eq(contestPayments.id, first!.id));
    const [contest] = await t.db.select().from(competitions).where(eq(competitions.id, c.id));
    if (paid) {
      expect(row).toMatchObject({ status: 'Paid' });
      expect(contest!.hasEnded).toBe(true);
    } else {
      expect(row).toBeUndefined();
      expect(marks.every((r) => r.statusCode === 404)).toBe(true);
    }
    const mails = (await t.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'payout-paid'))).filter((m) => m.toAddress === first!.contactEmail);
    expect(mails).toHaveLength(paid);
  });

  it('is for the organiser only', async () => {
    const c = await makeContact(t.db);
    const token = await loginAs(t.app, c.email);
    expect((await call('GET', '/adminapi/payouts/owed', undefined, token)).statusCode).toBe(403);
    expect((await call('POST', '/adminapi/payouts', {}, token)).statusCode).toBe(403);
    expect((await call('GET', '/adminapi/payouts/999999')).statusCode).toBe(404);
  });
});

describe('payout CLI commands against a running server', () => {
  let t: TestApp;
  let url: string;
  let admin: { email: string };
  beforeAll(async () => {
    t = await createTestApp('pglite');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    admin = await makeContact(t.db, { contactType: 'admin' });
  });
  afterAll(() => t.close());

  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../admin/cli.ts'), ...args, '--url', url, '--email', admin.email, '--password', TEST_PASSWORD]);

  it('owed, payout-create, payout-csv, payout-paid', async () => {
    const creator = await makeContact(t.db);
    const nobody = await makeContact(t.db);
    await confirmPaymentEmail(t.db, creator.id, `cli.${creator.email}`);
    for (const who of [creator, nobody]) {
      const c = await makeCampaign(t.db, { draftRequired: false, rateCents: 4_200 });
      const h = await makeHandle(t.db, who.id);
      await makeOffer(t.db, { campaignId: c.id, contactId: who.id, contactPlatformId: h.id, rateCents: 4_200 }, [
        'accept',
        { action: 'submitPostUrl', changes: { postUrl: 'https://www.tiktok.com/@x/video/3' } },
        'complete',
      ]);
    }
    const owed = (await cli('owed')).stdout;
    expect(owed).toContain('Payable to confirmed payment emails: $42.00');
    expect(owed).toContain(`→ cli.${creator.email}  $42.00`);
    expect(owed).toMatch(/No confirmed payment email \(not payable\):\n.*→ MISSING EMAIL {2}\$42\.00/);
    const batch = JSON.parse((await cli('payout-create', '--note', 'cli')).stdout);
    expect(batch).toMatchObject({ itemCount: 1, totalCents: 4_200 });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'payout-')), 'b.csv');
    expect((await cli('payout-csv', String(batch.id), '--out', file)).stdout).toContain(file);
    expect(fs.readFileSync(file, 'utf8')).toMatch(new RegExp(`^cli\\.${creator.email.replace(/\./g, '\\.')},42\\.00,USD,CHORUS-B${batch.id}-CP\\d+,`));
    expect(JSON.parse((await cli('payout-paid', String(batch.id))).stdout)).toMatchObject({ status: 'paid' });
    await expect(cli('payout-paid', String(batch.id))).rejects.toMatchObject({ stderr: expect.stringContaining(pm.batchAlreadyPaid) });
  });
});
