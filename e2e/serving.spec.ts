import { tags } from '../sdk/src/tags.ts';
import { demo, expect, logInThroughForm, test } from './fixtures.ts';

// The real build as the real server sends it (packages/server/src/plugins/static.test.ts covers the rules on fixtures).
test.describe('serving the built assets', () => {
  test('sends the SDK precompressed, revalidated and embeddable, and keeps its source maps private', async ({ request }) => {
    const res = await request.get('/sdk/chorus.iife.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['cache-control']).toBe('public, max-age=300');
    expect(res.headers()['access-control-allow-origin']).toBe('*');
    expect(res.headers()['etag']).toBeTruthy();
    expect(res.headers()['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await res.text()).toContain('chorus-contest');
    const again = await request.get('/sdk/chorus.iife.js', { headers: { 'accept-encoding': 'br', 'if-none-match': res.headers()['etag']! } });
    expect(again.status()).toBe(304);
    expect((await request.get('/sdk/chorus.iife.js.map')).status()).toBe(404);
    expect((await request.get('/sdk/meta.json')).status()).toBe(404);
  });

  test('the loader names versioned, hashed chunks, sent immutable and compressed', async ({ request }) => {
    const loader = await request.get('/sdk/chorus.js', { headers: { 'accept-encoding': 'br' } });
    expect(loader.headers()['cache-control']).toBe('public, max-age=300');
    expect(loader.headers()['etag']).toBeTruthy();
    const chunks = [...(await loader.text()).matchAll(/"\.\/(\d+\.\d+\.\d+[^"]*\/[\w-]+-[\w-]{8}\.js)"/g)].map((m) => m[1]!);
    // One chunk per element module, each named after it.
    const modules = [...new Set(Object.values(tags).map((t) => t.module))].sort();
    expect(chunks.map((c) => c.replace(/^[^/]+\//, '').replace(/-[\w-]{8}\.js$/, '')).sort()).toEqual(modules);
    for (const chunk of chunks) {
      const res = await request.get(`/sdk/${chunk}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.status(), chunk).toBe(200);
      expect(res.headers()['cache-control'], chunk).toBe('public, max-age=31536000, immutable');
      expect(res.headers()['content-encoding'], chunk).toBe('gzip');
      expect(res.headers()['access-control-allow-origin'], chunk).toBe('*');
      expect((await request.get(`/sdk/${chunk}.map`)).status()).toBe(404);
    }
  });

  test("caches the portal's hashed files for a year and revalidates its page", async ({ request }) => {
    const page = await request.get('/contests');
    expect(page.headers()['cache-control']).toBe('no-cache');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await page.text())?.[1];
    expect(script).toBeTruthy();
    const asset = await request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
  });

  test('signed-out pages log no error or failed request, and a shared contest link previews the contest', async ({ page, request }) => {
    const contests = (await (await request.get('/publicapi/contests')).json()) as { results: { data: { id: number; name: string }[] } };
    const contest = contests.results.data[0]!;
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`${page.url()}: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${page.url()}: ${r.status()} ${r.url()}`));
    const visits: [string, Parameters<typeof page.getByRole>][] = [
      ['/login', ['button', { name: 'Log In' }]],
      ['/public-contests', ['heading', { level: 1, name: 'Contests' }]],
      [`/p-contests?PostID=${contest.id}`, ['heading', { name: contest.name }]],
    ];
    for (const [url, role] of visits) {
      await page.goto(url);
      await expect(page.getByRole(...role).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(problems).toEqual([]);

    // What a chat app or a social network reads from the link: the contest, not "Chorus".
    const html = await (await request.get(`/quickdetail?PostID=${contest.id}`)).text();
    const escaped = contest.name.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#39;');
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`);
    expect(html).toMatch(/<meta property="og:description" content="A contest by [^"]+ on Chorus\./);
    expect(html).toContain(`<title>${escaped} · Chorus</title>`);
    expect(html).not.toContain('<title>Chorus</title>');
  });

  // What a screen loads on demand once its data is there (a contest's entry form) is the exception: it is named by a
  // script the head named.
  test("a page's head names every script its first load runs, bar what a screen loads on demand", async ({ page, request }) => {
    const contest = ((await (await request.get('/publicapi/contests')).json()) as { results: { data: { id: number; name: string }[] } }).results.data[0]!;
    let scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    const firstLoad = async (url: string, role: Parameters<typeof page.getByRole>) => {
      scripts = [];
      const html = await (await page.goto(url))!.text();
      await expect(page.getByRole(...role).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const named = [...html.matchAll(/<(?:script type="module" crossorigin src|link rel="modulepreload" crossorigin href)="([^"]+)"/g)].map((m) => m[1]);
      expect(scripts.length, url).toBeGreaterThan(3);
      const texts = await Promise.all(named.map(async (s) => (await request.get(s!)).text()));
      const late = scripts.filter((s) => !named.includes(s));
      const onDemand = (s: string) => new RegExp(`import\\([\`"']\\./${s.split('/').pop()!.replace(/\./g, '\\.')}`);
      expect(late.filter((s) => !texts.some((t) => onDemand(s).test(t))), url).toEqual([]);
    };
    await firstLoad('/public-contests', ['heading', { level: 1, name: 'Contests' }]);
    await firstLoad(`/p-contests?PostID=${contest.id}`, ['heading', { name: contest.name }]);
    await firstLoad('/login', ['button', { name: 'Log In' }]);
    await logInThroughForm(page, demo.creator.email);
    await expect(page).not.toHaveURL(/\/login/);
    await firstLoad('/dashboard', ['heading', { level: 1 }]);
  });

  test('robots.txt, the web manifest and its icons are real files, and a missing file is a 404', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Disallow: /studio');
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { icons: { src: string; sizes: string }[] };
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const res = await request.get(icon.src);
      expect(res.status(), icon.src).toBe(200);
      expect(res.headers()['content-type'], icon.src).toMatch(/^image\//);
    }
    for (const url of ['/sitemap.xml', '/wp-login.php', '/favicon.ico']) expect((await request.get(url)).status(), url).toBe(404);
  });

  test('/sdk/ says how to embed each element, and /examples/ leads to the built examples', async ({ page }) => {
    await page.goto('/sdk/');
    await expect(page.getByRole('heading', { name: 'Chorus SDK' })).toBeVisible();
    for (const tag of Object.keys(tags)) await expect(page.getByRole('heading', { name: `<${tag}>` })).toBeVisible();
    await page.getByRole('link', { name: 'pages embedding the widgets' }).click();
    await expect(page.getByRole('heading', { name: 'Chorus examples' })).toBeVisible();
    await page.getByRole('link', { name: 'A React site' }).click();
    await expect(page).toHaveURL(/\/examples\/react-app\/$/);
    // The built example, not its source: the React app renders.
    await expect(page.getByRole('heading', { level: 1, name: 'Luna Vale: fan contests' })).toBeVisible();
  });
});
