import { accountMessages as am, campaignMessages, contestMessages, entryMessages, signupMessages } from '@chorus/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';
import { freshCreator, TRUST_PASSWORD, unique } from './trust-fixtures.ts';

// Issue 28's loose ends that a person meets in the browser: each fix has server and component tests; these pin what
// the built app shows against the real server and its demo data. (Item 5, the username login, is login-username.spec.ts.)

interface Offer {
  id: number;
  uid: string;
  state: string;
  handle: string;
}

/** The organiser's side through the admin API, as the CLI calls it: a new campaign inviting one of Maya's handles. */
async function organiser(request: APIRequestContext) {
  const token = await apiToken(request, demo.admin.email);
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(path, { method, data, headers: { 'x-api-key': token } });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return ((await res.json()) as { results: { data: T } }).results.data;
  };
  const offers = async () => (await call<{ rows: (Offer & { contactPlatformId: number })[] }>('GET', '/adminapi/offers?pageSize=1000')).rows;
  return {
    offer: async (id: number) => (await offers()).find((o) => o.id === id)!,
    /** A campaign on `platformId` without a draft or boost code, inviting Maya's handle `handle` (found on a demo offer). */
    async invite(title: string, platformId: number, handle: string): Promise<Offer> {
      const own = (await offers()).find((o) => o.handle === handle);
      if (!own) throw new Error(`No demo offer names Maya's handle ${handle}`);
      const campaign = await call<{ id: number }>('POST', '/adminapi/campaigns', {
        title,
        kind: 'brand',
        platformId,
        rateCents: 15_000,
        brandName: 'E2E Loose Ends',
        contactName: 'Casey Client',
        contactEmail: 'casey@clients.e2e.test',
        draftRequired: false,
        boostCode: 'No',
      });
      const invited = await call<{ invited: Offer[] }>('POST', `/adminapi/campaigns/${campaign.id}/invite`, { contactPlatformIds: [own.contactPlatformId] });
      expect(invited.invited).toHaveLength(1);
      return invited.invited[0]!;
    },
  };
}

const currentCampaignStep = (page: Page) => page.getByRole('list', { name: 'Campaign steps' }).locator('[aria-current="step"]');

/** Opens the invitation as Maya and accepts it (no contract, no draft): the campaign is at its Post step. */
async function acceptToPostStep(page: Page, o: Offer, title: string) {
  await page.goto(`/detail?PostID=${o.id}&UID=${o.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog', { name: 'Confirm your payment email' }).getByRole('button', { name: 'Confirm and Accept' }).click();
  await expect(page.getByRole('heading', { name: 'Submit your post' })).toBeVisible();
  await expect(currentCampaignStep(page)).toHaveText('Post');
}

test.describe("issue 28: the spec's loose ends, as a person meets them", () => {
  test("a post URL must be on its campaign's platform: a link only naming it is refused and nothing is saved", async ({ page, request }) => {
    const org = await organiser(request);
    const stamp = unique();
    const tiktok = { title: `E2E Host TikTok ${stamp}`, offer: await org.invite(`E2E Host TikTok ${stamp}`, 4, 'mayamoves') };
    const instagram = { title: `E2E Host Instagram ${stamp}`, offer: await org.invite(`E2E Host Instagram ${stamp}`, 1, 'maya.lopez') };

    await page.goto('/login?returnTo=%2Fcampaigns');
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/campaigns$/);

    for (const { title, offer, platform, wrong, right } of [
      { ...tiktok, platform: 'TikTok', wrong: 'https://example.com/page?ref=tiktok', right: `https://www.tiktok.com/@mayamoves/video/7${Date.now()}` },
      { ...instagram, platform: 'Instagram', wrong: `https://www.tiktok.com/reels/${stamp}`, right: `https://www.instagram.com/reel/C${stamp}/` },
    ]) {
      await acceptToPostStep(page, offer, title);
      const accepted = (await org.offer(offer.id)).state;
      const field = page.getByRole('textbox', { name: `Post URL (${platform})` });
      await field.fill(wrong);
      await page.getByRole('button', { name: 'Submit post' }).click();
      await expect(page.getByText(campaignMessages.postUrlPlatform(platform))).toBeVisible();
      await expect(field).toHaveAccessibleDescription(new RegExp(campaignMessages.postUrlPlatform(platform)));

      // Nothing was saved: the campaign is still at its Post step, asking for the link.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Submit your post' })).toBeVisible();
      await expect(currentCampaignStep(page)).toHaveText('Post');
      await expect(field).toHaveValue('');
      expect((await org.offer(offer.id)).state).toBe(accepted);

      // A link on the platform's own host is taken.
      await field.fill(right);
      await page.getByRole('button', { name: 'Submit post' }).click();
      await expect(page.getByRole('heading', { name: 'Submit your post' })).toHaveCount(0);
      await expect(currentCampaignStep(page)).not.toHaveText('Post');
      await expect(page.getByText(campaignMessages.postUrlPlatform(platform))).toHaveCount(0);
      expect((await org.offer(offer.id)).state).not.toBe(accepted);
    }
  });

  test('/updatePayment without ?email names the email to use instead of pointing at one it does not show', async ({ page }) => {
    await page.goto('/updatePayment');
    const setup = page.getByRole('region', { name: 'Set up your prize payments' });
    await expect(setup.getByRole('heading', { name: 'Set up your prize payments' })).toBeVisible();
    await expect(setup.getByText(contestMessages.signUpSameEmail)).toBeVisible();
    await expect(setup.getByRole('listitem').first()).toHaveText('Create your Chorus account with the email you entered the contest with.');
    await expect(setup.getByText(/the email above/)).toHaveCount(0);
    await expect(setup.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/hello');

    // With ?email, the page shows that email and points at it.
    const email = `fan.${unique()}@example.test`;
    await page.goto(`/updatePayment?email=${encodeURIComponent(email)}`);
    await expect(setup.getByText(email, { exact: true })).toBeVisible();
    await expect(setup.getByRole('listitem').first()).toHaveText('Create your Chorus account with the email above.');
  });

  test("a manager's access request shows its own steps: Personal and Profiles are never marked done", async ({ page }) => {
    await page.goto('/hello');
    await page.getByRole('radio', { name: 'Manager' }).check();
    const progress = page.getByRole('navigation', { name: 'Sign-up progress' });
    // What a screen reader reads of each step: its place, its name, and whether it is done.
    await expect(progress.getByRole('listitem')).toHaveText(['Step 1 of 2: Account', 'Step 2 of 2: Finish']);
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Step 1 of 2: Account');

    await page.getByRole('textbox', { name: 'Email' }).fill(`boss.${unique()}@example.test`);
    await page.getByRole('button', { name: 'Request Access' }).click();
    await expect(page.getByText(signupMessages.managerRequest)).toBeVisible();

    await expect(progress.getByRole('listitem')).toHaveText(['Step 1 of 2: Account (done)', 'Step 2 of 2: Finish']);
    await expect(progress.locator('[aria-current="step"]')).toHaveText('Step 2 of 2: Finish');
    await expect(progress).not.toContainText('Personal');
    await expect(progress).not.toContainText('Profiles');
  });

  test('the Accounts page shows only the latest outcome: after a removal, "Access removed." alone and an empty field', async ({ page, request }) => {
    const grantee = await freshCreator(page, request, 'grantee');
    const owner = await freshCreator(page, request, 'owner');
    await page.goto('/login?returnTo=%2Faccount%2Faccounts');
    await logInThroughForm(page, owner.email, TRUST_PASSWORD);
    await expect(page).toHaveURL(/\/account\/accounts$/);

    const who = page.getByRole('region', { name: 'Who Can Access My Account' });
    await expect(who.getByText(am.onlyYou)).toBeVisible();
    const field = who.getByRole('textbox', { name: 'Give access to (their login email)' });
    await field.fill(grantee.email);
    await who.getByRole('button', { name: 'Give Access' }).click();
    const granted = who.getByRole('status').filter({ hasText: am.accessGranted(grantee.email) });
    await expect(granted).toBeVisible();
    await expect(field).toHaveValue('');

    const row = who.getByRole('listitem').filter({ hasText: grantee.email });
    await row.getByRole('button', { name: /^Remove access for / }).click();
    await expect(who.getByRole('status').filter({ hasText: am.accessRemoved })).toBeVisible();
    await expect(who.getByText(am.onlyYou)).toBeVisible();
    await expect(granted).toHaveCount(0);
    await expect(who.getByText(am.accessGranted(grantee.email))).toHaveCount(0);
    await expect(field).toHaveValue('');
  });

  test('a visitor sees restricted contests on the landing page and the list, and is told why they may not enter', async ({ page }) => {
    // Euro Nights, the demo's contest open only to creators in Europe.
    await page.goto('/discover');
    await expect(page.getByRole('main').getByRole('article', { name: 'Euro Nights' })).toBeVisible();

    await page.goto('/public-contests');
    const card = page.getByRole('list', { name: 'Contests' }).getByRole('article', { name: 'Euro Nights' });
    await expect(card).toBeVisible();
    await card.getByRole('link', { name: 'View Contest' }).click();
    await expect(page).toHaveURL(/\/p-contests\?PostID=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Euro Nights' })).toBeVisible();

    // The server knows no country for this visitor (a loopback address, no trusted CDN header): the reason says so,
    // as the description of the way to enter, which leads to the login.
    const enter = page.getByRole('button', { name: 'Submit Your Post' });
    await expect(enter).toHaveAccessibleDescription(entryMessages.signIn);
    await expect(page.getByText(entryMessages.signIn)).toBeVisible();
    await enter.click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
  });
});
