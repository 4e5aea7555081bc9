import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { campaignMessages } from '@chorus/core';
import AxeBuilder from '@axe-core/playwright';
import { apiToken, DEMO_PASSWORD, demo, expect, logInThroughForm, test } from './fixtures.ts';
import { freshCreator, linkInMail, mailText, TRUST_PASSWORD, unique } from './trust-fixtures.ts';

// Issue 22 in the browser: a brand runs a campaign from finding a creator to paying them. Lumen Skin's owner finds a
// new creator by platform and rate and invites them; the creator asks for a change; the brand answers in the offer;
// the creator reads the answer on the offer and in mail, accepts and uploads a draft; the brand watches the draft in
// the studio and approves it; the creator posts and reports results; the brand verifies and pays them in a batch;
// the creator sees Paid.

const BRAND = 'brand@chorus.test';

/** An MP4 the server's content sniffing accepts (an ftyp box), padded to `bytes`. */
function mp4(bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(out);
  return out;
}
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The creator is approved (sign-up approves unless staff must review them, as for the Philippines): staff approve a pending one. */
async function approve(request: APIRequestContext, email: string) {
  const headers = { 'x-api-key': await apiToken(request, demo.admin.email) };
  const list = await request.get('/adminapi/creators?pageSize=100', { headers });
  const rows = ((await list.json()) as { results: { data: { rows: { contactId: number; email: string | null; approvalStatus: string }[] } } }).results.data.rows;
  const row = rows.find((r) => r.email === email);
  expect(row, `${email} is a creator staff can review`).toBeTruthy();
  if (row!.approvalStatus === 'Approved') return;
  const res = await request.post(`/adminapi/creators/${row!.contactId}/approve`, { headers: { ...headers, 'x-chorus-csrf': '1' } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The brand's own browser, signed in to the studio. */
async function brandStudio(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.goto('/login');
  await logInThroughForm(page, BRAND, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/studio\//);
  return page;
}

/** Opens the campaign's offer to `handle` in the pipeline's review. */
async function openOffer(studio: Page, campaignId: number, handle: string) {
  await studio.goto(`/studio/campaigns/${campaignId}`);
  await studio.getByRole('button', { name: new RegExp(`^@?${handle}$`) }).click();
  return studio.getByRole('dialog', { name: new RegExp(`^Offer to @?${handle}`) });
}

test.describe('the campaign studio', () => {
  test('a brand finds a creator, negotiates, reviews the draft, verifies and pays; the creator hears every answer and sees Paid', async ({ page, request, browser }) => {
    test.setTimeout(240_000);
    const creator = await freshCreator(page, request, 'studiocamp');
    await approve(request, creator.email);

    // The brand's campaign, made through its own API (the organisation comes from the session).
    const title = `Lumen Dewy ${unique()}`;
    const brandToken = await apiToken(request, BRAND);
    const made = await request.post('/orgapi/campaigns', {
      headers: { 'x-api-key': brandToken },
      data: { title, kind: 'brand', platformId: 4, rateCents: 4_000, budgetCents: 500_000, draftRequired: true, boostCode: 'No' },
    });
    expect(made.status(), await made.text()).toBe(201);
    const campaignId = ((await made.json()) as { results: { data: { id: number } } }).results.data.id;

    // The brand finds the creator on TikTok within its rate, and invites them to the campaign.
    const studio = await brandStudio(browser);
    await studio.getByRole('link', { name: 'Creators', exact: true }).click();
    await expect(studio.getByRole('heading', { level: 1, name: 'Find creators' })).toBeVisible();
    const search = studio.getByRole('search', { name: 'Find creators' });
    await search.getByLabel('Handle or name').fill(creator.handle);
    await search.getByLabel('Platform').selectOption({ label: 'TikTok' });
    await search.getByLabel('Rate', { exact: true }).selectOption({ label: 'Brand rate' });
    await search.getByLabel('Highest rate (dollars)').fill('50');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(studio).toHaveURL(/maxRate=50/);
    // The campaign first: its invited handles are marked on the cards (choosing another clears the selection).
    await studio.getByLabel('Campaign', { exact: true }).selectOption({ label: `${title} (TikTok)` });
    await studio.getByLabel(new RegExp(`^Select @?${creator.handle} to invite$`)).check();
    await studio.getByRole('button', { name: 'Invite 1 creator' }).click();
    await expect(studio.getByText(new RegExp(`Invited 1 creator: @?${creator.handle}\\.`))).toBeVisible();
    expect(await new AxeBuilder({ page: studio }).disableRules(['color-contrast']).analyze().then((r) => r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id))).toEqual([]);

    // The creator follows the invitation's mail to the offer and asks for a change.
    await page.goto('/login');
    await logInThroughForm(page, creator.email, TRUST_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
    const offerPath = await linkInMail(page, creator.email, 'offer-invite', '/detail');
    await page.goto(offerPath);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Request Changes' }).click();
    const ask = page.getByRole('dialog', { name: 'Request changes' });
    await ask.getByLabel('Requested changes').fill('Can the video be 30 seconds instead of 15?');
    await ask.getByRole('button', { name: 'Submit' }).click();
    await expect(ask).toBeHidden();

    // The brand answers in the offer's review; the request is in its thread.
    let review = await openOffer(studio, campaignId, creator.handle);
    await expect(review.getByText('Can the video be 30 seconds instead of 15?').first()).toBeVisible();
    await review.getByLabel('Your answer to the change request').fill('<p>Yes, 30 seconds is perfect.</p>');
    await review.getByRole('button', { name: 'Send answer' }).click();
    await expect(review.getByText('Waiting for the creator', { exact: false }).first()).toBeVisible();
    await studio.keyboard.press('Escape');

    // The creator reads the answer on the offer and in mail, then accepts and uploads a draft.
    const answerMail = await mailText(page, creator.email, 'offer-answerRequest');
    expect(answerMail).toContain('Yes, 30 seconds is perfect.');
    await page.goto(offerPath);
    await expect(page.getByRole('status').filter({ hasText: 'The client answered your change request' })).toContainText('Yes, 30 seconds is perfect.');
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: 'Confirm your payment email' }).getByRole('button', { name: 'Confirm and Accept' }).click();
    await expect(page.getByRole('heading', { name: 'Upload your draft' })).toBeVisible();
    await page.getByLabel('Draft file').setInputFiles({ name: 'draft.mp4', mimeType: 'video/mp4', buffer: mp4(96 * 1024) });
    await page.getByRole('button', { name: 'Submit draft' }).click();
    await expect(page.getByText(campaignMessages.draftUploaded)).toBeVisible();

    // The brand watches the draft in the studio (the file served to the organisation) and approves it.
    review = await openOffer(studio, campaignId, creator.handle);
    const draftLink = review.getByRole('link', { name: 'Open the draft file' });
    await expect(draftLink).toBeVisible();
    const draft = await studio.request.get((await draftLink.getAttribute('href'))!);
    expect(draft.status()).toBe(200);
    expect(draft.headers()['content-type']).toContain('video/mp4');
    await review.getByLabel('Feedback for the creator').fill('<p>Lovely light.</p>');
    await review.getByRole('button', { name: 'Approve draft' }).click();
    await expect(review.getByText('Waiting for the creator', { exact: false }).first()).toBeVisible();
    await studio.keyboard.press('Escape');

    // The creator posts and reports the results.
    await page.goto(offerPath);
    await expect(page.getByText(campaignMessages.draftApproved)).toBeVisible();
    await page.getByLabel('Post URL (TikTok)').fill(`https://www.tiktok.com/@${creator.handle}/video/7${Date.now()}`);
    await page.getByRole('button', { name: 'Submit post' }).click();
    await page.getByRole('link', { name: 'Report your results' }).click();
    await page.getByLabel('Views (required)').fill('9,400');
    await page.getByLabel('Screenshot Image').setInputFiles({ name: 'views.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The client is verifying your post.' })).toBeVisible();

    // The brand verifies the results beside the screenshot, then pays it in a batch from Payouts.
    review = await openOffer(studio, campaignId, creator.handle);
    await expect(review.getByRole('region', { name: 'Results' })).toContainText('9,400');
    await review.getByRole('button', { name: 'Verify results' }).click();
    await expect(review.getByText('Nothing: closed', { exact: false }).first()).toBeVisible();
    await studio.keyboard.press('Escape');
    await studio.getByRole('link', { name: 'Payouts' }).click();
    await studio.getByRole('button', { name: 'Make a payout batch' }).click();
    const made2 = studio.getByText(/Batch \d+ made/);
    await expect(made2).toBeVisible();
    const batchId = /Batch (\d+) made/.exec((await made2.textContent())!)![1]!;
    await studio.getByRole('button', { name: `Mark batch ${batchId} paid` }).click();
    await expect(studio.getByText(`Batch ${batchId} is paid: each creator has been told.`)).toBeVisible();

    // The creator sees Paid.
    await page.goto('/payments?payment_status=Paid');
    await expect(page.getByText(title).first()).toBeVisible();
    await studio.context().close();
  });

  test('on a phone every campaign page and tab fits 390 px and has no serious accessibility finding', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/login?returnTo=%2Fstudio%2Fcampaigns');
    await logInThroughForm(page, BRAND);
    await expect(page.getByRole('heading', { level: 1, name: 'Campaigns' })).toBeVisible();
    const fits = async (where: string) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${where} scrolls sideways`).toBeLessThanOrEqual(390);
      const serious = (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`), where).toEqual([]);
    };
    await fits('the campaigns list');
    // Lumen Skin's first campaign (the demo's), with offers at several stages.
    await page.locator('main a[href^="/studio/campaigns/"]:not([href$="/new"])').first().click();
    await expect(page.getByRole('tab', { name: 'Pipeline', exact: true })).toBeVisible();
    for (const name of ['Pipeline', 'Details', 'Preview', 'Payments', 'Chat']) {
      await page.getByRole('tab', { name, exact: true }).click();
      const panel = page.getByRole('tabpanel', { name, exact: true });
      await expect(panel).toBeVisible();
      await expect(panel.locator('[aria-busy="true"], [role="progressbar"]')).toHaveCount(0);
      await fits(`the ${name} tab`);
    }
    // An offer's review.
    await page.getByRole('tab', { name: 'Pipeline', exact: true }).click();
    await page.getByRole('tabpanel', { name: 'Pipeline', exact: true }).getByRole('table').getByRole('button').first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'History' })).toBeVisible();
    await fits('an offer review');
    await page.keyboard.press('Escape');
    for (const path of ['/studio/creators', '/studio/campaigns/new']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await fits(path);
    }
    await context.close();
  });
});
