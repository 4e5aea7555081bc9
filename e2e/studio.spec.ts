import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contestMessages, formatUsd, messages, organiserMessages, placeLabel } from '@chorus/core';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';
import { freshCreator, linkInMail, mailText, TRUST_PASSWORD, unique } from './trust-fixtures.ts';

// Issue 21 in the browser: the organiser studio. Nightshade Records' editor signs in, finds the label's contests,
// approves an entry a visitor just sent, and takes the contest's embed code, previewed by the real SDK. A new label
// joins, runs a contest from creation to payout on its own site, and its viewer sees all of it and changes nothing.

/** A 1×1 PNG: the cover an organiser uploads. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** The artist's own web server, on another port (another origin), serving one page with the pasted snippet. */
async function artistSite(body: string): Promise<{ url: string; close: () => void }> {
  const html = `<!doctype html><html lang="en"><head><title>The label's site</title></head><body><main><h1>Our contest</h1>${body}</main></body></html>`;
  const server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`, close: () => server.close() };
}

const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

test.describe('the organiser studio', () => {
  test('an editor signs in to the studio, approves a visitor’s entry in the queue, and takes the embed code', async ({ page, request, context }) => {
    test.setTimeout(120_000);
    const id = unique();
    const name = `Studio Night ${id}`;
    const handle = `studio${id}`;

    // The owner makes a quick contest through the organiser API (the organisation comes from the session).
    const owner = { 'x-api-key': await apiToken(request, demo.label.email) };
    const created = await request.post('/orgapi/contests', {
      headers: owner,
      data: { name, organizer: 'Nightshade Records', kind: 'quick', prizes: ['1st Place $100'], endDate: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(created.status(), await created.text()).toBe(201);
    const contestId = ((await created.json()) as { results: { data: { id: number } } }).results.data.id;

    // A visitor enters it on its page, by email.
    await page.goto(`/quickdetail?PostID=${contestId}`);
    await page.getByRole('button', { name: 'Submit Your Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Your Post' });
    await dialog.getByLabel('Post link').fill(`https://www.tiktok.com/@${handle}/video/7${Date.now()}`);
    await dialog.getByLabel('Creator handle').fill(handle);
    await dialog.getByLabel('Email').fill(`${handle}@example.test`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(contestMessages.confirmationPost)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The editor signs in and lands in the studio, in Nightshade Records.
    await page.goto('/login');
    await logInThroughForm(page, demo.labelEditor.email);
    await expect(page).toHaveURL(/\/studio\/contests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contests' })).toBeVisible();
    await expect(page.getByText('Editor', { exact: true })).toBeVisible();
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await tab(page, 'Moderation');

    // The queue holds the visitor's entry, in review; approving it says so and leaves it out of the queue.
    const select = page.getByLabel(`Select ${handle}'s entry`);
    await expect(select).toBeVisible();
    await select.check();
    await page.getByRole('button', { name: 'Approve selected (1)' }).click();
    await expect(page.getByText('1 entry approved.')).toBeVisible();
    await expect(select).toHaveCount(0);
    await page.getByLabel('Show').selectOption('approved');
    await expect(page.getByRole('rowheader', { name: handle })).toBeVisible();

    // The embed code: a leaderboard with the label's accent, copied, and previewed by the SDK from /sdk/.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('tab', { name: 'Embed' }).click();
    await page.getByLabel('Element').selectOption('chorus-leaderboard');
    await page.getByLabel('Own accent colour').check();
    await page.getByLabel('Accent', { exact: true }).fill('#c2410c');
    const code = page.getByLabel('Script tag code');
    await expect(code).toContainText(`<chorus-leaderboard contest-id="${contestId}" page-size="25" style="--chorus-accent: #c2410c"></chorus-leaderboard>`);
    await page.getByRole('button', { name: 'Copy Script tag code' }).click();
    await expect(page.getByText('Copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.textContent());
    // The SDK renders the approved entry's handle in the preview's leaderboard.
    await expect(page.getByTestId('embed-preview').getByText(`@${handle}`, { exact: true })).toBeVisible();
  });

  test('a label joins, runs a contest from creation to payout on its own site, and its viewer sees it all and changes nothing', async ({ page, browser, baseURL, request }) => {
    test.setTimeout(360_000);
    const id = unique();
    const orgName = `Aurora Sound ${id}`;
    const email = `owner.${id}@example.test`;
    const contest = `First Light ${id}`;
    const visitorHandle = `fan${id}`;

    // For Marketers on /login leads to the request.
    await page.goto('/login');
    await page.getByRole('button', { name: 'For Marketers' }).click();
    await page.getByRole('link', { name: 'Request an organisation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Request an organisation' })).toBeVisible();
    await page.getByLabel('Organisation name').fill(orgName);
    await page.getByLabel('What will you run on Chorus?').fill('Song contests for our artists');
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Lane');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(TRUST_PASSWORD);
    await page.getByLabel('Confirm password').fill(TRUST_PASSWORD);
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText(messages.organisation.request.received)).toBeVisible();

    // Staff approve it in the studio's review.
    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await staff.goto('/login?returnTo=%2Fstudio%2Freview');
    await logInThroughForm(staff, demo.admin.email);
    await staff.getByRole('button', { name: `Approve ${orgName}` }).click();
    await expect(staff.getByText(`${orgName} is approved: its owner has been emailed.`)).toBeVisible();
    await staffContext.close();

    // The owner confirms the account from the mail, signs in and lands in the new organisation's studio.
    await page.goto(await linkInMail(page, email, 'confirm-account', '/confirm'));
    await expect(page.getByText(messages.login.confirmation)).toBeVisible();
    await page.goto('/login');
    await logInThroughForm(page, email, TRUST_PASSWORD);
    await expect(page).toHaveURL(/\/studio\/contests$/);
    await expect(page.getByText('No contests yet')).toBeVisible();
    await expect(page.getByText('Owner', { exact: true })).toBeVisible();

    // A first contest: a quick one, prizes with what each place gets after the fee, and a cover uploaded with it.
    await page.getByRole('link', { name: 'New contest' }).click();
    await page.getByLabel('Name', { exact: true }).fill(contest);
    await page.getByLabel('Kind').selectOption('quick');
    await page.getByLabel('Prize line 1', { exact: true }).fill('1st Place $200');
    await expect(page.getByText('$185.00 after the fee')).toBeVisible();
    await page.getByRole('button', { name: 'Add a prize line' }).click();
    await page.getByLabel('Prize line 2', { exact: true }).fill('2nd Place $40');
    await page.getByLabel('Cover image', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('cover.png uploads when the contest is created.')).toBeVisible();
    await page.getByRole('button', { name: 'Create contest' }).click();
    await expect(page.getByRole('heading', { level: 1, name: contest })).toBeVisible();
    const contestId = Number(/\/studio\/contests\/(\d+)/.exec(page.url())![1]);

    // The preview is the real SDK's contest page, draft and all, with the uploaded cover.
    await tab(page, 'Preview');
    await expect(page.getByText('Nobody finds it until you publish it')).toBeVisible();
    const preview = page.getByTestId('embed-preview');
    await expect(preview.getByRole('heading', { name: contest })).toBeVisible();
    const cover = preview.locator('img').first();
    await expect(cover).toHaveAttribute('src', /\/publicapi\/contest-files\/[0-9a-f-]{36}$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The contest is live: creators and visitors see it.')).toBeVisible();

    // Visitors see it in the public list, under the organisation's name.
    const visitor = await browser.newContext({ baseURL });
    const list = await visitor.newPage();
    await list.goto('/public-contests');
    await expect(list.getByText(contest)).toBeVisible();

    // The embed code goes onto the label's own site (another origin), where a visitor enters.
    await tab(page, 'Embed');
    const snippet = (await page.getByLabel('Script tag code').textContent())!;
    expect(snippet).toContain(`<chorus-contest contest-id="${contestId}"`);
    const site = await artistSite(snippet);
    try {
      await list.goto(site.url);
      const widget = list.locator('chorus-contest');
      await expect(widget.getByRole('heading', { level: 2, name: contest })).toBeVisible();
      await widget.getByRole('button', { name: 'Submit Your Post' }).click();
      const dialog = widget.getByRole('dialog', { name: 'Submit Your Post' });
      await dialog.getByLabel('Post link').fill(`https://www.tiktok.com/@${visitorHandle}/video/7${Date.now()}`);
      await dialog.getByLabel('Creator handle').fill(visitorHandle);
      await dialog.getByLabel('Email').fill(`${visitorHandle}@example.test`);
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await expect(dialog.getByText(contestMessages.confirmationPost)).toBeVisible();
    } finally {
      site.close();
      await visitor.close();
    }

    // A creator with a confirmed payment email enters too, from the creator portal's API.
    const creatorPage = await (await browser.newContext({ baseURL })).newPage();
    const winner = await freshCreator(creatorPage, request, 'studiowinner');
    const creatorToken = { 'x-api-key': await apiToken(request, winner.email, TRUST_PASSWORD) };
    const entered = await request.post(`/creatorapi/contests/${contestId}/entries`, {
      headers: creatorToken,
      data: { link: `https://www.tiktok.com/@${winner.handle}/video/8${Date.now()}`, creator: winner.handle },
    });
    expect(entered.status(), await entered.text()).toBe(201);

    // The queue: both entries, approved together.
    await tab(page, 'Moderation');
    await page.getByLabel(`Select ${visitorHandle}'s entry`).check();
    await page.getByLabel(`Select ${winner.handle}'s entry`).check();
    await page.getByRole('button', { name: 'Approve selected (2)' }).click();
    await expect(page.getByText('2 entries approved.')).toBeVisible();

    // Counts by CSV: a file with a bad row is shown and refused; the fixed file is recorded.
    const owner = { 'x-api-key': await apiToken(request, email, TRUST_PASSWORD) };
    const rows = ((await (await request.get(`/orgapi/contests/${contestId}/entries?status=approved`, { headers: owner })).json()) as { results: { data: { rows: { id: number; creator: string }[] } } }).results.data.rows;
    const entryOf = (handle: string) => rows.find((r) => r.creator.replace(/^@/, '') === handle)!.id;
    await tab(page, 'Metrics');
    const good = `id,likes,views\n${entryOf(winner.handle)},900,5000\n${entryOf(visitorHandle)},300,2000\n`;
    await page.getByLabel('Metrics CSV').setInputFiles(csvFile('counts.csv', `${good}${entryOf(visitorHandle)},-5,10\n`));
    await expect(page.getByText('3 rows in counts.csv; 1 with a problem: nothing is recorded until the file is fixed and chosen again.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Record/ })).toHaveCount(0);
    await page.getByLabel('Metrics CSV').setInputFiles(csvFile('counts-fixed.csv', good));
    await page.getByRole('button', { name: 'Record 2 rows' }).click();
    await expect(page.getByText('Counts recorded for 2 entries.')).toBeVisible();

    // The end: the final board becomes the prize payments, the winner's to a confirmed email.
    await page.getByRole('button', { name: 'End contest' }).click();
    await page.getByRole('button', { name: 'Yes, end the contest' }).click();
    await expect(page.getByRole('button', { name: 'Reopen contest' })).toBeVisible();
    await tab(page, 'Winners');
    const prizes = page.getByRole('table', { name: 'Prize payments' });
    await expect(prizes.getByRole('row').filter({ hasText: winner.email })).toContainText(`${placeLabel(1)}${winner.email}$200.00$185.00To Be Paid${winner.paymentEmail}`);
    await expect(prizes.getByRole('row').filter({ hasText: `${visitorHandle}@example.test` })).toContainText('No confirmed payment email');
    // The visitor has no payment email: reminded by mail, to sign up with their address.
    await page.getByRole('button', { name: `Remind ${visitorHandle}@example.test by mail` }).click();
    await expect(page.getByText(organiserMessages.reminderSent(`${visitorHandle}@example.test`))).toBeVisible();
    expect(await mailText(creatorPage, `${visitorHandle}@example.test`, 'prize-payment-reminder')).toContain(`sign up with this address, ${visitorHandle}@example.test`);

    // Paid out: a batch of what is payable, marked paid once PayPal has it.
    await page.getByRole('link', { name: 'Payouts' }).click();
    await page.getByRole('button', { name: 'Make a payout batch' }).click();
    const made = page.getByText(/^Batch (\d+) made: 1 payment, \$185\.00\. /);
    await expect(made).toBeVisible();
    const batch = /^Batch (\d+)/.exec((await made.textContent())!)![1];
    await page.getByRole('button', { name: `Mark batch ${batch} paid` }).click();
    await expect(page.getByText(`Batch ${batch} is paid: each creator has been told.`)).toBeVisible();

    // The winner sees the prize, paid.
    await creatorPage.goto('/login?returnTo=%2Fpayments%3Ftab%3Dcontests');
    await logInThroughForm(creatorPage, winner.email, TRUST_PASSWORD);
    await expect(creatorPage.getByText(`${contest} · ${placeLabel(1)}`)).toBeVisible();
    await expect(creatorPage.getByText(formatUsd(18_500)).first()).toBeVisible();
    await creatorPage.context().close();

    // A viewer the owner invites sees the contest, its entries and payouts, and no control that changes them.
    const viewerEmail = `viewer.${id}@example.test`;
    expect((await request.post('/orgapi/invites', { headers: owner, data: { email: viewerEmail, role: 'viewer' } })).status()).toBe(201);
    const viewer = await (await browser.newContext({ baseURL })).newPage();
    await viewer.goto(await linkInMail(viewer, viewerEmail, 'organisation-invite', '/studio/join'));
    await viewer.getByLabel('First name').fill('Vi');
    await viewer.getByLabel('Last name').fill('Ewer');
    await viewer.getByLabel('Password', { exact: true }).fill(TRUST_PASSWORD);
    await viewer.getByLabel('Confirm password').fill(TRUST_PASSWORD);
    await viewer.getByRole('button', { name: 'Accept the invitation' }).click();
    await expect(viewer.getByText(messages.organisation.invite.joined(orgName))).toBeVisible();
    await viewer.goto('/login?returnTo=%2Fstudio');
    await logInThroughForm(viewer, viewerEmail, TRUST_PASSWORD);
    await expect(viewer.getByText('Viewer', { exact: true })).toBeVisible();
    await expect(viewer.getByRole('link', { name: 'New contest' })).toHaveCount(0);
    await viewer.getByRole('link', { name: contest }).click();
    await expect(viewer.getByRole('heading', { level: 1, name: contest })).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Reopen contest' })).toHaveCount(0);
    await tab(viewer, 'Moderation');
    await viewer.getByLabel('Show').selectOption('approved');
    await expect(viewer.getByRole('rowheader', { name: winner.handle })).toBeVisible();
    await expect(viewer.getByRole('button', { name: /^Approve|^Reject/ })).toHaveCount(0);
    await tab(viewer, 'Details');
    await expect(viewer.getByText('Only an editor or owner of the organisation changes the contest.', { exact: false })).toBeVisible();
    await tab(viewer, 'Winners');
    await expect(viewer.getByRole('table', { name: 'Prize payments' }).getByRole('row').filter({ hasText: winner.email })).toContainText('Paid');
    // Payouts (where money is sent) are the owners' alone.
    await expect(viewer.getByRole('link', { name: 'Payouts' })).toHaveCount(0);
    await viewer.goto('/studio/payouts');
    await expect(viewer.getByText('Payouts are for the organisation’s owners.')).toBeVisible();
    // The server refuses what the screen does not offer.
    const viewerToken = { 'x-api-key': await apiToken(request, viewerEmail, TRUST_PASSWORD) };
    expect((await request.post(`/orgapi/contests/${contestId}/reopen`, { headers: viewerToken, data: {} })).status()).toBe(403);
    await viewer.context().close();
  });
});

test('the studio on a phone: every page and tab of a contest fits 390 px and has no serious accessibility finding', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto('/login?returnTo=%2Fstudio');
  await logInThroughForm(page, demo.label.email);
  await expect(page.getByRole('heading', { level: 1, name: 'Contests' })).toBeVisible();
  const fits = async (where: string) => {
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where} scrolls sideways`).toBeLessThanOrEqual(390);
    const builder = new AxeBuilder({ page }).exclude('chorus-contest').exclude('chorus-leaderboard');
    const serious = (await builder.analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), where).toEqual([]);
  };
  await fits('the contests list');
  // The label's first contest (the demo's, whatever its name).
  await page.locator('main a[href^="/studio/contests/"]:not([href$="/new"])').first().click();
  await expect(page.getByRole('tab', { name: 'Overview', exact: true })).toBeVisible();
  for (const name of ['Overview', 'Moderation', 'Metrics', 'Winners', 'Details', 'Preview', 'Embed']) {
    await tab(page, name);
    await expect(page.getByRole('tabpanel', { name, exact: true })).toBeVisible();
    // The SDK's widgets in Preview and Embed load on their own (their pages are checked by the embed specs).
    if (name === 'Preview' || name === 'Embed') await expect(page.getByTestId('embed-preview').getByRole('heading').first()).toBeVisible();
    else await expect(page.getByRole('tabpanel', { name, exact: true }).locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
    await fits(`the ${name} tab`);
  }
  for (const path of ['/studio/payouts', '/studio/organisation', '/studio/contests/new']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await fits(path);
  }
  await context.close();
});
