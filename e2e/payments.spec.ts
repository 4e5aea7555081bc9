import AxeBuilder from '@axe-core/playwright';
import { paymentMessages as pm } from '@chorus/core';
import type { Page } from '@playwright/test';
import { apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';

// Payments against the real demo server: Theo (a demo creator no other suite signs in as, with no payment email)
// has a verified, completed campaign (The Kites — Paper Planes), To Be Paid. He confirms a payment email from the
// mail in /dev/mailbox, the organiser batches and pays through the admin API (as the CLI's payout commands call it),
// and Theo sees the payment Paid with its timeline.
const THEO = 'theo.nguyen@chorus.test';
const PAYPAL = 'theo.paypal.e2e@chorus.test';
const TITLE = 'The Kites — Paper Planes';

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('payments', () => {
  test('a creator confirms a payment email from the mail, the organiser pays a batch, the creator sees it Paid with its timeline', async ({ page, request }) => {
    // Nine page loads, three axe passes, the mailbox and two sign-ins: past 30 s on a loaded machine.
    test.setTimeout(90_000);
    await page.goto('/login');
    await logInThroughForm(page, THEO);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/payments');
    const banner = page.getByRole('link', { name: pm.missingConfirmed });
    await expect(banner).toBeVisible();
    await expect(page.getByRole('radio', { name: 'To Be Paid' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await banner.click();
    await expect(page).toHaveURL(/\/account\/vendor$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Information' })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('PayPal email').fill('not-an-email');
    await expect(submit).toBeDisabled();
    await page.getByLabel('PayPal email').fill(PAYPAL);
    await submit.click();
    await expect(page.getByText(pm.checkEmail(PAYPAL))).toBeVisible();
    const history = page.getByRole('table', { name: 'Payment History' });
    await expect(history.getByRole('row').filter({ hasText: PAYPAL })).toContainText('Pending');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/dev/mailbox');
    const mail = page.locator(`li[data-to="${PAYPAL}"][data-template="payment-email"]`).first();
    await expect(mail).toBeVisible();
    const href = await mail.locator('a[href*="/confirmPaymentEmail?"]').first().getAttribute('href');
    const link = new URL(href!);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(pm.confirmed(PAYPAL))).toBeVisible();
    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(pm.linkFailed)).toBeVisible();

    await page.goto('/payments?payment_status=Pending');
    await expect(page.getByText(PAYPAL)).toBeVisible();
    await expect(page.getByRole('link', { name: pm.missingConfirmed })).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Campaign payments' }).getByText(TITLE)).toBeVisible();

    // The organiser: what is owed, a batch, its PayPal Payouts CSV, paid.
    const token = await apiToken(request, demo.admin.email);
    const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
      const res = await request.fetch(path, { method, data, headers: { 'x-api-key': token } });
      expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
      return ((await res.json()) as { results: { data: T } }).results.data;
    };
    const owed = await call<{ payable: { email: string | null; paymentEmail: string | null }[] }>('GET', '/adminapi/payouts/owed');
    expect(owed.payable.find((g) => g.email === THEO)?.paymentEmail).toBe(PAYPAL);
    const batch = await call<{ id: number; items: { paymentEmail: string; title: string }[] }>('POST', '/adminapi/payouts', { note: 'e2e' });
    expect(batch.items.some((i) => i.title.includes(TITLE) && i.paymentEmail === PAYPAL)).toBe(true);
    const csv = await call<{ csv: string }>('GET', `/adminapi/payouts/${batch.id}/csv`);
    expect(csv.csv).toMatch(new RegExp(`^${PAYPAL.replace(/\./g, '\\.')},\\d+\\.\\d\\d,USD,CHORUS-B${batch.id}-CP\\d+,`, 'm'));
    await call('POST', `/adminapi/payouts/${batch.id}/paid`);

    await page.goto('/payments?payment_status=Paid');
    const table = page.getByRole('table', { name: 'Campaign payments' });
    await expect(table.getByText(TITLE)).toBeVisible();
    await table.getByRole('button', { name: `Timeline of ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: `Payment timeline: ${TITLE}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Approved for payment')).toBeVisible();
    await expect(dialog.getByText('Added to a payout batch')).toBeVisible();
    await expect(dialog.getByText(`To ${PAYPAL}`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
