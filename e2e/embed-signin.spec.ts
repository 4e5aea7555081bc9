import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contestMessages, signInMessages } from '@chorus/core';
import { freshTikTok, publicContests, seriousViolations, standardContest, watchErrors } from './embed-fixtures.ts';
import { apiToken, DEMO_PASSWORD, expect, test } from './fixtures.ts';

// A demo creator of the seed (packages/server/src/seed/identity.ts) as the fan: Theo, whose other specs look only at
// contests of their own (Maya's entries and payments stay as the other specs expect).
const FAN = 'theo.nguyen@chorus.test';

test.describe('a fan signs in inside an embed on an artist site', () => {
  test('signs in in the widget, enters a standard contest as their account, and the page never navigates', async ({ page, request, baseURL }) => {
    const contest = standardContest(await publicContests(request));
    const errors = watchErrors(page);
    // The artist's own web server: another port is another origin, which is not in CORS_ORIGINS.
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Artist page</title>
      <script src="${baseURL}/sdk/chorus.iife.js"></script></head>
      <body><main><h1>The Tidelines</h1><chorus-contest contest-id="${contest.id}"></chorus-contest></main></body></html>`;
    const artist = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
    await new Promise<void>((resolve) => artist.listen(0, '127.0.0.1', resolve));
    try {
      const artistUrl = `http://127.0.0.1:${(artist.address() as AddressInfo).port}/`;
      await page.goto(artistUrl);
      // Every navigation of the top page from now on (there must be none).
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(frame.url());
      });
      await page.evaluate(() => {
        (window as unknown as { heard: unknown[] }).heard = [];
        document.addEventListener('chorus-submitted', (e) => (window as unknown as { heard: unknown[] }).heard.push((e as CustomEvent).detail));
        document.addEventListener('chorus-navigate', (e) => (window as unknown as { heard: unknown[] }).heard.push({ navigate: (e as CustomEvent).detail }));
      });

      const widget = page.locator('chorus-contest');
      await expect(widget.getByRole('heading', { name: contest.name })).toBeVisible();
      await widget.getByRole('button', { name: 'Submit Your Post' }).click();
      const dialog = widget.getByRole('dialog', { name: 'Submit Your Post' });
      await expect(dialog.getByRole('heading', { name: 'Log in to enter' })).toBeVisible();
      await expect(dialog.getByText(contestMessages.loginRequired)).toBeVisible();
      await expect(dialog.getByLabel('Email')).toBeFocused();
      const forgot = dialog.getByRole('link', { name: 'Forgot password?' });
      await expect(forgot).toHaveAttribute('href', `${baseURL}/forgot-password`);
      await expect(forgot).toHaveAttribute('target', '_blank');

      // A wrong password: the login's words, announced, and the fan is still here.
      await dialog.getByLabel('Email').fill(FAN);
      await dialog.getByLabel('Password').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Log In' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(signInMessages.invalidCredentials);
      expect(await seriousViolations(page, 'chorus-contest')).toEqual([]);

      // By keyboard this time: Enter in the password field signs in.
      await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
      await dialog.getByLabel('Password').press('Enter');
      await expect(dialog.getByText(`Signed in as ${FAN}`)).toBeVisible();
      await expect(dialog.getByLabel('Post link')).toBeFocused();
      // Signed in: no email field; the entry is the account's.
      await expect(dialog.getByLabel('Email')).toHaveCount(0);
      const link = freshTikTok('theoplaysbass');
      await dialog.getByLabel('Post link').fill(link);
      // Signed in: the creator is one of the fan's own handles, the one on the link's platform first.
      await expect(dialog.getByLabel('Creator handle')).toHaveValue('theoplaysbass');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText(contestMessages.confirmationPost)).toBeVisible();

      // Still the artist's page: no navigation, no chorus-navigate, and the token is nowhere the page keeps things.
      expect(navigations).toEqual([]);
      expect(page.url()).toBe(artistUrl);
      const heard = await page.evaluate(() => (window as unknown as { heard: Record<string, unknown>[] }).heard);
      expect(heard).toEqual([expect.objectContaining({ contestId: contest.id, link, status: 'in_review' })]);
      const kept = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
      expect(kept).not.toContain('entry.');

      // The account sees it in My Entries.
      const token = await apiToken(request, FAN);
      const mine = await request.get('/creatorapi/contest-entries', { headers: { 'x-api-key': token } });
      expect(mine.status()).toBe(200);
      const active = ((await mine.json()) as { results: { Active: { Preffy: { postId: number; link: string }[] } } }).results.Active.Preffy;
      expect(active).toEqual(expect.arrayContaining([expect.objectContaining({ postId: contest.id, link })]));
      expect(errors).toEqual([]);
    } finally {
      artist.close();
    }
  });
});
