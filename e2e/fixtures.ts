import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Chorus-demo-1';
export const demo = {
  creator: { email: 'creator@chorus.test', name: 'Maya Lopez' },
  manager: { email: 'manager@chorus.test', name: 'Jordan Reyes' },
  admin: { email: 'admin@chorus.test' },
  /** Nightshade Records (issue 21): its owner and an editor. */
  label: { email: 'label@chorus.test', name: 'Rae Donovan' },
  labelEditor: { email: 'label-editor@chorus.test', name: 'Kit Morales' },
} as const;

/** Every test talks to the server global-setup started (its port is only known at run time). */
export const test = base.extend({
  baseURL: async ({}, use) => {
    const url = process.env.E2E_BASE_URL;
    if (!url) throw new Error('E2E_BASE_URL is not set: run through e2e/playwright.config.ts (global-setup starts the server).');
    await use(url);
  },
  // E2E_TRACE_LOGOUT=1: print every logout the page sends (with the app's stack and the page it came from) and every
  // API answer of 400 or more, with times. This is how a session lost mid-test is traced to its cause.
  page: async ({ page }, use) => {
    if (process.env.E2E_TRACE_LOGOUT) {
      const t0 = Date.now();
      const log = (...parts: unknown[]) => console.log(`[trace +${Date.now() - t0}ms]`, ...parts);
      await page.addInitScript(() => {
        const send = window.fetch;
        window.fetch = (input, init) => {
          if (String(input instanceof Request ? input.url : input).includes('/auth/logout'))
            console.log(`TRACE logout from ${location.href}\n${new Error().stack ?? ''}`);
          return send.call(window, input, init);
        };
      });
      page.on('console', (m) => m.text().startsWith('TRACE ') && log(m.text()));
      page.on('response', (r) => {
        const path = new URL(r.url()).pathname;
        if (path.startsWith('/creatorapi/') && (r.status() >= 400 || path === '/creatorapi/auth/logout'))
          log(r.status(), r.request().method(), path, 'referer', r.request().headers().referer ?? '-');
      });
    }
    await use(page);
  },
});

export { expect };

/** Signs in through the login form and waits for the page after it. */
export async function logInThroughForm(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** A token straight from the API, as the native shell would hold one. */
export async function apiToken(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<string> {
  // The context may already hold a session cookie (an earlier login sets one): a cookie-carrying write needs the
  // header the Chorus client sends, or the server refuses it as cross-site.
  const res = await request.post('/creatorapi/auth/login', { data: { username: email, password }, headers: { 'x-chorus-csrf': '1' } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

/** Gives an account a fresh TikTok handle: a signed-in entry must name one of the entrant's own handles. */
export async function addHandle(request: APIRequestContext, email: string, handle: string): Promise<void> {
  const token = await apiToken(request, email);
  const res = await request.post('/creatorapi/profile-save', {
    headers: { 'x-api-key': token },
    data: { ContactPlatformID: 0, Handle: handle, PlatformID: 4, Followers: 0, Rate: 10, BrandRate: 20 },
  });
  expect(res.status(), await res.text()).toBe(200);
}
