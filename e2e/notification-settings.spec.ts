import AxeBuilder from '@axe-core/playwright';
import { notificationPreferenceMessages as npm } from '@chorus/core';
import { demo, expect, logInThroughForm, test } from './fixtures.ts';

// Account Settings › Notifications and the /unsubscribe page (issue 24) as the demo creator, on a 390 px phone. The
// preference changed is put back at the end, so later suites see the demo data's defaults.

test('a creator turns a kind of email off and on under Account Settings, on a phone, with the keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await logInThroughForm(page, demo.creator.email);
  await expect(page).toHaveURL(/\/dashboard/);

  await page.goto('/settings');
  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/account\/notifications\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const box = page.getByRole('checkbox', { name: 'Deadline reminders: by email' });
  await expect(box).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  // By keyboard: focus the box, Space toggles it, then Save.
  await box.focus();
  await page.keyboard.press('Space');
  await expect(box).not.toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(npm.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Deadline reminders: by email' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Deadline reminders: in the app' })).toBeChecked();

  await page.getByRole('checkbox', { name: 'Deadline reminders: by email' }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(npm.saved)).toBeVisible();
});

test('the unsubscribe page refuses a link that is not ours, without a sign-in', async ({ page }) => {
  await page.goto('/unsubscribe?token=1.offers.forged');
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(npm.badToken)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toHaveCount(0);
});
