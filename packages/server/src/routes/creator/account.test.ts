import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as am, messages, paymentMessages as pm } from '@chorus/core';
import { accountEvents, contacts, mailOutbox } from '../../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, linkToManager, loginAs, makeContact, TEST_PASSWORD } from '../../testing/factories.ts';

const info = {
  FirstName: 'Maya',
  LastName: 'Lopez',
  AddressLine1: '1 Main St',
  AddressLine2: '',
  City: 'Austin',
  StateId: 44,
  PostalCode: '78701',
  CountryId: 1,
  PrimaryPhone: '5125550100',
  MobilePhone: '5125550101',
  PrimaryEmail: 'maya@example.test',
  OtherEmail: '',
  GenderIdentityID: 3,
  SexualOrientationID: 1,
  InfluencerContactNotes: 'Weekends only',
  CompanyName: '',
  AllowText: true,
  OtherState: '',
  Birthday: '1999-04-05',
};

describe.each(dbKinds)('contact information, password and deactivation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (token: string, url: string) => t.app.inject({ method: 'GET', url, headers: auth(token) });
  const post = (token: string, url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: auth(token), payload });

  it('reads and saves the acting contact’s information, with the selection tables', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const saved = await post(token, '/creatorapi/informationsave', info);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().results).toEqual({ success: true, message: 'Contact Information Successfully Update' });
    const res = await get(token, '/creatorapi/information');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.contactDetail.logInUsername).toBe(a.email);
    expect(body.results.ContactInformation).toMatchObject({
      ContactID: a.id,
      FirstName: 'Maya',
      City: 'Austin',
      StateID: 44,
      State_Other: null,
      Birthday: '1999-04-05',
      GenderIdentityID: 3,
      AllowText: true,
      AddressLine2: null,
      EmailAddress_Other1: null,
      LogInUsername: a.email,
      HasLogin: true,
    });
    expect(body.results.State.find((s: { StateID: number }) => s.StateID === 111)).toMatchObject({ StateName: 'Other/None' });
    expect(body.results.Platform.map((p: { PlatformName: string }) => p.PlatformName)).toEqual(['TikTok', 'Instagram', 'YouTube Shorts', 'CapCut']);
  });

  it('refuses a save with the spec’s field messages and changes nothing', async () => {
    const a = await makeContact(t.db, { firstName: 'Keep' });
    const token = await loginAs(t.app, a.email);
    const bad = await post(token, '/creatorapi/informationsave', { ...info, FirstName: '', LastName: ' ', StateId: 111, OtherState: '', Birthday: '2021-01-01' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(expect.arrayContaining(['Invalid First Name', 'Invalid Last Name', 'Invalid State Other', 'Birth year must be between 1910 and 2020']));
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, a.id));
    expect(row!.firstName).toBe('Keep');
    const other = await post(token, '/creatorapi/informationsave', { ...info, StateId: 111, OtherState: 'Bavaria', CountryId: 6 });
    expect(other.statusCode).toBe(200);
    expect((await get(token, '/creatorapi/information')).json().results.ContactInformation).toMatchObject({ StateID: 111, State_Other: 'Bavaria' });
  });

  it('lets a manager read and edit a creator on their roster, and nobody else’s', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const creator = await makeContact(t.db, { login: false, firstName: 'Nell' });
    const stranger = await makeContact(t.db);
    await linkToManager(t.db, manager.id, creator.id);
    const [c] = await t.db.select().from(contacts).where(eq(contacts.id, creator.id));
    const token = await loginAs(t.app, manager.email);
    const read = await get(token, `/creatorapi/information?ContactID=${creator.id}&ContactUID=${c!.uid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().results.ContactInformation).toMatchObject({ ContactID: creator.id, FirstName: 'Nell', HasLogin: false, LogInUsername: null });
    const saved = await post(token, '/creatorapi/informationsave', { ...info, ContactID: creator.id, ContactUID: c!.uid, FirstName: 'Nella' });
    expect(saved.statusCode).toBe(200);
    const [after] = await t.db.select().from(contacts).where(eq(contacts.id, creator.id));
    expect(after!.firstName).toBe('Nella');
    // A wrong UID, a creator not on the roster, and a creator acting on someone else: 404.
    expect((await get(token, `/creatorapi/information?ContactID=${creator.id}&ContactUID=00000000-0000-0000-0000-000000000000`)).statusCode).toBe(404);
    expect((await get(token, `/creatorapi/information?ContactID=${stranger.id}`)).statusCode).toBe(404);
    const strangerToken = await loginAs(t.app, stranger.email);
    expect((await get(strangerToken, `/creatorapi/information?ContactID=${creator.id}`)).statusCode).toBe(404);
    expect((await post(strangerToken, '/creatorapi/informationsave', { ...info, ContactID: creator.id })).statusCode).toBe(404);
    // The payment email only for a creator with no login.
    const pay = await post(token, '/creatorapi/manager/creator-payment-email', { ContactID: creator.id, ContactUID: c!.uid, email: 'nell@pay.test' });
    expect(pay.statusCode).toBe(200);
    expect((await get(token, `/creatorapi/information?ContactID=${creator.id}`)).json().results.ContactInformation.EmailAddress_Payment).toBe('nell@pay.test');
    const withLogin = await makeContact(t.db);
    await linkToManager(t.db, manager.id, withLogin.id);
    const [w] = await t.db.select().from(contacts).where(eq(contacts.id, withLogin.id));
    const refused = await post(token, '/creatorapi/manager/creator-payment-email', { ContactID: withLogin.id, ContactUID: w!.uid, email: 'x@pay.test' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([am.paymentEmailHasLogin]);
  });

  it('changes the password with every rule, signs out the other sessions and keeps this one', async () => {
    const a = await makeContact(t.db);
    const here = await loginAs(t.app, a.email);
    const elsewhere = await loginAs(t.app, a.email);
    const weak = await post(here, '/creatorapi/change-password', { originalPassword: TEST_PASSWORD, newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().messages).toEqual(['Must contain an upper case letter', 'Must contain a special character', 'Must contain at least 1 digit', 'Must be at least 8 characters']);
    const wrong = await post(here, '/creatorapi/change-password', { originalPassword: 'Nope-nope-1', newPassword: 'New-password-2' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual([am.wrongPassword]);
    expect((await get(elsewhere, '/creatorapi/check')).statusCode).toBe(200);
    const ok = await post(here, '/creatorapi/change-password', { originalPassword: TEST_PASSWORD, newPassword: 'New-password-2' });
    expect(ok.statusCode).toBe(200);
    expect((await get(here, '/creatorapi/check')).statusCode).toBe(200);
    expect((await get(elsewhere, '/creatorapi/check')).statusCode).toBe(401);
    await expect(loginAs(t.app, a.email)).rejects.toThrow();
    expect(await loginAs(t.app, a.email, 'New-password-2')).toBeTruthy();
  });

  it('a password change tells the login address, with the way to reset it, and is in the owner’s activity', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    expect((await post(token, '/creatorapi/change-password', { originalPassword: TEST_PASSWORD, newPassword: 'New-password-3' })).statusCode).toBe(200);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, a.email));
    expect(mails.map((m) => m.template)).toEqual(['password-changed']);
    expect(mails[0]!.text).toContain("If this wasn't you, reset your password now");
    expect(new URL(/https?:\/\/\S+/.exec(mails[0]!.text)![0]).pathname).toBe('/forgot-password');
    const events = await t.db.select().from(accountEvents).where(eq(accountEvents.ownerContactId, a.id));
    expect(events.map((e) => [e.kind, e.actorContactId])).toEqual([['password_changed', a.id]]);
    // A wrong current password changes nothing and sends nothing.
    expect((await post(token, '/creatorapi/change-password', { originalPassword: TEST_PASSWORD, newPassword: 'New-password-4' })).json().messages).toEqual([am.wrongPassword]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, a.email))).toHaveLength(1);
  });

  it('a password change ends the pending payment email link, as a reset does: followed later, it fails', async () => {
    const a = await makeContact(t.db);
    const token = await loginAs(t.app, a.email);
    const pay = `pay.${a.email}`;
    expect((await post(token, '/creatorapi/contact/requestchangepaymentinfo', { email: pay })).statusCode).toBe(200);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, pay));
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    expect(link.pathname).toBe('/confirmPaymentEmail');
    expect((await post(token, '/creatorapi/change-password', { originalPassword: TEST_PASSWORD, newPassword: 'New-password-5' })).statusCode).toBe(200);
    const late = await t.app.inject({
      method: 'POST',
      url: `/creatorapi/confirmPaymentEmail?token=${encodeURIComponent(link.searchParams.get('payment_token')!)}`,
      payload: { uid: link.searchParams.get('uid'), isEmailConfirmed: true, contactPaymentEmailId: Number(link.searchParams.get('contactPaymentEmailId')) },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().messages).toEqual([pm.linkFailed]);
    expect((await get(token, '/creatorapi/vendor')).json().results.data.ContactInformation.EmailAddress_Payment).toBeNull();
  });

  it('deactivates only on the exact phrase; every session ends, sign-in is refused, data is kept', async () => {
    const a = await makeContact(t.db, { firstName: 'Gone' });
    const token = await loginAs(t.app, a.email);
    const other = await loginAs(t.app, a.email);
    const bad = await post(token, '/creatorapi/deactivate-account', { confirmation: 'deactivate my account' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(['Please make sure all fields are properly filled out.']);
    const ok = await post(token, '/creatorapi/deactivate-account', { confirmation: 'Deactivate my account' });
    expect(ok.statusCode).toBe(200);
    expect((await get(token, '/creatorapi/check')).statusCode).toBe(401);
    expect((await get(other, '/creatorapi/check')).statusCode).toBe(401);
    await expect(loginAs(t.app, a.email)).rejects.toThrow();
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, a.id));
    expect(row!.firstName).toBe('Gone');
    expect(row!.deactivatedAt).not.toBeNull();
  });

  it('a manager switched into a creator cannot deactivate the creator, and loses the switch once the creator is deactivated', async () => {
    const manager = await makeContact(t.db, { contactType: 'manager' });
    const creator = await makeContact(t.db);
    await linkToManager(t.db, manager.id, creator.id);
    const m = await loginAs(t.app, manager.email);
    await post(m, '/creatorapi/switch', { contactId: creator.id });
    const refused = await post(m, '/creatorapi/deactivate-account', { confirmation: 'Deactivate my account' });
    expect(refused.statusCode).toBe(403);
    // The creator has a login: only they may deactivate it (access 'owner').
    expect(refused.json().messages).toEqual([messages.auth.ownerOnly]);
    const c = await loginAs(t.app, creator.email);
    expect((await post(c, '/creatorapi/deactivate-account', { confirmation: 'Deactivate my account' })).statusCode).toBe(200);
    // The manager's switch ends at the next call; the manager's own session stays.
    expect((await get(m, '/creatorapi/information')).statusCode).toBe(403);
    const back = await get(m, '/creatorapi/information');
    expect(back.statusCode).toBe(200);
    expect(back.json().results.ContactInformation.ContactID).toBe(manager.id);
  });
});
