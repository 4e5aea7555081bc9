import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages, messages } from '@chorus/core';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { makeContact, makeContest, TEST_PASSWORD } from '../testing/factories.ts';
import { deleteRedisKeys } from '../testing/redis.ts';

// Limits are kept in process, or in Redis when TEST_REDIS_URL is set (as when several nodes run).
const stores = ['memory', ...(process.env.TEST_REDIS_URL ? ['redis'] : [])] as const;
const cases = dbKinds.flatMap((db) => stores.map((store) => [db, store] as const));

describe.each(cases)('abuse limits on %s with the %s store', (kind, store) => {
  let t: TestApp;
  const prefix = `chorus-test-${process.pid}-${Math.random().toString(36).slice(2, 8)}:`;
  const env = (extra: Record<string, string> = {}) => ({
    LOGIN_MAX_FAILURES: '5',
    RATE_LIMIT_PUBLIC_MAX: '10',
    RATE_LIMIT_AUTH_MAX: '1000',
    ...(store === 'redis' && { REDIS_URL: process.env.TEST_REDIS_URL!, REDIS_PREFIX: prefix }),
    ...extra,
  });
  beforeAll(async () => {
    t = await createTestApp(kind, env());
  });
  afterAll(async () => {
    await t.close();
    if (store === 'redis') await deleteRedisKeys(process.env.TEST_REDIS_URL!, prefix);
  });

  const fire = (app: TestApp['app'], list: InjectOptions[]) => Promise.all(list.map((o) => app.inject(o)));
  const login = (username: string, password: string, headers: Record<string, string> = {}): InjectOptions => ({
    method: 'POST',
    url: '/creatorapi/auth/login',
    headers,
    payload: { username, password },
  });

  it('checks at most 5 passwords of a burst of 50, and refuses the right one inside it', async () => {
    const me = await makeContact(t.db);
    const burst = [...Array.from({ length: 49 }, (_, i) => login(me.email, `wrong-${i}`)), login(me.email, TEST_PASSWORD)];
    const res = await fire(t.app, burst);
    const checked = res.filter((r) => r.statusCode !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(res.filter((r) => r.statusCode === 429).every((r) => r.json().messages[0] === messages.login.tooManyAttempts)).toBe(true);
    // The limit holds after the burst, right password or not.
    const after = await t.app.inject(login(me.email, TEST_PASSWORD));
    expect(after.statusCode).toBe(429);
  });

  it('lets a user who types right in again after a few typos', async () => {
    const me = await makeContact(t.db);
    for (let i = 0; i < 4; i++) expect((await t.app.inject(login(me.email, 'typo'))).statusCode).toBe(401);
    expect((await t.app.inject(login(me.email, TEST_PASSWORD))).statusCode).toBe(200);
    // The success cleared the count: another typo and a success still work.
    expect((await t.app.inject(login(me.email, 'typo'))).statusCode).toBe(401);
    expect((await t.app.inject(login(me.email, TEST_PASSWORD))).statusCode).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const me = await makeContact(t.db);
    const spoofed = await fire(
      t.app,
      Array.from({ length: 12 }, (_, i) => login(me.email, 'wrong', { 'x-forwarded-for': `203.0.113.${i + 1}` })),
    );
    expect(spoofed.filter((r) => r.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect(spoofed.filter((r) => r.statusCode === 429).length).toBeGreaterThanOrEqual(7);
  });

  it('answers 429 to the 11th anonymous entry from one address in a window', async () => {
    const c = await makeContest(t.db, { kind: 'quick' });
    const res = await fire(
      t.app,
      Array.from({ length: 40 }, (_, i) => ({
        method: 'POST' as const,
        url: `/publicapi/contests/${c.id}/entries`,
        payload: { link: `https://www.tiktok.com/@burst${i}/video/${i + 1}`, creator: `burst${i}`, email: `burst${i}@x.test` },
      })),
    );
    expect(res.filter((r) => r.statusCode === 201)).toHaveLength(10);
    const refused = res.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(30);
    expect(refused[0]!.json().messages).toEqual([messages.generic.tooManyRequests]);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const detail = (await t.app.inject({ method: 'GET', url: `/publicapi/contests/${c.id}` })).json().results.data;
    expect(detail.entriesCount).toBe(10);
    expect(contestMessages.maxEntries).toBeTruthy();
  });

  it('counts each client behind a trusted proxy on its own', async () => {
    const behind = await createTestApp(kind, env({ TRUST_PROXY: '127.0.0.1', REDIS_PREFIX: `${prefix}proxy:` }));
    try {
      const me = await makeContact(behind.db);
      const res = await fire(
        behind.app,
        Array.from({ length: 12 }, (_, i) => login(me.email, 'wrong', { 'x-forwarded-for': `203.0.113.${i + 1}` })),
      );
      // Twelve addresses, one try each: none is over its own limit.
      expect(res.map((r) => r.statusCode)).toEqual(Array(12).fill(401));
      // And a cookie set over HTTPS at the proxy is Secure.
      const ok = await behind.app.inject(login(me.email, TEST_PASSWORD, { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' }));
      expect(ok.statusCode).toBe(200);
      expect(ok.cookies.find((c) => c.name === 'chorus_token')?.secure).toBe(true);
    } finally {
      await behind.close();
    }
  });
});
