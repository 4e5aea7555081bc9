import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, organiserMessages } from '@chorus/core';
import { accountTokens, contacts, contestPayments, mailOutbox, paymentEmails, posts } from '../../db/schema.ts';
import { backgroundOf } from '../../lib/background.ts';
import { issueTokenWithId, queueAccountConfirmation } from '../../repositories/account-tokens.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, loginAs, makeContact, makeContest, TEST_PASSWORD } from '../../testing/factories.ts';

const PUBLIC_URL = 'https://portal.chorus.example';
const m = messages.accountLinks;
const NEW_PASSWORD = 'Brand-new-pass1!';

describe.each(dbKinds)('emailed links on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL });
  });
  afterAll(() => t.close());

  // A password reset is queued just after its answer (lib/background.ts): wait for that work first.
  const mailTo = async (email: string) => {
    await backgroundOf(t.db).idle();
    return t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id));
  };
  /** The link in the latest mail to `email`, absolute on PUBLIC_URL. */
  const linkIn = async (email: string) => {
    const [mail] = await mailTo(email);
    const href = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (!href) throw new Error(`no link in the mail to ${email}`);
    return new URL(href);
  };
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
  const verify = (link: URL, body?: object) => {
    const q = new URLSearchParams({ magic_token: link.searchParams.get('magic_token')!, magic_token_uid: link.searchParams.get('magic_token_uid')! });
    return post(`/creatorapi/magic-link/verify?${q}`, body);
  };
  const login = (email: string, password: string) => post('/creatorapi/auth/login', { username: email, password });

  describe('password reset', () => {
    it('answers the same whether or not the email has an account, and mails only an account', async () => {
      const c = await makeContact(t.db);
      const gone = await makeContact(t.db, { deactivatedAt: new Date() });
      const nobody = `nobody.${Date.now()}@test.chorus`;
      const answers = [];
      for (const username of [c.email, nobody, gone.email]) {
        const res = await post('/creatorapi/password-reset', { username });
        expect(res.statusCode).toBe(200);
        answers.push(res.body);
      }
      expect(new Set(answers).size).toBe(1);
      expect(JSON.parse(answers[0]!)).toEqual({ results: { success: true, message: m.resetSent } });
      expect(await mailTo(c.email)).toHaveLength(1);
      expect(await mailTo(nobody)).toHaveLength(0);
      expect(await mailTo(gone.email)).toHaveLength(0);

      const link = await linkIn(c.email);
      expect(link.origin).toBe(PUBLIC_URL);
      expect(link.pathname).toBe('/reset-password');
      const [mail] = await mailTo(c.email);
      expect(mail!.template).toBe('password-reset');
      expect(mail!.html).toContain('Reset my password');
      // Only the token's hash is stored.
      const [row] = await t.db.select().from(accountTokens).where(eq(accountTokens.id, Number(link.searchParams.get('magic_token_uid'))));
      expect(row!.tokenHash).not.toContain(link.searchParams.get('magic_token'));
      expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(3_600_000);
    });

    it('answers before it looks the email up, so its time cannot tell accounts apart', async () => {
      const c = await makeContact(t.db);
      // The accounts table is locked until the answers are in: an answer that waited for the lookup would never come.
      const answers = await t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table credentials in access exclusive mode`);
        return Promise.all([c.email, `nobody.${Date.now()}@test.chorus`].map((username) => post('/creatorapi/password-reset', { username })));
      });
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(answers[0]!.body).toBe(answers[1]!.body);
      expect(await mailTo(c.email)).toHaveLength(1);
    });

    it('refuses a malformed email with the spec’s message', async () => {
      const res = await post('/creatorapi/password-reset', { username: 'not-an-email' });
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual([messages.email.invalid]);
    });

    it('verifies the link without using it, then resets once: old password and sessions end', async () => {
      const c = await makeContact(t.db);
      const oldSession = await loginAs(t.app, c.email);
      await post('/creatorapi/password-reset', { username: c.email });
      const link = await linkIn(c.email);

      for (let i = 0; i < 2; i++) {
        const checked = await verify(link);
        expect(checked.statusCode).toBe(200);
        expect(checked.json()).toMatchObject({ success: true, data: [{ success: true }], token: null, message: m.linkVerified });
        expect(checked.json().redirect_url).toBe(`/reset-password?${link.searchParams}`);
      }

      const reset = await verify(link, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
      expect(reset.statusCode).toBe(200);
      expect(reset.json()).toEqual({
        success: true,
        data: [{ success: true }],
        token: null,
        redirect_url: '/login?reset_success=true',
        message: messages.login.resetSuccess,
      });

      expect((await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: auth(oldSession) })).statusCode).toBe(401);
      expect((await login(c.email, TEST_PASSWORD)).statusCode).toBe(401);
      expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await verify(link, { newPassword: 'Another-pass1!', confirmPassword: 'Another-pass1!' });
      expect(again.statusCode).toBe(400);
      expect(again.json().messages).toEqual([m.invalidResetLink]);
      const recheck = await verify(link);
      expect(recheck.statusCode).toBe(400);
      expect(recheck.json().messages).toEqual([m.magicFailed]);
      expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('checks every reset rule with its message and uses nothing on a refusal', async () => {
      const c = await makeContact(t.db);
      await post('/creatorapi/password-reset', { username: c.email });
      const link = await linkIn(c.email);
      const cases: [object, string[]][] = [
        [{ newPassword: '', confirmPassword: '' }, [m.password.required, m.password.confirmationRequired]],
        [{ newPassword: 'Ab1!' , confirmPassword: 'Ab1!' }, [m.password.minLength]],
        [{ newPassword: 'abcdefg1!', confirmPassword: 'abcdefg1!' }, [m.password.pattern]],
        [{ newPassword: 'Abcdefgh1', confirmPassword: 'Abcdefgh1' }, [m.password.pattern]],
        [{ newPassword: 'Abcdefgh!', confirmPassword: 'Abcdefgh!' }, [m.password.pattern]],
        [{ newPassword: NEW_PASSWORD }, [m.password.confirmationRequired]],
        [{ newPassword: NEW_PASSWORD, confirmPassword: `${NEW_PASSWORD}x` }, [m.password.mismatch]],
      ];
      for (const [body, expected] of cases) {
        const res = await verify(link, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().messages).toEqual(expected);
      }
      expect((await verify(link)).statusCode).toBe(200);
    });

    it('needs the pair: a right token with another uid uses nothing; an expired link fails', async () => {
      const c = await makeContact(t.db);
      await post('/creatorapi/password-reset', { username: c.email });
      const link = await linkIn(c.email);
      const forged = new URL(link);
      forged.searchParams.set('magic_token_uid', String(Number(link.searchParams.get('magic_token_uid')) + 1000));
      for (const uid of [forged, new URL(`${PUBLIC_URL}/reset-password?magic_token=${link.searchParams.get('magic_token')}&magic_token_uid=x1`)]) {
        const res = await verify(uid, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
        expect(res.statusCode).toBe(400);
        expect(res.json().messages).toEqual([m.invalidResetLink]);
      }
      expect((await verify(link)).statusCode).toBe(200);

      await t.db.update(accountTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(accountTokens.id, Number(link.searchParams.get('magic_token_uid'))));
      expect((await verify(link)).json().messages).toEqual([m.magicFailed]);
      expect((await verify(link, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).json().messages).toEqual([m.invalidResetLink]);
      expect((await login(c.email, TEST_PASSWORD)).statusCode).toBe(200);
    });

    it('lets only one of two racing resets with the same link through', async () => {
      const c = await makeContact(t.db);
      await post('/creatorapi/password-reset', { username: c.email });
      const link = await linkIn(c.email);
      const [a, b] = await Promise.all([
        verify(link, { newPassword: 'First-pass-1!', confirmPassword: 'First-pass-1!' }),
        verify(link, { newPassword: 'Second-pass-1!', confirmPassword: 'Second-pass-1!' }),
      ]);
      expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 400]);
      const winner = a!.statusCode === 200 ? 'First-pass-1!' : 'Second-pass-1!';
      expect((await login(c.email, winner)).statusCode).toBe(200);
    });

    it('ends with a password change: a reset link mailed before it neither signs in nor sets a password', async () => {
      const c = await makeContact(t.db);
      await post('/creatorapi/password-reset', { username: c.email });
      const link = await linkIn(c.email);
      const session = (await login(c.email, TEST_PASSWORD)).json().data.token as string;
      const changed = await post('/creatorapi/change-password', { originalPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }, { 'x-api-key': session });
      expect(changed.statusCode).toBe(200);
      expect((await verify(link)).json().messages).toEqual([m.magicFailed]);
      expect((await verify(link, { newPassword: 'Taken-over-1!', confirmPassword: 'Taken-over-1!' })).json().messages).toEqual([m.invalidResetLink]);
      expect((await login(c.email, 'Taken-over-1!')).statusCode).toBe(401);
      expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('magic links', () => {
    it('signs in once and sends the user to the link’s target', async () => {
      const c = await makeContact(t.db);
      const link = await issueTokenWithId(t.db, { purpose: 'magic_link', contactId: c.id, detail: { redirect: '/payments' }, ttlMs: 3_600_000 });
      const url = new URL(`${PUBLIC_URL}/route?magic_token=${link.token}&magic_token_uid=${link.id}`);
      const res = await verify(url);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ success: true, data: [{ success: true }], redirect_url: '/payments', message: m.signedIn });
      expect(String(res.headers['set-cookie'])).toMatch(/chorus_token=.*HttpOnly/i);
      const check = await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: auth(body.token) });
      expect(check.json().results.contactDetail.contactID).toBe(c.id);

      const again = await verify(url);
      expect(again.statusCode).toBe(400);
      expect(again.json().messages).toEqual([m.magicFailed]);
    });

    it('proves the login email: the anonymous entries under it become the account’s, a stranger’s stay theirs', async () => {
      const contest = await makeContest(t.db, { kind: 'direct', name: 'Signed in by link' });
      const c = await makeContact(t.db);
      const stranger = `stranger.${Date.now()}@fans.test`;
      const enter = (email: string, n: number) =>
        post(`/publicapi/contests/${contest.id}/entries`, { link: `https://www.tiktok.com/@ml${n}/video/${n}${Date.now()}`, creator: `ml${n}`, email });
      const mine = (await enter(c.email, 1)).json().results.data.id as number;
      const theirs = (await enter(stranger, 2)).json().results.data.id as number;
      const entriesOf = async (token: string) => {
        const res = await t.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(token) });
        return [...Object.values(res.json().results.Active), ...Object.values(res.json().results.Past)].flat().map((e) => (e as { id: number }).id);
      };
      // Typing someone's email into an entry proves nothing: not theirs yet.
      expect(await entriesOf(await loginAs(t.app, c.email))).not.toContain(mine);

      const link = await issueTokenWithId(t.db, { purpose: 'magic_link', contactId: c.id, ttlMs: 3_600_000 });
      const res = await verify(new URL(`${PUBLIC_URL}/route?magic_token=${link.token}&magic_token_uid=${link.id}`));
      expect(res.json()).toMatchObject({ success: true, message: m.signedIn });
      const seen = await entriesOf(res.json().token);
      expect(seen).toContain(mine);
      expect(seen).not.toContain(theirs);
      const [row] = await t.db.select({ at: posts.emailVerifiedAt }).from(posts).where(eq(posts.id, theirs));
      expect(row!.at).toBeNull();
    });

    it('never redirects off the portal', async () => {
      const c = await makeContact(t.db);
      const link = await issueTokenWithId(t.db, { purpose: 'magic_link', contactId: c.id, detail: { redirect: '//evil.example/x' }, ttlMs: 3_600_000 });
      const res = await verify(new URL(`${PUBLIC_URL}/route?magic_token=${link.token}&magic_token_uid=${link.id}`));
      expect(res.json().redirect_url).toBe('/dashboard');
    });
  });

  describe('account confirmation', () => {
    it('an unconfirmed account cannot sign in until its link is used; the link works once', async () => {
      const c = await makeContact(t.db, { emailConfirmedAt: null });
      await t.db.transaction((tx) => queueAccountConfirmation(tx, PUBLIC_URL, { id: c.id, email: c.email, firstName: 'Jo' }));
      const link = await linkIn(c.email);
      expect(link.pathname).toBe('/confirm');
      expect(link.searchParams.get('contactId')).toBe(String(c.id));

      const refused = await login(c.email, TEST_PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().messages).toEqual([m.unconfirmed]);
      // A wrong password says nothing about confirmation.
      expect((await login(c.email, 'Wrong-pass-1!')).json().messages).toEqual([messages.login.invalidCredentials]);

      const wrongContact = await post('/creatorapi/confirm-account', { contactId: c.id + 1, uid: link.searchParams.get('uid') });
      expect(wrongContact.statusCode).toBe(400);
      expect(wrongContact.json().messages).toEqual([m.confirmFailed]);

      const ok = await post('/creatorapi/confirm-account', { contactId: String(c.id), uid: link.searchParams.get('uid') });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ results: { success: true, message: { Url: '/login?confirmation=true' } } });
      const [row] = await t.db.select({ at: contacts.emailConfirmedAt }).from(contacts).where(eq(contacts.id, c.id));
      expect(row!.at).toBeInstanceOf(Date);
      expect((await login(c.email, TEST_PASSWORD)).statusCode).toBe(200);

      const again = await post('/creatorapi/confirm-account', { contactId: c.id, uid: link.searchParams.get('uid') });
      expect(again.statusCode).toBe(409);
      expect(again.json().messages).toEqual([m.alreadyConfirmed]);
      const junk = await post('/creatorapi/confirm-account', { contactId: c.id, uid: 'not-a-token' });
      expect(junk.statusCode).toBe(400);
    });

    it('a password reset through the emailed link confirms the email too', async () => {
      const c = await makeContact(t.db, { emailConfirmedAt: null });
      await post('/creatorapi/password-reset', { username: c.email });
      const link = await linkIn(c.email);
      expect((await verify(link, { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD })).statusCode).toBe(200);
      expect((await login(c.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });

  describe('anonymous contest entries', () => {
    it('mail every entrant a claim link; an account’s link claims every entry under its email, a visitor’s is kept for sign-up', async () => {
      const contest = await makeContest(t.db, { kind: 'direct', name: 'Verify me' });
      const member = await makeContact(t.db);
      const token = await loginAs(t.app, member.email);
      const stranger = `stranger.${Date.now()}@fans.test`;
      const enter = (email: string, n: number) =>
        post(`/publicapi/contests/${contest.id}/entries`, { link: `https://www.tiktok.com/@v${n}/video/${n}${Date.now()}`, creator: `v${n}`, email });
      const mine = await enter(member.email, 1);
      const theirs = await enter(stranger, 2);
      const second = await enter(member.email, 3);
      for (const r of [mine, theirs, second]) expect(r.statusCode).toBe(201);
      const strip = (b: { results: { data: Record<string, unknown> } }) => ({ ...b, results: { ...b.results, data: { ...b.results.data, id: 0, creator: '', link: '' } } });
      expect(strip(mine.json())).toEqual(strip(theirs.json()));

      const strangerMail = await mailTo(stranger);
      expect(strangerMail).toHaveLength(1);
      expect(strangerMail[0]!.subject).toBe('We received your entry to Verify me');
      expect(strangerMail[0]!.html).toContain('Claim my entry');
      const strangerLink = await linkIn(stranger);
      expect(strangerLink.pathname).toBe('/route');
      const theirId = theirs.json().results.data.id as number;
      const claimed = await verify(strangerLink);
      expect(claimed.json()).toMatchObject({ success: true, token: null, redirect_url: `/hello?${new URLSearchParams({ email: stranger })}`, message: m.entryClaimSignUp });
      const [theirRow] = await t.db.select({ at: posts.emailVerifiedAt, contactId: posts.contactId }).from(posts).where(eq(posts.id, theirId));
      expect(theirRow!.at).not.toBeNull();
      expect((await verify(strangerLink)).statusCode).toBe(400);

      const memberMail = await mailTo(member.email);
      expect(memberMail).toHaveLength(2);
      const entries = async () => {
        const res = await t.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(token) });
        return [...Object.values(res.json().results.Active), ...Object.values(res.json().results.Past)].flat().map((e) => (e as { id: number }).id);
      };
      const firstId = mine.json().results.data.id as number;
      const secondId = second.json().results.data.id as number;
      expect(await entries()).not.toContain(firstId);

      // The older mail is the first entry's: it proves the email, so both entries under it are the account's.
      const href = memberMail[1]!.text.match(/https?:\/\/\S+/)![0];
      const link = new URL(href);
      expect(link.pathname).toBe('/route');
      const res = await verify(link);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ success: true, token: null, redirect_url: '/contests?tab=entries', message: m.entryVerified });
      const seen = await entries();
      expect(seen).toContain(firstId);
      expect(seen).toContain(secondId);
      expect(seen).not.toContain(theirId);
      expect((await verify(link)).statusCode).toBe(400);
    });

    it('a visitor who wins signs up with the entry’s email, confirms it, sees the entry and the prize, and is paid', async () => {
      const admin = await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email);
      const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: auth(admin), ...(payload && { payload }) });
      const contest = await makeContest(t.db, { kind: 'quick', name: 'Visitor wins', prizes: ['1st Place $80'] });
      const visitor = `winner.${Date.now()}@fans.test`;
      const entered = await post(`/publicapi/contests/${contest.id}/entries`, { link: `https://www.tiktok.com/@vw/video/${Date.now()}`, creator: 'vw', email: visitor });
      expect(entered.statusCode).toBe(201);
      const entryId = entered.json().results.data.id as number;
      expect((await asAdmin('POST', '/adminapi/entries/approve', { ids: [entryId] })).statusCode).toBe(200);
      const [prize] = (await asAdmin('POST', `/adminapi/contests/${contest.id}/end`)).json().results.data.payments;
      expect(prize).toMatchObject({ ContactID: null, ContactEmail: visitor });
      expect((await asAdmin('POST', `/adminapi/contest-payments/${prize.id}/paid`)).statusCode).toBe(409);

      // Signing up alone proves nothing: the account's confirmation does.
      const account = await makeContact(t.db, { emailPrimary: visitor, emailConfirmedAt: null });
      const [before] = await t.db.select({ contactId: contestPayments.contactId }).from(contestPayments).where(eq(contestPayments.id, prize.id));
      expect(before!.contactId).toBeNull();
      await t.db.transaction((tx) => queueAccountConfirmation(tx, PUBLIC_URL, { id: account.id, email: visitor, firstName: 'Vi' }));
      const confirm = await linkIn(visitor);
      expect((await post('/creatorapi/confirm-account', { contactId: account.id, uid: confirm.searchParams.get('uid') })).statusCode).toBe(200);

      const token = await loginAs(t.app, visitor);
      const mine = (await t.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(token) })).json().results;
      expect([...Object.values(mine.Active), ...Object.values(mine.Past)].flat().map((e) => (e as { id: number }).id)).toContain(entryId);
      const payments = (await t.app.inject({ method: 'GET', url: '/creatorapi/contest-payments', headers: auth(token) })).json().results.data;
      expect(payments).toEqual([expect.objectContaining({ id: prize.id, ContactID: account.id, Status: 'To Be Paid', Amount: prize.Amount })]);
      // Paid only to a confirmed payment email, as any prize.
      expect((await asAdmin('POST', `/adminapi/contest-payments/${prize.id}/paid`)).json().messages).toEqual([organiserMessages.noPaymentEmail]);
      await t.db.insert(paymentEmails).values({ contactId: account.id, email: `pay.${visitor}`, status: 'Confirmed', confirmedAt: new Date() });
      const paid = await asAdmin('POST', `/adminapi/contest-payments/${prize.id}/paid`);
      expect(paid.json().results.data).toMatchObject({ Status: 'Paid', PaymentEmail: `pay.${visitor}`, ContactID: account.id });
    });

    it('pays the account when its email was proved before the end, and a claim racing the end leaves no prize without a payee', async () => {
      const admin = await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email);
      const asAdmin = (method: 'POST', url: string, payload?: object) => t.app.inject({ method, url, headers: auth(admin), ...(payload && { payload }) });
      const contest = await makeContest(t.db, { kind: 'direct', name: 'Claim race', prizes: ['1st Place $50', '2nd Place $20'] });
      const early = `early.${Date.now()}@fans.test`;
      const racing = `racing.${Date.now()}@fans.test`;
      const ids = [];
      for (const [n, email] of [[1, early], [2, racing]] as const) {
        const r = await post(`/publicapi/contests/${contest.id}/entries`, { link: `https://www.tiktok.com/@cr${n}/video/${n}${Date.now()}`, creator: `cr${n}`, email });
        ids.push(r.json().results.data.id as number);
      }
      await asAdmin('POST', '/adminapi/entries/approve', { ids });
      const earlyAccount = await makeContact(t.db, { emailPrimary: early });
      const received = (await mailTo(early)).find((x) => x.template === 'entry-received')!;
      expect((await verify(new URL(received.text.match(/https?:\/\/\S+/)![0]))).json().message).toBe(m.entryVerified);
      const racingAccount = await makeContact(t.db, { emailPrimary: racing, emailConfirmedAt: null });
      await t.db.transaction((tx) => queueAccountConfirmation(tx, PUBLIC_URL, { id: racingAccount.id, email: racing, firstName: 'Ra' }));
      const uid = (await linkIn(racing)).searchParams.get('uid');
      const answers = await Promise.all([
        asAdmin('POST', `/adminapi/contests/${contest.id}/end`),
        post('/creatorapi/confirm-account', { contactId: racingAccount.id, uid }),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const rows = await t.db.select().from(contestPayments).where(eq(contestPayments.contestId, contest.id));
      expect(Object.fromEntries(rows.map((r) => [r.contactEmail, r.contactId]))).toEqual({ [early]: earlyAccount.id, [racing]: racingAccount.id });
    });
  });
});
