import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am, messages } from '@chorus/core';
import { credentials, mailOutbox } from '../../db/schema.ts';
import { hashPassword } from '../../lib/tokens.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, loginAs, makeContact, TEST_PASSWORD } from '../../testing/factories.ts';

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
  const linkTo = async (to: string) => {
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(desc(mailOutbox.id));
    const url = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(url.pathname).toBe('/account/credentials/');
    return { token: url.searchParams.get('username_token')!, id: url.searchParams.get('username_token_uid')! };
  };

  it('changes the login only once the new address follows its link, once', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const next = `new.${a.email}`;
    const asked = await post(token, '/creatorapi/update-username', { username: next.toUpperCase() });
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
    const res = await post(await loginAs(t.app, a.email), '/creatorapi/update-username', { username: b.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual(['Email already exists']);
    const bad = await post(await loginAs(t.app, a.email), '/creatorapi/update-username', { username: 'not-an-email' });
    expect(bad.json().messages).toEqual(['Invalid Email']);
  });

  it('refuses the link when the address was taken in the meantime', async () => {
    const a = await makeContact(t.db);
    const next = `race.${a.email}`;
    await post(await loginAs(t.app, a.email), '/creatorapi/update-username', { username: next });
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
    expect((await post(null, '/creatorapi/confirm-username', await linkTo(email))).statusCode).toBe(200);
    const withEmail = await post(null, '/creatorapi/auth/login', { username: email, password: TEST_PASSWORD });
    expect(withEmail.statusCode).toBe(200);
    expect(withEmail.json().data.linkEmail).toBeUndefined();
    expect((await post(null, '/creatorapi/auth/login', { username, password: TEST_PASSWORD })).statusCode).toBe(401);
  });
});
