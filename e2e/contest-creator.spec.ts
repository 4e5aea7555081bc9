import { type ContestSummary } from '@chorus/core';
import type { APIRequestContext } from '@playwright/test';
import { addHandle, apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';

// Issue 11, for creators: the phone leaderboard keeps its metric, Find me jumps to the creator's page, the hero
// shows the whole cover.

async function contestNamed(request: APIRequestContext, name: string): Promise<ContestSummary> {
  const list = (await (await request.get('/publicapi/contests')).json()) as { results: { data: ContestSummary[] } };
  const found = list.results.data.find((c) => c.name === name);
  expect(found, name).toBeTruthy();
  return found!;
}

test('on a phone the leaderboard keeps its metric column, with platform, posts and the top post under each handle', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const desert = await contestNamed(request, 'Stagecoach IRL: Desert Nights');
  await page.goto(`/directdetail?PostID=${desert.id}`);
  const table = page.getByRole('table', { name: 'Leaderboard, ranked by likes' });
  const likes = table.getByRole('columnheader', { name: 'Likes' });
  await expect(likes).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Platform' })).toBeHidden();
  await expect(table.getByRole('columnheader', { name: 'Posts' })).toBeHidden();
  // Without scrolling sideways: the column lies inside the screen.
  const box = (await likes.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  const first = table.getByRole('row').nth(1);
  await expect(first.getByRole('cell').nth(2)).toBeVisible();
  // Issue 24: the platform and the posts read under the handle (one creator on two platforms is two rows that say
  // which is which), and the top post's link stays on the screen.
  await expect(first.getByRole('cell').nth(1)).toContainText(/(TikTok|Instagram|YouTube|CapCut)[^·]* · [\d.,KMG]+ posts?/);
  const post = first.getByRole('link', { name: /^View post by @/ });
  await expect(post).toBeVisible();
  const postBox = (await post.boundingBox())!;
  expect(postBox.x + postBox.width).toBeLessThanOrEqual(375);
});

test('the hero shows the whole cover over a blurred copy', async ({ page, request }) => {
  const desert = await contestNamed(request, 'Stagecoach IRL: Desert Nights');
  await page.goto(`/directdetail?PostID=${desert.id}`);
  const cover = page.locator('[part="cover"] img:not([data-backdrop])');
  await expect(cover).toBeVisible();
  expect(await cover.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
  expect(await page.locator('[part="cover"] img[data-backdrop]').evaluate((img) => getComputedStyle(img).filter)).toContain('blur');
});

test("Find me marks the creator's row and jumps to its page", async ({ page, request }) => {
  const midnight = await contestNamed(request, 'Midnight Drive');
  const handle = `findme${Date.now()}`;
  await addHandle(request, demo.creator.email, handle);
  const creator = await apiToken(request, demo.creator.email);
  const entered = await request.post(`/creatorapi/contests/${midnight.id}/entries`, {
    headers: { 'x-api-key': creator },
    data: { link: `https://www.tiktok.com/@${handle}/video/${Date.now()}`, creator: handle },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const admin = await apiToken(request, demo.admin.email);
  const approved = await request.post('/adminapi/entries/approve', { headers: { 'x-api-key': admin }, data: { ids: [(await entered.json()).results.data.id] } });
  expect(approved.status()).toBe(200);
  const mineNow = (await (await request.get(`/publicapi/contests/${midnight.id}/my-rank`, { headers: { 'x-api-key': creator } })).json()).results.data.rows as {
    creator: string;
    rank: number;
    page: number;
  }[];
  // The new entry has no likes yet: far down the board, past the first page.
  expect(mineNow.find((r) => r.creator === handle)!.page).toBeGreaterThan(1);
  const best = mineNow[0]!;

  await page.goto(`/login?returnTo=${encodeURIComponent(`/contestdetail?PostID=${midnight.id}`)}`);
  await logInThroughForm(page, demo.creator.email);
  const table = page.getByRole('table', { name: /Leaderboard/ });
  await expect(table).toBeVisible();
  await page.getByRole('button', { name: 'Find me' }).click();
  // Find me goes to the page of the creator's best row, marked 'You'.
  const mine = table.getByRole('row').filter({ hasText: `@${best.creator}` });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('You');
  await expect(mine.getByRole('cell').first()).toHaveText(String(best.rank));
});
