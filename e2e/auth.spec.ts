import { messages } from '@chorus/core';
import { demo, expect, logInThroughForm, test } from './fixtures.ts';

test.describe('login', () => {
  test('the demo creator signs in and sees the dashboard with their name', async ({ page, context }) => {
    // `/` is the login for a visitor (accounts.md §2); the login links to the public landing page, whose Log In
    // leads back to the form.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await page.getByRole('link', { name: 'Active contests' }).click();
    await expect(page).toHaveURL(/\/discover$/);
    await page.getByRole('main').getByRole('link', { name: 'Log In' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Earn' })).toBeVisible();
    await expect(page.getByTestId('greeting-name')).toHaveText(demo.creator.name);
    await expect(page.getByRole('banner').getByText(demo.creator.name)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Campaigns' }).first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Contests', exact: true })).toHaveAttribute('href', '/contests');

    // The web app relies on the HttpOnly cookie and keeps no token in JS.
    const cookie = (await context.cookies()).find((c) => c.name === 'chorus_token');
    expect(cookie?.httpOnly).toBe(true);
    expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toContain('chorus.token');

    // A creator without linked accounts sees My Profiles and no Manage Roster.
    const topNav = page.getByRole('navigation', { name: 'Primary' });
    await expect(topNav.getByRole('link', { name: 'My Profiles' })).toBeVisible();
    await expect(topNav.getByRole('button', { name: 'Manage Roster' })).toHaveCount(0);
  });

  test('a wrong password shows the server message and the trouble line', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.creator.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(messages.login.invalidCredentials);
    // The team's address as the e2e server is configured (TEAM_EMAIL's default).
    await expect(alert).toContainText(messages.login.trouble('team@chorus.local'));
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  test('empty fields are caught before calling the server', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page.getByText('Please enter your email')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  test('reset_success and confirmation show their notices', async ({ page }) => {
    await page.goto('/login?reset_success=true');
    await expect(page.getByRole('status').filter({ hasText: messages.login.resetSuccess })).toBeVisible();
    await page.goto('/index?confirmation=1');
    await expect(page.getByRole('status').filter({ hasText: messages.login.confirmation })).toBeVisible();
  });

  test('the page links and the For Marketers toggle', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/hello');
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('complementary', { name: 'What creators say' })).toBeVisible();

    await page.getByRole('button', { name: 'For Marketers' }).click();
    await expect(page.getByRole('button', { name: 'For Marketers' })).toHaveAttribute('aria-pressed', 'true');
    // Organisers sign in with the same form (and land in the studio); a new organisation asks to join.
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request an organisation' })).toHaveAttribute('href', '/studio/join');
    await page.getByRole('button', { name: 'For Creators' }).click();
    await expect(page.getByRole('link', { name: 'Request an organisation' })).toHaveCount(0);
  });

  test('an existing session on the login page goes to the dashboard', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('protected pages', () => {
  test('a protected URL redirects to login and comes back after signing in', async ({ page }) => {
    await page.goto('/payments?tab=contests');
    await expect(page).toHaveURL(/\/login\?returnTo=%2Fpayments%3Ftab%3Dcontests$/);
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/payments\?tab=contests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Contests', selected: true })).toBeVisible();
  });

  test('returnTo never leaves the site', async ({ page }) => {
    await page.goto('/login?returnTo=%2F%2Fevil.example%2Fphish');
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('logout', () => {
  test('logout revokes the session and goes to /login', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/creatorapi/check')).status()).toBe(401);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logout still signs out locally when the server call fails', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.route('**/creatorapi/auth/logout', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });
});
