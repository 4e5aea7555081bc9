import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, dbKinds, type TestApp } from '../testing/app.ts';
import { makeContest } from '../testing/factories.ts';
import { shareCards, withShareCard } from './share-card.ts';

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Chorus: campaigns, contests and payments for creators." />
    <title>Chorus</title>
    <meta property="og:site_name" content="Chorus" />
    <meta property="og:title" content="Chorus" />
    <meta name="twitter:card" content="summary" />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe.each(dbKinds)('share cards on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  const cards = () => shareCards(t.db, 'https://chorus.example');

  it('describes a shared contest link by its name, organiser, prizes and cover, with absolute links', async () => {
    const c = await makeContest(t.db, { name: 'Midnight Drive Challenge', organizer: 'Luna Vale', prizes: ['1st Place $500', '2nd Place $250'], image: '/demo/covers/midnight.jpg' });
    for (const page of ['quickdetail', 'contestdetail', 'p-contests', 'directdetail', 'customdetail', 'exclusivedetail'])
      expect(await cards()(`/${page}?PostID=${c.id}`)).toEqual({
        title: 'Midnight Drive Challenge',
        description: 'A contest by Luna Vale on Chorus. $750.00 in prizes.',
        url: `https://chorus.example/${page}?PostID=${c.id}`,
        image: 'https://chorus.example/demo/covers/midnight.jpg',
      });
  });

  it('has no card for another page, a malformed or unknown PostID', async () => {
    const c = await makeContest(t.db);
    for (const url of [`/contests?PostID=${c.id}`, '/quickdetail', '/quickdetail?PostID=0x10', '/quickdetail?PostID=%201', '/quickdetail?PostID=1e3', '/quickdetail?PostID=2147483647'])
      expect(await cards()(url), url).toBeNull();
  });
});

describe('withShareCard', () => {
  it('replaces the page’s title, description and default tags, one of each, with every value escaped', () => {
    const html = withShareCard(PAGE, {
      title: '</title><script>alert(1)</script>',
      description: 'Win "big" & <b>more</b>',
      url: 'https://chorus.example/quickdetail?PostID=7&x=1',
      image: 'https://chorus.example/c.jpg',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Chorus</title>');
    expect(html).toContain('<meta property="og:description" content="Win &quot;big&quot; &amp; &lt;b&gt;more&lt;/b&gt;" />');
    expect(html).toContain('<meta property="og:url" content="https://chorus.example/quickdetail?PostID=7&amp;x=1" />');
    expect(html).toContain('<meta property="og:image" content="https://chorus.example/c.jpg" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    for (const tag of ['<title>', 'name="description"', 'property="og:title"', 'property="og:site_name"', 'name="twitter:card"'])
      expect(html.split(tag).length - 1, tag).toBe(1);
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('leaves the picture out when the contest has none', () => {
    const html = withShareCard(PAGE, { title: 'T', description: 'D', url: 'https://chorus.example/p-contests?PostID=1', image: null });
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });
});
