import type { APIRequestContext, Page } from '@playwright/test';
import { contestMessages, formatUsd, messages, paymentMessages as pm, placeLabel, signupMessages } from '@chorus/core';
import { apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';
import { freshCreator, linkInMail, mailText, TRUST_PASSWORD, unique } from './trust-fixtures.ts';

// Issue 23, money you can trust, in the browser: a visitor who enters by email alone claims the entry (and its prize)
// from the entry's mail, and an owner takes back a payment email change from the notice their login address gets.
// Every account here is new (sign-up), and the organiser runs contests of its own through the admin API.

const m = messages.accountLinks;

type Headers = Record<string, string>;

/** A contest of the organiser's own (kind quick or direct), open for a day, with `prizes`. */
async function newContest(request: APIRequestContext, admin: Headers, kind: 'quick' | 'direct', name: string, prizes: string[]) {
  const created = await request.post('/adminapi/contests', {
    headers: admin,
    data: { name, organizer: 'E2E Records', kind, prizes, endDate: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { results: { data: { id: number } } }).results.data.id;
}

/** Enters the contest on its page as a visitor (not signed in), by email; answers the entry's id. */
async function enterAsVisitor(page: Page, path: string, contestId: number, name: string, entry: { handle: string; email: string }) {
  await page.goto(`${path}?PostID=${contestId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeAttached();
  await page.getByRole('button', { name: 'Submit Your Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit Your Post' });
  await dialog.getByLabel('Post link').fill(`https://www.tiktok.com/@${entry.handle}/video/7${Date.now()}`);
  await dialog.getByLabel('Creator handle').fill(entry.handle);
  await dialog.getByLabel('Email').fill(entry.email);
  const submitted = page.waitForResponse((r) => r.url().endsWith(`/contests/${contestId}/entries`) && r.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  const response = await submitted;
  expect(response.status(), await response.text()).toBe(201);
  await expect(dialog.getByText(contestMessages.confirmationPost)).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  return ((await response.json()) as { results: { data: { id: number } } }).results.data.id;
}

/** Shows up to 100 rows of an entries table (its pager appears only past 5 rows). */
async function showAllRows(page: Page, label: string) {
  const size = page.getByRole('navigation', { name: `${label} pages` }).getByLabel('Rows per page');
  if (await size.count()) await size.selectOption('100');
}

test.describe('money you can trust', () => {
  test('a visitor who wins claims the entry from its mail, signs up with that email, and finds the entry in My Entries and the prize in Payments, paid', async ({ page, request }) => {
    // The sign-up wizard, three mails and two sign-ins on a busy machine.
    test.setTimeout(150_000);
    const id = unique();
    const name = `Claim It ${id}`;
    const handle = `fan${id}`;
    const email = `visitor.${id}@example.test`;
    const paypal = `pay.visitor.${id}@example.test`;
    const admin = { 'x-api-key': await apiToken(request, demo.admin.email) };
    const contestId = await newContest(request, admin, 'quick', name, ['1st Place $300', '2nd Place $100']);

    // Typed as a phone's keyboard may (capitalised): it is the same email.
    const typed = `Visitor.${id}@Example.test`;
    expect(typed.toLowerCase()).toBe(email);
    const entryId = await enterAsVisitor(page, '/quickdetail', contestId, name, { handle, email: typed });

    // The organiser approves it, records its likes and ends the contest: the prize is owed to an email, no account.
    expect((await request.post('/adminapi/entries/approve', { headers: admin, data: { ids: [entryId] } })).status()).toBe(200);
    const metrics = await request.post(`/adminapi/contests/${contestId}/metrics`, { headers: admin, data: { metrics: [{ id: entryId, likes: 4_200 }] } });
    expect(metrics.status()).toBe(200);
    const ended = await request.post(`/adminapi/contests/${contestId}/end`, { headers: admin });
    expect(ended.status(), await ended.text()).toBe(200);
    const prizes = ((await ended.json()) as { results: { data: { payments: { id: number; ContactEmail: string | null; ContactID: number | null; Amount: number }[] } } })
      .results.data.payments;
    const prize = prizes.find((p) => p.ContactEmail === email);
    expect(prize, JSON.stringify(prizes)).toBeDefined();
    expect(prize!.ContactID).toBeNull();

    // The entry's mail carries its claim link; with no account on the email yet, it says to sign up with it.
    await page.goto(await linkInMail(page, email, 'entry-received', '/route', name));
    await expect(page.getByRole('heading', { level: 1, name: 'Link Verified' })).toBeVisible();
    await expect(page.getByText(m.entryClaimSignUp)).toBeVisible();
    await page.getByRole('link', { name: 'Sign Up' }).click();

    // Sign-up (the /hello wizard) starts with the entry's email filled in.
    await expect(page).toHaveURL(/\/hello\?email=/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByLabel('Password', { exact: true }).fill(TRUST_PASSWORD);
    await page.getByLabel('Confirm Password').fill(TRUST_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Personal' })).toBeFocused();
    await page.getByLabel('First Name').fill('Vi');
    await page.getByLabel('Last Name').fill('Sitor');
    await page.getByLabel('Address').fill('1 Main St');
    await page.getByLabel('City').fill('Austin');
    await page.getByLabel('State / Province').selectOption({ label: 'Texas' });
    await page.getByLabel('Zip / Postal Code').fill('78701');
    await page.getByLabel('PayPal Email').fill(paypal);
    await page.getByLabel('Mobile Phone').fill('512-555-0100');
    await page.getByLabel('Birthday').fill('1998-07-14');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Profiles' })).toBeFocused();
    await page.getByRole('group', { name: 'Profile 1' }).getByLabel('Handle').fill(`@${handle}`);
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByRole('heading', { level: 2, name: signupMessages.successTitle })).toBeVisible();

    // The account's confirmation proves the email: what was entered under it becomes the account's.
    await page.goto(await linkInMail(page, email, 'confirm-account', '/confirm'));
    await expect(page.getByText(messages.login.confirmation)).toBeVisible();
    await logInThroughForm(page, email, TRUST_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);

    const first = placeLabel(1);
    await page.goto('/contests?tab=entries');
    const past = page.getByRole('table', { name: 'Past Entries' });
    await expect(past).toBeVisible();
    await showAllRows(page, 'Past entries');
    const row = past.getByRole('row').filter({ hasText: `@${handle}` });
    await expect(row).toContainText(name);
    await expect(row).toContainText(first);

    await page.goto('/payments?tab=contests');
    const owed = page.getByRole('table', { name: 'Contest payments' }).getByRole('row').filter({ hasText: name });
    await expect(page.getByRole('button', { name: `Timeline of ${name} · ${first}` })).toBeVisible();
    // What the organiser owes after its fee.
    await expect(owed).toContainText(formatUsd(prize!.Amount));
    await expect(owed).toContainText('To Be Paid');

    // Paid like any prize, to the payment email the winner confirms.
    await page.goto(await linkInMail(page, paypal, 'payment-email', '/confirmPaymentEmail'));
    await expect(page.getByText(pm.confirmed(paypal))).toBeVisible();
    const paid = await request.post(`/adminapi/contest-payments/${prize!.id}/paid`, { headers: admin });
    expect(paid.status(), await paid.text()).toBe(200);
    await page.goto('/payments?tab=contests');
    await page.getByRole('radio', { name: 'Paid', exact: true }).check();
    await expect(page).toHaveURL(/status=paid/);
    await expect(owed).toContainText(paypal);
    await expect(owed).not.toContainText('To Be Paid');
  });

  test('an account holder who enters signed out verifies the entry from its mail, and it counts in My Entries', async ({ page, request }) => {
    test.setTimeout(90_000);
    const creator = await freshCreator(page, request, 'entrant');
    const name = `Verify It ${unique()}`;
    const admin = { 'x-api-key': await apiToken(request, demo.admin.email) };
    const contestId = await newContest(request, admin, 'direct', name, ['1st Place $50']);

    await enterAsVisitor(page, '/directdetail', contestId, name, { handle: creator.handle, email: creator.email });

    // Typing an email proves nothing: the entry is not the account's yet.
    await page.goto('/login?returnTo=%2Fcontests%3Ftab%3Dentries');
    await logInThroughForm(page, creator.email, TRUST_PASSWORD);
    await expect(page).toHaveURL(/\/contests\?tab=entries$/);
    await expect(page.getByRole('button', { name: 'Browse active contests' })).toBeVisible();

    await page.goto(await linkInMail(page, creator.email, 'entry-received', '/route', name));
    await expect(page.getByText(m.entryVerified)).toBeVisible();
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/contests\?tab=entries$/);
    const active = page.getByRole('table', { name: 'Active Entries' });
    await expect(active.getByRole('row').filter({ hasText: `@${creator.handle}` })).toContainText(name);
    await expect(page.getByRole('button', { name: 'Browse active contests' })).toHaveCount(0);
  });

  test('an owner changes the payment email and confirms it; the login address is told, with an undo link that puts the earlier one back', async ({ page, request }) => {
    test.setTimeout(90_000);
    const owner = await freshCreator(page, request, 'payer');
    const next = `next.${owner.paymentEmail}`;

    await page.goto('/login?returnTo=%2Faccount%2Fvendor');
    await logInThroughForm(page, owner.email, TRUST_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Information' })).toBeVisible();
    await expect(page.getByText(`Payments are sent to your confirmed PayPal email ${owner.paymentEmail}.`)).toBeVisible();
    await page.getByLabel('New PayPal email').fill(next);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(pm.checkEmail(next))).toBeVisible();

    await page.goto(await linkInMail(page, next, 'payment-email', '/confirmPaymentEmail'));
    await expect(page.getByText(pm.confirmed(next))).toBeVisible();
    await page.goto('/account/vendor');
    await expect(page.getByText(`Payments are sent to your confirmed PayPal email ${next}.`)).toBeVisible();

    // The owner's login address is told of the change, naming both addresses, with a way to undo it.
    const changed = 'Your Chorus payment email changed';
    const notice = await mailText(page, owner.email, 'payment-email-notice', changed);
    expect(notice).toContain(next);
    expect(notice).toContain(owner.paymentEmail);
    const undo = await linkInMail(page, owner.email, 'payment-email-notice', '/undoPaymentEmail', changed);
    await page.goto(undo);
    await expect(page.getByRole('heading', { level: 1, name: 'Undo Payment Email Change' })).toBeVisible();
    // Opening the link changes nothing (a mail scanner may open it): the owner presses Undo.
    await page.getByRole('button', { name: 'Undo this change' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Payment Email Change Undone' })).toBeVisible();
    await expect(page.getByText(pm.undone(owner.paymentEmail))).toBeVisible();
    await page.getByRole('link', { name: 'Payment Information' }).click();

    await expect(page).toHaveURL(/\/account\/vendor$/);
    await expect(page.getByText(`Payments are sent to your confirmed PayPal email ${owner.paymentEmail}.`)).toBeVisible();
    const history = page.getByRole('table', { name: 'Payment History' });
    await expect(history.getByRole('row').filter({ hasText: owner.paymentEmail })).toContainText('Confirmed');
    await expect(history.getByRole('row').filter({ hasText: next })).toHaveCount(0);
    await page.goto('/payments');
    await expect(page.getByText(owner.paymentEmail)).toBeVisible();
    await expect(page.getByText(next)).toHaveCount(0);

    // The link works once.
    await page.goto(undo);
    await page.getByRole('button', { name: 'Undo this change' }).click();
    await expect(page.getByText(pm.linkFailed)).toBeVisible();
  });
});
