import AxeBuilder from '@axe-core/playwright';
import { contestMessages, type ContestSummary } from '@chorus/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { addHandle, apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';

// The contest screens of the host app against the real server and its demo data.

async function contests(request: APIRequestContext, category?: string): Promise<ContestSummary[]> {
  const res = await request.get(`/publicapi/contests${category ? `?category=${category}` : ''}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: { data: ContestSummary[] } }).results.data;
}

async function contestNamed(request: APIRequestContext, name: string): Promise<ContestSummary> {
  const found = (await contests(request)).find((c) => c.name === name);
  if (!found) throw new Error(`No demo contest named ${name}`);
  return found;
}

/** A link and a handle no other test (or earlier run against the same server) has used. */
function fresh(prefix: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { link: `https://www.tiktok.com/@mayamoves/video/${stamp}`, handle: `${prefix}${stamp.slice(-9)}` };
}

async function logIn(page: Page, path: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await logInThroughForm(page, demo.creator.email);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/** Shows up to 100 rows of an entries table (its pager appears only past 5 rows). */
async function showAllRows(page: Page, label: string) {
  const size = page.getByRole('navigation', { name: `${label} pages` }).getByLabel('Rows per page');
  if (await size.count()) await size.selectOption('100');
}

/** Serious and critical axe violations on the whole page, or only inside `scope` (a selector). */
async function seriousViolations(page: Page, scope?: string) {
  const builder = new AxeBuilder({ page });
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('the landing page', () => {
  test('a visitor at /discover sees what Chorus is, the active contests and View Contests, Log In and Sign Up', async ({ page, request }) => {
    const active = await contests(request);
    expect(active.length).toBeGreaterThan(0);
    await page.goto('/discover');
    await expect(page).toHaveURL(/\/discover$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Get paid to promote music');
    const main = page.getByRole('main');
    await expect(main.getByRole('article', { name: active[0]!.name })).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(active.length);
    await expect(main.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    await expect(main.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/hello');
    // The public header's logo stays on this page rather than bouncing to /login.
    await page.getByRole('banner').getByRole('link', { name: 'Chorus home' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await main.getByRole('link', { name: 'View Contests' }).click();
    await expect(page).toHaveURL(/\/public-contests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contests' })).toBeVisible();
  });
});

test.describe('contests, signed in', () => {
  test('a creator enters a standard contest, finds the entry in My Entries, and is on the leaderboard once approved', async ({ page, request }) => {
    const midnight = await contestNamed(request, 'Midnight Drive');
    const { link, handle } = fresh('maya');
    await addHandle(request, demo.creator.email, handle);

    await logIn(page, '/contests');
    await expect(page.getByRole('heading', { level: 1, name: 'Contests' })).toBeVisible();
    await expect(page).toHaveTitle('Contests · Chorus');
    const card = page.getByRole('article', { name: 'Midnight Drive' });
    await card.getByRole('link', { name: 'View Contest' }).click();
    await expect(page).toHaveURL(new RegExp(`/contestdetail\\?PostID=${midnight.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Midnight Drive' })).toBeAttached();
    await expect(page).toHaveTitle('Midnight Drive · Chorus');

    await page.getByRole('button', { name: 'Submit Your Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Your Post' });
    await dialog.getByLabel('Post link').fill(link);
    // Signed in: the creator is picked from her own handles.
    await dialog.getByLabel('Creator handle').selectOption(handle);
    const submitted = page.waitForResponse((r) => r.url().endsWith(`/creatorapi/contests/${midnight.id}/entries`) && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    const response = await submitted;
    expect(response.status()).toBe(201);
    const entryId = ((await response.json()) as { results: { data: { id: number } } }).results.data.id;
    await expect(dialog.getByText(contestMessages.confirmationPost)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    // My Entries: the new entry, in review; its row leads back to the contest.
    await page.goto('/contests?tab=entries');
    const active = page.getByRole('table', { name: 'Active Entries' });
    await expect(active).toBeVisible();
    await showAllRows(page, 'Active entries');
    const row = active.getByRole('row').filter({ hasText: `@${handle}` });
    await expect(row).toContainText('Midnight Drive');
    await expect(row).toContainText('In review');

    // The organiser approves it (and records its likes, so it ranks on the first page).
    const admin = await apiToken(request, demo.admin.email);
    const headers = { 'x-api-key': admin };
    expect((await request.post('/adminapi/entries/approve', { headers, data: { ids: [entryId] } })).status()).toBe(200);
    const metrics = await request.post(`/adminapi/contests/${midnight.id}/metrics`, { headers, data: { metrics: [{ id: entryId, likes: 90_000_000 }] } });
    expect(metrics.status()).toBe(200);

    await row.getByRole('link', { name: 'Midnight Drive' }).click();
    await expect(page).toHaveURL(new RegExp(`/contestdetail\\?PostID=${midnight.id}$`));
    await page.reload();
    const leaderboard = page.getByRole('table', { name: /Leaderboard/ });
    await expect(leaderboard.getByRole('row').filter({ hasText: `@${handle}` })).toBeVisible();

    await page.goto('/contests?tab=entries');
    await expect(active).toBeVisible();
    await showAllRows(page, 'Active entries');
    await expect(page.getByRole('table', { name: 'Active Entries' }).getByRole('row').filter({ hasText: `@${handle}` })).toContainText('Approved');
  });

  test('the dashboard Contests card shows the Active count', async ({ page }) => {
    await logIn(page, '/dashboard');
    const res = await page.request.get('/creatorapi/contests');
    const count = ((await res.json()) as { results: { Row_Preffy_Competitions: unknown[] } }).results.Row_Preffy_Competitions.length;
    expect(count).toBeGreaterThan(0);
    await expect(page.getByTestId('active-contests-pill')).toHaveText(`${count} Active contests`);
  });

  test('Payments › Contests lists the demo payments and filters them by status', async ({ page }) => {
    await logIn(page, '/payments?tab=contests');
    await expect(page.getByText(contestMessages.paymentsDelay)).toBeVisible();
    const table = page.getByRole('table', { name: 'Contest payments' });
    const winter = table.getByRole('row').filter({ hasText: 'Winter Lights' });
    const hometown = table.getByRole('row').filter({ hasText: 'Hometown Hero' });
    await expect(winter).toContainText('To Be Paid');
    await expect(winter).toContainText('$185');
    await expect(hometown).toContainText('Paid');
    await expect(hometown).toContainText('$277.50');

    await page.getByRole('radio', { name: 'Paid', exact: true }).check();
    await expect(page).toHaveURL(/status=paid/);
    await expect(winter).toHaveCount(0);
    await expect(hometown).toBeVisible();
    await page.getByRole('radio', { name: 'To Be Paid' }).check();
    await expect(hometown).toHaveCount(0);
    await expect(winter).toBeVisible();
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(hometown).toBeVisible();
    await expect(winter).toBeVisible();
  });

  test('on a phone, contest payments open as cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, '/payments?tab=contests');
    const cards = page.getByRole('list', { name: 'Contest payments' }).getByRole('listitem');
    await expect(cards.filter({ hasText: 'Winter Lights' })).toContainText('$185');
    await expect(page.getByRole('radio', { name: 'Grid' })).toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

test.describe('contests, visitors', () => {
  test('a standard contest sends a visitor to log in, and back to the contest after', async ({ page, request }) => {
    const midnight = await contestNamed(request, 'Midnight Drive');
    await page.goto(`/contestdetail?PostID=${midnight.id}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?returnTo=%2Fcontestdetail%3FPostID%3D${midnight.id}$`));
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(new RegExp(`/contestdetail\\?PostID=${midnight.id}$`));
    await expect(page.getByRole('button', { name: 'Submit Your Post' })).toBeVisible();
  });

  test('a visitor enters a quick contest by email and sees the confirmation', async ({ page, request }) => {
    const quick = await contestNamed(request, 'Quick Hit: Sunday Drive');
    const { link, handle } = fresh('fan');
    await page.goto(`/quickdetail?PostID=${quick.id}`);
    await expect(page.getByRole('heading', { level: 1, name: quick.name })).toBeAttached();
    await page.getByRole('button', { name: 'Submit Your Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Your Post' });
    await dialog.getByLabel('Post link').fill(link);
    await dialog.getByLabel('Creator handle').fill(handle);
    await dialog.getByLabel('Email').fill(`${handle}@Example.com`);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog.getByText(contestMessages.confirmationPost)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/quickdetail\\?PostID=${quick.id}$`));
  });

  test('a visitor entering a handle contest with a new email lands on the payment-setup step', async ({ page, request }) => {
    const handleContest = (await contests(request)).find((c) => c.kind === 'quick' && !['likes', 'views'].includes(c.metric));
    if (!handleContest) throw new Error('The demo data has no quick handle contest');
    const { handle } = fresh('fan');
    const email = `${handle}@example.com`;
    await page.goto(`/quickdetail?PostID=${handleContest.id}`);
    await page.getByRole('button', { name: 'Submit Your Handle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Your Handle' });
    await dialog.getByLabel('Username').fill(handle);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(`/updatePayment?email=${encodeURIComponent(email)}`);
    await expect(page.getByText(contestMessages.signUpSameEmail)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', `/hello?email=${encodeURIComponent(email)}`);
  });

  test('/directcontests shows the banner and only that category; /irl leads there', async ({ page, request }) => {
    const stagecoach = await contests(request, 'stagecoach');
    expect(stagecoach.length).toBeGreaterThan(0);
    expect(stagecoach.every((c) => c.category === 'stagecoach')).toBe(true);

    await page.goto('/irl');
    await expect(page).toHaveURL(/\/directcontests\?cat=stagecoach$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stagecoach Contests' })).toBeVisible();
    await expect(page.getByRole('heading', { name: contestMessages.directBanner })).toBeVisible();
    const cards = page.getByRole('list', { name: 'Contests' }).getByRole('article');
    await expect(cards).toHaveCount(stagecoach.length);
    for (const c of stagecoach) await expect(page.getByRole('article', { name: c.name })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Midnight Drive' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/tab=how-it-works/);
    await expect(page.getByRole('list', { name: 'How contests work' })).toBeVisible();
  });
});

// One screen per test: five full-page scans in one test overran its 30 s on a busy 2-core machine. Each shell is
// scanned whole once (public, signed in); the other screens only within <main>, where they differ.
test.describe('contest screens are accessible: axe finds no serious or critical violations', () => {
  test('the landing page, whole page', async ({ page }) => {
    await page.goto('/discover');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the public direct-contests list, whole page', async ({ page }) => {
    await page.goto('/directcontests?cat=stagecoach');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the signed-in contest list, whole page', async ({ page }) => {
    await logIn(page, '/contests');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('My Entries', async ({ page }) => {
    await logIn(page, '/contests?tab=entries');
    await expect(page.getByRole('table', { name: 'Active Entries' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('a contest detail with its leaderboard', async ({ page, request }) => {
    const midnight = await contestNamed(request, 'Midnight Drive');
    await logIn(page, `/contestdetail?PostID=${midnight.id}`);
    await expect(page.getByRole('table', { name: /Leaderboard/ })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('a followers contest ranks by followers and shows them under that name', async ({ page, request }) => {
    const band = await contestNamed(request, 'Fan Favorite: Tag the Band');
    const board = (await (await request.get(`/publicapi/contests/${band.id}/leaderboard`)).json()) as { results: { data: { rows: { followers: number }[] } } };
    const followers = board.results.data.rows.map((r) => r.followers);
    expect(followers[0]).toBeGreaterThan(0);
    expect(followers).toEqual([...followers].sort((a, b) => b - a));
    await logIn(page, `/quickdetail?PostID=${band.id}`);
    const table = page.getByRole('table', { name: 'Leaderboard, ranked by followers' });
    await expect(table.getByRole('columnheader', { name: 'Followers' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('contest payments', async ({ page }) => {
    await logIn(page, '/payments?tab=contests');
    await expect(page.getByRole('table', { name: 'Contest payments' })).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });
});

test.describe('contests in the native app', () => {
  test('a native session enters through the creator API with its token', async ({ page, request }) => {
    const midnight = await contestNamed(request, 'Midnight Drive');
    const token = await apiToken(request, demo.creator.email);
    // The handle exists before the form opens: the form reads the entrant's handles when it shows.
    const { link, handle } = fresh('native');
    await addHandle(request, demo.creator.email, handle);
    await page.goto(`/contests?token=${encodeURIComponent(token)}`);
    await page.getByRole('article', { name: 'Midnight Drive' }).getByRole('link', { name: 'View Contest' }).click();
    await expect(page).toHaveURL(new RegExp(`/contestdetail\\?PostID=${midnight.id}$`));
    await page.getByRole('button', { name: 'Submit Your Post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit Your Post' });
    // Signed in: no email field.
    await expect(dialog.getByLabel('Post link')).toBeVisible();
    await expect(dialog.getByLabel('Email')).toHaveCount(0);
    await dialog.getByLabel('Post link').fill(link);
    await dialog.getByLabel('Creator handle').selectOption(handle);
    const sent = page.waitForRequest((r) => r.url().endsWith(`/creatorapi/contests/${midnight.id}/entries`));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect((await sent).headers()['x-api-key']).toBe(token);
    await expect(dialog.getByText(contestMessages.confirmationPost)).toBeVisible();
  });
});
