import { demo, expect, logInThroughForm, test } from './fixtures.ts';

test.describe('manager', () => {
  test('switches into a roster creator and back', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.manager.email);
    await expect(page.getByTestId('greeting-name')).toHaveText(demo.manager.name);

    const topNav = page.getByRole('navigation', { name: 'Primary' });
    await expect(topNav.getByRole('link', { name: 'My Profiles' })).toHaveCount(0);
    await topNav.getByRole('button', { name: 'Manage Roster' }).click();

    const dialog = page.getByRole('dialog', { name: 'Manage Creators' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Search by name')).toBeFocused();
    const rows = dialog.getByRole('list', { name: 'Linked accounts' }).getByRole('button');
    await expect(rows).toHaveCount(4);
    await expect(rows.filter({ hasText: demo.manager.name })).toContainText('Manager');
    await expect(rows.filter({ hasText: demo.manager.name })).toBeDisabled();

    await dialog.getByLabel('Search by name').fill('pri');
    await expect(rows).toHaveCount(1);
    const target = (await rows.first().locator('strong').textContent())!.trim();
    expect(target).toBe('Priya Shah');
    await rows.first().click();

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('greeting-name')).toHaveText(target);
    await expect(page.getByRole('banner').getByTestId('account-name')).toHaveText(target);
    await expect(page.getByRole('status').filter({ hasText: `You are viewing Chorus as ${target}` })).toBeVisible();

    // Acting as a creator: My Profiles is back, and Manage Roster switches back to the manager.
    await expect(topNav.getByRole('link', { name: 'My Profiles' })).toBeVisible();
    await topNav.getByRole('button', { name: 'Manage Roster' }).click();
    await dialog.getByRole('button', { name: new RegExp(demo.manager.name) }).click();
    await expect(page.getByTestId('greeting-name')).toHaveText(demo.manager.name);
    await expect(page.getByText('You are viewing Chorus as')).toHaveCount(0);

    // A reload keeps acting as whoever was chosen last (the server holds it).
    await page.reload();
    await expect(page.getByTestId('greeting-name')).toHaveText(demo.manager.name);
  });

  test('Escape closes the dialog and gives focus back', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.manager.email);
    const button = page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Manage Roster' });
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Manage Creators' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('GET /creatorapi/switch refused for the session (401) logs out and goes to /login', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.manager.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.route('**/creatorapi/switch', (route) =>
      route.request().method() === 'GET'
        ? route.fulfill({ status: 401, contentType: 'application/json', body: '{"error":true,"messages":["Please log in to continue."]}' })
        : route.continue(),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.request.get('/creatorapi/check')).status()).toBe(401);
  });

  test('a busy moment (one 503 on GET /creatorapi/switch and /creatorapi/home) is asked again and keeps the session', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.manager.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const busy = '{"error":true,"messages":["Chorus is briefly unavailable. Please try again in a few seconds."]}';
    const refused = { switch: 0, home: 0 };
    await page.route(/\/creatorapi\/(switch|home)(\?|$)/, (route) => {
      const which = /\/creatorapi\/(switch|home)/.exec(route.request().url())![1] as 'switch' | 'home';
      if (route.request().method() !== 'GET' || refused[which] > 0) return route.continue();
      refused[which] += 1;
      return route.fulfill({ status: 503, contentType: 'application/json', body: busy });
    });
    await page.reload();
    // Each call was refused once, asked again after a second, and answered: the manager stays signed in.
    await expect(page.getByTestId('greeting-name')).toHaveText(demo.manager.name);
    await expect(page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Manage Roster' })).toBeVisible();
    expect(refused).toEqual({ switch: 1, home: 1 });
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get('/creatorapi/check')).status()).toBe(200);
  });
});
