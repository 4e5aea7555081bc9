import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD, demo, expect, logInThroughForm, test } from './fixtures.ts';

// The signed-in account screens (accounts.md §2 "Signed-in account screens") as the demo creator. The password is
// changed and changed back within the test, so later specs still sign in with the demo password.

const NEW_PASSWORD = 'Settings-e2e-2!';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function signIn(page: Page, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await logInThroughForm(page, demo.creator.email, password);
  await expect(page).toHaveURL(/\/dashboard/);
}

async function newSignedInPage(browser: Browser, baseURL: string, password = DEMO_PASSWORD) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page, password);
  return { context, page };
}

async function changePassword(page: Page, from: string, to: string) {
  await page.goto('/account/credentials/');
  await page.getByLabel('Current password', { exact: true }).fill(from);
  await page.getByLabel('New password', { exact: true }).fill(to);
  await page.getByLabel('Confirm new password').fill(to);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Your password has been changed. Your other sessions have been signed out.')).toBeVisible();
}

test('a creator keeps their account: contact info, handles, password, photo and tax form, every screen accessible', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  await signIn(page);
  const elsewhere = await newSignedInPage(browser, baseURL!);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Contact information.
  await page.getByRole('link', { name: 'Contact Information' }).click();
  await expect(page).toHaveURL(/\/account\/contact\/$/);
  await page.getByLabel('City').fill(`Austin ${run}`);
  await page.getByLabel('Postal Code').fill('78701');
  await page.getByLabel('Address', { exact: true }).fill('1 Main St');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Contact Information Successfully Update')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue(`Austin ${run}`);

  // Two handles with rates, then edit one.
  for (const [platform, handle] of [
    ['4', `@e2e.tt.${run}`],
    ['1', `@e2e.ig.${run}`],
  ] as const) {
    await page.goto('/account/social/');
    await page.getByRole('link', { name: 'Add Profile' }).click();
    await expect(page.getByLabel('Song Rate')).toHaveValue('$10.00');
    await page.getByLabel('Platform').selectOption(platform);
    await page.getByLabel('Handle').fill(handle);
    await page.getByLabel('Followers').fill('2500');
    await page.getByLabel('Song Rate').fill('$15.00');
    await page.getByLabel('Brand Rate').fill('$30');
    await page.getByRole('button', { name: 'Add Profile' }).click();
    await expect(page.getByText('Successfully Updated!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Profile' })).toHaveCount(0);
  }
  await page.goto('/account/social/');
  const row = page.getByRole('row', { name: new RegExp(`e2e\\.tt\\.${run}`) });
  await expect(row).toContainText('$15.00');
  expect(await seriousViolations(page)).toEqual([]);
  await row.getByRole('link', { name: /Edit/ }).click();
  await expect(page.getByLabel('Handle')).toHaveAttribute('readonly', '');
  await page.getByLabel('Song Rate').fill('$18.50');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Successfully Updated!')).toBeVisible();
  await page.goto('/account/social/');
  await expect(page.getByRole('row', { name: new RegExp(`e2e\\.tt\\.${run}`) })).toContainText('$18.50');

  // The password: the other browser's session stops working, this one stays.
  await changePassword(page, DEMO_PASSWORD, NEW_PASSWORD);
  expect(await seriousViolations(page)).toEqual([]);
  await elsewhere.page.goto('/settings');
  await expect(elsewhere.page).toHaveURL(/\/login/);
  await elsewhere.context.close();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();

  // Photo and tax form.
  await page.goto('/account/photo/');
  await page.getByLabel(/Choose a photo/).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'Upload Photo' }).click();
  await expect(page.getByText('Profile photo updated.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/account/tax/');
  await page.getByLabel(/Choose your tax form/).setInputFiles({ name: 'w9.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Tax form uploaded.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The other screens.
  for (const [path, title] of [
    ['/account/credentials/', 'Login Information'],
    ['/account/accounts/', 'Chorus Accounts'],
    ['/account/deactivate/', 'Deactivate Account'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await expect(page.getByRole('button', { name: 'Deactivate Account' })).toBeDisabled();

  // Back to the demo password for the specs after this one.
  await changePassword(page, NEW_PASSWORD, DEMO_PASSWORD);
});

test('a manager sees the roster and opens a creator’s Admin page', async ({ page }) => {
  await page.goto('/login');
  await logInThroughForm(page, demo.manager.email);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/settings');
  await expect(page.getByRole('link', { name: 'Manage Roster' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Social Media Profiles' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Manage Roster' }).click();
  const admin = page.getByRole('link', { name: /^Admin for / }).first();
  await expect(admin).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await admin.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Handles and Rates' })).toBeVisible();
  await expect(page.getByLabel('First Name')).not.toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
});
