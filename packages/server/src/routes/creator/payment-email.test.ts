import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentMessages as pm } from '@chorus/core';
import { accountTokens, mailOutbox, paymentEmails } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { mailServiceOf } from '../../plugins/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';

const PUBLIC_URL = 'https://portal.chorus.test';

describe.each(dbKinds)('payment email on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL });
    // Under NODE_ENV=test the worker waits to be started: this suite wants the real delivery.
    mailServiceOf(t.db).start();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (token: string | null, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: token ? auth(token) : {}, payload });
  /** The confirmation link of the next mail to `to`, delivered by the real worker over SMTP. */
  const nextLink = async (to: string) => {
    const mail = await smtp.nextMail(to);
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/confirmPaymentEmail`);
    return { token: url.searchParams.get('payment_token')!, uid: url.searchParams.get('uid')!, contactPaymentEmailId: Number(url.searchParams.get('contactPaymentEmailId')) };
  };
  const confirm = (link: { token: string; uid: string; contactPaymentEmailId: number }, token: string | null = null) =>
    post(token, `/creatorapi/confirmPaymentEmail?token=${encodeURIComponent(link.token)}`, { uid: link.uid, isEmailConfirmed: true, contactPaymentEmailId: link.contactPaymentEmailId });

  it('confirms a new payment email from the emailed link, once, without a session; older confirmed ones stay in the history', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const first = `first.${a.email}`;
    const second = `second.${a.email}`;
    expect((await get(token, '/creatorapi/vendor')).json().results.data).toEqual({ ContactInformation: { EmailAddress_Payment: null }, PaymentEmailHistory: [] });

    const asked = await post(token, '/creatorapi/contact/requestchangepaymentinfo', { email: first.toUpperCase() });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().results.data).toEqual({ message: pm.checkEmail(first), notification_message_info: pm.notificationInfo });
    const link = await nextLink(first);
    const pending = (await get(token, '/creatorapi/vendor')).json().results.data;
    expect(pending.ContactInformation.EmailAddress_Payment).toBeNull();
    expect(pending.PaymentEmailHistory).toEqual([
      expect.objectContaining({ email: first, confirmedResponse: 'Pending', paymentEmailUid: link.uid, contactPaymentEmailId: link.contactPaymentEmailId, resendEmailInfo: { resendCount: 0, canResend: true } }),
    ]);
    // Only the hash is stored.
    const rows = await t.db.select().from(accountTokens).where(eq(accountTokens.purpose, 'payment_email'));
    expect(rows.some((r) => r.tokenHash === link.token)).toBe(false);

    const ok = await confirm(link);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results.message).toBe(pm.confirmed(first));
    const again = await confirm(link);
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([pm.linkFailed]);
    expect((await get(token, '/creatorapi/vendor')).json().results.data.ContactInformation.EmailAddress_Payment).toBe(first);

    await post(token, '/creatorapi/contact/requestchangepaymentinfo', { email: second });
    expect((await confirm(await nextLink(second))).statusCode).toBe(200);
    const after = (await get(token, '/creatorapi/vendor')).json().results.data;
    expect(after.ContactInformation.EmailAddress_Payment).toBe(second);
    expect(after.PaymentEmailHistory.map((h: { email: string; confirmedResponse: string }) => [h.email, h.confirmedResponse])).toEqual([
      [second, 'Confirmed'],
      [first, 'Confirmed'],
    ]);
    const same = await post(token, '/creatorapi/contact/requestchangepaymentinfo', { email: second });
    expect(same.statusCode).toBe(409);
    expect(same.json().messages).toEqual([pm.alreadyConfirmed]);
  });

  it('refuses an invalid email with the spec’s message, and a link whose body names another row', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const bad = await post(token, '/creatorapi/contact/requestchangepaymentinfo', { email: 'not an email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual([pm.invalidEmail]);
    await post(token, '/creatorapi/contact/requestchangepaymentinfo', { email: `x.${a.email}` });
    const link = await nextLink(`x.${a.email}`);
    const wrongRow = await confirm({ ...link, contactPaymentEmailId: link.contactPaymentEmailId + 1000 });
    expect(wrongRow.statusCode).toBe(400);
    expect(wrongRow.json().messages).toEqual([pm.linkFailed]);
    // The refused attempt used nothing: the right body still confirms.
    expect((await confirm(link)).statusCode).toBe(200);
  });

  it('refuses an expired link', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    await post(token, '/creatorapi/contact/requestchangepaymentinfo', { email: `late.${a.email}` });
    const link = await nextLink(`late.${a.email}`);
    await t.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accountTokens.contactId, a.id));
    const res = await confirm(link);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([pm.linkFailed]);
    const [row] = await t.db.select().from(paymentEmails).where(eq(paymentEmails.contactId, a.id));
    expect(row!.status).toBe('Pending');
  });

  it('resends once under 50 parallel requests: one 200, one more mail, the rest 409', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const email = `resend.${a.email}`;
    await post(token, '/creatorapi/contact/requestchangepaymentinfo', { email });
    const link = await nextLink(email);
    const body = { uid: link.uid, contactPaymentEmailId: link.contactPaymentEmailId };
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(token, '/creatorapi/resend-payment-email', body)));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(answers.find((r) => r.statusCode === 409)!.json().messages).toEqual([pm.resendUsed]);
    const mails = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, 'payment-email')));
    expect(mails).toHaveLength(2);
    const resent = await nextLink(email);
    const history = (await get(token, '/creatorapi/vendor')).json().results.data.PaymentEmailHistory;
    expect(history[0].resendEmailInfo).toEqual({ resendCount: 1, canResend: false });
    // Either link confirms; the row is confirmed once.
    expect((await confirm(resent)).statusCode).toBe(200);
    expect((await confirm(link)).statusCode).toBe(400);
  });

  it('never lets a creator resend or confirm another creator’s row', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const tokenA = await loginAs(t.app, a.email);
    const tokenB = await loginAs(t.app, b.email);
    await post(tokenB, '/creatorapi/contact/requestchangepaymentinfo', { email: `b.${b.email}` });
    const linkB = await nextLink(`b.${b.email}`);
    const res = await post(tokenA, '/creatorapi/resend-payment-email', { uid: linkB.uid, contactPaymentEmailId: linkB.contactPaymentEmailId });
    expect(res.statusCode).toBe(404);
    expect((await get(tokenA, '/creatorapi/vendor')).json().results.data.PaymentEmailHistory).toEqual([]);
    await post(tokenA, '/creatorapi/contact/requestchangepaymentinfo', { email: `a.${a.email}` });
    const linkA = await nextLink(`a.${a.email}`);
    // A's token with B's row: refused, and B's row stays Pending.
    expect((await confirm({ ...linkA, uid: linkB.uid, contactPaymentEmailId: linkB.contactPaymentEmailId }, tokenA)).statusCode).toBe(400);
    const [rowB] = await t.db.select().from(paymentEmails).where(eq(paymentEmails.contactId, b.id));
    expect(rowB!.status).toBe('Pending');
    expect((await t.app.inject({ method: 'GET', url: '/creatorapi/vendor' })).statusCode).toBe(401);
  });
});
