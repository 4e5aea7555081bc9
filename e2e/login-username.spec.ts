import { messages } from '@chorus/core';
import { expect, logInThroughForm, test } from './fixtures.ts';

// The demo login that is a plain username (accounts.md §2, §4, §5, §8: login steps 2 and 3). No other suite signs
// in with it: this one links an email to it, which makes that email its login (the server's data is fresh per run).
const USERNAME = 'samrivera';
const EMAIL = 'sam.rivera@chorus.test';

test.describe('login with a username, not an email', () => {
  test('step 2 asks for a unique email, step 3 thanks; the mailed link makes the email the login', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, USERNAME);

    // Step 2: link a unique email ('Invalid Email' and the button disabled until it is one).
    await expect(page.getByRole('heading', { level: 2, name: messages.login.linkEmailHeading })).toBeVisible();
    await expect(page.getByText(messages.login.linkEmailIntro)).toBeVisible();
    const email = page.getByRole('textbox', { name: 'Email', exact: true });
    const link = page.getByRole('button', { name: 'Link Email' });
    await email.fill('sam.rivera');
    await email.blur();
    await expect(page.getByText(messages.email.invalid)).toBeVisible();
    await expect(link).toBeDisabled();
    await email.fill(EMAIL);
    await link.click();

    // Step 3: thanks for registering, a verification email was sent.
    await expect(page.getByRole('heading', { level: 2, name: 'Thanks for registering!' })).toBeVisible();
    await expect(page.getByText(messages.login.linkEmailThanks(EMAIL))).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The demo server keeps mail in its local outbox, listed at /dev/mailbox, newest first.
    await page.goto('/dev/mailbox');
    const mail = page.locator(`li[data-to="${EMAIL}"][data-template="link-email"]`).first();
    await expect(mail).toBeVisible();
    await expect(mail).toContainText('Verify your email for Chorus');
    const href = await mail.locator('a[href*="/verifyEmail?"]').first().getAttribute('href');
    expect(href).toBeTruthy();
    const url = new URL(href!);
    await page.goto(`${url.pathname}${url.search}`);
    await expect(page.getByText(messages.login.confirmation)).toBeVisible();
    await page.goto('/dashboard');

    // From now on the email is the login, and signing in with it goes straight on (no step 2).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, USERNAME);
    await expect(page.getByRole('alert')).toContainText(messages.login.invalidCredentials);
    await logInThroughForm(page, EMAIL);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
