import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am, messages, paymentMessages as pm } from '@chorus/core';
import { accountTokens, contacts, mailOutbox, paymentEmails } from '../../db/schema.ts';
import { backgroundOf } from '../../lib/background.ts';
import { managerInvite, rosterCreator } from '../../testing/account-fixtures.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { mailServiceOf } from '../../plugins/mail.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';
import { auth, grantAccess, linkToManager, loginAs, makeContact } from '../../testing/factories.ts';

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
      expect.objectContaining({ email: first, confirmedResponse: 'Pending', activatedDate: null, paymentEmailUid: link.uid, contactPaymentEmailId: link.contactPaymentEmailId, resendEmailInfo: { resendCount: 0, canResend: true } }),
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
    // A confirmed email was activated when it was confirmed (a pending one has no date: issue 24).
    for (const h of after.PaymentEmailHistory) expect(Date.parse(h.activatedDate)).toBeGreaterThan(Date.now() - 60_000);
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
    // The resend keeps the row's first link good too (same choice); the row is confirmed once.
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

  // ---- Only the owner (issue 23): delegates, notices with undo, old links, sign-up ----

  type Link = { token: string; uid: string; contactPaymentEmailId: number };
  const change = (token: string, email: string) => post(token, '/creatorapi/contact/requestchangepaymentinfo', { email });
  const switchInto = async (token: string, contactId: number) =>
    expect((await post(token, '/creatorapi/switch', { contactId })).statusCode).toBe(200);
  const undo = (link: Link) =>
    post(null, `/creatorapi/undoPaymentEmail?token=${encodeURIComponent(link.token)}`, { uid: link.uid, contactPaymentEmailId: link.contactPaymentEmailId });
  const paymentEmailOf = async (token: string) => (await get(token, '/creatorapi/vendor')).json().results.data.ContactInformation.EmailAddress_Payment;
  /** The owner notices queued to `to`, oldest first, each with its undo link. */
  const notices = async (to: string) => {
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.template, 'payment-email-notice')))
      .orderBy(asc(mailOutbox.id));
    return rows.map((r) => {
      const url = new URL(/https?:\/\/\S*undoPaymentEmail\S*/.exec(r.text)![0]);
      expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/undoPaymentEmail`);
      const link: Link = { token: url.searchParams.get('undo_token')!, uid: url.searchParams.get('uid')!, contactPaymentEmailId: Number(url.searchParams.get('contactPaymentEmailId')) };
      return { subject: r.subject, text: r.text, link };
    });
  };
  const mailsTo = async (to: string) => (await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.toAddress, to))).length;
  const liveLinksOf = (contactId: number) =>
    t.db
      .select({ detail: accountTokens.detail })
      .from(accountTokens)
      .where(and(eq(accountTokens.contactId, contactId), eq(accountTokens.purpose, 'payment_email'), isNull(accountTokens.usedAt)));
  const confirmInfoBody = (PaymentEmail: string) => ({ FirstName: 'Del', LastName: 'Egate', Address: '1 Main St', City: 'Austin', StateID: 43, PostalCode: '78701', CountryID: 1, PaymentEmail });

  it('refuses a delegate every change of a creator’s payment email (403 ownerOnly), writing and mailing nothing', async () => {
    const owner = await makeContact(t.db);
    await t.db.insert(paymentEmails).values({ contactId: owner.id, email: `kept.${owner.email}`, status: 'Confirmed', confirmedAt: new Date() });
    const [pending] = await t.db.insert(paymentEmails).values({ contactId: owner.id, email: `pending.${owner.email}`, status: 'Pending' }).returning();
    const grantee = await makeContact(t.db);
    await grantAccess(t.db, owner.id, grantee.id);
    const manager = await makeContact(t.db, { contactType: 'manager' });
    await linkToManager(t.db, manager.id, owner.id);
    const [before] = await t.db.select().from(contacts).where(eq(contacts.id, owner.id));

    for (const delegate of [grantee, manager]) {
      const token = await loginAs(t.app, delegate.email);
      await switchInto(token, owner.id);
      const target = `thief${delegate.id}@evil.test`;
      const refusals = [
        await change(token, target),
        await post(token, '/creatorapi/resend-payment-email', { uid: pending!.uid, contactPaymentEmailId: pending!.id }),
        await post(token, '/creatorapi/confirm-info', confirmInfoBody(target)),
      ];
      for (const res of refusals) {
        expect(res.statusCode).toBe(403);
        expect(res.json().messages).toEqual([messages.auth.ownerOnly]);
      }
      // Confirming the details without touching the payment email is not a change of money: allowed.
      expect((await post(token, '/creatorapi/confirm-info', confirmInfoBody(`kept.${owner.email}`))).statusCode).toBe(200);
      expect(await mailsTo(target)).toBe(0);
    }
    const [after] = await t.db.select().from(contacts).where(eq(contacts.id, owner.id));
    // The refused confirm-info saved nothing; the allowed one did (its name).
    expect(before!.firstName).not.toBe('Del');
    expect(after!.firstName).toBe('Del');
    const rows = await t.db.select().from(paymentEmails).where(eq(paymentEmails.contactId, owner.id));
    expect(rows.map((r) => [r.email, r.status, r.resendCount]).sort()).toEqual([
      [`kept.${owner.email}`, 'Confirmed', 0],
      [`pending.${owner.email}`, 'Pending', 0],
    ]);
    expect(await notices(owner.email)).toEqual([]);

    // A login the manager granted access to is not the manager: refused the roster creator's payment email too.
    const assistant = await makeContact(t.db);
    await grantAccess(t.db, manager.id, assistant.id);
    const noLogin = await rosterCreator(t.db, manager.id, false);
    const token = await loginAs(t.app, assistant.email);
    await switchInto(token, manager.id);
    const res = await post(token, '/creatorapi/manager/creator-payment-email', { ContactID: noLogin.id, ContactUID: noLogin.uid, email: `x.${assistant.email}` });
    expect(res.statusCode).toBe(403);
    expect(res.json().messages).toEqual([messages.auth.ownerOnly]);
    expect(await t.db.select().from(paymentEmails).where(eq(paymentEmails.contactId, noLogin.id))).toEqual([]);
  });

  it('lets a manager set and change the payment email of a roster creator with no login, and refuses one with a login', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const noLogin = await rosterCreator(t.db, manager.id, false);
    const withLogin = await rosterCreator(t.db, manager.id, true);
    const token = await loginAs(t.app, manager.email);
    const set = (c: { id: number; uid: string }, email: string) => post(token, '/creatorapi/manager/creator-payment-email', { ContactID: c.id, ContactUID: c.uid, email });

    const refused = await set(withLogin, `x.${manager.email}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([am.paymentEmailHasLogin]);

    // Switched into the creator with no login, the manager asks for a change: the link goes to the new address
    // and the manager (nobody else acts for that creator) is told, with an undo link.
    const sessionToken = await loginAs(t.app, manager.email);
    await switchInto(sessionToken, noLogin.id);
    const asked = `asked.${manager.email}`;
    expect((await change(sessionToken, asked)).statusCode).toBe(200);
    const link = await nextLink(asked);
    const [notice] = await notices(manager.email);
    expect(notice!.text).toContain(asked);

    // The manager's direct word is a newer confirmed choice: the older link no longer works.
    const direct = `direct.${manager.email}`;
    expect((await set(noLogin, direct)).statusCode).toBe(200);
    const late = await confirm(link);
    expect(late.statusCode).toBe(400);
    expect(late.json().messages).toEqual([pm.linkFailed]);
    expect(await paymentEmailOf(sessionToken)).toBe(direct);

    expect((await change(sessionToken, asked)).statusCode).toBe(200);
    expect((await confirm(await nextLink(asked))).statusCode).toBe(200);
    expect(await paymentEmailOf(sessionToken)).toBe(asked);
  });

  it('tells the owner’s login of every request and confirmation; the undo link takes the change back, once', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const old = `old.${a.email}`;
    expect((await change(token, old)).statusCode).toBe(200);
    expect((await confirm(await nextLink(old))).statusCode).toBe(200);
    const [askedOld, confirmedOld] = await notices(a.email);
    expect(askedOld!.subject).toBe('A change of your Chorus payment email was requested');
    expect(confirmedOld!.subject).toBe('Your Chorus payment email changed');
    expect(confirmedOld!.text).toContain(old);

    // A pending change undone: its link dies, the history forgets it, the payment email stays.
    const unwanted = `unwanted.${a.email}`;
    expect((await change(token, unwanted)).statusCode).toBe(200);
    const unwantedLink = await nextLink(unwanted);
    const requested = (await notices(a.email))[2]!;
    expect(requested.text).toContain(unwanted);
    const undone = await undo(requested.link);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().results.message).toBe(pm.undone(old));
    const dead = await confirm(unwantedLink);
    expect(dead.statusCode).toBe(400);
    expect(dead.json().messages).toEqual([pm.linkFailed]);
    const again = await undo(requested.link);
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([pm.linkFailed]);
    const vendor = (await get(token, '/creatorapi/vendor')).json().results.data;
    expect(vendor.ContactInformation.EmailAddress_Payment).toBe(old);
    expect(vendor.PaymentEmailHistory.map((h: { email: string }) => h.email)).toEqual([old]);

    // A confirmed change undone: the previous confirmed payment email is the payment email again.
    const next = `next.${a.email}`;
    expect((await change(token, next)).statusCode).toBe(200);
    expect((await confirm(await nextLink(next))).statusCode).toBe(200);
    expect(await paymentEmailOf(token)).toBe(next);
    const confirmedNext = (await notices(a.email)).at(-1)!;
    expect(confirmedNext.subject).toBe('Your Chorus payment email changed');
    expect(confirmedNext.text).toContain(`is now ${next} (it was ${old})`);
    const back = await undo(confirmedNext.link);
    expect(back.statusCode).toBe(200);
    expect(back.json().results).toEqual({ success: true, message: pm.undone(old), data: { email: old } });
    expect(await paymentEmailOf(token)).toBe(old);
    // The link's other half must match: another row's id uses nothing.
    const wrong = await undo({ ...askedOld!.link, contactPaymentEmailId: askedOld!.link.contactPaymentEmailId + 1000 });
    expect(wrong.statusCode).toBe(400);
    // The first change undone too: nothing confirmed remains, and payments wait.
    const first = await undo(confirmedOld!.link);
    expect(first.json().results.message).toBe(pm.undone(null));
    expect(await paymentEmailOf(token)).toBeNull();
  });

  it('ends an older link on a newer request, a newer confirmation and a password reset; followed later it fails and the newer choice stays', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const [e1, e2, e3] = [`one.${a.email}`, `two.${a.email}`, `three.${a.email}`];
    await change(token, e1);
    const link1 = await nextLink(e1);
    await change(token, e2);
    const link2 = await nextLink(e2);
    // A newer request: the older link is dead at once (a delegate's earlier request cannot be confirmed later).
    expect(await liveLinksOf(a.id)).toEqual([{ detail: { paymentEmailId: link2.contactPaymentEmailId, uid: link2.uid } }]);
    const stale = await confirm(link1);
    expect(stale.statusCode).toBe(400);
    expect(stale.json().messages).toEqual([pm.linkFailed]);
    expect((await confirm(link2)).statusCode).toBe(200);
    expect((await confirm(link1)).json().messages).toEqual([pm.linkFailed]);
    expect(await paymentEmailOf(token)).toBe(e2);

    // The owner's password reset ends every session and every pending link.
    await change(token, e3);
    const link3 = await nextLink(e3);
    expect((await post(null, '/creatorapi/password-reset', { username: a.email })).statusCode).toBe(200);
    await backgroundOf(t.db).idle(); // the reset's link is written just after its answer
    const [reset] = await t.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, a.email), eq(mailOutbox.template, 'password-reset')));
    const resetUrl = new URL(/https?:\/\/\S+/.exec(reset!.text)![0]);
    const done = await post(null, `/creatorapi/magic-link/verify?${resetUrl.searchParams}`, { newPassword: 'Brand-new-pass1!', confirmPassword: 'Brand-new-pass1!' });
    expect(done.statusCode).toBe(200);
    const late = await confirm(link3);
    expect(late.statusCode).toBe(400);
    expect(late.json().messages).toEqual([pm.linkFailed]);
    const fresh = await loginAs(t.app, a.email, 'Brand-new-pass1!');
    expect(await paymentEmailOf(fresh)).toBe(e2);
  });

  it('mails the confirmation of the payment email given at creator sign-up and manager onboarding', async () => {
    const n = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const pay = `signup.pay${n}@example.test`;
    const signup = await post(null, '/creatorapi/contact/savecreator', {
      isManager: false,
      username: `signup${n}@example.test`,
      password: 'Joined-today-1',
      passwordConfirm: 'Joined-today-1',
      firstName: 'Nia',
      lastName: 'Newton',
      addressLine1: '1 Main St',
      city: 'Austin',
      stateId: 43,
      postalCode: '78701',
      countryId: 1,
      paymentEmail: pay,
      mobilePhone: '512-555-0100',
      birthday: '1999-04-05',
      genderIdentityId: 3,
      sexualOrientationId: 1,
      profileArray: [{ handle: `@signup${n}`, platformId: 4, followers: 1200, rate: '$10.00', brandRate: '$20.00' }],
    });
    expect(signup.statusCode).toBe(200);
    const mail = await smtp.nextMail(pay);
    expect(mail.subject).toBe('Confirm your Chorus payment email');
    const ok = await confirm(linkOf(mail.text));
    expect(ok.json().results.message).toBe(pm.confirmed(pay));
    const [row] = await t.db.select().from(paymentEmails).where(eq(paymentEmails.email, pay));
    expect(row!.status).toBe('Confirmed');

    const invite = await managerInvite(t.db);
    const bossPay = `boss.pay${n}@example.test`;
    const onboarded = await post(null, '/creatorapi/contact/savemanager', {
      ...invite,
      primaryEmail: `boss${n}@example.test`,
      password: 'Joined-today-1',
      passwordConfirm: 'Joined-today-1',
      firstName: 'Mo',
      lastName: 'Manager',
      paymentEmail: bossPay,
      primaryPhone: '+1 555 0100',
      company: 'Roster Co',
      AllowText: false,
      creators: [
        {
          firstName: 'Rory',
          lastName: 'Roster',
          addressLine1: '2 Side St',
          city: 'Toronto',
          stateId: 60,
          stateOther: '',
          postalCode: 'M5V 2T6',
          countryId: 2,
          birthday: '2004-03-04',
          genderId: 2,
          sexualOrientationId: 1,
          contactPlatforms: [{ platform: 4, handle: `@rory${n}`, songRate: '$5.00', brandRate: '$8.50' }],
        },
      ],
    });
    expect(onboarded.statusCode).toBe(200);
    expect((await confirm(await nextLink(bossPay))).json().results.message).toBe(pm.confirmed(bossPay));
  });

  /** The confirmation link in a mail's text (for a mail already taken from the test SMTP). */
  function linkOf(text: string): Link {
    const url = new URL(/https?:\/\/\S+/.exec(text)![0]);
    return { token: url.searchParams.get('payment_token')!, uid: url.searchParams.get('uid')!, contactPaymentEmailId: Number(url.searchParams.get('contactPaymentEmailId')) };
  }

  it('keeps one live link, the newest, when 10 requests arrive at once', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const emails = Array.from({ length: 10 }, (_, i) => `many${i}.${a.email}`);
    const answers = await Promise.all(emails.map((e) => change(token, e)));
    expect(answers.map((r) => r.statusCode)).toEqual(emails.map(() => 200));
    const rows = await t.db.select().from(paymentEmails).where(eq(paymentEmails.contactId, a.id));
    const newest = Math.max(...rows.map((r) => r.id));
    expect((await liveLinksOf(a.id)).map((l) => (l.detail as { paymentEmailId: number }).paymentEmailId)).toEqual([newest]);
  });

  it('a confirmation racing a newer request or the undo never leaves the older choice in place', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    for (let round = 0; round < 5; round++) {
      const older = `older${round}.${a.email}`;
      const newer = `newer${round}.${a.email}`;
      await change(token, older);
      const olderLink = await nextLink(older);
      const [confirmed, asked] = await Promise.all([confirm(olderLink), change(token, newer)]);
      expect([200, 400]).toContain(confirmed.statusCode);
      expect(asked.statusCode).toBe(200);
      // Whichever came first, the newer request's link works and makes the newer choice the payment email.
      expect((await confirm(await nextLink(newer))).statusCode).toBe(200);
      expect(await paymentEmailOf(token)).toBe(newer);
    }
    const settled = await paymentEmailOf(token);
    for (let round = 0; round < 5; round++) {
      const unwanted = `race${round}.${a.email}`;
      await change(token, unwanted);
      const link = await nextLink(unwanted);
      const { link: undoLink } = (await notices(a.email)).at(-1)!;
      const [confirmed, undone] = await Promise.all([confirm(link), undo(undoLink)]);
      expect([200, 400]).toContain(confirmed.statusCode);
      expect(undone.statusCode).toBe(200);
      expect(undone.json().results.message).toBe(pm.undone(settled));
      expect(await paymentEmailOf(token)).toBe(settled);
    }
  });
});
