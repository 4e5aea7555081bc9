import type { Page } from '@playwright/test';
import { pageMessages } from '@chorus/core';
import { DEMO_PASSWORD, demo, expect, logInThroughForm, test } from './fixtures.ts';

// What the other journeys leave out (issues 8, 9): a creator's Contact message and Feedback reach the team by mail,
// and a manager edits a roster creator's handles while acting as them. Texts and handles are unique per run.

const run = Date.now().toString(36);

async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await logInThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/dashboard/);
}

/** The body of the newest mail to the team from `template` that contains `text`, as the demo mailbox shows it. */
async function teamMailContaining(page: Page, template: string, text: string) {
  await page.goto('/dev/mailbox');
  const mails = page.locator(`li[data-to="team@chorus.local"][data-template="${template}"]`);
  await expect(mails.first()).toBeVisible();
  // The list shows subjects only: open each candidate until one holds the text (the newest come first).
  for (const href of await mails.locator('a', { hasText: 'view' }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    await page.goto(href!);
    if ((await page.locator('body').innerText()).includes(text)) return page.locator('body');
  }
  throw new Error(`No ${template} mail to the team contains "${text}"`);
}

test.describe('a creator and a manager, day to day', () => {
  test('a creator’s Contact message and Feedback arrive in the team’s mail with who sent them', async ({ page }) => {
    await signIn(page, demo.creator.email);

    const question = `When is my campaign paid? (e2e ${run})`;
    await page.goto('/contact');
    const contact = page.getByRole('form', { name: 'Contact Us' });
    await expect(contact.getByLabel('Name')).toHaveValue(demo.creator.name);
    // Subject, email and message (accounts.md §2); the email starts as the login's.
    await expect(contact.getByLabel('Email')).toHaveValue(demo.creator.email);
    await contact.getByLabel('Subject').fill('My campaign payment');
    await contact.getByLabel('Message').fill(question);
    await contact.getByRole('button', { name: 'Submit' }).click();
    await expect(contact.getByText(pageMessages.sent)).toBeVisible();

    const idea = `Please add a dark mode (e2e ${run})`;
    // Feedback is in the side menu (issue 24).
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\/feedback$/);
    const feedback = page.getByRole('form', { name: 'Feedback' });
    await feedback.getByLabel('Your feedback').fill(idea);
    await feedback.getByRole('button', { name: 'Submit' }).click();
    await expect(feedback.getByText(pageMessages.feedbackThanks)).toBeVisible();

    await expect(await teamMailContaining(page, 'form-contact', question)).toContainText(demo.creator.name);
    await expect(await teamMailContaining(page, 'form-feedback', idea)).toContainText(demo.creator.name);
  });

  test('a manager acting as a roster creator adds a handle with rates to that creator and edits its rate', async ({ page }) => {
    await signIn(page, demo.manager.email);
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Manage Roster' }).click();
    const roster = page.getByRole('dialog', { name: 'Manage Creators' });
    await roster.getByLabel('Search by name').fill('Priya');
    await roster.getByRole('list', { name: 'Linked accounts' }).getByRole('button', { name: /Priya Shah/ }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are viewing Chorus as Priya Shah' })).toBeVisible();

    const handle = `@e2e.roster.${run}`;
    await page.goto('/account/social/');
    await page.getByRole('link', { name: 'Add Profile' }).click();
    await page.getByLabel('Platform').selectOption('4');
    await page.getByLabel('Handle').fill(handle);
    await page.getByLabel('Followers').fill('1200');
    await page.getByLabel('Song Rate').fill('$20.00');
    await page.getByLabel('Brand Rate').fill('$40');
    await page.getByRole('button', { name: 'Add Profile' }).click();
    await expect(page.getByText('Successfully Updated!')).toBeVisible();

    await page.goto('/account/social/');
    const row = page.getByRole('row', { name: new RegExp(`e2e\\.roster\\.${run}`) });
    await expect(row).toContainText('$20.00');
    await row.getByRole('link', { name: /Edit/ }).click();
    await page.getByLabel('Song Rate').fill('$22.50');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Successfully Updated!')).toBeVisible();
    await page.goto('/account/social/');
    await expect(page.getByRole('row', { name: new RegExp(`e2e\\.roster\\.${run}`) })).toContainText('$22.50');

    // The handle is Priya's, not the manager's: back as the manager, it is not among theirs.
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Manage Roster' }).click();
    await roster.getByRole('button', { name: new RegExp(demo.manager.name) }).click();
    await expect(page.getByText('You are viewing Chorus as')).toHaveCount(0);
    await page.goto('/account/social/');
    await expect(page.getByRole('row', { name: new RegExp(`e2e\\.roster\\.${run}`) })).toHaveCount(0);
  });
});
