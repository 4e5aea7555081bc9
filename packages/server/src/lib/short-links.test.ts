import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestMessages } from '@chorus/core';
import { posts } from '../db/schema.ts';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { makeContest } from '../testing/factories.ts';
import { shortLinkResolver } from './short-links.ts';

const VIDEO = 'https://www.tiktok.com/@maya.moves/video/7311000000000000042';

/** The platform's short-link service, on loopback: each path answers as the real one would. */
async function fakePlatform() {
  const asked: string[] = [];
  const redirects: Record<string, string> = {
    '/vm.tiktok.com/ZMabc123': `${VIDEO}?_r=1&_t=8abc`,
    '/vt.tiktok.com/ZSabc999': 'https://m.tiktok.com/v/7311000000000000043.html',
    // Relative: to the short link's own host.
    '/www.tiktok.com/t/ZTRabc12': '/@maya.moves/video/7311000000000000044',
    '/www.instagram.com/share/reel/BAabc123': 'https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=x',
    // Redirects that must not be taken: another host, another platform, a page that is no post.
    '/vm.tiktok.com/ZMevil01': 'https://evil.example/@x/video/7311000000000000045',
    '/vm.tiktok.com/ZMyt0001': 'https://youtu.be/dQw4w9WgXcQ',
    '/vm.tiktok.com/ZMhome01': 'https://www.tiktok.com/',
  };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '').replace(/\/+$/, '');
    asked.push(path);
    const to = redirects[path];
    if (to) res.writeHead(301, { location: to }).end();
    else res.writeHead(404, { 'content-type': 'text/html' }).end('<html>not found</html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe.each(dbKinds)('short links resolved before the duplicate check (platform mocked by a local server) on %s', (kind) => {
  let t: TestApp;
  let platform: Awaited<ReturnType<typeof fakePlatform>>;
  beforeAll(async () => {
    platform = await fakePlatform();
    t = await createTestApp(kind, { SHORT_LINK_RESOLVER_URL: platform.url });
  });
  afterAll(async () => {
    await t.close();
    await platform.close();
  });

  const enter = (id: number, link: string, n: number) =>
    t.app.inject({ method: 'POST', url: `/publicapi/contests/${id}/entries`, payload: { link, creator: `fan${n}`, email: `fan${n}@short.test` } });

  it('stores the post a short link leads to, and refuses the same post in any other spelling', async () => {
    const c = await makeContest(t.db, { kind: 'quick', platforms: ['TikTok', 'Instagram Reel'] });
    const first = await enter(c.id, 'https://vm.tiktok.com/ZMabc123/', 1);
    expect(first.statusCode).toBe(201);
    expect(first.json().results.data.link).toBe(`${VIDEO}?_r=1&_t=8abc`);
    expect(platform.asked).toContain('/vm.tiktok.com/ZMabc123');
    for (const [i, link] of [VIDEO, 'https://www.tiktok.com/embed/v2/7311000000000000042', 'https://vm.tiktok.com/ZMabc123'].entries()) {
      const dup = await enter(c.id, link, 10 + i);
      expect(dup.statusCode, link).toBe(409);
      expect(dup.json().messages).toEqual([contestMessages.duplicate]);
    }
    // vt., tiktok.com/t/ (a relative redirect) and Instagram's share links resolve too.
    for (const [i, link] of ['https://vt.tiktok.com/ZSabc999', 'https://www.tiktok.com/t/ZTRabc12/', 'https://www.instagram.com/share/reel/BAabc123'].entries())
      expect((await enter(c.id, link, 20 + i)).statusCode, link).toBe(201);
    expect((await enter(c.id, 'https://www.instagram.com/p/C1a2B3c4D5e/', 30)).json().messages).toEqual([contestMessages.duplicate]);
    const keys = await t.db.select({ key: posts.postKey }).from(posts).where(eq(posts.contestId, c.id));
    expect(keys.map((k) => k.key).sort()).toEqual(
      ['instagram:C1a2B3c4D5e', 'tiktok:7311000000000000042', 'tiktok:7311000000000000043', 'tiktok:7311000000000000044'].sort(),
    );
  });

  it('refuses a short link that leads nowhere, elsewhere, or to no post, and stores nothing', async () => {
    const c = await makeContest(t.db, { kind: 'quick', platforms: ['TikTok', 'YouTube Short'] });
    for (const [i, code] of ['ZMmissing', 'ZMevil01', 'ZMyt0001', 'ZMhome01'].entries()) {
      const res = await enter(c.id, `https://vm.tiktok.com/${code}/`, 40 + i);
      expect(res.statusCode, code).toBe(400);
      expect(res.json().messages).toEqual([contestMessages.shortLinkFailed]);
    }
    expect(await t.db.select().from(posts).where(eq(posts.contestId, c.id))).toEqual([]);
  });
});

describe('the short-link resolver (platform mocked by a local server)', () => {
  it('refuses a short link while the resolver cannot be reached, and passes full links through untouched', async () => {
    const gone = await fakePlatform();
    await gone.close();
    const resolve = shortLinkResolver(gone.url);
    await expect(resolve('https://vm.tiktok.com/ZMabc123/')).rejects.toMatchObject({ statusCode: 400, messages: [contestMessages.shortLinkFailed] });
    expect(await resolve(VIDEO)).toBe(VIDEO);
    // Nothing but a plain code reaches the resolver's paths.
    await expect(shortLinkResolver('http://127.0.0.1:9')('https://vm.tiktok.com/a%2F..%2Fadmin')).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe.each(dbKinds)('short links without a resolver on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses them with a message asking for the full link, on every entry route; youtu.be needs no resolver', async () => {
    const c = await makeContest(t.db, { kind: 'quick', platforms: ['TikTok', 'YouTube Short', 'Instagram Reel'] });
    for (const link of ['https://vm.tiktok.com/ZMabc123/', 'https://vt.tiktok.com/ZSabc/', 'https://www.tiktok.com/t/ZTRabc12', 'https://www.instagram.com/share/p/BAabc']) {
      const res = await t.app.inject({ method: 'POST', url: `/publicapi/contests/${c.id}/entries`, payload: { link, creator: 'fan1', email: 'fan1@short.test' } });
      expect(res.statusCode, link).toBe(400);
      expect(res.json().messages).toEqual([contestMessages.shortLinkUnsupported]);
    }
    const yt = await t.app.inject({ method: 'POST', url: `/publicapi/contests/${c.id}/entries`, payload: { link: 'https://youtu.be/dQw4w9WgXcQ?si=x', creator: 'fan1', email: 'fan1@short.test' } });
    expect(yt.statusCode).toBe(201);
    const again = await t.app.inject({
      method: 'POST',
      url: `/publicapi/contests/${c.id}/entries`,
      payload: { link: 'https://www.youtube.com/shorts/dQw4w9WgXcQ', creator: 'fan2', email: 'fan2@short.test' },
    });
    expect(again.json().messages).toEqual([contestMessages.duplicate]);
  });
});
