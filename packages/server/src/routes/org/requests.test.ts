import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { contacts, mailOutbox, organisations } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { changedTables, dbFingerprint } from '../../testing/db-snapshot.ts';
import { auth, loginAs, makeContact } from '../../testing/factories.ts';

const m = messages.organisation.request;

describe.each(dbKinds)('organisation requests on %s', (kind) => {
  let t: TestApp;
  let staff: Record<string, string>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = auth(await loginAs(t.app, (await makeContact(t.db, { contactType: 'admin' })).email));
  });
  afterAll(() => t.close());

  const body = () => {
    n++;
    return {
      organisationName: `Moonrise Records ${n}`,
      website: 'https://moonrise.example.com',
      whatTheyRun: 'Song contests for our artists',
      firstName: 'Ola',
      lastName: 'Owner',
      email: `ola${n}@moonrise.test`,
      password: 'Moonrise-pass1!',
      passwordConfirm: 'Moonrise-pass1!',
    };
  };
  const request = (payload: object) => t.app.inject({ method: 'POST', url: '/orgapi/requests', payload });
  const login = (username: string) => t.app.inject({ method: 'POST', url: '/creatorapi/auth/login', payload: { username, password: 'Moonrise-pass1!' } });
  const mailTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  it('lands pending; the owner signs in only after staff approve and the mailed link confirms the account', async () => {
    const b = body();
    const res = await request(b);
    expect(res.statusCode).toBe(201);
    expect(res.json().results).toMatchObject({ success: true, message: m.received, data: { status: 'pending' } });
    const id = res.json().results.data.id;
    expect((await login(b.email)).statusCode).toBe(403);
    expect(await mailTo(b.email)).toEqual([]);

    const pending = await t.app.inject({ method: 'GET', url: '/adminapi/organisations?status=pending', headers: staff });
    expect(pending.json().results.data.find((o: { id: number }) => o.id === id)).toMatchObject({
      name: b.organisationName,
      website: b.website,
      whatTheyRun: b.whatTheyRun,
      status: 'pending',
      owners: [{ name: 'Ola Owner', email: b.email }],
    });

    const approved = await t.app.inject({ method: 'POST', url: `/adminapi/organisations/${id}/approve`, headers: staff });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().results.data.status).toBe('approved');
    const again = await t.app.inject({ method: 'POST', url: `/adminapi/organisations/${id}/approve`, headers: staff });
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual([m.decided]);

    const [mail] = await mailTo(b.email);
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    expect(link.pathname).toBe('/confirm');
    const confirmed = await t.app.inject({ method: 'POST', url: '/creatorapi/confirm-account', payload: { contactId: link.searchParams.get('contactId'), uid: link.searchParams.get('uid') } });
    expect(confirmed.statusCode).toBe(200);
    const signedIn = await login(b.email);
    expect(signedIn.statusCode).toBe(200);
    const org = await t.app.inject({ method: 'GET', url: '/orgapi/organisation', headers: auth(signedIn.json().data.token) });
    expect(org.json().results.data).toMatchObject({ id, role: 'owner', status: 'approved' });
  });

  it('mails the reason of a denial; the organisation never becomes usable', async () => {
    const b = body();
    const id = (await request(b)).json().results.data.id;
    const blank = await t.app.inject({ method: 'POST', url: `/adminapi/organisations/${id}/deny`, headers: staff, payload: { reason: ' ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().messages).toEqual([m.reason]);
    const denied = await t.app.inject({ method: 'POST', url: `/adminapi/organisations/${id}/deny`, headers: staff, payload: { reason: 'We could not verify the label.' } });
    expect(denied.json().results.data.status).toBe('denied');
    const [mail] = await mailTo(b.email);
    expect(mail!.text).toContain('We could not verify the label.');
    expect((await login(b.email)).statusCode).toBe(403);
  });

  it('refuses bad input with the product’s messages, a taken login with 409, and writes nothing', async () => {
    const taken = body();
    await makeContact(t.db, { emailPrimary: taken.email });
    const before = await dbFingerprint(t.db);
    const cases: [object, number, string[]][] = [
      [{ ...body(), password: 'password', passwordConfirm: 'password' }, 400, ['Must contain an upper case letter', 'Must contain a special character', 'Must contain at least 1 digit']],
      [{ ...body(), passwordConfirm: 'Other-pass1!' }, 400, ['Passwords do not match']],
      [{ ...body(), organisationName: '' }, 400, [m.name]],
      [{ ...body(), whatTheyRun: '' }, 400, [m.whatTheyRun]],
      [{ ...body(), website: 'javascript:alert(1)' }, 400, ['Must be an http(s) address']],
      [taken, 409, [messages.username.taken]],
    ];
    for (const [payload, status, expected] of cases) {
      const res = await request(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().messages).toEqual(expected);
    }
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    expect(await t.db.select().from(organisations).where(eq(organisations.contactEmail, taken.email))).toEqual([]);
    expect(await t.db.select().from(contacts).where(eq(contacts.company, taken.organisationName))).toEqual([]);
  });

  it('gives two requests of one name distinct slugs', async () => {
    const a = body();
    const b = { ...body(), organisationName: a.organisationName };
    const [x, y] = [(await request(a)).json().results.data.id, (await request(b)).json().results.data.id];
    const slugs = await Promise.all([x, y].map(async (id) => (await t.db.select({ slug: organisations.slug }).from(organisations).where(eq(organisations.id, id)))[0]!.slug));
    expect(slugs[0]).not.toBe(slugs[1]);
  });
});
