import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, signupMessages } from '@chorus/core';
import { credentials } from '../../db/schema.ts';
import { hashPassword } from '../../lib/tokens.ts';
import { mailServiceOf } from '../../plugins/mail.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, makeContact, TEST_PASSWORD } from '../../testing/factories.ts';
import { startTestSmtp, type TestSmtp } from '../../testing/smtp.ts';

const PUBLIC_URL = 'https://portal.chorus.test';
const TEAM = 'team@join.chorus.test';
const PASSWORD = 'Joined-today-1';

/** The manager invitation and login step 2 as mail really carries them: delivered over SMTP, links followed. */
describe.each(dbKinds)('joining by mail on %s', (kind) => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp(kind, { SMTP_URL: smtp.url, PUBLIC_URL, TEAM_EMAIL: TEAM });
    // Under NODE_ENV=test the worker waits to be started: this suite wants the real delivery.
    mailServiceOf(t.db).start();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: token ? auth(token) : {} });
  const linkIn = async (to: string, path: string) => {
    const mail = await smtp.nextMail(to);
    const url = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}${path}`);
    return { mail, params: url.searchParams };
  };

  it('a manager’s request reaches the team with an invitation that onboards once', async () => {
    const email = `asker.${Date.now()}@example.test`;
    expect((await post('/creatorapi/contact/savecreator', { isManager: true, username: email, firstName: 'Ari', lastName: 'Asker' })).statusCode).toBe(200);
    const { mail, params } = await linkIn(TEAM, '/manageronboarding');
    expect(mail.subject).toContain(email);
    const invite = { inviteToken: params.get('invite_token')!, inviteId: Number(params.get('invite_id')) };
    expect((await post('/creatorapi/manager-invite', invite)).json().results).toMatchObject({ email, firstName: 'Ari' });
    const onboarding = {
      ...invite,
      primaryEmail: email,
      password: PASSWORD,
      passwordConfirm: PASSWORD,
      firstName: 'Ari',
      lastName: 'Asker',
      paymentEmail: `pay.${email}`,
      primaryPhone: '+1 555 0100',
      company: 'Asker Mgmt',
      creators: [
        {
          firstName: 'Ro',
          lastName: 'Ster',
          addressLine1: '2 Side St',
          city: 'Austin',
          stateId: 43,
          postalCode: '78701',
          countryId: 1,
          birthday: '2001-05-06',
          contactPlatforms: [{ platform: 4, handle: `ro${Date.now()}`, songRate: '$5', brandRate: '$9' }],
        },
      ],
    };
    expect((await post('/creatorapi/contact/savemanager', onboarding)).statusCode).toBe(200);
    await linkIn(email, '/confirm');
    const again = await post('/creatorapi/contact/savemanager', { ...onboarding, primaryEmail: `other.${email}` });
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([signupMessages.inviteInvalid]);
  });

  it('login step 2: the linked email gets its verification link, which makes it the login', async () => {
    const legacy = await makeContact(t.db, { login: false });
    const username = `legacy${legacy.id}`;
    await t.db.insert(credentials).values({ contactId: legacy.id, username, passwordHash: await hashPassword(TEST_PASSWORD) });
    const token = (await post('/creatorapi/auth/login', { username, password: TEST_PASSWORD })).json().data.token as string;
    const email = `linked${legacy.id}@example.test`;
    expect((await post(`/creatorapi/username?username=${email}`, {}, token)).json().results.message).toBe(messages.login.linkEmailThanks(email));
    // The link opens a public page (not the signed-in Login Information, which would send a visitor to log in
    // with the username and be asked to link an email again).
    const { mail, params } = await linkIn(email, '/verifyEmail');
    expect(mail.subject).toBe('Verify your email for Chorus');
    expect(mail.html).toContain('Thanks for registering!');
    const link = { token: params.get('username_token')!, id: params.get('username_token_uid')! };
    const confirmed = await post('/creatorapi/confirm-username', link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().results.message).toBe(messages.login.confirmation);
    expect((await post('/creatorapi/confirm-username', link)).statusCode).toBe(400);
    const login = await post('/creatorapi/auth/login', { username: email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.linkEmail).toBeUndefined();
    // The username no longer logs in: the email is the login now, and nothing asks to link one again.
    expect((await post('/creatorapi/auth/login', { username, password: TEST_PASSWORD })).statusCode).not.toBe(200);
  });
});
