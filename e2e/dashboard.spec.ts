import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, logInThroughForm, test } from './fixtures.ts';

// The creator's first visit to the dashboard (issue 9) as Lena, the demo creator seeded for it alone: she never
// accepted the terms and has no address. Decline first (logs out), then accept both documents, complete the
// contact information, then apply to a help-wanted opportunity once.

const LENA = 'lena.park@chorus.test';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

test('a new creator accepts the terms, completes their details, applies once; Decline logs out; axe on /dashboard and /explore', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await logInThroughForm(page, LENA);
  await expect(page).toHaveURL(/\/dashboard/);

  // Decline logs out.
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms).toBeVisible();
  await terms.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/login/);

  // Back in: the legal modal first, Terms then Privacy.
  await logInThroughForm(page, LENA);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(terms).toBeVisible();
  // Blocking (campaigns.md §4): no close button, and Escape does not dismiss it, not even twice in a row.
  await expect(terms.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(terms).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Complete your contact information' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await terms.getByRole('button', { name: 'Accept' }).click();
  const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
  await expect(privacy).toBeVisible();
  await privacy.getByRole('button', { name: 'Accept' }).click();

  // Then the contact-information modal.
  const details = page.getByRole('dialog', { name: 'Complete your contact information' });
  await expect(details).toBeVisible();
  await details.getByLabel('Address').fill('12 Harbor St');
  await details.getByLabel('City').fill('Seattle');
  await details.getByLabel('State', { exact: true }).selectOption({ label: 'Washington' });
  await details.getByLabel('Postal Code').fill('98101');
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(details).toHaveCount(0);

  // Then the confirm-info modal (never confirmed): later.
  const confirm = page.getByRole('dialog', { name: 'Is your information up to date?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // Later holds for the session: away to Campaigns and back to the dashboard in the app, it does not ask again.
  await page.getByRole('link', { name: 'Campaigns' }).first().click();
  await expect(page).toHaveURL(/\/campaigns/);
  await page.getByRole('banner').getByRole('link', { name: 'Chorus home' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('tab', { name: 'Help Wanted', selected: true })).toBeVisible();
  await expect(page.getByTestId('help-wanted-card').first()).toBeVisible();
  await expect(confirm).toHaveCount(0);

  // The dashboard: Help Wanted by default; apply to the first opportunity.
  await expect(page.getByRole('tab', { name: 'Help Wanted', selected: true })).toBeVisible();
  // The Earn figures in place first: their heading and figures replace a shorter skeleton, moving the cards below.
  await expect(page.getByTestId('earnings-figures')).toBeVisible();
  const first = page.getByTestId('help-wanted-card').first();
  const title = (await first.getByRole('heading', { level: 3 }).textContent())!;
  await first.getByRole('button', { name: /^Apply Now/ }).click();
  const apply = page.getByRole('dialog', { name: `Apply: ${title}` });
  await expect(apply.getByLabel('Handle')).toBeVisible();
  for (const input of await apply.locator('input:not([type=email])').all()) await input.fill('Yes, me');
  await apply.getByRole('button', { name: 'Submit' }).click();
  await expect(apply.getByText('Thank you for applying! We will be in touch.')).toBeVisible();
  await apply.getByRole('button', { name: 'Done' }).click();
  await expect(first.getByText('Applied')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A second application to the same opportunity is refused by the server.
  const again = await page.evaluate(async () => {
    const list = await (await fetch('/creatorapi/helpwanted', { credentials: 'include' })).json();
    const item = list.results.data.find((i: { Applied: boolean }) => i.Applied);
    const profiles = await (await fetch('/creatorapi/profiles', { credentials: 'include' })).json();
    const me = await (await fetch('/creatorapi/check', { credentials: 'include' })).json();
    const answers = Object.fromEntries(item.fields.map((f: { FieldName: string }) => [f.FieldName, 'Again']));
    const res = await fetch('/creatorapi/apply-to-help-wanted', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-chorus-csrf': '1' },
      body: JSON.stringify({
        ExploreSurveyID: item.id,
        EmailAddress: 'lena.park@chorus.test',
        ExploreSurveyResponseJSON: JSON.stringify(answers),
        ContactID: me.results.contactDetail.contactID,
        ContactPlatformID: profiles.results.ContactPlatforms[0].ContactPlatformID,
      }),
    });
    return { status: res.status, messages: (await res.json()).messages };
  });
  expect(again).toEqual({ status: 409, messages: ['You have already applied to this opportunity.'] });

  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
  const link = page.getByRole('link', { name: /Apply Now/ }).first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener');
  expect(await link.getAttribute('href')).toMatch(/encryptedID=\d+\.\d+\.[\w-]{43}&uid=[0-9a-f-]{36}/);
  expect(await seriousViolations(page)).toEqual([]);
});
