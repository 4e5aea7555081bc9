import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am, messages } from '@chorus/core';
import { accountEvents, credentials, mailOutbox } from '../../db/schema.ts';
import { hashPassword } from '../../lib/tokens.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { contactRow, informationBody } from '../../testing/account-fixtures.ts';
import { auth, grantAccess, linkToManager, loginAs, makeContact, TEST_PASSWORD } from '../../testing/factories.ts';

describe.each(dbKinds)('login email change on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (token: string | null, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: token ? auth(token) : {}, payload });
  /** The link's query from the last mail to `to`. */
  const linkTo = async (to: string, path = '/account/credentials/') => {
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
    const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(url.pathname).toBe(path);
    return { token: url.searchParams.get('username_token')!, id: url.searchParams.get('username_token_uid')! };
  };

  it('changes the login only once the new address follows its link, once', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const next = `new.${a.email}`;
    const asked = await post(token, '/creatorapi/update-username', { username: next.toUpperCase(), currentPassword: TEST_PASSWORD });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().results.message).toBe(am.usernameSent(next));
    const detail = (await get(token, '/creatorapi/username-detail')).json().results;
    expect(detail).toMatchObject({ LogInUsername: a.email, PendingUsername: next });
    // Not yet: the old login still works.
    expect(await loginAs(t.app, a.email)).toBeTruthy();
    const link = await linkTo(next);
    const wrong = await post(null, '/creatorapi/confirm-username', { token: 'x'.repeat(43), id: link.id });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual([am.usernameLinkFailed]);
    const ok = await post(null, '/creatorapi/confirm-username', link);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().results.message).toBe(am.usernameChanged);
    expect((await post(null, '/creatorapi/confirm-username', link)).statusCode).toBe(400);
    expect(await loginAs(t.app, next)).toBeTruthy();
    await expect(loginAs(t.app, a.email)).rejects.toThrow();
    expect((await get(token, '/creatorapi/username-detail')).json().results).toMatchObject({ LogInUsername: next, PendingUsername: null });
  });

  it('refuses an email another login uses, and says so the spec’s way', async () => {
    const a = await makeContact(t.db);
    const b = await makeContact(t.db);
    const res = await post(await loginAs(t.app, a.email), '/creatorapi/update-username', { username: b.email, currentPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual(['Email already exists']);
    const bad = await post(await loginAs(t.app, a.email), '/creatorapi/update-username', { username: 'not-an-email', currentPassword: TEST_PASSWORD });
    expect(bad.json().messages).toEqual(['Invalid Email']);
  });

  it('refuses the link when the address was taken in the meantime', async () => {
    const a = await makeContact(t.db);
    const next = `race.${a.email}`;
    await post(await loginAs(t.app, a.email), '/creatorapi/update-username', { username: next, currentPassword: TEST_PASSWORD });
    await makeContact(t.db, { emailPrimary: next });
    const res = await post(null, '/creatorapi/confirm-username', await linkTo(next));
    expect(res.statusCode).toBe(409);
    expect(await loginAs(t.app, a.email)).toBeTruthy();
  });

  it('login step 2: a username login links a unique email, verified by its link, and then logs in with it', async () => {
    const legacy = await makeContact(t.db, { login: false });
    const username = `legacy.user${legacy.id}`;
    await t.db.insert(credentials).values({ contactId: legacy.id, username, passwordHash: await hashPassword(TEST_PASSWORD) });
    const signIn = await post(null, '/creatorapi/auth/login', { username, password: TEST_PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().data.linkEmail).toBe(true);
    const token = signIn.json().data.token as string;

    // A taken email, and any email from an account that already logs in with one, read the same.
    const other = await makeContact(t.db);
    const taken = await post(token, `/creatorapi/username?username=${encodeURIComponent(other.email)}`, {});
    expect(taken.statusCode).toBe(409);
    expect(taken.json().messages).toEqual(['Duplicate or Invalid Credentials']);
    const emailLogin = await post(await loginAs(t.app, other.email), `/creatorapi/username?username=free${legacy.id}@example.test`, {});
    expect(emailLogin.json().messages).toEqual(['Duplicate or Invalid Credentials']);
    expect((await post(null, `/creatorapi/username?username=x${legacy.id}@example.test`, {})).statusCode).toBe(401);
    const invalid = await post(token, '/creatorapi/username?username=not-an-email', {});
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().messages).toEqual(['Invalid Email']);

    const email = `linked.${legacy.id}@example.test`;
    const linked = await post(token, `/creatorapi/username?username=${encodeURIComponent(email.toUpperCase())}`, {});
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().results.message).toBe(messages.login.linkEmailThanks(email));
    // Until the link is followed the username still logs in (and is still asked for an email).
    expect((await post(null, '/creatorapi/auth/login', { username, password: TEST_PASSWORD })).json().data.linkEmail).toBe(true);
    // The step-2 link opens the public /verifyEmail, and says the email is confirmed (step 3), not 'changed'.
    const confirmed = await post(null, '/creatorapi/confirm-username', await linkTo(email, '/verifyEmail'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().results.message).toBe(messages.login.confirmation);
    const withEmail = await post(null, '/creatorapi/auth/login', { username: email, password: TEST_PASSWORD });
    expect(withEmail.statusCode).toBe(200);
    expect(withEmail.json().data.linkEmail).toBeUndefined();
    expect((await post(null, '/creatorapi/auth/login', { username, password: TEST_PASSWORD })).statusCode).toBe(401);
  });
});

describe.each(dbKinds)('only the owner changes the login email, and the old address can undo it, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (token: string | null, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: token ? auth(token) : {}, payload });
  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(mailOutbox.id);
  const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0]);
  const verify = (url: URL) =>
    post(null, `/creatorapi/magic-link/verify?${new URLSearchParams({ magic_token: url.searchParams.get('magic_token')!, magic_token_uid: url.searchParams.get('magic_token_uid')! })}`, {});
  const confirmLinkTo = async (to: string) => {
    const mails = await mailsTo(to);
    const url = linkIn(mails.at(-1)!.text);
    return { token: url.searchParams.get('username_token')!, id: url.searchParams.get('username_token_uid')! };
  };
  /** An owner with a login, a login they granted access to and their manager, both switched into the owner. */
  async function ownerAndDelegates() {
    const owner = await makeContact(t.db);
    const grantee = await makeContact(t.db);
    const manager = await makeContact(t.db, { contactType: 'manager' });
    await grantAccess(t.db, owner.id, grantee.id);
    await linkToManager(t.db, manager.id, owner.id);
    const delegates = [await loginAs(t.app, grantee.email), await loginAs(t.app, manager.email)];
    for (const d of delegates) expect((await post(d, '/creatorapi/switch', { contactId: owner.id })).statusCode).toBe(200);
    return { owner, grantee, manager, delegates };
  }

  it('a delegate (a granted login, a manager) is refused every identity change, and nothing is sent or changed', async () => {
    const { owner, delegates } = await ownerAndDelegates();
    for (const d of delegates) {
      const calls = [
        post(d, '/creatorapi/update-username', { username: `taken.over.${owner.id}@evil.test`, currentPassword: TEST_PASSWORD }),
        post(d, '/creatorapi/change-password', { originalPassword: TEST_PASSWORD, newPassword: 'Evil-password-9' }),
        post(d, '/creatorapi/deactivate-account', { confirmation: 'Deactivate my account' }),
        post(d, `/creatorapi/username?username=evil.${owner.id}@evil.test`, {}),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().messages).toEqual([messages.auth.ownerOnly]);
      }
    }
    expect(await mailsTo(`taken.over.${owner.id}@evil.test`)).toEqual([]);
    expect(await loginAs(t.app, owner.email)).toBeTruthy();
  });

  it('asks for the current password, says when it is wrong, and counts wrong ones against the login limit', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const missing = await post(token, '/creatorapi/update-username', { username: `n1.${a.email}` });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toEqual([am.originalRequired]);
    const wrong = await post(token, '/creatorapi/update-username', { username: `n1.${a.email}`, currentPassword: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual([am.wrongPassword]);
    // Parallel guesses: at most the login limit (5) are checked, counting the one above; the rest are refused unchecked.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(token, '/creatorapi/update-username', { username: `n1.${a.email}`, currentPassword: `Guess-${i}-password` })),
    );
    const statuses = guesses.map((g) => g.statusCode).sort();
    expect(statuses.filter((s) => s === 400)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    expect(guesses.find((g) => g.statusCode === 429)!.json().messages).toEqual([am.tooManyPasswordTries]);
    // The right password is not checked either now, here or on the login page (one budget).
    expect((await post(token, '/creatorapi/update-username', { username: `n1.${a.email}`, currentPassword: TEST_PASSWORD })).statusCode).toBe(429);
    expect((await post(null, '/creatorapi/auth/login', { username: a.email, password: TEST_PASSWORD })).statusCode).toBe(429);
    expect(await mailsTo(`n1.${a.email}`)).toEqual([]);
  });

  it('tells the old address at the request and at the change; its undo link puts the login back, ends every session and pending link', async () => {
    const { owner, grantee, delegates } = await ownerAndDelegates();
    const own = await loginAs(t.app, owner.email);
    // The grantee also works in their own account in another window.
    const granteeElsewhere = await loginAs(t.app, grantee.email);
    const granteeBefore = await contactRow(t.db, grantee.id);
    const next = `new.${owner.email}`;
    expect((await post(own, '/creatorapi/update-username', { username: next, currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
    // A second request waits too: the undo must cancel it.
    const later = `later.${owner.email}`;
    expect((await post(own, '/creatorapi/update-username', { username: later, currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
    const requested = await mailsTo(owner.email);
    expect(requested.map((m) => m.template)).toEqual(['username-change-requested', 'username-change-requested']);
    expect(requested[0]!.text).toContain(next);
    expect(requested[0]!.text).toContain("If this wasn't you");
    expect((await post(null, '/creatorapi/confirm-username', await confirmLinkTo(next))).statusCode).toBe(200);
    const told = await mailsTo(owner.email);
    expect(told.map((m) => m.template)).toEqual(['username-change-requested', 'username-change-requested', 'username-changed']);
    const undo = linkIn(told[2]!.text);
    expect(undo.pathname).toBe('/route');

    const res = await verify(undo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: am.usernameUndone, redirect_url: '/forgot-password', token: null });
    // The old login is back; the new one and the other pending change are gone; every session of the owner ended.
    expect(await loginAs(t.app, owner.email)).toBeTruthy();
    await expect(loginAs(t.app, next)).rejects.toThrow();
    expect((await post(null, '/creatorapi/confirm-username', await confirmLinkTo(later))).statusCode).toBe(400);
    expect((await get(own, '/creatorapi/check')).statusCode).toBe(401);
    // Delegates switched in are signed out too. A page of theirs still shows the owner's account: put back on their
    // own login without a word, its next save of the owner's contact form was written over their own contact.
    const ownersForm = await informationBody(t.db, owner.id);
    for (const d of delegates) {
      expect((await post(d, '/creatorapi/informationsave', ownersForm)).statusCode).toBe(401);
      expect((await get(d, '/creatorapi/check')).statusCode).toBe(401);
    }
    expect((await contactRow(t.db, grantee.id)).lastName).toBe(granteeBefore.lastName);
    // Their sessions outside the owner's account go on.
    expect((await get(granteeElsewhere, '/creatorapi/check')).json().results.contactDetail.contactID).toBe(grantee.id);
    // The links mailed at the requests are used up with it; the used link says so.
    expect((await verify(linkIn(told[0]!.text))).statusCode).toBe(400);
    expect((await verify(undo)).statusCode).toBe(400);
    const kinds = (await t.db.select().from(accountEvents).where(eq(accountEvents.ownerContactId, owner.id))).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['username_change_requested', 'username_changed', 'username_change_undone']));
  });

  it('an undo link used many times at once works once', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    expect((await post(token, '/creatorapi/update-username', { username: `race.${a.email}`, currentPassword: TEST_PASSWORD })).statusCode).toBe(200);
    const undo = linkIn((await mailsTo(a.email)).at(-1)!.text);
    const results = await Promise.all(Array.from({ length: 6 }, () => verify(undo)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400, 400, 400, 400]);
    const events = await t.db.select().from(accountEvents).where(eq(accountEvents.ownerContactId, a.id));
    expect(events.filter((e) => e.kind === 'username_change_undone')).toHaveLength(1);
  });
});
