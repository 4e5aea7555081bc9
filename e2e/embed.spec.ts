import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { contestMessages } from '@chorus/core';
import { freshTikTok, publicContests, quickPostContest, seriousViolations, settled, standardContest, watchErrors, widgetTags } from './embed-fixtures.ts';
import { apiToken, demo, expect, test } from './fixtures.ts';

// The SDK as third-party pages load it (sdk/dist, served by the Chorus server at /sdk/), on examples/embed-html.
const embedPage = '/examples/embed-html/';
const exampleDir = path.join(import.meta.dirname, '../examples/embed-html');
const exampleHtml = fs.readFileSync(path.join(exampleDir, 'index.html'), 'utf8');
const exampleJs = fs.readFileSync(path.join(exampleDir, 'embed.js'), 'utf8');

test.describe('embedding Chorus with one script tag', () => {
  test('an anonymous visitor enters the quick contest by email; the page hears chorus-submitted', async ({ page, request }) => {
    const quick = quickPostContest(await publicContests(request));
    const errors = watchErrors(page);
    await page.goto(embedPage);
    await page.evaluate(() => {
      (window as unknown as { heard: unknown[] }).heard = [];
      document.addEventListener('chorus-submitted', (e) => (window as unknown as { heard: unknown[] }).heard.push((e as CustomEvent).detail));
    });

    const form = page.locator('chorus-entry-form');
    await expect(form.getByRole('heading', { name: 'Submit Your Post' })).toBeVisible();
    await expect(form.getByText(quick.name)).toBeVisible();
    const submit = form.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    const link = freshTikTok('embedfan');
    await form.getByLabel('Post link').fill(link);
    await form.getByLabel('Creator handle').fill('@EmbedFan');
    await form.getByLabel('Email').fill('Embed.Fan@Example.com');
    await expect(form.getByLabel('Email')).toHaveValue('embed.fan@example.com');
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(form.getByRole('heading', { name: 'Submission received' })).toBeFocused();
    await expect(form.getByText(contestMessages.confirmationPost)).toBeVisible();
    // The page's own reaction to the event: the fan wall and the toast.
    await expect(page.locator('#fan-wall li').first()).toHaveText(`@embedfan entered ${quick.name} with a tiktok post: in review.`);
    await expect(page.locator('#toast')).toHaveText('Thanks @embedfan! Your entry is in review.');
    const heard = await page.evaluate(() => (window as unknown as { heard: { contestId: number; link: string; status: string }[] }).heard);
    expect(heard).toEqual([expect.objectContaining({ contestId: quick.id, link, status: 'in_review', creator: 'embedfan' })]);

    // The same link again: the server's message, shown in the widget.
    await form.getByRole('button', { name: 'Done' }).click();
    await form.getByLabel('Post link').fill(link);
    await form.getByLabel('Email').fill('embed.fan@example.com');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByRole('alert')).toHaveText(contestMessages.duplicate);
    expect(errors).toEqual([]);
  });

  test('styles live in the shadow roots and nothing leaks to or from the page', async ({ page }) => {
    await page.goto(embedPage);
    for (const tag of widgetTags) await settled(page.locator(tag));

    const report = await page.evaluate((tags) => {
      const hosts = tags.map((t) => document.querySelector(t)!);
      const inner = (host: Element, sel: string) => host.shadowRoot!.querySelector<HTMLElement>(sel)!;
      const probe = document.createElement('button');
      probe.textContent = 'probe';
      document.body.append(probe);
      const widgetButton = inner(document.querySelector('chorus-contest-list')!, 'a[part="card-button"]');
      const widgetHeading = inner(document.querySelector('chorus-entry-form')!, 'h2');
      const pageHeading = document.querySelector('main h2')!;
      const css = (el: Element) => getComputedStyle(el);
      const result = {
        shadowModes: hosts.map((h) => h.shadowRoot?.mode),
        // The widgets' rules (styled-components' API over goober, sdk/src/styled.ts) and the theme's: constructed
        // sheets each shadow root adopts (sdk/src/shadow-styles.ts), so no <style> at all.
        styledInShadow: hosts.map((h) => h.shadowRoot!.adoptedStyleSheets.reduce((n, s) => n + s.cssRules.length, 0)),
        stylesInShadow: hosts.map((h) => h.shadowRoot!.querySelectorAll('style').length),
        documentAdopted: document.adoptedStyleSheets.length,
        styledInHead: document.head.querySelectorAll('style#_goober, style[data-styled]').length,
        documentStyleSheets: document.styleSheets.length,
        probeBackground: css(probe).backgroundColor,
        widgetButtonBackground: css(widgetButton).backgroundColor,
        widgetButtonFont: css(widgetButton).fontFamily,
        widgetHeadingTransform: css(widgetHeading).textTransform,
        pageHeadingTransform: css(pageHeading).textTransform,
        hostDisplay: css(hosts[0]!).display,
      };
      probe.remove();
      return result;
    }, [...widgetTags]);

    expect(report.shadowModes).toEqual(['open', 'open', 'open', 'open']);
    for (const count of report.styledInShadow) expect(count).toBeGreaterThan(10);
    expect(report.stylesInShadow).toEqual([0, 0, 0, 0]);
    expect(report.styledInHead).toBe(0);
    expect(report.documentAdopted).toBe(0);
    // Only the artist's own <style>: the SDK added no stylesheet to the document.
    expect(report.documentStyleSheets).toBe(1);
    // The page styles every <button> hotpink with Comic Sans; the widget's buttons keep the Chorus look.
    expect(report.probeBackground).toBe('rgb(255, 105, 180)');
    expect(report.widgetButtonBackground).toBe('rgb(91, 61, 245)');
    expect(report.widgetButtonFont).not.toContain('Comic Sans');
    expect(report.pageHeadingTransform).toBe('uppercase');
    expect(report.widgetHeadingTransform).toBe('none');
    expect(report.hostDisplay).toBe('block');
  });

  test('View Contest asks the page first (chorus-navigate is cancelable) and the page keeps the visitor', async ({ page }) => {
    await page.goto(embedPage);
    const list = page.locator('chorus-contest-list');
    const card = list.getByRole('article').filter({ hasText: 'Paper Planes Dance Challenge' });
    await card.getByRole('link', { name: 'View Contest' }).click();
    await expect(page).toHaveURL(new RegExp(`${embedPage}$`));
    await expect(page.locator('chorus-contest').getByRole('heading', { level: 2, name: 'Paper Planes Dance Challenge' })).toBeVisible();
    // The creative variant of the leaderboard.
    await expect(page.locator('chorus-contest').getByRole('table', { name: 'Leaderboard, ranked by creativity' })).toBeVisible();
  });

  test('without a listener, chorus-navigate lands on the Chorus portal', async ({ page, baseURL }) => {
    await page.goto(embedPage);
    await page.evaluate(() => {
      const el = document.createElement('chorus-contest-list');
      el.id = 'plain';
      document.body.prepend(el);
      // Stop the page's own handler, as if the page had none.
      document.addEventListener('chorus-navigate', (e) => e.stopImmediatePropagation(), { capture: true });
    });
    const link = page.locator('#plain').getByRole('link', { name: 'View Contest' }).first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(new RegExp(`^${baseURL}/(contest|quick|direct|custom|exclusive)detail\\?PostID=\\d+$`));
    await link.click();
    await expect(page).toHaveURL(href!);
  });

  test('works from another origin, against the public API with CORS', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    // The artist's own web server: another port is another origin (a routed fake host would be refused the loopback).
    const html = exampleHtml.replace('src="/sdk/chorus.iife.js"', `src="${baseURL}/sdk/chorus.iife.js"`);
    // The page and its own script, beside it as on the artist's server.
    const artist = http.createServer((req, res) =>
      req.url === '/embed.js'
        ? res.writeHead(200, { 'content-type': 'text/javascript' }).end(exampleJs)
        : res.writeHead(200, { 'content-type': 'text/html' }).end(html),
    );
    await new Promise<void>((resolve) => artist.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = artist.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`);
      await expect(page.locator('chorus-contest-list').getByRole('article').first()).toBeVisible();
      await expect(page.locator('chorus-leaderboard').getByRole('table')).toBeVisible();
      // Covers are paths on the Chorus server, resolved against api-base.
      const cover = page.locator('chorus-contest-list').locator('img').first();
      await expect(cover).toHaveAttribute('src', new RegExp(`^${baseURL}/`));
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      artist.close();
    }
  });

  test('two SDK copies on one page (the script twice and the ESM build) work without errors', async ({ page, request }) => {
    const quick = quickPostContest(await publicContests(request));
    const errors = watchErrors(page);
    const html = `<!doctype html><html lang="en"><head><title>Two copies</title>
      <script src="/sdk/chorus.iife.js"></script>
      <script src="/sdk/chorus.iife.js"></script>
      <script type="module" src="/sdk/chorus.js"></script>
      <script type="module" src="/sdk/elements/leaderboard.js"></script>
      </head><body><main>
      <chorus-contest-list></chorus-contest-list>
      <chorus-leaderboard contest-id="${quick.id}"></chorus-leaderboard>
      <chorus-entry-form contest-id="${quick.id}"></chorus-entry-form>
      </main></body></html>`;
    await page.route('**/examples/two-copies.html', (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await page.goto('/examples/two-copies.html');
    await expect(page.locator('chorus-contest-list').getByRole('article').first()).toBeVisible();
    await expect(page.locator('chorus-leaderboard').getByRole('row')).toHaveCount(11);
    await expect(page.locator('chorus-entry-form').getByLabel('Post link')).toBeVisible();
    const styledInHead = await page.evaluate(() => document.head.querySelectorAll('style').length);
    expect(styledInHead).toBe(0);
    expect(errors).toEqual([]);
  });

  test('the native webview page signs in with ?token= and enters through the creator API', async ({ page, request }) => {
    const token = await apiToken(request, demo.creator.email);
    const contest = standardContest(await publicContests(request));
    const errors = watchErrors(page);
    await page.goto(`/examples/native-webview/?token=${encodeURIComponent(token)}&contest=${contest.id}`);
    const widget = page.locator('chorus-contest');
    await expect(widget.getByRole('heading', { level: 2, name: contest.name })).toBeVisible();
    await widget.getByRole('button', { name: 'Submit Your Post' }).click();
    const dialog = widget.getByRole('dialog', { name: 'Submit Your Post' });
    await expect(dialog.getByLabel('Post link')).toBeFocused();
    // Signed in: no email field.
    await expect(dialog.getByLabel('Email')).toHaveCount(0);
    await dialog.getByLabel('Post link').fill(freshTikTok('mayamoves'));
    // The token's own handles, read by the widget: the one on the link's platform is picked.
    await expect(dialog.getByLabel('Creator handle')).toHaveValue('mayamoves');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(contestMessages.confirmationPost)).toBeVisible();
    await expect(page.locator('#log li').first()).toContainText(`chorus-submitted: entry`);
    expect(errors).toEqual([]);
  });

  test('chorus-help-wanted with a creator token (native webview page): Apply Now sends one handle and every field', async ({ page, request }) => {
    const token = await apiToken(request, demo.creator.email);
    const errors = watchErrors(page);
    await page.goto(`/examples/native-webview/?token=${encodeURIComponent(token)}&widget=help-wanted`);
    const widget = page.locator('chorus-help-wanted');
    const apply = widget.getByRole('button', { name: /^Apply Now: / }).first();
    await expect(apply).toBeVisible();
    const title = (await apply.getAttribute('aria-label'))!.replace('Apply Now: ', '');
    await apply.click();
    const dialog = widget.getByRole('dialog', { name: `Apply: ${title}` });
    await expect(dialog.getByLabel('Handle')).toBeVisible();
    for (const field of await dialog.locator('input:not([type="email"])').all()) await field.fill('I make dance videos every week');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText('Thank you for applying! We will be in touch.')).toBeVisible();
    await expect(page.locator('#log li').first()).toContainText('chorus-submitted: Thank you for applying!');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(widget.getByRole('button', { name: `Apply Now: ${title}` })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('the contact form on the embed page passes axe', async ({ page }) => {
    await page.goto(embedPage);
    const form = page.locator('chorus-contact-form');
    await expect(form.getByRole('heading', { name: "Write to Luna's team" })).toBeVisible();
    expect(await seriousViolations(page, 'chorus-contact-form')).toEqual([]);
  });

  test('every embedded widget passes axe with no serious or critical violations', async ({ page }) => {
    await page.goto(embedPage);
    for (const tag of widgetTags) await settled(page.locator(tag));
    // Two scans: every widget as loaded, then the form with its validation messages and the contest's dialog.
    const violations = await seriousViolations(page, ...widgetTags);
    const form = page.locator('chorus-entry-form');
    await form.getByLabel('Post link').fill('ftp://example.com/clip');
    await form.getByLabel('Creator handle').click();
    await form.getByLabel('Email').fill('nope');
    await form.getByLabel('Creator handle').click();
    await expect(form.getByText(contestMessages.linkScheme)).toBeVisible();
    const contest = page.locator('chorus-contest');
    await contest.getByRole('button', { name: 'Post Guidelines' }).first().click();
    await expect(contest.getByRole('dialog', { name: 'Post Guidelines' })).toBeVisible();
    violations.push(...(await seriousViolations(page, 'chorus-entry-form', 'chorus-contest')));
    expect(violations).toEqual([]);
  });
});

test('the example pages and the portal have no inline script or inline event handler (the CSP forbids them)', async ({ request }) => {
  for (const url of ['/examples/embed-html/', '/examples/native-webview/', '/']) {
    const res = await request.get(url);
    expect(res.status(), url).toBe(200);
    const html = await res.text();
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length, url).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(attrs, url).toMatch(/\bsrc=/);
      expect(body!.trim(), url).toBe('');
    }
    expect(html, url).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
    expect(html, url).not.toMatch(/javascript:/i);
  }
});
