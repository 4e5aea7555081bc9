import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The public pages as a visitor sees them (issues 8, 9): FAQ, legal documents, the contact forms and the
// footer's newsletter signup, against the real server and its seeded content.

/** Serious and critical axe violations on the whole page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test.describe('public pages as a visitor', () => {
  test('the public FAQ opens and closes answers, and each answer has its own page', async ({ page }) => {
    await page.goto('/pagefaq');
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/hello');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    const toggle = page.getByRole('button', { name: /How long do I have to answer an invite\?/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const answer = page.getByRole('region', { name: 'How long do I have to answer an invite?' });
    await expect(answer).toContainText('48 hours');
    expect(await seriousViolations(page)).toEqual([]);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(answer).toBeHidden();

    await toggle.click();
    await answer.getByRole('link', { name: /on its own page/ }).click();
    await expect(page).toHaveURL(/\/pagefaqlist\?FaqID=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How long do I have to answer an invite?' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/pagefaq$/);
  });

  test('the Terms of Service and Privacy Policy come from the server', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '1. About these terms' })).toBeVisible();
    await expect(page.getByText(/^Version 1, published/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('We do not sell your personal data.')).toBeVisible();
  });

  test('Contact Us sends the message: the button reads Already Submitted and the team’s mail is in the mailbox', async ({ page }) => {
    const subject = `Question from e2e ${Date.now()}`;
    await page.goto('/contactus');
    const main = page.getByRole('main');
    await expect(main.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await main.getByLabel('Subject').fill(subject);
    await main.getByLabel('Email').fill('visitor@example.test');
    await main.getByLabel('Message').fill('How do I get paid for a contest prize?');
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.getByText('Message successfully sent! A member of our team will reach out to you soon.')).toBeVisible();
    await expect(main.getByRole('button', { name: 'Already Submitted' })).toBeDisabled();

    await page.goto('/dev/mailbox');
    const mail = page.locator('li[data-template="form-contact"]', { hasText: subject });
    await expect(mail).toHaveCount(1);
    await expect(mail).toContainText('team@chorus.local');
  });

  test('Get In Touch, the marketing enquiry and the newsletter signup', async ({ page }) => {
    await page.goto('/trackerscontact?type=direct');
    await expect(page.getByRole('heading', { level: 1, name: 'Get In Touch About Direct' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Label' })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    const main = page.getByRole('main');
    await main.getByLabel('Email').fill('artist@example.test');
    await page.getByRole('radio', { name: 'Artist' }).check();
    await main.getByLabel('Message').fill('A direct contest for my next single, please.');
    await main.getByRole('button', { name: 'Submit' }).click();
    await expect(main.getByRole('button', { name: 'Already Submitted' })).toBeDisabled();

    await page.goto('/marketingcontact');
    await expect(page.getByRole('heading', { level: 1, name: 'Work With Chorus' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    const news = page.getByRole('form', { name: 'Get Chorus news' });
    await news.getByLabel('Email for the newsletter').fill(`fan${Date.now()}@example.test`);
    await news.getByRole('button', { name: 'Subscribe' }).click();
    await expect(news.getByRole('button', { name: 'Already Submitted' })).toBeDisabled();
    await expect(news.getByText('Thanks for subscribing!', { exact: false })).toBeVisible();
  });
});
