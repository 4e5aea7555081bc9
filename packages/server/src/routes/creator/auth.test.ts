import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { loginAs, makeContact, TEST_PASSWORD } from '../../testing/factories.ts';

describe.each(dbKinds)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOGIN_MAX_FAILURES: '3' });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, extra: object = {}) =>
    t.app.inject({ method: 'POST', url: '/creatorapi/auth/login', payload: { username, password, ...extra } });

  it('signs in, returns the token and contact detail, and sets an HttpOnly cookie', async () => {
    const c = await makeContact(t.db, { firstName: 'Ana', lastName: 'Silva' });
    const res = await login(c.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.error).toBe(false);
    expect(body.data.token).toMatch(/^[\w-]{43}$/);
    expect(body.contactDetail).toMatchObject({ contactID: c.id, contactType: 'creator', contactName: 'Ana Silva', logInUsername: c.email });
    const cookie = res.cookies.find((k) => k.name === 'chorus_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.expires).toBeUndefined();
  });

  it('keeps a remembered session for 30 days', async () => {
    const c = await makeContact(t.db);
    const res = await login(c.email, TEST_PASSWORD, { rememberMe: true });
    const cookie = res.cookies.find((k) => k.name === 'chorus_token');
    const days = (cookie!.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
  });

  it('refuses a wrong password and an unknown email with the same message', async () => {
    const c = await makeContact(t.db);
    for (const res of [await login(c.email, 'Wrong-password-1'), await login('nobody@test.chorus', 'x')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, messages: [messages.login.invalidCredentials] });
    }
  });

  it('rejects malformed bodies with a 400 and a message, never a 500', async () => {
    for (const payload of [{}, { username: 'a@b.co' }, { username: 5, password: [] }, 'not json']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/creatorapi/auth/login',
        headers: { 'content-type': 'application/json' },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(true);
      expect(res.json().messages.length).toBeGreaterThan(0);
    }
  });

  it('locks out after repeated failures for that email, even with the right password', async () => {
    const c = await makeContact(t.db);
    for (let i = 0; i < 3; i++) expect((await login(c.email, 'Wrong-password-1')).statusCode).toBe(401);
    const res = await login(c.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(429);
    expect(res.json().messages).toEqual([messages.login.tooManyAttempts]);
    // Other users are not affected.
    const other = await makeContact(t.db);
    expect((await login(other.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts the token from x-api-key, ?token= and the cookie; check answers with the contact', async () => {
    const c = await makeContact(t.db);
    const token = await loginAs(t.app, c.email);
    for (const req of [
      { headers: { 'x-api-key': token }, url: '/creatorapi/check' },
      { url: `/creatorapi/check?token=${token}` },
      { cookies: { chorus_token: token }, url: '/creatorapi/check' },
    ]) {
      const res = await t.app.inject({ method: 'GET', ...req });
      expect(res.statusCode).toBe(200);
      expect(res.json().results).toMatchObject({ success: true, contactDetail: { contactID: c.id } });
    }
  });

  it('refuses protected calls without a valid session', async () => {
    for (const headers of [{}, { 'x-api-key': 'not-a-token' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, messages: [messages.auth.required] });
    }
  });

  it('logout revokes the token on the server and clears the cookie', async () => {
    const c = await makeContact(t.db);
    const token = await loginAs(t.app, c.email);
    const out = await t.app.inject({ method: 'POST', url: '/creatorapi/auth/logout', headers: { 'x-api-key': token } });
    expect(out.statusCode).toBe(200);
    const cleared = out.cookies.find((k) => k.name === 'chorus_token');
    expect(cleared?.value).toBe('');
    const after = await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: { 'x-api-key': token } });
    expect(after.statusCode).toBe(401);
  });

  it('session answers the contact like check, and nobody (200, null) for a visitor, a bad token or a revoked one', async () => {
    const c = await makeContact(t.db);
    const token = await loginAs(t.app, c.email);
    const session = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/creatorapi/session', headers });
    const signedIn = await session({ 'x-api-key': token });
    expect(signedIn.statusCode).toBe(200);
    const check = await t.app.inject({ method: 'GET', url: '/creatorapi/check', headers: { 'x-api-key': token } });
    expect(signedIn.json().results.contactDetail).toEqual(check.json().results.contactDetail);
    await t.app.inject({ method: 'POST', url: '/creatorapi/auth/logout', headers: { 'x-api-key': token } });
    for (const headers of [{}, { 'x-api-key': 'not-a-token' }, { 'x-api-key': token }] as Record<string, string>[]) {
      const res = await session(headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ results: { success: true, contactDetail: null } });
    }
  });

  it('logout without a session still succeeds (the client goes to /login either way)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/creatorapi/auth/logout' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a deactivated account', async () => {
    const c = await makeContact(t.db, { deactivatedAt: new Date() });
    expect((await login(c.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it('check-username says whether an email is taken, with the spec message', async () => {
    const c = await makeContact(t.db);
    const taken = await t.app.inject({ method: 'GET', url: `/creatorapi/check-username?username=${encodeURIComponent(c.email.toUpperCase())}` });
    expect(taken.json().results).toEqual({ success: false, message: 'Email already exists' });
    const free = await t.app.inject({ method: 'GET', url: '/creatorapi/check-username?username=fresh@test.chorus' });
    expect(free.json().results.success).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/creatorapi/check-username?username=nope' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages).toEqual(['Invalid Email']);
  });

  it('check-approval-status gives the status and country code', async () => {
    const c = await makeContact(t.db, { approvalStatusId: 1, countryId: 16 });
    const token = await loginAs(t.app, c.email);
    const res = await t.app.inject({ method: 'GET', url: '/creatorapi/check-approval-status', headers: { 'x-api-key': token } });
    expect(res.json().results).toEqual({ success: true, approvalStatus: 'Pending', approvalStatusId: 1, countrycode: 'PH' });
  });

  it('stores only a hash of the token and an argon2id password hash', async () => {
    const c = await makeContact(t.db);
    const token = await loginAs(t.app, c.email);
    const { sessions, credentials } = await import('../../db/schema.ts');
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    const creds = await t.db.select().from(credentials);
    expect(creds.every((r) => r.passwordHash.startsWith('$argon2id$'))).toBe(true);
  });
});
