import { formatUsd, placeLabel } from '@chorus/core';
import { addHandle, apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';

// Issue 11: a winner sees where they placed. The organiser runs a contest of its own through the admin API, and Theo
// (a demo creator no other spec uses, so Maya's payments stay as the other specs expect) enters it, wins it, and
// finds '1st Place' on the contest page, in My Entries and in Payments.

const THEO = 'theo.nguyen@chorus.test';

test('a winner sees their place on the ended contest, in My Entries and in Payments', async ({ page, request }) => {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const name = `Winner Takes It ${run}`;
  const handle = `theo${run}`;
  // A signed-in entry names one of the entrant's own handles.
  await addHandle(request, THEO, handle);
  const admin = { 'x-api-key': await apiToken(request, demo.admin.email) };
  const creator = { 'x-api-key': await apiToken(request, THEO) };

  const created = await request.post('/adminapi/contests', {
    headers: admin,
    data: { name, organizer: 'E2E Records', prizes: ['1st Place $300', '2nd Place $100'], endDate: new Date(Date.now() + 86_400_000).toISOString() },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contestId = ((await created.json()) as { results: { data: { id: number } } }).results.data.id;

  const entered = await request.post(`/creatorapi/contests/${contestId}/entries`, {
    headers: creator,
    data: { link: `https://www.tiktok.com/@${handle}/video/7${run.replace(/\D/g, '').padEnd(12, '1')}`, creator: handle },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const entryId = ((await entered.json()) as { results: { data: { id: number } } }).results.data.id;
  expect((await request.post('/adminapi/entries/approve', { headers: admin, data: { ids: [entryId] } })).status()).toBe(200);
  expect((await request.post(`/adminapi/contests/${contestId}/metrics`, { headers: admin, data: { metrics: [{ id: entryId, likes: 4_200 }] } })).status()).toBe(200);
  const ended = await request.post(`/adminapi/contests/${contestId}/end`, { headers: admin });
  expect(ended.status(), await ended.text()).toBe(200);

  const first = placeLabel(1);
  await page.goto(`/login?returnTo=${encodeURIComponent(`/contestdetail?PostID=${contestId}`)}`);
  await logInThroughForm(page, THEO);
  await expect(page.getByRole('heading', { level: 1, name })).toBeAttached();
  const winners = page.getByRole('region', { name: 'Winners' });
  await expect(winners.getByRole('listitem').first()).toContainText(first);
  await expect(winners.getByRole('listitem').first()).toContainText(`@${handle}`);
  await expect(winners.getByRole('listitem').first()).toContainText(formatUsd(30_000));

  await page.goto('/contests?tab=entries');
  const past = page.getByRole('table', { name: 'Past Entries' });
  const size = page.getByRole('navigation', { name: 'Past entries pages' }).getByLabel('Rows per page');
  await expect(past).toBeVisible();
  if (await size.count()) await size.selectOption('100');
  await expect(past.getByRole('row').filter({ hasText: `@${handle}` })).toContainText(first);

  await page.goto('/payments?tab=contests');
  await expect(page.getByRole('button', { name: `Timeline of ${name} · ${first}` })).toBeVisible();
  await expect(page.getByText(`${name} · ${first}`)).toBeVisible();
});
