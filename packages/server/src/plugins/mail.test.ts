import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../db/schema.ts';
import { renderMail } from '../lib/mail-templates.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { startTestSmtp, type TestSmtp } from '../testing/smtp.ts';
import { createMailWorker, enqueueMail, mailServiceOf, retryDelayMs } from './mail.ts';

const mailOf = (t: TestApp) => mailServiceOf(t.db);

const PUBLIC_URL = 'https://portal.chorus.example';

const message = (to: string, n = 0) =>
  renderMail(PUBLIC_URL, {
    to,
    template: 'test',
    subject: `Hello ${n}`,
    heading: 'A heading',
    paragraphs: ['First paragraph.'],
    action: { label: 'Open', path: `/reset-password?magic_token=abc${n}&magic_token_uid=${n}` },
  });

let seq = 0;
const address = () => `someone${++seq}.${Math.random().toString(36).slice(2, 8)}@mail.test`;

describe('retry delays', () => {
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 30_000, 3_600_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(12, 30_000, 3_600_000)).toBe(3_600_000);
  });
});

describe.each(dbKinds)('mail outbox and worker on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL });
    mailOf(t).start();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  afterEach(() => smtp.up());

  it('delivers a committed change’s mail through SMTP with both parts and an absolute link', async () => {
    const to = address();
    await t.db.transaction((tx) => enqueueMail(tx, message(to, 1)));
    mailOf(t).wake();
    const got = await smtp.nextMail(to);
    expect(got.subject).toBe('Hello 1');
    expect(got.from).toBe('no-reply@chorus.local');
    expect(got.text).toContain(`${PUBLIC_URL}/reset-password?magic_token=abc1&magic_token_uid=1`);
    expect(got.html).toContain(`href="${PUBLIC_URL}/reset-password?magic_token=abc1&amp;magic_token_uid=1"`);
    expect(got.html).toContain('Chorus');
    await vi.waitFor(async () => {
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      expect(row?.sentAt).toBeInstanceOf(Date);
    });
  });

  it('sends nothing for a transaction that rolled back', async () => {
    const to = address();
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueMail(tx, message(to));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await mailOf(t).drain();
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to))).toEqual([]);
    expect(smtp.received.some((m) => m.to.includes(to))).toBe(false);
  });

  it('keeps mail while SMTP is down, backs off, and delivers once it is back', async () => {
    await mailOf(t).stop();
    const worker = createMailWorker(t.db, { smtpUrl: smtp.url, from: 'Chorus <no-reply@chorus.local>', baseDelayMs: 60_000 });
    try {
      const to = address();
      await enqueueMail(t.db, message(to));
      await smtp.down();
      expect(await worker.drain()).toBe(0);
      const [failed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      expect(failed).toMatchObject({ sentAt: null, attempts: 1 });
      expect(failed!.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Backing off: not due for a minute, so another round does not try it.
      expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
      expect(await worker.drain()).toBe(0);
      expect((await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)))[0]!.attempts).toBe(1);

      await smtp.up();
      // The retry falls due (as if the minute had passed).
      await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.toAddress, to));
      expect(await worker.drain()).toBe(1);
      expect((await smtp.nextMail(to)).subject).toBe('Hello 0');
      const [sent] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      expect(sent!.sentAt).toBeInstanceOf(Date);
    } finally {
      await worker.stop();
      mailOf(t).start();
    }
  });

  it('gives a message up after the last attempt, keeping it with its error', async () => {
    await mailOf(t).stop();
    const worker = createMailWorker(t.db, { smtpUrl: smtp.url, from: 'x@chorus.local', baseDelayMs: 1, maxDelayMs: 1, maxAttempts: 2 });
    try {
      const to = address();
      await enqueueMail(t.db, message(to));
      await smtp.down();
      await worker.drain();
      await vi.waitFor(async () => {
        await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.toAddress, to));
        await worker.drain();
        const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
        expect(row!.attempts).toBe(2);
      });
      await smtp.up();
      await t.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.toAddress, to));
      expect(await worker.drain()).toBe(0);
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      expect(row).toMatchObject({ sentAt: null, attempts: 2 });
      expect(row!.lastError).toBeTruthy();
      // Out of the way of the next test's workers (whose limit is higher).
      await t.db.delete(mailOutbox).where(eq(mailOutbox.toAddress, to));
    } finally {
      await worker.stop();
      mailOf(t).start();
    }
  });

  it('never sends one message twice when several workers run at once', async () => {
    await mailOf(t).stop();
    const workers = [1, 2, 3].map(() => createMailWorker(t.db, { smtpUrl: smtp.url, from: 'x@chorus.local', batch: 3 }));
    try {
      const to = address();
      const n = 24;
      for (let i = 0; i < n; i++) await enqueueMail(t.db, message(to, 100 + i));
      const counts = await Promise.all(workers.map((w) => w.drain()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(n);
      const subjects = smtp.received.filter((m) => m.to.includes(to)).map((m) => m.subject);
      expect(subjects).toHaveLength(n);
      expect(new Set(subjects).size).toBe(n);
      const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
      expect(rows.every((r) => r.sentAt && r.attempts === 0)).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      mailOf(t).start();
    }
  });

  it('delivers each message once with a slow SMTP server and two workers, though a round outlasts the lease', async () => {
    await mailOf(t).stop();
    // Each message takes 250 ms to be accepted: a round of 20 takes 5 s, past the 3 s lease.
    const slow = await startTestSmtp({ delayMs: 250 });
    const workers = [1, 2].map(() => createMailWorker(t.db, { smtpUrl: slow.url, from: 'x@chorus.local', leaseMs: 3_000, pollMs: 50 }));
    try {
      const to = Array.from({ length: 25 }, () => address());
      for (const [i, a] of to.entries()) await enqueueMail(t.db, message(a, 200 + i));
      for (const w of workers) w.start();
      await vi.waitFor(
        async () => {
          const rows = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, to));
          expect(rows.filter((r) => r.sentAt)).toHaveLength(to.length);
        },
        { timeout: 120_000, interval: 200 },
      );
      // Stopping waits for the rounds in flight: any second delivery would have arrived by now.
      await Promise.all(workers.map((w) => w.stop()));
      for (const a of to) expect(slow.received.filter((m) => m.to.includes(a))).toHaveLength(1);
      const rows = await t.db.select().from(mailOutbox).where(inArray(mailOutbox.toAddress, to));
      expect(rows.every((r) => r.attempts === 0 && r.lastError === null)).toBe(true);
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
      await slow.close();
      mailOf(t).start();
    }
  }, 180_000);
});

describe('without SMTP_URL: the local mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Asked for explicitly (no demo data): tests and tools turn it on this way.
    t = await createTestApp('pglite', { DEV_MAILBOX: 'true', PUBLIC_URL });
  });
  afterAll(() => t.close());

  it('counts mail as delivered and lists it at /dev/mailbox, newest first, with its links', async () => {
    const a = address();
    const b = address();
    await enqueueMail(t.db, message(a, 7));
    await enqueueMail(t.db, renderMail(PUBLIC_URL, { to: b, template: 't', subject: '<b>Bold</b> & co', heading: 'h', paragraphs: [] }));
    await mailOf(t).drain();
    const rows = await t.db.select().from(mailOutbox).where(sql`${mailOutbox.toAddress} in (${a}, ${b})`);
    expect(rows.every((r) => r.sentAt)).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/text\/html/);
    expect(list.body.indexOf(b)).toBeLessThan(list.body.indexOf(a));
    expect(list.body).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; co');
    expect(list.body).not.toContain('<b>Bold</b>');
    expect(list.body).toContain(`href="${PUBLIC_URL}/reset-password?magic_token=abc7&amp;magic_token_uid=7"`);

    const id = rows.find((r) => r.toAddress === a)!.id;
    const one = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('A heading');
    expect(one.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(one.headers['content-security-policy']).not.toMatch(/script-src/);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/999999' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/mailbox/abc' })).statusCode).toBe(404);
  });
});

describe('the mailbox when off', () => {
  it.each([
    ['in production, even with demo data', { NODE_ENV: 'production', DEMO_DATA: 'true' }],
    ['in production, even when asked for', { NODE_ENV: 'production', DEV_MAILBOX: 'true' }],
    ['without demo data', { NODE_ENV: 'test', DEMO_DATA: 'false' }],
    // A deployer's start: NODE_ENV left unset (development), no demo data, a real SMTP server.
    ['for a deployer who leaves NODE_ENV unset', { NODE_ENV: 'development', DEMO_DATA: 'false', SMTP_URL: 'smtp://127.0.0.1:9' }],
    ['with demo data when turned off', { NODE_ENV: 'development', DEMO_DATA: 'true', DEV_MAILBOX: 'false' }],
  ])('answers 404 %s', async (_what, env) => {
    const t = await createTestApp('pglite', env);
    try {
      await enqueueMail(t.db, message(address()));
      const [{ id } = { id: 0 }] = await t.db.select({ id: mailOutbox.id }).from(mailOutbox);
      for (const url of ['/dev/mailbox', `/dev/mailbox/${id}`]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Hello');
      }
    } finally {
      await t.close();
    }
  });
});
