import { messages } from '@chorus/core';
import { DEMO_PASSWORD, expect, logInThroughForm, test } from './fixtures.ts';

// A demo login no other suite signs in with: this suite changes its password (the server's data is fresh per run).
const EMAIL = 'priya.shah@chorus.test';
const NEW_PASSWORD = 'Reset-e2e-pass1!';
const m = messages.accountLinks;

test.describe('password reset by email', () => {
  test('forgot password → the mailed link → a new password; the old one and the link stop working', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText(m.resetSent)).toBeVisible();

    // The demo server keeps mail in its local outbox, listed at /dev/mailbox, newest first. The reset is queued just
    // after the answer (so its timing tells nothing), so the list is read again until it shows.
    const mail = page.locator(`li[data-to="${EMAIL}"][data-template="password-reset"]`).first();
    await expect(async () => {
      await page.goto('/dev/mailbox');
      await expect(mail).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    const href = await mail.locator('a[href*="/reset-password?"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    const link = new URL(href!);
    const path = `${link.pathname}${link.search}`;

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    // The reset rules of accounts.md §5 are checked in the page.
    await page.getByLabel('New password', { exact: true }).fill('password');
    await page.getByLabel('Confirm password', { exact: true }).fill('different');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText(m.password.pattern)).toBeVisible();
    await expect(page.getByText(m.password.mismatch)).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/login\?reset_success=true$/);
    await expect(page.getByText(messages.login.resetSuccess)).toBeVisible();

    // The link works once.
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: m.invalidLinkTitle })).toBeVisible();
    await expect(page.getByText(m.invalidResetLink)).toBeVisible();

    // The old password no longer works; the new one does.
    await page.goto('/login');
    await logInThroughForm(page, EMAIL, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toContainText(messages.login.invalidCredentials);
    await logInThroughForm(page, EMAIL, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
