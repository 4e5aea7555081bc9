import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignAdminMessages, campaignMessages, organiserMessages } from '@chorus/core';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { transitionOffer } from '../repositories/offer-transitions.ts';
import { confirmPaymentEmail, makeHandle, makeOffer } from '../testing/campaign-admin-factories.ts';
import { makeContact, makeContest, TEST_PASSWORD } from '../testing/factories.ts';
import { makeMember, makeOrganisation, organisationRow, orgContest } from '../testing/org-fixtures.ts';
import { parseMetricsCsv } from './metrics-csv.ts';

const run = promisify(execFile);

describe('metrics CSV', () => {
  it('reads id,likes,views with blanks left unchanged', () => {
    expect(parseMetricsCsv('id,likes,views\n1,10,100\n2,,50\n')).toEqual([
      { id: 1, likes: 10, views: 100 },
      { id: 2, views: 50 },
    ]);
    expect(() => parseMetricsCsv('likes,id\n1,2')).toThrow(/header/);
    expect(() => parseMetricsCsv('id,likes\n1,-3')).toThrow(/Line 2: likes/);
  });

  it('reads followers (and creativityScore) in any order, and refuses a column it does not know', () => {
    expect(parseMetricsCsv('id,followers,creativityScore\n1,52800,\n2,,7\n')).toEqual([
      { id: 1, followers: 52800 },
      { id: 2, creativityScore: 7 },
    ]);
    expect(() => parseMetricsCsv('id,follower\n1,5')).toThrow(/Unknown column follower: .*followers/);
  });
});

describe('admin CLI without a server', () => {
  // Port 9 (discard) on loopback: nothing listens, so any request would fail with "Cannot reach".
  const cli = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), ...args], {
      env: { ...process.env, CHORUS_URL: 'http://127.0.0.1:9' },
    });

  it.each([['help'], ['--help'], ['-h'], []])('prints the help for %j and exits 0', async (...args: string[]) => {
    const { stdout, stderr } = await cli(...args);
    expect(stdout).toMatch(/^Usage: npm run admin -- <command>/);
    expect(stderr).not.toMatch(/Cannot reach/);
  });

  it('refuses an unknown command without contacting the server', async () => {
    const failed = await cli('nope').catch((err: { code: number; stderr: string }) => err);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toMatch(/^Unknown command 'nope'/);
  });
});

// Each call starts a CLI process (node with tsx): a dozen per test on a busy 2-core machine outlast the default 30 s.
describe('admin CLI against a running server', { timeout: 120_000 }, () => {
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
    run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), ...args, '--url', url, '--email', admin.email, '--password', TEST_PASSWORD]);

  it('lists contests, moderates, records metrics from CSV and ends a contest', async () => {
    const c = await makeContest(t.db, { name: 'CLI Contest', kind: 'quick', prizes: ['1st Place $100'] });
    expect((await cli('contests')).stdout).toMatch(/CLI Contest\s+quick\s+active\s+0\/0 approved/);
    const entry = await t.app.inject({ method: 'POST', url: `/publicapi/contests/${c.id}/entries`, payload: { link: 'https://tiktok.com/@cli/video/1', creator: 'cli', email: 'cli@x.test' } });
    const id = entry.json().results.data.id;
    expect(JSON.parse((await cli('approve', String(id))).stdout)).toEqual({ updated: 1 });
    const csv = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cli-')), 'm.csv');
    fs.writeFileSync(csv, `id,likes,views,followers\n${id},4200,99000,18300\n`);
    await cli('metrics', String(c.id), csv);
    const board = await t.app.inject({ method: 'GET', url: `/publicapi/contests/${c.id}/leaderboard` });
    expect(board.json().results.data.rows[0]).toMatchObject({ creator: 'cli', likes: 4200, views: 99000, followers: 18300 });
    const ended = JSON.parse((await cli('end', String(c.id))).stdout);
    expect(ended.payments[0]).toMatchObject({ Amount: 9250, Status: 'To Be Paid', ContactEmail: 'cli@x.test' });
    // The results are final: the organiser sees why, lists what is owed, and reopens to change them.
    await expect(cli('reject', String(id))).rejects.toMatchObject({ stderr: expect.stringContaining(organiserMessages.ended) });
    expect((await cli('payments', '--contest', String(c.id))).stdout).toMatch(/#1\s+\$92\.50\s+To Be Paid\s+cli@x\.test → MISSING EMAIL/);
    await expect(cli('paid', String(ended.payments[0].id))).rejects.toMatchObject({ stderr: expect.stringContaining(organiserMessages.noPaymentEmail) });
    expect(JSON.parse((await cli('reopen', String(c.id))).stdout)).toMatchObject({ voidedPayments: 1, contest: { hasEnded: false } });
    expect(JSON.parse((await cli('reject', String(id))).stdout)).toEqual({ updated: 1 });
    expect(JSON.parse((await cli('end', String(c.id))).stdout)).toEqual({ payments: [] });
  });

  it('with --org SLUG works in that organisation only, over /orgapi, as an organiser login or as staff', async () => {
    const mine = await makeOrganisation(t.db, { name: 'CLI Label' });
    const other = await makeOrganisation(t.db, { name: 'CLI Other' });
    const editor = await makeMember(t.db, mine, 'editor');
    const ours = await orgContest(t.db, mine, { name: 'CLI Ours', kind: 'quick' });
    const theirs = await orgContest(t.db, other, { name: 'CLI Theirs', kind: 'quick' });
    const slug = (await organisationRow(t.db, mine.id)).slug;
    const asEditor = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'cli.ts'), ...args, '--url', url, '--email', editor.email, '--password', TEST_PASSWORD]);
    const listed = (await asEditor('contests', '--org', slug)).stdout;
    expect(listed).toMatch(/CLI Ours/);
    expect(listed).not.toMatch(/CLI Theirs/);
    await expect(asEditor('end', String(theirs.id), '--org', slug)).rejects.toMatchObject({ stderr: expect.stringContaining('404') });
    expect(JSON.parse((await asEditor('end', String(ours.id), '--org', slug)).stdout)).toEqual({ payments: [] });
    await expect(asEditor('contests', '--org', 'not-mine')).rejects.toMatchObject({ stderr: expect.stringContaining("No organisation 'not-mine' among yours") });
    await expect(asEditor('campaigns', '--org', slug)).rejects.toMatchObject({ stderr: expect.stringContaining('is not scoped to one organisation') });
    // Without --org an organiser login is not staff.
    await expect(asEditor('contests')).rejects.toMatchObject({ stderr: expect.stringContaining('403') });
    // Staff may work in any organisation.
    expect((await cli('contests', '--org', slug)).stdout).not.toMatch(/CLI Theirs/);
  });

  it('chooses a judged award’s winner with award, after the end', async () => {
    const c = await makeContest(t.db, { name: 'CLI Award', kind: 'quick', prizes: ['1st Place $100', 'Best Dance $25'] });
    const entry = await t.app.inject({ method: 'POST', url: `/publicapi/contests/${c.id}/entries`, payload: { link: 'https://tiktok.com/@dancer/video/7', creator: 'dancer', email: 'dancer@x.test' } });
    const id = entry.json().results.data.id;
    await cli('approve', String(id));
    await expect(cli('award', String(c.id), String(id), '--award', 'Best Dance')).rejects.toMatchObject({ stderr: expect.stringContaining(organiserMessages.awardNotEnded) });
    expect(JSON.parse((await cli('end', String(c.id))).stdout).payments).toHaveLength(1);
    const won = JSON.parse((await cli('award', String(c.id), String(id), '--award', 'best dance')).stdout);
    expect(won).toMatchObject({ PlaceLabel: 'Best Dance', Amount: 2312, ContactEmail: 'dancer@x.test', Status: 'To Be Paid' });
    // The payments list names the award, not a place: the place first, then the award.
    const listed = (await cli('payments', '--contest', String(c.id))).stdout.trim().split('\n');
    expect(listed).toEqual([
      expect.stringMatching(/contest \d+\s+#1\s+\$92\.50\s+To Be Paid\s+dancer@x\.test → MISSING EMAIL$/),
      expect.stringMatching(/contest \d+\s+Best Dance\s+\$23\.12\s+To Be Paid\s+dancer@x\.test → MISSING EMAIL$/),
      'page 1 of 1',
    ]);
  });

  it('runs a campaign: create, invite, offers, the organiser steps, payments and the sweep', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-'));
    const file = path.join(dir, 'campaign.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ title: 'CLI Campaign', platformId: 4, rateCents: 15_000, brandName: 'CLI Brand', contactName: 'Casey', contactEmail: 'casey@brand.test', boostCode: 'No', draftRequired: true, sections: [{ header: 'Creative Direction', fields: [{ name: 'Concept', value: '<p>Dance</p>' }] }] }),
    );
    const campaign = JSON.parse((await cli('campaign-create', file)).stdout);
    expect(campaign).toMatchObject({ title: 'CLI Campaign', platform: 'TikTok', rateCents: 15_000 });
    fs.writeFileSync(file, JSON.stringify({ rateCents: 20_000 }));
    expect(JSON.parse((await cli('campaign-edit', String(campaign.id), file)).stdout)).toMatchObject({ rateCents: 20_000 });

    const creator = await makeContact(t.db);
    const [a, b] = [await makeHandle(t.db, creator.id), await makeHandle(t.db, creator.id)];
    const invited = JSON.parse((await cli('invite', String(campaign.id), String(a.id), String(b.id), '--rate-cents', '18000')).stdout);
    expect(invited.invited.map((o: { rateCents: number }) => o.rateCents)).toEqual([18_000, 18_000]);
    const again = JSON.parse((await cli('invite', String(campaign.id), String(a.id))).stdout);
    expect(again).toEqual({ invited: [], skipped: [{ contactPlatformId: a.id, reason: campaignAdminMessages.alreadyInvited }] });
    expect((await cli('campaigns')).stdout).toMatch(new RegExp(`${campaign.id}\\s+CLI Campaign\\s+TikTok\\s+\\$200\\.00\\s+draft\\s+invited 2`));
    const listed = (await cli('offers', '--campaign', String(campaign.id), '--state', 'invited')).stdout;
    expect(listed).toContain(`@${a.handle}`);
    expect(listed).toContain(creator.email);
    expect(listed).toMatch(/page 1 of 1/);

    // The creator accepts and sends a draft (their side), the organiser sends it back, then approves the next one.
    const offerId: number = invited.invited[0].id;
    const step = (action: 'accept' | 'submitDraft' | 'submitPostUrl' | 'submitResults') => t.db.transaction((tx) => transitionOffer(tx, { offerId, action, actorContactId: creator.id }));
    await step('accept');
    await step('submitDraft');
    await expect(cli('draft-reject', String(offerId))).rejects.toMatchObject({ stderr: expect.stringContaining('needs --feedback') });
    expect(JSON.parse((await cli('draft-reject', String(offerId), '--feedback', '<p>Louder</p>')).stdout)).toMatchObject({ state: 'draft', feedbackNotes: '<p>Louder</p>' });
    await step('submitDraft');
    expect(JSON.parse((await cli('draft-approve', String(offerId))).stdout)).toMatchObject({ state: 'notify', draftDecision: 'approved' });
    await expect(cli('verify', String(offerId))).rejects.toMatchObject({ stderr: expect.stringContaining(campaignMessages.stale) });
    await step('submitPostUrl');
    await step('submitResults');
    expect(JSON.parse((await cli('verify', String(offerId))).stdout)).toMatchObject({ state: 'completed' });
    expect(JSON.parse((await cli('pull', String(invited.invited[1].id))).stdout)).toMatchObject({ state: 'pulled' });

    const owed = (await cli('campaign-payments', '--campaign', String(campaign.id), '--status', 'Pending')).stdout;
    expect(owed).toMatch(new RegExp(`@${a.handle}\\s+\\$180\\.00\\s+To Be Paid\\s+${creator.email} → MISSING EMAIL`));
    const paymentId = owed.trim().split(/\s+/)[0]!;
    await expect(cli('campaign-paid', paymentId)).rejects.toMatchObject({ stderr: expect.stringContaining(campaignAdminMessages.noPaymentEmail) });
    await confirmPaymentEmail(t.db, creator.id, 'pay@cli.test');
    expect(JSON.parse((await cli('campaign-paid', paymentId)).stdout)).toMatchObject({ status: 'Paid', paymentEmail: 'pay@cli.test' });

    // An invite nobody answered in 48 hours expires when the sweep runs.
    const late = await makeOffer(t.db, { campaignId: campaign.id, contactId: creator.id, contactPlatformId: (await makeHandle(t.db, creator.id)).id, invitedAt: new Date(Date.now() - 49 * 3_600_000) });
    expect(JSON.parse((await cli('sweep')).stdout)).toMatchObject({ expired: 1, failed: 0 });
    expect((await cli('offers', '--state', 'expired', '--contact', String(creator.id))).stdout).toContain(`${late}`);
    // About twenty runs of the CLI, each a process of its own.
  }, 120_000);

  it('says what went wrong, with a non-zero exit', async () => {
    await expect(cli('approve', 'abc')).rejects.toMatchObject({ stderr: expect.stringContaining('numeric ids') });
    await expect(cli('bogus')).rejects.toMatchObject({ stderr: expect.stringContaining("Unknown command 'bogus'") });
  });
});
