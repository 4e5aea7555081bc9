import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserMessages } from '@chorus/core';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { makeContact, makeContest, TEST_PASSWORD } from '../testing/factories.ts';
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

describe('admin CLI against a running server', () => {
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

  it('says what went wrong, with a non-zero exit', async () => {
    await expect(cli('approve', 'abc')).rejects.toMatchObject({ stderr: expect.stringContaining('numeric ids') });
    await expect(cli('bogus')).rejects.toMatchObject({ stderr: expect.stringContaining("Unknown command 'bogus'") });
  });
});
