import { demo, expect, logInThroughForm, test } from './fixtures.ts';

test.describe('signed-in shell', () => {
  test('landmarks, side menu order, footer, and a page that names its screen', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/dashboard$/);

    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link').or(menu.getByRole('button'))).toHaveText([
      'Home', 'Campaigns', 'Contests', 'Payments', 'Account Settings', 'Explore', 'Contact Us', 'Feedback', 'FAQ', 'Logout', 'Terms', 'Privacy',
    ]);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    const footer = page.getByRole('navigation', { name: 'Footer' });
    await expect(footer.getByRole('link')).toHaveText(['Terms', 'Privacy', 'FAQ', 'Contact']);

    await menu.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Active Opportunities', selected: true })).toBeVisible();
    await expect(page).toHaveTitle('Explore · Chorus');
  });

  test('on a phone the side menu is a drawer with a toggle, Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/dashboard$/);

    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Campaigns' }).click();
    await expect(page).toHaveURL(/\/campaigns$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('public pages show the public header when signed out', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/hello');
  });
});
