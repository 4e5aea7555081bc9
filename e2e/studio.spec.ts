import { contestMessages, messages } from '@chorus/core';
import { apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';
import { linkInMail, TRUST_PASSWORD, unique } from './trust-fixtures.ts';

// Issue 21 in the browser: the organiser studio. Nightshade Records' editor signs in, finds the label's contests,
// approves an entry a visitor just sent, and takes the contest's embed code, previewed by the real SDK.

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

  test('a label asks for an organisation, staff approve it in the studio, and its owner confirms, signs in and publishes a first contest', async ({ page, browser, baseURL }) => {
    test.setTimeout(150_000);
    const id = unique();
    const orgName = `Aurora Sound ${id}`;
    const email = `owner.${id}@example.test`;
    const contest = `First Light ${id}`;

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

    // A first contest: prizes with what each place gets after the fee, then published.
    await page.getByRole('link', { name: 'New contest' }).click();
    await page.getByLabel('Name', { exact: true }).fill(contest);
    await page.getByLabel('Prize line 1', { exact: true }).fill('1st Place $200');
    await expect(page.getByText('$185 after the fee')).toBeVisible();
    await page.getByRole('button', { name: 'Create contest' }).click();
    await expect(page.getByRole('heading', { level: 1, name: contest })).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('The contest is live: creators and visitors see it.')).toBeVisible();

    // Visitors see it in the public list, under the organisation's name.
    const visitor = await browser.newContext({ baseURL });
    const list = await visitor.newPage();
    await list.goto('/public-contests');
    await expect(list.getByText(contest)).toBeVisible();
    await visitor.close();
  });
});
