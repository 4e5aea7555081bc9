import type { APIRequestContext, Page } from '@playwright/test';
import { messages, paymentMessages as pm } from '@chorus/core';
import { expect } from './fixtures.ts';

// Shared by the trust specs (issue 23, "money and identity you can trust"): the demo mailbox, and fresh accounts,
// so that what these journeys change (a login email, a payment email) is no other spec's demo account.

export const TRUST_PASSWORD = 'Trusted-e2e-pass1';

/** Letters and digits unique to this run and call: emails, handles and contest names built from it are new. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 46_656).toString(36)}`;

/**
 * The newest mail to `to` from `template` (its subject holding `subject`, when given), as the demo server's
 * mailbox (/dev/mailbox, newest first) lists it. Mail is written with the change that sends it; the list is read
 * again until it shows, in case a mail is queued just after an answer.
 */
export async function mailIn(page: Page, to: string, template: string, subject?: string) {
  const mail = page
    .locator(`li[data-to="${to}"][data-template="${template}"]`)
    .filter(subject ? { hasText: subject } : {})
    .first();
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  return mail;
}

/** The path and query of the first link to `path` in the newest such mail, to follow in this app. */
export async function linkInMail(page: Page, to: string, template: string, path: string, subject?: string): Promise<string> {
  const mail = await mailIn(page, to, template, subject);
  const href = await mail.locator(`a[href*="${path}?"]`).first().getAttribute('href');
  expect(href, `a link to ${path} in the ${template} mail to ${to}`).toBeTruthy();
  const url = new URL(href!);
  return `${url.pathname}${url.search}`;
}

/** Opens the newest such mail's message (its HTML part) and answers its text, to read what it tells. */
export async function mailText(page: Page, to: string, template: string, subject?: string): Promise<string> {
  const mail = await mailIn(page, to, template, subject);
  const view = await mail.getByRole('link', { name: 'view' }).getAttribute('href');
  await page.goto(view!);
  return page.locator('body').innerText();
}

export interface FreshCreator {
  email: string;
  paymentEmail: string;
  firstName: string;
  lastName: string;
  handle: string;
}

/**
 * A creator who signed up (POST contact/savecreator, what the /hello wizard sends), confirmed the account from its
 * mail and the sign-up's payment email from its own: a confirmed login and a confirmed payment email, like any
 * creator who has been paid before. `tag` names what the account is for in its email.
 */
export async function freshCreator(page: Page, request: APIRequestContext, tag: string): Promise<FreshCreator> {
  const id = unique();
  const c: FreshCreator = {
    email: `${tag}.${id}@example.test`,
    paymentEmail: `pay.${tag}.${id}@example.test`,
    firstName: 'Tru',
    lastName: `Sted${id.replace(/\d/g, '')}`.slice(0, 30),
    handle: `${tag.replace(/[^a-z]/g, '')}${id}`.slice(0, 24),
  };
  const res = await request.post('/creatorapi/contact/savecreator', {
    headers: { 'x-chorus-csrf': '1' },
    data: {
      isManager: false,
      username: c.email,
      password: TRUST_PASSWORD,
      passwordConfirm: TRUST_PASSWORD,
      firstName: c.firstName,
      lastName: c.lastName,
      addressLine1: '1 Main St',
      city: 'Austin',
      stateId: 43,
      postalCode: '78701',
      countryId: 1,
      paymentEmail: c.paymentEmail,
      mobilePhone: '512-555-0100',
      birthday: '1999-04-05',
      profileArray: [{ handle: `@${c.handle}`, platformId: 4, followers: 1200, rate: '$10.00', brandRate: '$20.00' }],
    },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.goto(await linkInMail(page, c.email, 'confirm-account', '/confirm'));
  await expect(page.getByText(messages.login.confirmation)).toBeVisible();
  await page.goto(await linkInMail(page, c.paymentEmail, 'payment-email', '/confirmPaymentEmail'));
  await expect(page.getByText(pm.confirmed(c.paymentEmail))).toBeVisible();
  return c;
}
