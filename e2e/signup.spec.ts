import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { accountMessages, DEACTIVATE_PHRASE, messages, signupMessages } from '@chorus/core';
import { expect, logInThroughForm, test } from './fixtures.ts';

// A stranger joins: the /hello wizard, the confirmation mail in the demo mailbox (/dev/mailbox), the link, the
// first login, and later leaves (deactivation). And a manager onboards with two creators and acts as one. Emails and handles are unique per run.

const PASSWORD = 'Joined-e2e-pass1';
const run = Date.now().toString(36);

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Follows the newest confirmation mail sent to `email` from the demo mailbox. */
async function confirmFromMailbox(page: Page, email: string) {
  await page.goto('/dev/mailbox');
  const mail = page.locator(`li[data-to="${email}"][data-template="confirm-account"]`).first();
  await expect(mail).toBeVisible();
  const href = await mail.locator('a[href*="/confirm?"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  const link = new URL(href!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/login\?confirmation=/);
  await expect(page.getByText(messages.login.confirmation)).toBeVisible();
}

async function account(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Personal' })).toBeFocused();
}

test.describe('joining Chorus', () => {
  test('a visitor signs up at /hello, confirms from the mail, logs in, lands on the dashboard, and later deactivates the account', async ({ page }) => {
    const email = `joiner.${run}@example.test`;
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/hello$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign Up' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // Next is refused until the step is valid, with the spec's messages.
    await page.getByLabel('Email').fill('not-an-email');
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Enter in a field tries anyway: the step stays, the messages show and focus goes to the first invalid field.
    await page.getByLabel('Email').press('Enter');
    await expect(page.getByText(messages.email.invalid)).toBeVisible();
    await expect(page.getByLabel('Email')).toBeFocused();
    await account(page, email);

    await page.getByLabel('First Name').fill('Jo');
    await page.getByLabel('Last Name').fill('Iner');
    await page.getByLabel('Address').fill('1 Main St');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State / Province').selectOption({ label: 'Texas' });
    await page.getByLabel('Zip / Postal Code').fill('78701');
    await page.getByLabel('PayPal Email').fill(`pay.${email}`);
    await page.getByLabel('Mobile Phone').fill('512-555-0100');
    await page.getByLabel('Birthday').fill('1998-07-14');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Profiles' })).toBeFocused();
    const profile = page.getByRole('group', { name: 'Profile 1' });
    await expect(profile.getByLabel('Song Rate')).toHaveValue('$10.00');
    await expect(profile.getByLabel('Brand Rate')).toHaveValue('$20.00');
    await profile.getByLabel('Handle').fill(`@joiner${run}`);
    await profile.getByLabel('Followers').fill('1200');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByRole('heading', { level: 2, name: signupMessages.successTitle })).toBeVisible();
    await expect(page.getByText(signupMessages.success)).toBeVisible();

    // Signing up again with the same email: the check says so and offers Log In / Forgot password.
    await page.goto('/hello');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    const dialog = page.getByRole('dialog', { name: 'You already have an account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Forgot password' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await confirmFromMailbox(page, email);
    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting-name')).toHaveText('Jo Iner');

    // And leaves: Deactivate Account waits for the exact phrase, says so, logs out after 5 seconds, and the account
    // cannot sign in again.
    await page.goto('/account/deactivate/');
    const deactivate = page.getByRole('button', { name: 'Deactivate Account' });
    await page.getByLabel(`Type "${DEACTIVATE_PHRASE}" to confirm`).fill(DEACTIVATE_PHRASE.toLowerCase());
    await expect(deactivate).toBeDisabled();
    await page.getByLabel(`Type "${DEACTIVATE_PHRASE}" to confirm`).fill(DEACTIVATE_PHRASE);
    await deactivate.click();
    await expect(page.getByRole('status').filter({ hasText: accountMessages.deactivated })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    await logInThroughForm(page, email, PASSWORD);
    await expect(page.getByText(messages.login.invalidCredentials)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('a manager asks for access, onboards by the team’s invitation with two creators, confirms, logs in, adds a creator and acts as one', async ({ page }) => {
    const email = `boss.${run}@example.test`;
    // Without the team's invitation the form does not show.
    await page.goto('/manageronboarding');
    await expect(page.getByText(signupMessages.inviteRequired)).toBeVisible();
    await page.getByRole('link', { name: 'Request access as a manager' }).click();

    await expect(page).toHaveURL(/\/hello$/);
    await page.getByLabel('Manager').check();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Request Access' }).click();
    await expect(page.getByText(signupMessages.managerRequest)).toBeVisible();

    // The team is mailed the request with the invitation link, and forwards it.
    await page.goto('/dev/mailbox');
    const request = page.locator('li[data-template="manager-request"]').filter({ hasText: email }).first();
    await expect(request).toBeVisible();
    const invite = new URL((await request.locator('a[href*="/manageronboarding?"]').first().getAttribute('href'))!);
    await page.goto(`${invite.pathname}${invite.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Manager Onboarding' })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await account(page, email);

    await page.getByLabel('First Name').fill('Mo');
    await page.getByLabel('Last Name').fill('Boss');
    await page.getByLabel('PayPal Email').fill(`pay.${email}`);
    await page.getByLabel('Phone', { exact: true }).fill('+1 512 555 0100');
    await page.getByLabel('Company').fill('Roster Co');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Creators' })).toBeFocused();
    await expect(page.getByText(signupMessages.addCreator)).toBeVisible();
    for (const first of ['Rory', 'Sky']) {
      await page.getByRole('button', { name: 'Add Creator' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Creator' });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel('First Name').fill(first);
      await dialog.getByLabel('Last Name').fill('Roster');
      await dialog.getByLabel('Address').fill('2 Side St');
      await dialog.getByLabel('City').fill('Austin');
      await dialog.getByLabel('State / Province').selectOption({ label: 'Texas' });
      await dialog.getByLabel('Zip / Postal Code').fill('78701');
      await dialog.getByLabel('Birthday').fill('2003-02-01');
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByRole('heading', { name: 'Handles' })).toBeVisible();
      if (first === 'Sky') expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole('group', { name: 'Handle 1' }).getByLabel('Handle').fill(`@${first.toLowerCase()}${run}`);
      await dialog.getByRole('button', { name: 'Save Creator' }).click();
      await expect(dialog).toBeHidden();
    }
    const table = page.getByRole('table', { name: 'Creator Roster' });
    await expect(table.getByRole('row')).toHaveCount(3);
    await expect(table.getByRole('row').nth(1)).toContainText('Texas');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 2, name: signupMessages.successTitle })).toBeVisible();

    // The invitation works once.
    await page.goto(`${invite.pathname}${invite.search}`);
    await expect(page.getByText(signupMessages.inviteInvalid)).toBeVisible();

    await confirmFromMailbox(page, email);
    await logInThroughForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting-name')).toHaveText('Mo Boss');

    // Add Creator from Manage Roster: the same two-step modal; the creator is on the roster at once.
    await page.goto('/account/accounts/');
    await page.getByRole('button', { name: 'Add Creator' }).click();
    const add = page.getByRole('dialog', { name: 'Add Creator' });
    await add.getByLabel('First Name').fill('Lee');
    await add.getByLabel('Last Name').fill('Added');
    await add.getByLabel('Address').fill('3 Third St');
    await add.getByLabel('City').fill('Austin');
    await add.getByLabel('State / Province').selectOption({ label: 'Texas' });
    await add.getByLabel('Zip / Postal Code').fill('78701');
    await add.getByLabel('Birthday').fill('2002-05-06');
    await add.getByRole('button', { name: 'Next' }).click();
    await add.getByRole('group', { name: 'Handle 1' }).getByLabel('Handle').fill(`@lee${run}`);
    await add.getByRole('button', { name: 'Save Creator' }).click();
    await expect(page.getByRole('status').filter({ hasText: signupMessages.creatorAdded })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Admin for Lee Added' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Manage Roster' }).click();
    const roster = page.getByRole('dialog', { name: 'Manage Creators' });
    await roster.getByRole('button', { name: /Sky Roster/ }).click();
    await expect(page.getByTestId('greeting-name')).toHaveText('Sky Roster');
    await expect(page.getByRole('status').filter({ hasText: 'You are viewing Chorus as Sky Roster' })).toBeVisible();
  });
});
