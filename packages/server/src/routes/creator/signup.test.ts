import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, signupMessages } from '@chorus/core';
import { accountTokens, contactPlatforms, contacts, credentials, mailOutbox, managerCreators, paymentEmails } from '../../db/schema.ts';
import { managerInvite } from '../../testing/account-fixtures.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { changedTables, dbFingerprint } from '../../testing/db-snapshot.ts';
import { auth, makeContact } from '../../testing/factories.ts';

const PASSWORD = 'Joined-today-1';
let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}${Math.random().toString(36).slice(2, 6)}`;

/** A valid creator sign-up, as the /hello wizard sends it. */
const creatorBody = (n = unique()) => ({
  isManager: false,
  username: `New.Creator${n}@Example.test`,
  email: `new.creator${n}@example.test`,
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  firstName: 'Nia',
  lastName: 'Newton',
  addressLine1: '1 Main St',
  city: 'Austin',
  stateId: 43,
  postalCode: '78701',
  countryId: 1,
  paymentEmail: `pay${n}@example.test`,
  mobilePhone: '512-555-0100',
  primaryPhone: '',
  AllowText: true,
  birthday: '1999-04-05',
  genderIdentityId: 3,
  sexualOrientationId: 1,
  gender: 'Female',
  profileArray: [
    { handle: `@nia${n}`, platformId: 4, followers: 1200, rate: '$10.00', brandRate: '$20.00' },
    { handle: `nia${n}`, platformId: 1, rate: 5, brandRate: '$7.50' },
  ],
});

const rosterCreator = (n: string, first: string) => ({
  firstName: first,
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
  contactPlatforms: [
    { platform: 4, handle: `@${first.toLowerCase()}${n}`, songRate: '$5.00', brandRate: '$8.50' },
    { platform: 7, handle: `${first.toLowerCase()}${n}yt`, songRate: '$1', brandRate: '$2' },
  ],
});

/** A valid manager onboarding, as /manageronboarding sends it. */
const managerBody = (n = unique()) => ({
  primaryEmail: `boss${n}@example.test`,
  password: PASSWORD,
  passwordConfirm: PASSWORD,
  firstName: 'Mo',
  lastName: 'Manager',
  paymentEmail: `boss.pay${n}@example.test`,
  primaryPhone: '+1 555 0100',
  company: 'Roster Co',
  AllowText: false,
  creators: [rosterCreator(n, 'Rory'), rosterCreator(n, 'Sky')],
});

describe.each(dbKinds)('joining Chorus on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { TEAM_EMAIL: 'team@chorus.test', PUBLIC_URL: 'https://chorus.example' });
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
  const saveCreator = (payload: object) => post('/creatorapi/contact/savecreator', payload);
  /** Onboarding with a fresh invitation (of an access request made straight in the database), unless the body has one. */
  const saveManager = async (payload: object) => {
    const invite = 'inviteToken' in payload ? {} : await managerInvite(t.db);
    return post('/creatorapi/contact/savemanager', { ...invite, ...payload });
  };
  // Delivery marks queued mail sent in the background, so the outbox is compared by its rows, not their state.
  const settled = async () => ({ tables: await dbFingerprint(t.db), mail: (await t.db.select({ id: mailOutbox.id }).from(mailOutbox)).length });
  const unchangedSince = async (before: Awaited<ReturnType<typeof settled>>) => {
    const now = await settled();
    expect(changedTables(before.tables, now.tables).filter((name) => name !== 'mail_outbox')).toEqual([]);
    expect(now.mail, 'mail was queued').toBe(before.mail);
  };
  const mailTo = (address: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));

  describe('check-username', () => {
    it('says whether an email is free, in the spec’s words when it is not', async () => {
      const taken = await makeContact(t.db);
      const free = await t.app.inject({ url: `/creatorapi/check-username?username=free${unique()}@example.test` });
      expect(free.statusCode).toBe(200);
      expect(free.json()).toEqual({ results: { success: true } });
      const res = await t.app.inject({ url: `/creatorapi/check-username?username=${encodeURIComponent(taken.email.toUpperCase())}` });
      expect(res.json()).toEqual({ results: { success: false, message: 'Email already exists' } });
      const bad = await t.app.inject({ url: '/creatorapi/check-username?username=nope' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().messages).toEqual(['Invalid Email']);
    });
  });

  describe('a creator signs up', () => {
    it('creates the unconfirmed account, its login, handles and pending payment email, and queues the confirmation', async () => {
      const body = creatorBody();
      const res = await saveCreator(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        results: { success: true, message: 'Please check your email to confirm your account.' },
        data: { success: true, message: 'Please check your email to confirm your account.' },
      });
      const username = body.username.toLowerCase();
      const [login] = await t.db.select().from(credentials).where(eq(credentials.username, username));
      expect(login!.passwordHash).toMatch(/^\$argon2id\$/);
      const [contact] = await t.db.select().from(contacts).where(eq(contacts.id, login!.contactId));
      expect(contact).toMatchObject({
        contactType: 'creator',
        firstName: 'Nia',
        lastName: 'Newton',
        birthday: '1999-04-05',
        genderIdentityId: 3,
        stateId: 43,
        postalCode: '78701',
        phoneMobile: '512-555-0100',
        allowText: true,
        emailPrimary: body.email,
        emailConfirmedAt: null,
      });
      const handles = await t.db.select().from(contactPlatforms).where(eq(contactPlatforms.contactId, contact!.id)).orderBy(contactPlatforms.platformId);
      expect(handles.map((h) => [h.platformId, h.handle, h.followers, h.songRateCents, h.brandRateCents])).toEqual([
        [1, body.profileArray[1]!.handle, 0, 500, 750],
        [4, body.profileArray[0]!.handle.slice(1), 1200, 1000, 2000],
      ]);
      const pay = await t.db.select().from(paymentEmails).where(eq(paymentEmails.contactId, contact!.id));
      expect(pay.map((p) => [p.email, p.status])).toEqual([[body.paymentEmail, 'Pending']]);
      const mail = await mailTo(username);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain('https://chorus.example/');
    });

    it('refuses every broken rule with the spec’s message and writes nothing', async () => {
      const body = creatorBody();
      const before = await settled();
      const cases: [object, string[]][] = [
        [{ password: 'password', passwordConfirm: 'password' }, ['Must contain an upper case letter', 'Must contain a special character', 'Must contain at least 1 digit']],
        [{ passwordConfirm: 'Joined-today-2' }, ['Passwords do not match']],
        [{ mobilePhone: '5550100' }, ['Phone number must be longer than 7 characters']],
        [{ birthday: '2009-06-01' }, ['Birth year must be between 1910 and 2008']],
        [{ birthday: '1910-01-01' }, ['Please select your birthday']],
        [{ paymentEmail: 'paypal' }, ['Invalid PayPal']],
        [{ firstName: '' }, ['Invalid First Name']],
        [{ profileArray: [] }, ['Please add at least one profile']],
      ];
      for (const [patch, expected] of cases) {
        const res = await saveCreator({ ...body, ...patch });
        expect(res.statusCode, JSON.stringify(patch)).toBe(400);
        expect(res.json().messages).toEqual(expected);
      }
      await unchangedSince(before);
    });

    it('answers an email that has an account with the spec’s message, and changes nothing', async () => {
      const taken = await makeContact(t.db);
      const before = await settled();
      const res = await saveCreator({ ...creatorBody(), username: taken.email.toUpperCase() });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: true, messages: [messages.username.taken] });
      await unchangedSince(before);
    });

    it('names handles someone already holds on that platform, whatever their case, and changes nothing', async () => {
      const first = creatorBody();
      expect((await saveCreator(first)).statusCode).toBe(200);
      const second = creatorBody();
      // The same TikTok handle in other case is taken; the same name on YouTube is free.
      second.profileArray[1] = { ...second.profileArray[1]!, platformId: 4, handle: first.profileArray[0]!.handle.toUpperCase() };
      second.profileArray.push({ handle: first.profileArray[0]!.handle, platformId: 7, followers: 0, rate: '$1', brandRate: '$1' });
      const before = await settled();
      const res = await saveCreator(second);
      expect(res.statusCode).toBe(409);
      const message = signupMessages.handlesConflict('team@chorus.test');
      expect(message).toBe(
        'The following handles are already linked to an account in our system. Please reach out to team@chorus.test to resolve the conflict.',
      );
      const handles = [{ platform: 'TikTok', handle: first.profileArray[0]!.handle.slice(1).toUpperCase() }];
      expect(res.json()).toEqual({ error: true, messages: [message], data: { success: false, message, existingHandlesData: { handles } } });
      await unchangedSince(before);
    });

    it('creates exactly one account of 50 parallel sign-ups with the same email', async () => {
      const n = unique();
      const bodies = Array.from({ length: 50 }, (_, i) => {
        const b = creatorBody(`${n}x${i}`);
        return { ...b, username: `race${n}@example.test`, email: `race${n}@example.test` };
      });
      const res = await Promise.all(bodies.map((b) => saveCreator(b)));
      const statuses = res.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      for (const r of res.filter((x) => x.statusCode === 409)) expect(r.json().messages).toEqual(['Email already exists']);
      expect(await t.db.select().from(credentials).where(eq(credentials.username, `race${n}@example.test`))).toHaveLength(1);
      expect(await t.db.select().from(contacts).where(eq(contacts.emailPrimary, `race${n}@example.test`))).toHaveLength(1);
      expect(await mailTo(`race${n}@example.test`)).toHaveLength(1);
    });
  });

  describe('a manager asks for access', () => {
    it('keeps the request, tells the team once, and thanks them in the spec’s words', async () => {
      const email = `asking${unique()}@example.test`;
      const res = await saveCreator({ isManager: true, username: email, firstName: 'Ari', lastName: 'Asker' });
      expect(res.statusCode, res.body).toBe(200);
      const thanks =
        'Thanks for requesting access to become a Chorus manager! A member of our team will reach out to you shortly to begin the onboarding process.';
      expect(res.json().data).toEqual({ success: true, message: thanks });
      const rows = await t.db.select().from(contacts).where(eq(contacts.emailPrimary, email));
      expect(rows.map((r) => [r.contactType, r.firstName])).toEqual([['manager', 'Ari']]);
      expect(await t.db.select().from(credentials).where(eq(credentials.contactId, rows[0]!.id))).toEqual([]);
      const team = (await mailTo('team@chorus.test')).filter((m) => m.text.includes(email));
      expect(team).toHaveLength(1);
      expect(team[0]!.text).toContain('Ari Asker');

      const again = await saveCreator({ isManager: true, username: email });
      expect(again.json().data.message).toBe(thanks);
      expect(await t.db.select().from(contacts).where(eq(contacts.emailPrimary, email))).toHaveLength(1);
      expect((await mailTo('team@chorus.test')).filter((m) => m.text.includes(email))).toHaveLength(1);
    });

    it('refuses an email that already has a login', async () => {
      const taken = await makeContact(t.db);
      const res = await saveCreator({ isManager: true, username: taken.email });
      expect(res.statusCode).toBe(409);
      expect(res.json().messages).toEqual(['Email already exists']);
    });
  });

  describe('manager onboarding', () => {
    it('creates the manager with a login, the roster creators without one, their handles, and lets the manager act as one', async () => {
      const body = managerBody();
      const res = await saveManager(body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ success: true, message: 'Please check your email to confirm your account.' });
      const [login] = await t.db.select().from(credentials).where(eq(credentials.username, body.primaryEmail));
      const [manager] = await t.db.select().from(contacts).where(eq(contacts.id, login!.contactId));
      expect(manager).toMatchObject({ contactType: 'manager', company: 'Roster Co', phonePrimary: '+1 555 0100', emailConfirmedAt: null });
      const links = await t.db.select().from(managerCreators).where(eq(managerCreators.managerId, manager!.id));
      expect(links).toHaveLength(2);
      const creatorIds = links.map((l) => l.creatorId);
      const roster = await t.db.select().from(contacts).where(inArray(contacts.id, creatorIds)).orderBy(contacts.firstName);
      expect(roster.map((c) => [c.contactType, c.firstName, c.countryId, c.birthday])).toEqual([
        ['creator', 'Rory', 2, '2004-03-04'],
        ['creator', 'Sky', 2, '2004-03-04'],
      ]);
      expect(await t.db.select().from(credentials).where(inArray(credentials.contactId, creatorIds))).toEqual([]);
      const handles = await t.db.select().from(contactPlatforms).where(inArray(contactPlatforms.contactId, creatorIds));
      expect(handles).toHaveLength(4);
      expect(handles.find((h) => h.contactId === roster[0]!.id && h.platformId === 4)).toMatchObject({ songRateCents: 500, brandRateCents: 850 });
      expect(await mailTo(body.primaryEmail)).toHaveLength(1);

      // The new manager signs in (once confirmed) and switches into a roster creator.
      await t.db.update(contacts).set({ emailConfirmedAt: new Date() }).where(eq(contacts.id, manager!.id));
      const signIn = await post('/creatorapi/auth/login', { username: body.primaryEmail, password: PASSWORD });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const token = signIn.json().data.token as string;
      const sw = await t.app.inject({ method: 'POST', url: '/creatorapi/switch', headers: auth(token), payload: { contactId: roster[1]!.id } });
      expect(sw.statusCode).toBe(200);
      expect(sw.json().results.contactDetail).toMatchObject({ contactID: roster[1]!.id, contactName: 'Sky Roster' });
    });

    it('is by invitation: the team’s mail carries the link, which names the request and works once', async () => {
      const body = managerBody();
      expect((await saveCreator({ isManager: true, username: body.primaryEmail, firstName: 'Ari', lastName: 'Asker' })).statusCode).toBe(200);
      const [mail] = (await mailTo('team@chorus.test')).filter((m) => m.text.includes(body.primaryEmail));
      const found = /\/manageronboarding\?invite_token=([\w-]+)&invite_id=(\d+)/.exec(mail!.text);
      expect(found, mail!.text).not.toBeNull();
      expect(mail!.text).toContain('https://chorus.example/manageronboarding?invite_token=');
      const invite = { inviteToken: found![1]!, inviteId: Number(found![2]) };

      // The form's first screen checks the link without using it, and prefills who asked.
      const check = await post('/creatorapi/manager-invite', invite);
      expect(check.statusCode, check.body).toBe(200);
      expect(check.json().results).toEqual({ success: true, email: body.primaryEmail, firstName: 'Ari', lastName: 'Asker' });

      // Without a link, or with a made-up one, nothing is written.
      const before = await settled();
      const none = await post('/creatorapi/contact/savemanager', body);
      expect(none.statusCode).toBe(400);
      expect(none.json().messages).toContain(signupMessages.inviteRequired);
      const forged = await post('/creatorapi/contact/savemanager', { ...body, inviteToken: 'x'.repeat(43), inviteId: invite.inviteId });
      expect(forged.statusCode).toBe(400);
      expect(forged.json().messages).toEqual([signupMessages.inviteInvalid]);
      await unchangedSince(before);

      expect((await saveManager({ ...body, ...invite })).statusCode).toBe(200);
      const rows = await t.db.select().from(contacts).where(eq(contacts.emailPrimary, body.primaryEmail));
      expect(rows.map((r) => [r.contactType, r.firstName])).toEqual([['manager', 'Mo']]);
      const again = await saveManager({ ...managerBody(), ...invite });
      expect(again.statusCode).toBe(400);
      expect(again.json().messages).toEqual([signupMessages.inviteInvalid]);
      expect((await post('/creatorapi/manager-invite', invite)).json().messages).toEqual([signupMessages.inviteInvalid]);
    });

    it('refuses an expired invitation, and makes a new one when the manager asks again', async () => {
      const email = `late${unique()}@example.test`;
      expect((await saveCreator({ isManager: true, username: email })).statusCode).toBe(200);
      const [request] = await t.db.select().from(contacts).where(eq(contacts.emailPrimary, email));
      await t.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.contactId, request!.id));
      const [mail] = (await mailTo('team@chorus.test')).filter((m) => m.text.includes(email));
      const found = /invite_token=([\w-]+)&invite_id=(\d+)/.exec(mail!.text)!;
      const expired = await post('/creatorapi/manager-invite', { inviteToken: found[1], inviteId: Number(found[2]) });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().messages).toEqual([signupMessages.inviteInvalid]);
      expect((await saveCreator({ isManager: true, username: email })).statusCode).toBe(200);
      expect((await mailTo('team@chorus.test')).filter((m) => m.text.includes(email))).toHaveLength(2);
      expect(await t.db.select().from(contacts).where(eq(contacts.emailPrimary, email))).toHaveLength(1);
    });

    it('gives the team’s address to the screens', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/creatorapi/team-contact' });
      expect(res.json()).toEqual({ results: { success: true, email: 'team@chorus.test' } });
      expect(res.headers['cache-control']).toBe('public, max-age=300');
    });

    it('lists the handles already linked to an account, with the conflict message, and writes nothing', async () => {
      const first = managerBody();
      expect((await saveManager(first)).statusCode).toBe(200);
      const second = { ...managerBody(), ...(await managerInvite(t.db)), email: undefined };
      second.creators[1]!.contactPlatforms[1] = { ...first.creators[0]!.contactPlatforms[0]!, handle: first.creators[0]!.contactPlatforms[0]!.handle };
      const before = await settled();
      const res = await saveManager(second);
      expect(res.statusCode).toBe(409);
      const message = signupMessages.handlesConflict('team@chorus.test');
      expect(res.json()).toEqual({
        error: true,
        messages: [message],
        data: { success: false, message, existingHandlesData: { handles: [{ platform: 'TikTok', handle: first.creators[0]!.contactPlatforms[0]!.handle.slice(1) }] } },
      });
      await unchangedSince(before);
    });

    it('refuses an onboarding without creators, and an email that has a login', async () => {
      const empty = await saveManager({ ...managerBody(), creators: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().messages).toEqual(['Please add a creator to continue']);
      const taken = await makeContact(t.db);
      const dup = await saveManager({ ...managerBody(), primaryEmail: taken.email });
      expect(dup.statusCode).toBe(409);
      expect(dup.json().messages).toEqual(['Email already exists']);
    });
  });
});

describe('sign-up rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { RATE_LIMIT_AUTH_MAX: '3' });
  });
  afterAll(() => t?.close());

  it.each(['/creatorapi/check-username?username=a@example.test', '/creatorapi/contact/savecreator', '/creatorapi/contact/savemanager'])(
    '%s answers 429 past the per-address limit',
    async (url) => {
      const method = url.includes('check-username') ? 'GET' : 'POST';
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ method, url, ...(method === 'POST' && { payload: {} }) })).statusCode);
      expect(statuses.slice(0, 3).every((s) => s !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
    },
  );
});
