import { apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';

test.describe('native app mode', () => {
  test('?token= signs in without a cookie and shows the bottom tab bar', async ({ page, context, request }) => {
    const token = await apiToken(request, demo.creator.email);
    await page.goto(`/dashboard?token=${encodeURIComponent(token)}`);

    await expect(page.getByTestId('greeting-name')).toHaveText(demo.creator.name);
    // The token is taken out of the address bar and no session cookie is involved.
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await context.cookies()).find((c) => c.name === 'chorus_token')).toBeUndefined();

    const tabs = page.getByRole('navigation', { name: 'App tabs' });
    await expect(tabs.getByRole('link')).toHaveText(['Home', 'Payments', 'Chat', 'Account']);
    await tabs.getByRole('link', { name: 'Payments' }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();

    // A reload keeps the session from sessionStorage.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  });

  test('a native visitor lands on /welcome and can log in from it', async ({ page, context }) => {
    await page.goto('/?token=');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/hello');
    await page.getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login\?show=form$/);
    await logInThroughForm(page, demo.creator.email);
    // The native login goes on with the token in the URL (accounts.md §4), where the shell reads it.
    await expect(page).toHaveURL(/\/dashboard\?token=[^&]+$/);
    await expect(page.getByRole('navigation', { name: 'App tabs' })).toBeVisible();
    // The native login keeps its token for the x-api-key header, the one the URL carries.
    const kept = await page.evaluate(() => window.sessionStorage.getItem('chorus.token'));
    expect(kept).toBeTruthy();
    expect(new URL(page.url()).searchParams.get('token')).toBe(kept);
    // The tab bar only on the dashboard, payments, settings and chat.
    await page.getByRole('link', { name: 'Campaigns' }).first().click();
    await expect(page).toHaveURL(/\/campaigns/);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'App tabs' })).toHaveCount(0);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'App tabs' })).toBeVisible();
    await context.clearCookies();
    await page.reload();
    await expect(page.getByTestId('greeting-name')).toHaveText(demo.creator.name);
  });

  test('a ?token= the server refuses says the session has expired', async ({ page }) => {
    await page.goto('/?token=not-a-real-token');
    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('status')).toHaveText('Your session has expired. Please log in again.');
    expect(await page.evaluate(() => window.sessionStorage.getItem('chorus.token'))).toBeNull();
  });

  test('/login in native mode is the welcome screen', async ({ page }) => {
    await page.goto('/login?token=');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Get paid to create.' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login?show=form');
  });

  test('a protected page in native mode sends visitors to /welcome', async ({ page }) => {
    await page.goto('/payments?token=');
    await expect(page).toHaveURL(/\/welcome\?returnTo=%2Fpayments$/);
  });

  test("a signed-in tab opened with another account's ?token= asks first; staying keeps the signed-in account", async ({ page, request }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.creator.email);
    await expect(page.getByTestId('greeting-name')).toHaveText(demo.creator.name);

    const managerToken = await apiToken(request, demo.manager.email);
    await page.goto(`/?token=${encodeURIComponent(managerToken)}`);
    const question = page.getByRole('heading', { level: 1, name: `Continue as ${demo.manager.name}?` });
    await expect(question).toBeFocused();
    await expect(page.getByText(`You are signed in as ${demo.creator.name}`)).toBeVisible();
    // The token has left the address bar already.
    await expect(page).toHaveURL(/\/$/);

    // By keyboard: Continue, then Stay.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Continue as ${demo.manager.name}` })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: `Stay as ${demo.creator.name}` })).toBeFocused();
    await page.keyboard.press('Enter');

    await expect(page.getByTestId('greeting-name')).toHaveText(demo.creator.name);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => [window.sessionStorage.getItem('chorus.native'), window.sessionStorage.getItem('chorus.token')])).toEqual([null, null]);
    await expect(page.getByRole('navigation', { name: 'App tabs' })).toHaveCount(0);
  });
});
