import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contestMessages, ENTRY_SIGN_IN_MINUTES, messages, signInMessages } from '@chorus/core';
import { contacts } from '../../db/schema.ts';
import { routeTable } from '../../lib/http.ts';
import { createTestApp, dbKinds, type TestApp } from '../../testing/app.ts';
import { auth, entrantHandle, loginAs, makeContact, makeContest, TEST_PASSWORD } from '../../testing/factories.ts';
import { deleteRedisKeys } from '../../testing/redis.ts';

const ENTRY_ROUTES = ['POST /publicapi/embed/contests/:id/entries', 'GET /publicapi/contests/:id'];

describe.each(dbKinds)('contest-entry sign-in for embeds on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { LOGIN_MAX_FAILURES: '3', CORS_ORIGINS: 'https://chorus-app.test' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/publicapi/embed/sign-in', headers, payload: { username, password } });
  const entryToken = async (email: string) => {
    const res = await signIn(email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    return res.json().results.data.token as string;
  };
  const enter = (token: string | null, contestId: number, link: string) =>
    t.app.inject({
      method: 'POST',
      url: `/publicapi/embed/contests/${contestId}/entries`,
      headers: token ? auth(token) : {},
      payload: { link, creator: 'fan', email: '' },
    });

  it('issues a token only for the right password, with the login words; the token expires in minutes', async () => {
    const fan = await makeContact(t.db);
    for (const res of [await signIn(fan.email, 'Wrong-password-1'), await signIn('nobody@test.chorus', TEST_PASSWORD)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, messages: [signInMessages.invalidCredentials] });
    }
    const empty = await signIn('', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().messages).toEqual([signInMessages.usernameRequired, signInMessages.passwordRequired]);

    const res = await signIn(fan.email.toUpperCase(), TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const data = res.json().results.data;
    expect(data.username).toBe(fan.email);
    expect(Object.keys(data).sort()).toEqual(['expiresAt', 'handles', 'token', 'username']);
    expect(data.handles).toEqual([]);
    const minutes = (Date.parse(data.expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(ENTRY_SIGN_IN_MINUTES - 1);
    expect(minutes).toBeLessThanOrEqual(ENTRY_SIGN_IN_MINUTES);
    // No cookie: the embed keeps the token in memory.
    expect(res.cookies).toEqual([]);
  });

  it('answers any origin (no credentials) so an artist site can sign a fan in', async () => {
    const res = await signIn((await makeContact(t.db)).email, TEST_PASSWORD, { origin: 'https://artist.example' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses an unconfirmed or deactivated account as login does', async () => {
    const unconfirmed = await makeContact(t.db, { emailConfirmedAt: null });
    const gone = await makeContact(t.db, { deactivatedAt: new Date() });
    expect((await signIn(unconfirmed.email, TEST_PASSWORD)).json().messages).toEqual([signInMessages.unconfirmed]);
    const res = await signIn(gone.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().messages).toEqual([signInMessages.invalidCredentials]);
  });

  it("enters a sign-in-only contest as the fan: the entry is in the account's My Entries", async () => {
    const fan = await makeContact(t.db);
    const contest = await makeContest(t.db, { kind: 'standard', platforms: ['TikTok'] });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${contest.id}/entries`,
      payload: { link: 'https://www.tiktok.com/@fan/video/1', creator: 'fan', email: fan.email },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().messages).toEqual([contestMessages.loginRequired]);

    // The sign-in lists the fan's handles (the form offers them); an entry naming another's is refused.
    await entrantHandle(t.db, fan.id, 'fan');
    await entrantHandle(t.db, (await makeContact(t.db)).id, 'notfan');
    const signedIn = await signIn(fan.email, TEST_PASSWORD);
    expect(signedIn.json().results.data.handles).toEqual([expect.objectContaining({ handle: 'fan', platform: 'tiktok' })]);
    const token = signedIn.json().results.data.token as string;
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/publicapi/embed/contests/${contest.id}/entries`,
      headers: auth(token),
      payload: { link: 'https://www.tiktok.com/@fan/video/1', creator: 'notfan', email: '' },
    });
    expect(theirs.statusCode).toBe(403);
    expect(theirs.json().messages).toEqual([contestMessages.handleNotYours]);
    const res = await enter(token, contest.id, 'https://www.tiktok.com/@fan/video/1');
    expect(res.statusCode).toBe(201);
    expect(res.json().results.data).toMatchObject({ contestId: contest.id, creator: 'fan', status: 'in_review' });

    const full = await loginAs(t.app, fan.email);
    const mine = await t.app.inject({ method: 'GET', url: '/creatorapi/contest-entries', headers: auth(full) });
    const active = mine.json().results.Active.Preffy as { postId: number; link: string }[];
    expect(active).toEqual([expect.objectContaining({ postId: contest.id, link: 'https://www.tiktok.com/@fan/video/1', creator: 'fan' })]);
  });

  it('reads the contest as the fan (their eligibility), with the token', async () => {
    const uk = await makeContact(t.db, { countryId: 4 });
    const usOnly = await makeContest(t.db, { countries: ['US'] });
    const res = await t.app.inject({ method: 'GET', url: `/publicapi/contests/${usOnly.id}`, headers: auth(await entryToken(uk.email)) });
    expect(res.statusCode).toBe(200);
    expect(res.json().results.data.eligibility.canEnter).toBe(false);
    // And the entry is refused for the same reason, as a signed-in refusal.
    const entry = await enter(await entryToken(uk.email), usOnly.id, 'https://www.tiktok.com/@uk/video/2');
    expect(entry.statusCode).toBe(403);
    expect(entry.json().messages).toEqual([res.json().results.data.eligibility.reason]);
  });

  it('is refused on every other route, public ones included, with the product words', async () => {
    const fan = await makeContact(t.db);
    const token = await entryToken(fan.email);
    const contest = await makeContest(t.db);
    const others = routeTable().filter((r) => !ENTRY_ROUTES.includes(`${r.method} ${r.url}`));
    expect(others.length).toBeGreaterThan(50);
    for (const r of others) {
      const url = r.url.replace(/:\w+/g, String(contest.id));
      for (const headers of [auth(token), { cookie: `chorus_token=${token}`, 'x-chorus-csrf': '1' }]) {
        const res = await t.app.inject({ method: r.method, url, headers, payload: r.method === 'GET' ? undefined : {} });
        expect([r.method, r.url, res.statusCode, res.json().messages]).toEqual([r.method, r.url, 403, [signInMessages.entryOnly]]);
      }
    }
    // ?token= as well; and the account, its payments and its settings stay out of reach.
    for (const url of [`/creatorapi/check?token=${token}`, `/creatorapi/contest-payments?token=${token}`, `/creatorapi/tax?token=${token}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(403);
    }
  });

  it('takes only entry tokens: a full token is refused on the any-origin entry call', async () => {
    const fan = await makeContact(t.db);
    const contest = await makeContest(t.db);
    const res = await enter(await loginAs(t.app, fan.email), contest.id, 'https://www.tiktok.com/@fan/video/3');
    expect(res.statusCode).toBe(403);
    expect(res.json().messages).toEqual([messages.auth.forbidden]);
    const none = await enter(null, contest.id, 'https://www.tiktok.com/@fan/video/3');
    expect(none.statusCode).toBe(401);
    expect(none.json().messages).toEqual([messages.auth.required]);
  });

  it('expires: after its minutes the token enters nothing and says the session expired', async () => {
    const fan = await makeContact(t.db);
    const contest = await makeContest(t.db);
    const token = await entryToken(fan.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + ENTRY_SIGN_IN_MINUTES * 60_000 + 1000);
    const res = await enter(token, contest.id, 'https://www.tiktok.com/@fan/video/4');
    expect(res.statusCode).toBe(401);
    expect(res.json().messages).toEqual([signInMessages.sessionExpired]);
  });

  it('stops working when the account is deactivated', async () => {
    const fan = await makeContact(t.db);
    const contest = await makeContest(t.db);
    const token = await entryToken(fan.email);
    await t.db.update(contacts).set({ deactivatedAt: new Date() }).where(eq(contacts.id, fan.id));
    expect((await enter(token, contest.id, 'https://www.tiktok.com/@fan/video/5')).statusCode).toBe(401);
  });

  it("counts failures in login's limiter: wrong passwords here lock the login, and the other way round", async () => {
    const fan = await makeContact(t.db);
    for (let i = 0; i < 3; i++) expect((await signIn(fan.email, 'Wrong-password-1')).statusCode).toBe(401);
    const locked = await signIn(fan.email, TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().messages).toEqual([signInMessages.tooManyAttempts]);
    const login = await t.app.inject({ method: 'POST', url: '/creatorapi/auth/login', payload: { username: fan.email, password: TEST_PASSWORD } });
    expect(login.statusCode).toBe(429);
  });
});

// Limits are kept in process, or in Redis when TEST_REDIS_URL is set (as when several nodes run).
const stores = ['memory', ...(process.env.TEST_REDIS_URL ? ['redis'] : [])] as const;
const cases = dbKinds.flatMap((db) => stores.map((store) => [db, store] as const));

describe.each(cases)('contest-entry sign-in limits on %s with the %s store', (kind, store) => {
  let t: TestApp;
  const prefix = `chorus-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      RATE_LIMIT_AUTH_MAX: '5',
      LOGIN_MAX_FAILURES: '3',
      ...(store === 'redis' && { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: prefix }),
    });
  });
  afterAll(async () => {
    await t.close();
    if (store === 'redis') await deleteRedisKeys(process.env.TEST_REDIS_URL!, prefix);
  });
  const signIn = (username: string, password: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/publicapi/embed/sign-in', remoteAddress: ip, payload: { username, password } });

  it('answers 429 past the per-address sign-in limit, under a burst of 50', async () => {
    // 50 different emails from one address: the login limiter (per email) lets each through, the address limit does not.
    const res = await Promise.all(Array.from({ length: 50 }, (_, i) => signIn(`nobody${i}@test.chorus`, TEST_PASSWORD, '10.1.0.1')));
    expect(res.filter((r) => r.statusCode === 401)).toHaveLength(5);
    const refused = res.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(45);
    expect(refused.every((r) => r.json().messages[0] === messages.generic.tooManyRequests)).toBe(true);
  });

  it('checks at most 3 passwords of a burst of wrong ones, and then refuses the right one too', async () => {
    const fan = await makeContact(t.db);
    // Four attempts stay under the per-address limit (5): what stops the fourth is the login limiter.
    const res = await Promise.all(Array.from({ length: 4 }, (_, i) => signIn(fan.email, `Wrong-password-${i}`, '10.2.0.1')));
    expect(res.map((r) => r.statusCode).sort()).toEqual([401, 401, 401, 429]);
    const right = await signIn(fan.email, TEST_PASSWORD, '10.2.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.json().messages).toEqual([signInMessages.tooManyAttempts]);
  });
});
