import type { APIRequestContext, Locator } from '@playwright/test';
import { accountMessages as am, messages, PRODUCT } from '@chorus/core';
import { demo, expect, logInThroughForm, test } from './fixtures.ts';
import { freshCreator, linkInMail, TRUST_PASSWORD, unique } from './trust-fixtures.ts';

// Issue 23, identity you can trust, in the browser: a login email change needs the current password and can be
// undone from the old address, which signs out every session in the account (a delegate's open page included); a
// creator reads what their manager did as them and ends the manager's access, which ends the manager's switch into
// them at once. The owners and delegates of the login changes are new accounts (sign-up).
//
// The manager journey uses the demo roster (packages/server/src/seed/identity.ts): Theo Nguyen is the creator with
// a login of his own on Jordan Reyes's roster, the only way a creator with a login is on a roster (a manager adds
// only creators without one). Ending that link cannot be undone from the app, so the test ends by Theo letting
// Jordan in again by his login email (a grant): Jordan can still switch into Theo, as the manager spec expects,
// though Theo is then no longer on Jordan's roster cards. A retry against the same server (CI) therefore finds
// Jordan on Theo's list by that grant, and ends the grant instead: the same rule, by the other kind of link.

const THEO = { email: 'theo.nguyen@chorus.test', name: 'Theo Nguyen' };

/** A route's summary from the server's OpenAPI document: what the owner's activity says a delegate's change was. */
async function routeSummary(request: APIRequestContext, method: 'post', path: string): Promise<string> {
  const res = await request.get('/docs/openapi.json');
  expect(res.status()).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, Record<string, { summary?: string }>> };
  const summary = doc.paths[path]?.[method]?.summary;
  expect(summary, `${method} ${path} in the OpenAPI document`).toBeTruthy();
  return summary!;
}

/** The event's time (its <time dateTime>) lies within [from, to], give or take a minute for the clocks. */
async function expectTimeWithin(event: Locator, from: number, to: number) {
  const at = Date.parse((await event.locator('time').getAttribute('datetime')) ?? '');
  expect(at).toBeGreaterThanOrEqual(from - 60_000);
  expect(at).toBeLessThanOrEqual(to + 60_000);
}

test.describe('identity you can trust', () => {
  test('a login email change needs the current password; the old address is told, and its undo link puts the old login back', async ({ page, request }) => {
    test.setTimeout(120_000);
    const owner = await freshCreator(page, request, 'login');
    const next = `new.${owner.email}`;

    await page.goto('/login?returnTo=%2Faccount%2Fcredentials%2F');
    await logInThroughForm(page, owner.email, TRUST_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: 'Login Information' })).toBeVisible();
    const section = page.getByRole('region', { name: 'Login Email' });
    await expect(section.getByText(`You log in with ${owner.email}.`)).toBeVisible();
    const form = page.getByRole('form', { name: 'Change login email' });
    const update = form.getByRole('button', { name: 'Update Email' });

    // Without the current password the change cannot be sent; with a wrong one the server refuses it.
    await form.getByLabel('New login email').fill(next);
    await expect(update).toBeDisabled();
    await form.getByLabel('Your current password').fill(`${TRUST_PASSWORD}x`);
    await update.click();
    await expect(form.getByRole('alert')).toContainText(am.wrongPassword);
    await expect(section.getByText('Waiting for confirmation')).toHaveCount(0);

    await form.getByLabel('Your current password').fill(TRUST_PASSWORD);
    await update.click();
    await expect(form.getByRole('status')).toContainText(am.usernameSent(next));
    await expect(section.getByRole('status').filter({ hasText: 'Waiting for confirmation' })).toContainText(next);

    // The old address is told at once, with an undo link; the new one gets the link that makes the change.
    const undoRequest = await linkInMail(page, owner.email, 'username-change-requested', '/route');
    await page.goto(await linkInMail(page, next, 'username-change', '/account/credentials/'));
    await expect(page.getByText(am.usernameChanged)).toBeVisible();
    await expect(section.getByText(`You log in with ${next}.`)).toBeVisible();

    // Told again once it is changed: this wasn't me, undo it.
    const undo = await linkInMail(page, owner.email, 'username-changed', '/route');
    await page.goto(undo);
    // Opening the link changes nothing (a mail scanner may open it); the owner presses Undo.
    await page.getByRole('button', { name: 'Undo this change' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link Verified' })).toBeVisible();
    await expect(page.getByText(am.usernameUndone)).toBeVisible();
    // Every session of the account ended, this one too; the reset it advises is a click away.
    await expect(page.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/forgot-password');
    await page.goto('/account/credentials/');
    await expect(page).toHaveURL(/\/login/);

    // The old login works again, the new one does not.
    await page.goto('/login');
    await logInThroughForm(page, next, TRUST_PASSWORD);
    await expect(page.getByRole('alert')).toContainText(messages.login.invalidCredentials);
    await logInThroughForm(page, owner.email, TRUST_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/account/credentials/');
    await expect(section.getByText(`You log in with ${owner.email}.`)).toBeVisible();
    await expect(section.getByText('Waiting for confirmation')).toHaveCount(0);

    // Both undo links of that change are used up.
    await page.goto(undoRequest);
    await page.getByRole('button', { name: 'Undo this change' }).click();
    await expect(page.getByText(messages.accountLinks.magicFailed)).toBeVisible();

    // The owner's account activity tells the story, newest first.
    await page.goto('/account/accounts/');
    const events = page.getByRole('list', { name: 'Account activity' }).getByRole('listitem');
    await expect(events.nth(0)).toContainText(am.activityUsernameUndone(owner.email));
    await expect(events.nth(0)).toContainText(am.activityByLink);
    await expect(events.nth(1)).toContainText(am.activityUsernameChanged(owner.email, next));
    await expect(events.nth(2)).toContainText(am.activityUsernameRequested(next));
    await expect(events.nth(2)).toContainText('By you');
  });

  test('undoing a login change signs out a delegate switched into the account: their open page saves nothing, in neither account', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(120_000);
    const owner = await freshCreator(page, request, 'undoer');
    const helper = await freshCreator(page, request, 'helper');
    const next = `new.${owner.email}`;

    // The owner lets the helper in by their login email.
    await page.goto('/login?returnTo=%2Faccount%2Faccounts%2F');
    await logInThroughForm(page, owner.email, TRUST_PASSWORD);
    const access = page.getByRole('region', { name: 'Who Can Access My Account' });
    await access.getByLabel('Give access to (their login email)').fill(helper.email);
    await access.getByRole('button', { name: 'Give Access' }).click();
    await expect(access.getByText(am.accessGranted(helper.email))).toBeVisible();

    // The helper, elsewhere, switches into the owner's account and opens the owner's contact information.
    const helperContext = await browser.newContext({ baseURL });
    const delegate = await helperContext.newPage();
    await delegate.goto('/login?returnTo=%2Faccount%2Fcontact%2F');
    await logInThroughForm(delegate, helper.email, TRUST_PASSWORD);
    await expect(delegate.getByLabel('Last Name')).toHaveValue(helper.lastName);
    await delegate.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Manage Roster' }).click();
    await delegate
      .getByRole('dialog', { name: 'Manage Creators' })
      .getByRole('list', { name: 'Linked accounts' })
      .getByRole('button', { name: new RegExp(owner.lastName) })
      .click();
    await expect(delegate.getByRole('status').filter({ hasText: `You are viewing Chorus as ${owner.firstName} ${owner.lastName}` })).toBeVisible();
    await delegate.goto('/account/contact/');
    await expect(delegate.getByLabel('Last Name')).toHaveValue(owner.lastName);

    // The owner asks for a login change and, from the old address's notice, takes it back.
    await page.goto('/account/credentials/');
    const form = page.getByRole('form', { name: 'Change login email' });
    await form.getByLabel('New login email').fill(next);
    await form.getByLabel('Your current password').fill(TRUST_PASSWORD);
    await form.getByRole('button', { name: 'Update Email' }).click();
    await expect(form.getByRole('status')).toContainText(am.usernameSent(next));
    await page.goto(await linkInMail(page, owner.email, 'username-change-requested', '/route'));
    await page.getByRole('button', { name: 'Undo this change' }).click();
    await expect(page.getByText(am.usernameUndone)).toBeVisible();

    // The helper's page still shows the owner's form; its save is refused: the helper must sign in again.
    await delegate.getByLabel('Address Line 2').fill('Saved by the helper');
    await delegate.getByRole('button', { name: 'Save' }).click();
    await expect(delegate.getByRole('alert')).toContainText(am.contactFailed);
    await expect(delegate.getByRole('alert')).toContainText(messages.auth.required);
    await delegate.reload();
    await expect(delegate).toHaveURL(/\/login/);
    await logInThroughForm(delegate, helper.email, TRUST_PASSWORD);
    await expect(delegate).toHaveURL(/\/account\/contact\/$/);
    await expect(delegate.getByLabel('Last Name')).toHaveValue(helper.lastName);
    await expect(delegate.getByLabel('Address Line 2')).toHaveValue('');
    await helperContext.close();

    await page.goto('/login?returnTo=%2Faccount%2Fcontact%2F');
    await logInThroughForm(page, owner.email, TRUST_PASSWORD);
    await expect(page.getByLabel('Last Name')).toHaveValue(owner.lastName);
    await expect(page.getByLabel('Address Line 2')).toHaveValue('');
  });

  test('a creator sees what their manager did as them and ends the manager’s access; the manager’s next action is refused and they are back on their own account', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const started = Date.now();
    const suite = `Suite ${unique()}`;
    const summary = await routeSummary(page.request, 'post', '/creatorapi/informationsave');
    const byJordan = `By ${demo.manager.name} (${demo.manager.email})`;

    // The manager logs in as Theo (Manage Roster) and changes his address.
    await page.goto('/login');
    await logInThroughForm(page, demo.manager.email);
    await expect(page.getByTestId('greeting-name')).toHaveText(demo.manager.name);
    const manageRoster = page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Manage Roster' });
    const roster = page.getByRole('dialog', { name: 'Manage Creators' });
    const theoInRoster = roster.getByRole('list', { name: 'Linked accounts' }).getByRole('button', { name: new RegExp(THEO.name) });
    await manageRoster.click();
    await theoInRoster.click();
    const actingAs = page.getByRole('status').filter({ hasText: `You are viewing Chorus as ${THEO.name}` });
    await expect(actingAs).toBeVisible();
    // The activity is Theo's alone: his manager acting as him is not shown it.
    await page.goto('/account/accounts/');
    await expect(page.getByRole('heading', { level: 2, name: 'Who Can Access My Account' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account Activity' })).toHaveCount(0);
    await page.goto('/account/contact/');
    await page.getByLabel('Address Line 2').fill(suite);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(am.contactSaved)).toBeVisible();
    const changed = Date.now();

    // Theo, signed in elsewhere, sees who can access his account and what was done in it: who, when, what.
    const theoContext = await browser.newContext({ baseURL });
    const theo = await theoContext.newPage();
    await theo.goto('/login?returnTo=%2Faccount%2Faccounts%2F');
    await logInThroughForm(theo, THEO.email);
    await expect(theo.getByRole('heading', { level: 1, name: `${PRODUCT} Accounts` })).toBeVisible();
    const access = theo.getByRole('region', { name: 'Who Can Access My Account' });
    const jordan = access.getByRole('listitem').filter({ hasText: demo.manager.name });
    await expect(jordan).toContainText(new RegExp(`(Manager|Login) · ${demo.manager.email}`));
    const events = theo.getByRole('list', { name: 'Account activity' }).getByRole('listitem');
    await expect(events.nth(0)).toContainText(summary);
    await expect(events.nth(0)).toContainText(byJordan);
    await expect(events.nth(1)).toContainText(am.activitySwitchIn);
    await expect(events.nth(1)).toContainText(byJordan);
    await expectTimeWithin(events.nth(0), started, changed);
    await expectTimeWithin(events.nth(1), started, changed);

    // Theo ends Jordan's access.
    await jordan.getByRole('button', { name: `Remove access for ${demo.manager.name}` }).click();
    await expect(access.getByText(am.accessRemoved)).toBeVisible();
    await expect(jordan).toHaveCount(0);

    // Jordan's switch ends at once: his next change is refused, and he is back on his own account.
    await page.getByLabel('Address Line 2').fill(`${suite} again`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.switchAccount.ended).first()).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('account-name')).toHaveText(demo.manager.name);
    await expect(actingAs).toHaveCount(0);
    await manageRoster.click();
    await expect(roster.getByRole('list', { name: 'Linked accounts' }).getByRole('button', { name: /Priya Shah/ })).toBeVisible();
    await expect(theoInRoster).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(roster).toBeHidden();

    // Nothing of that refused change reached Theo's account.
    await theo.goto('/account/contact/');
    await expect(theo.getByLabel('Address Line 2')).toHaveValue(suite);

    // Theo lets Jordan in again, by his login email: a grant, which Jordan's roster shows again.
    await theo.goto('/account/accounts/');
    await access.getByLabel('Give access to (their login email)').fill(demo.manager.email);
    await access.getByRole('button', { name: 'Give Access' }).click();
    await expect(access.getByText(am.accessGranted(demo.manager.email))).toBeVisible();
    await expect(jordan).toContainText(`Login · ${demo.manager.email}`);
    await theoContext.close();
    await page.reload();
    await manageRoster.click();
    await expect(theoInRoster).toBeVisible();
  });

  test('a write from a page that still shows the manager, after another tab switched into a creator, saves nothing and the page follows the switch', async ({
    page,
    context,
  }) => {
    const suite = `Suite ${unique()}`;
    await page.goto('/login?returnTo=%2Faccount%2Fcontact%2F');
    await logInThroughForm(page, demo.manager.email);
    await expect(page.getByLabel('Last Name')).toHaveValue(demo.manager.name.split(' ')[1]!);
    const before = await page.getByLabel('Address Line 2').inputValue();

    // A second tab of the same browser switches into Priya Shah (her page is the session's now).
    const other = await context.newPage();
    await other.goto('/');
    await other.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Manage Roster' }).click();
    await other.getByRole('dialog', { name: 'Manage Creators' }).getByRole('list', { name: 'Linked accounts' }).getByRole('button', { name: /Priya Shah/ }).click();
    await expect(other.getByRole('status').filter({ hasText: 'You are viewing Chorus as Priya Shah' })).toBeVisible();
    await other.goto('/account/contact/');
    const priyaBefore = await other.getByLabel('Address Line 2').inputValue();

    // The first tab still shows Jordan's form: its save is refused and says why, and the page now shows Priya.
    await page.getByLabel('Address Line 2').fill(suite);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.switchAccount.changedElsewhere).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'You are viewing Chorus as Priya Shah' })).toBeVisible();

    // Neither account has the refused text.
    await other.reload();
    await expect(other.getByLabel('Address Line 2')).toHaveValue(priyaBefore);
    await other.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Manage Roster' }).click();
    await other.getByRole('dialog', { name: 'Manage Creators' }).getByRole('list', { name: 'Linked accounts' }).getByRole('button', { name: new RegExp(demo.manager.name) }).click();
    await expect(other.getByRole('status').filter({ hasText: 'You are viewing Chorus as' })).toHaveCount(0);
    await other.goto('/account/contact/');
    await expect(other.getByLabel('Address Line 2')).toHaveValue(before);
  });
});
