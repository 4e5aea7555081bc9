import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am } from '@chorus/core';
import { mailOutbox } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';

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
});
