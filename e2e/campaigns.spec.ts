import AxeBuilder from '@axe-core/playwright';
import { campaignMessages } from '@chorus/core';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';

// The campaign screens against the real server: the organiser's side through the admin API (as the CLI calls it),
// the creator's through the portal. Each test makes its own campaign and invitation, so it does not depend on the
// demo offers' stages or on another test.

interface Offer {
  id: number;
  uid: string;
  state: string;
  handle: string;
  platform: string;
  contactPlatformId: number;
}

async function admin(request: APIRequestContext) {
  const token = await apiToken(request, demo.admin.email);
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(path, { method, data, headers: { 'x-api-key': token } });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return ((await res.json()) as { results: { data: T } }).results.data;
  };
  return {
    offer: async (id: number) => (await call<{ rows: Offer[] }>('GET', `/adminapi/offers?pageSize=1000`)).rows.find((o) => o.id === id)!,
    /** A new TikTok campaign with one invitation for the demo creator's TikTok handle. */
    async invite(title: string, rules: Record<string, unknown> = {}): Promise<Offer> {
      const { rows } = await call<{ rows: Offer[] }>('GET', '/adminapi/offers?pageSize=1000');
      const handle = rows.find((o) => o.handle === 'mayamoves' && o.platform === 'TikTok');
      if (!handle) throw new Error('The demo creator has no TikTok offer to find its handle by');
      const campaign = await call<{ id: number }>('POST', '/adminapi/campaigns', {
        title,
        kind: 'brand',
        platformId: 4,
        rateCents: 20_000,
        brandName: 'E2E Sparkling Water',
        contactName: 'Casey Client',
        contactEmail: 'casey@clients.e2e.test',
        sections: [{ header: 'Creative Direction', fields: [{ name: 'Concept', value: '<p>Show the <strong>can</strong>.</p>' }] }],
        draftRequired: true,
        boostCode: 'Yes',
        boostInstruction: 'Generate a partnership ad code and paste it here.',
        ...rules,
      });
      const invited = await call<{ invited: Offer[] }>('POST', `/adminapi/campaigns/${campaign.id}/invite`, {
        contactPlatformIds: [handle.contactPlatformId],
      });
      expect(invited.invited).toHaveLength(1);
      return invited.invited[0]!;
    },
    step: (id: number, step: string, feedbackNotes?: string) =>
      call<Offer>('POST', `/adminapi/offers/${id}/${step}`, feedbackNotes === undefined ? undefined : { feedbackNotes }),
  };
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const detailUrl = (o: Offer) => `/detail?PostID=${o.id}&UID=${o.uid}`;

async function logIn(page: Page, path: string) {
  await page.goto(`/login?returnTo=${encodeURIComponent(path)}`);
  await logInThroughForm(page, demo.creator.email);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** An MP4 the server's content sniffing accepts (an ftyp box), padded to `bytes`. */
function mp4(bytes: number): Buffer {
  const out = Buffer.alloc(bytes);
  Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex').copy(out);
  return out;
}
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const currentStep = (page: Page) => page.getByRole('list', { name: 'Campaign steps' }).locator('[aria-current="step"]');

test.describe('campaigns', () => {
  test('an offer from invite to Completed: draft with upload progress, rejection, approval, post URL, boost code, results', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const org = await admin(request);
    const title = `E2E Fizz ${stamp()}`;
    const offer = await org.invite(title);

    await logIn(page, '/campaigns');
    // Newest first: the invitation leads the In Progress list.
    const card = page.getByRole('listitem', { name: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('New')).toBeVisible();
    await card.getByRole('link', { name: 'Respond to Invite' }).click();
    await expect(page).toHaveURL(new RegExp(`/detail\\?PostID=${offer.id}&UID=${offer.uid}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(currentStep(page)).toHaveText('Invite');
    expect(await seriousViolations(page)).toEqual([]);

    // No contract: accepting first asks to confirm the payment email.
    await page.getByRole('button', { name: 'Accept' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm your payment email' });
    await expect(confirm.getByRole('link', { name: 'Update payment email' })).toHaveAttribute('href', '/account/vendor');
    await confirm.getByRole('button', { name: 'Confirm and Accept' }).click();
    await expect(page.getByRole('heading', { name: 'Upload your draft' })).toBeVisible();
    await expect(currentStep(page)).toHaveText('Draft');

    // A slow uplink, so the real upload progress has time to show between 0 and 100.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 1024 * 1024 });
    await page.getByLabel('Draft file').setInputFiles({ name: 'draft.mp4', mimeType: 'video/mp4', buffer: mp4(4 * 1024 * 1024) });
    await page.getByRole('button', { name: 'Submit draft' }).click();
    const bar = page.getByRole('progressbar', { name: 'Uploading draft' });
    await expect(bar).toBeVisible();
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const v = Number((await bar.getAttribute('value').catch(() => null)) ?? NaN);
          if (v > 0 && v < 100) seen.add(v);
          return seen.size;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBeGreaterThanOrEqual(2);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect(page.getByText(campaignMessages.draftUploaded)).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
    expect((await org.offer(offer.id)).state).toBe('review');

    await org.step(offer.id, 'reject-draft', '<p>Please show the <strong>logo</strong> on the can.</p>');
    await page.reload();
    await expect(page.getByText(campaignMessages.draftRejected)).toBeVisible();
    await expect(page.getByTestId('feedback-notes').locator('strong')).toHaveText('logo');
    await page.getByLabel('Draft file').setInputFiles({ name: 'draft-2.mp4', mimeType: 'video/mp4', buffer: mp4(64 * 1024) });
    await page.getByRole('button', { name: 'Submit draft' }).click();
    await expect(page.getByText(campaignMessages.draftUploaded)).toBeVisible();

    await org.step(offer.id, 'approve-draft', '<p>Approved, post it.</p>');
    await page.reload();
    await expect(page.getByText(campaignMessages.draftApproved)).toBeVisible();
    await expect(currentStep(page)).toHaveText('Post');
    const postUrl = page.getByLabel('Post URL (TikTok)');
    await postUrl.fill('https://www.instagram.com/reel/Cxyz/');
    await page.getByRole('button', { name: 'Submit post' }).click();
    await expect(page.getByText(campaignMessages.postUrlPlatform('TikTok'))).toBeVisible();
    await postUrl.fill(`https://www.tiktok.com/@mayamoves/video/${stamp()}`);
    await page.getByRole('button', { name: 'Submit post' }).click();

    await expect(page.getByRole('heading', { name: 'Submit your boost code' })).toBeVisible();
    await expect(page.getByText('Generate a partnership ad code and paste it here.')).toBeVisible();
    await page.getByRole('button', { name: 'Submit boost code' }).click();
    await expect(page.getByText(campaignMessages.invalidBoostCode)).toBeVisible();
    await page.getByLabel('Boost code (required)').fill('#E2eBoost123');
    await page.getByRole('button', { name: 'Submit boost code' }).click();

    await page.getByRole('link', { name: 'Report your results' }).click();
    await expect(page).toHaveURL(new RegExp(`/results\\?PostID=${offer.id}&UID=${offer.uid}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Post Results' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await expect(page.getByText(campaignMessages.completeForm)).toBeVisible();
    await page.getByLabel('Views (required)').fill('12,500');
    await page.getByLabel('Shares').fill('140');
    await page.getByLabel('Screenshot Image').setInputFiles({ name: 'views.png', mimeType: 'image/png', buffer: png });
    await expect(submit).toBeEnabled();
    expect(await seriousViolations(page)).toEqual([]);
    await testInfo.attach('results form', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    await submit.click();

    await expect(page).toHaveURL(new RegExp(`/detail\\?PostID=${offer.id}&UID=${offer.uid}$`));
    await expect(page.getByRole('status').filter({ hasText: 'The client is verifying your post.' })).toBeVisible();
    await org.step(offer.id, 'verify');
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'This campaign is complete.' })).toBeVisible();
    await expect(currentStep(page)).toHaveText('Completed');
    expect((await org.offer(offer.id)).state).toBe('completed');
  });

  test('declining with a counter offer needs a valid USD amount', async ({ page, request }) => {
    const org = await admin(request);
    const title = `E2E Counter ${stamp()}`;
    const offer = await org.invite(title, { boostCode: 'No' });
    await logIn(page, detailUrl(offer));
    await page.getByRole('button', { name: 'Decline' }).click();
    const dialog = page.getByRole('dialog', { name: 'Decline this offer' });
    const submit = dialog.getByRole('button', { name: 'Submit' });
    await expect(submit).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Counter offer' }).check();
    const rate = dialog.getByLabel('Your rate (USD)');
    await rate.fill('a lot');
    await rate.blur();
    await expect(dialog.getByText(campaignMessages.invalidRate)).toBeVisible();
    await expect(submit).toBeDisabled();
    await rate.fill('$275');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('You asked for $275.00.')).toBeVisible();
    const after = await org.offer(offer.id);
    expect(after.state).toBe('countered');
  });

  test('native mode: ?token= on /detail, and the draft upload carries the token', async ({ page, context, request }) => {
    const org = await admin(request);
    const title = `E2E Native ${stamp()}`;
    const offer = await org.invite(title, { boostCode: 'No' });
    const token = await apiToken(request, demo.creator.email);
    await page.goto(`${detailUrl(offer)}&token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // The token leaves the address; PostID and UID stay.
    await expect(page).toHaveURL(new RegExp(`/detail\\?PostID=${offer.id}&UID=${offer.uid}$`));
    expect((await context.cookies()).find((c) => c.name === 'chorus_token')).toBeUndefined();
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.getByRole('dialog', { name: 'Confirm your payment email' }).getByRole('button', { name: 'Confirm and Accept' }).click();
    await page.getByLabel('Draft file').setInputFiles({ name: 'native.mp4', mimeType: 'video/mp4', buffer: mp4(32 * 1024) });
    await page.getByRole('button', { name: 'Submit draft' }).click();
    await expect(page.getByText(campaignMessages.draftUploaded)).toBeVisible();
    expect((await org.offer(offer.id)).state).toBe('review');
  });

  test('the list filters by status in the address and pages', async ({ page }) => {
    await logIn(page, '/campaigns');
    await expect(page.getByRole('radio', { name: 'In Progress' })).toBeChecked();
    // Paging waits for the All list: the pager answers no click while a list loads (it says so with aria-busy), and
    // the In Progress list may show a 'Page 1 of 2' of its own until then.
    const allListed = page.waitForResponse(
      (r) => r.url().endsWith('/creatorapi/campaigns') && r.request().method() === 'POST' && r.request().postDataJSON()?.status === 'all',
    );
    await page.getByRole('radio', { name: 'All' }).check();
    await expect(page).toHaveURL(/\/campaigns\?status=all$/);
    await allListed;
    await expect(page.getByRole('navigation', { name: 'Campaigns pages' })).not.toHaveAttribute('aria-busy', 'true');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    // The page is in the address: a reload keeps it, Back and Forward move between pages (issue 24).
    await expect(page).toHaveURL(/\/campaigns\?status=all&page=2$/);
    await page.reload();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await page.goBack();
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await page.goForward();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    // A new filter starts again at page 1.
    await page.getByRole('radio', { name: 'Expired' }).check();
    await expect(page).toHaveURL(/\/campaigns\?status=expired$/);
    await expect(page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByText(/^Page \d+ of/)).toHaveCount(0);
    await page.getByRole('radio', { name: 'List' }).check();
    const table = page.getByRole('table', { name: 'Campaigns' });
    await expect(table.getByRole('columnheader')).toHaveText(['Title', 'Handle', 'Platform', 'Action', 'Rate']);
    await expect(table.getByRole('cell', { name: campaignMessages.noAction }).first()).toBeVisible();

    await page.goto('/campaigns?type=failed');
    await expect(page.getByRole('radio', { name: 'Failed' })).toBeChecked();
    await expect(page.getByRole('list', { name: 'Campaigns' }).getByRole('listitem').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
