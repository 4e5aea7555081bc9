import AxeBuilder from '@axe-core/playwright';
import { formatUsd, paymentMessages as pm } from '@chorus/core';
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

    // The Earn figures (issue 24) show Theo's real sums, added up here from his payment lists (every page), and each
    // links to the tab that lists them. He was paid just now: it counts for this month too.
    const theo = await apiToken(request, THEO);
    const as = async <T>(path: string): Promise<T> => {
      const res = await request.get(path, { headers: { 'x-api-key': theo } });
      expect(res.status(), `GET ${path}`).toBe(200);
      return (await res.json()) as T;
    };
    const campaignSum = async (status: 'Potential' | 'Pending' | 'Paid') => {
      let sum = 0;
      for (let page = 1, pages = 1; page <= pages; page++) {
        const r = await as<{ results: { data: { Row_Payments: { Amount: number }[] } }; PageInformation: { TotalPages: number } }>(`/creatorapi/payments?payment_status=${status}&page=${page}`);
        pages = r.PageInformation.TotalPages;
        sum += r.results.data.Row_Payments.reduce((a, p) => a + p.Amount, 0);
      }
      return sum;
    };
    const contestSum = async (status: 'Paid' | 'To Be Paid') => {
      let sum = 0;
      for (let page = 1, pages = 1; page <= pages; page++) {
        const r = await as<{ results: { data: { Amount: number }[]; PageInformation: { TotalPages: number } } }>(
          `/creatorapi/contest-payments?status=${encodeURIComponent(status)}&page=${page}&pageSize=100`,
        );
        pages = r.results.PageInformation.TotalPages;
        sum += r.results.data.reduce((a, p) => a + p.Amount, 0);
      }
      return sum;
    };
    const paid = (await campaignSum('Paid')) + (await contestSum('Paid'));
    expect(paid).toBeGreaterThan(0);
    await page.goto('/dashboard');
    const figure = (key: string) => page.getByTestId(`earnings-${key}`).getByRole('link').first();
    await expect(figure('paid')).toHaveText(`Earned: ${formatUsd(paid)}`);
    await expect(figure('toBePaid')).toHaveText(`To be paid: ${formatUsd((await campaignSum('Pending')) + (await contestSum('To Be Paid')))}`);
    await expect(figure('possible')).toHaveText(`Possible: ${formatUsd(await campaignSum('Potential'))}`);
    await expect(figure('thisMonth')).toContainText(/This month: \$[\d,]+\.\d\d/);
    await expect(figure('thisMonth')).not.toHaveText('This month: $0.00');
    await figure('paid').click();
    await expect(page).toHaveURL(/\/payments\?payment_status=Paid$/);
    await expect(page.getByRole('table', { name: 'Campaign payments' }).getByText(TITLE)).toBeVisible();
  });
});
