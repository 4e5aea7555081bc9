import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { accountTokens, mailOutbox } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { changedTables, dbFingerprint } from '../../testing/db-snapshot.ts';
import { auth, loginAs, makeContact, TEST_PASSWORD } from '../../testing/factories.ts';
import { inviteTo, makeMember, makeOrganisation, type MadeOrganisation } from '../../testing/org-fixtures.ts';

const m = messages.organisation.invite;

describe.each(dbKinds)('organisation invitations on %s', (kind) => {
  let t: TestApp;
  let org: MadeOrganisation;
  let owner: Record<string, string>;
  let n = 0;
  beforeAll(async () => {
    t = await createTestApp(kind);
    org = await makeOrganisation(t.db);
    owner = auth(await loginAs(t.app, (await makeMember(t.db, org, 'owner')).email));
  });
  afterAll(() => t.close());

  const accept = (payload: object) => t.app.inject({ method: 'POST', url: '/orgapi/invites/accept', payload });
  const details = { firstName: 'Ivy', lastName: 'Invitee', password: 'Invited-pass1!', passwordConfirm: 'Invited-pass1!' };
  const linkIn = async (email: string) => {
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0]);
    return { inviteId: Number(link.searchParams.get('invite_id')), inviteToken: link.searchParams.get('invite_token')! };
  };

  it('mails a link that makes the login and joins with the role, once', async () => {
    const email = `ivy${++n}@invite.test`;
    const sent = await t.app.inject({ method: 'POST', url: '/orgapi/invites', headers: owner, payload: { email, role: 'editor' } });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().results).toMatchObject({ message: m.sent(email), data: { email, role: 'editor' } });
    const link = await linkIn(email);

    // Without the names and a password there is no login to make: refused, and the link still works.
    const missing = await accept(link);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages).toEqual([m.details]);

    const joined = await accept({ ...link, ...details });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().results.data).toMatchObject({ id: org.id, role: 'editor' });
    const token = await loginAs(t.app, email, details.password);
    const me = await t.app.inject({ method: 'GET', url: '/orgapi/organisation', headers: auth(token) });
    expect(me.json().results.data).toMatchObject({ id: org.id, role: 'editor' });

    const again = await accept({ ...link, ...details });
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([m.invalid]);
  });

  it('joins an existing organiser login without a new password; refuses a member twice and an expired link', async () => {
    const existing = await makeContact(t.db, { contactType: 'organiser' });
    const invite = await inviteTo(t.db, org, existing.email, 'viewer');
    expect((await accept(invite)).statusCode).toBe(200);
    const token = await loginAs(t.app, existing.email, TEST_PASSWORD);
    expect((await t.app.inject({ method: 'GET', url: '/orgapi/organisation', headers: auth(token) })).json().results.data.role).toBe('viewer');
    const twice = await t.app.inject({ method: 'POST', url: '/orgapi/invites', headers: owner, payload: { email: existing.email, role: 'owner' } });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().messages).toEqual([messages.organisation.alreadyMember]);

    const late = await inviteTo(t.db, org, `late${++n}@invite.test`);
    await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.id, late.inviteId));
    const before = await dbFingerprint(t.db);
    const expired = await accept({ ...late, ...details });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().messages).toEqual([m.invalid]);
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
  });

  it('refuses a creator login: organisations are for organiser logins', async () => {
    const creator = await makeContact(t.db);
    const invite = await inviteTo(t.db, org, creator.email);
    const res = await accept(invite);
    expect(res.statusCode).toBe(403);
    expect(res.json().messages).toEqual([messages.organisation.notOrganiser]);
  });
});
