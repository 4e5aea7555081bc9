import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { freshTikTok, publicContests, quickPostContest, settled, standardContest, watchErrors } from './embed-fixtures.ts';
import { expect, test } from './fixtures.ts';

// The loader (sdk/dist/chorus.js) as an artist's site on another origin uses it: the page comes from its own
// server (another port is another origin), the SDK and the API from the Chorus server.

/** Serves `pages` (path → HTML, or HTML and response headers) from a second origin for the test's length. */
async function artistSite(pages: Record<string, string | { html: string; headers: Record<string, string> }>) {
  const server = http.createServer((req, res) => {
    const page = pages[req.url ?? '/'];
    if (page === undefined) res.writeHead(404).end();
    else if (typeof page === 'string') res.writeHead(200, { 'content-type': 'text/html' }).end(page);
    else res.writeHead(200, { 'content-type': 'text/html', ...page.headers }).end(page.html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const page_ = (head: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Artist</title>${head}</head><body><main>${body}</main></body></html>`;

/** Every /sdk/ file the page downloads, with its size on the wire (compressed as served). */
function sdkDownloads(page: Page) {
  const files: { path: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (req) => {
    const url = new URL(req.url());
    if (!url.pathname.startsWith('/sdk/')) return;
    files.push({ path: url.pathname, bytes: req.sizes().then((s) => s.responseBodySize) });
  });
  return files;
}

test.describe('the SDK loader from another origin', () => {
  test('a page with one chorus-leaderboard downloads only the loader, the runtime and the leaderboard chunk', async ({ page, baseURL, request }) => {
    const contest = quickPostContest(await publicContests(request));
    const errors = watchErrors(page);
    const site = await artistSite({
      '/': page_(`<script type="module" src="${baseURL}/sdk/chorus.js"></script>`, `<chorus-leaderboard contest-id="${contest.id}"></chorus-leaderboard>`),
    });
    try {
      const files = sdkDownloads(page);
      await page.goto(`${site.origin}/`);
      await expect(page.locator('chorus-leaderboard').getByRole('table')).toBeVisible();
      const paths = files.map((f) => f.path.replace(/-[\w-]{8}\.js$/, '-<hash>.js')).sort();
      expect(paths).toEqual(['/sdk/0.1.0/leaderboard-<hash>.js', '/sdk/0.1.0/runtime-<hash>.js', '/sdk/chorus.js']);
      const bytes = (await Promise.all(files.map((f) => f.bytes))).reduce((a, b) => a + b, 0);
      test.info().annotations.push({ type: 'sdk bytes on the wire', description: String(bytes) });
      // Brotli as served: well under the 45 KB gzip budget of loader + runtime + the heaviest element.
      expect(bytes).toBeGreaterThan(0);
      expect(bytes).toBeLessThan(45 * 1024);
      // Every other tag is defined too, without its code.
      expect(
        await page.evaluate(() =>
          ['chorus-contest', 'chorus-entry-form', 'chorus-handle-form', 'chorus-contest-list', 'chorus-help-wanted', 'chorus-contact-form'].every((t) => !!customElements.get(t)),
        ),
      ).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test('chorus-contact-form: a visitor on another origin sends a message; the page downloads only its chunk; chorus-help-wanted asks visitors to log in', async ({ page, baseURL }) => {
    const errors = watchErrors(page);
    const site = await artistSite({
      '/': page_(`<script type="module" src="${baseURL}/sdk/chorus.js"></script>`, `<chorus-contact-form subject="Booking" style="--chorus-font: Georgia, serif"></chorus-contact-form>`),
      '/help': page_(`<script type="module" src="${baseURL}/sdk/chorus.js"></script>`, `<chorus-help-wanted></chorus-help-wanted>`),
    });
    try {
      const files = sdkDownloads(page);
      await page.goto(`${site.origin}/`);
      await page.evaluate(() => {
        (window as unknown as { heard: unknown[] }).heard = [];
        document.addEventListener('chorus-submitted', (e) => (window as unknown as { heard: unknown[] }).heard.push((e as CustomEvent).detail));
      });
      const form = page.locator('chorus-contact-form');
      await expect(form.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
      // --chorus-font on the element is the widget's font (issue 11): the host page's, on purpose.
      expect(await form.getByRole('heading', { name: 'Contact Us' }).evaluate((h) => getComputedStyle(h).fontFamily)).toBe('Georgia, serif');
      await expect(form.getByLabel('Subject')).toHaveValue('Booking');
      await form.getByLabel('Email').fill('fan@example.com');
      await form.getByLabel('Message').fill('Can you play in Austin this fall?');
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByText('Message successfully sent! A member of our team will reach out to you soon.')).toBeVisible();
      await expect(form.getByRole('button', { name: 'Already Submitted' })).toBeDisabled();
      expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([{ message: 'Message successfully sent! A member of our team will reach out to you soon.' }]);
      const paths = files.map((f) => f.path.replace(/-[\w-]{8}\.js$/, '-<hash>.js')).sort();
      expect(paths).toEqual(['/sdk/0.1.0/contact-form-<hash>.js', '/sdk/0.1.0/runtime-<hash>.js', '/sdk/chorus.js']);

      await page.goto(`${site.origin}/help`);
      const help = page.locator('chorus-help-wanted');
      await expect(help.getByText('Log in to see who is looking for help and apply.')).toBeVisible();
      await expect(help.getByRole('button', { name: 'Log In' })).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test('every element on one page works, and two copies of the loader do not clash', async ({ page, baseURL, request }) => {
    const all = await publicContests(request);
    const quick = quickPostContest(all);
    const standard = standardContest(all);
    const errors = watchErrors(page);
    const site = await artistSite({
      '/': page_(
        // The same loader twice, and a second copy under another URL (another module instance).
        `<script type="module" src="${baseURL}/sdk/chorus.js"></script><script type="module" src="${baseURL}/sdk/chorus.js"></script><script type="module" src="${baseURL}/sdk/chorus.js?copy=2"></script>`,
        `<chorus-contest-list></chorus-contest-list>
         <chorus-contest contest-id="${standard.id}"></chorus-contest>
         <chorus-entry-form contest-id="${quick.id}"></chorus-entry-form>
         <chorus-handle-form contest-id="${quick.id}"></chorus-handle-form>
         <chorus-leaderboard contest-id="${quick.id}"></chorus-leaderboard>
         <chorus-help-wanted></chorus-help-wanted>
         <chorus-contact-form></chorus-contact-form>`,
      ),
    });
    try {
      await page.goto(`${site.origin}/`);
      await expect(page.locator('chorus-contest-list').getByRole('article').first()).toBeVisible();
      await expect(page.locator('chorus-contest').getByRole('heading', { level: 2, name: standard.name })).toBeVisible();
      await expect(page.locator('chorus-entry-form').getByLabel('Post link')).toBeVisible();
      await expect(page.locator('chorus-leaderboard').getByRole('table')).toBeVisible();
      await expect(page.locator('chorus-contact-form').getByLabel('Message')).toBeVisible();
      await expect(page.locator('chorus-help-wanted').getByRole('button', { name: 'Log In' })).toBeVisible();
      await settled(page.locator('chorus-handle-form'));
      await expect(page.locator('chorus-handle-form').locator('h2, h3, [role="alert"], [role="status"]').first()).toBeVisible();
      expect(await page.evaluate(() => document.head.querySelectorAll('style').length)).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test('on a label site whose CSP says style-src \'self\', the widgets are styled and the browser reports no violation', async ({ page, baseURL, request }) => {
    const standard = standardContest(await publicContests(request));
    const errors = watchErrors(page);
    // Violations as the page would hear them (an init script runs whatever the page's policy).
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { violations: string[] }).violations = []);
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.effectiveDirective} ${e.blockedURI}`));
    });
    const policy = `style-src 'self'; script-src 'self' ${baseURL}`;
    const site = await artistSite({
      '/': {
        headers: { 'content-security-policy': policy },
        html: page_(
          `<script type="module" src="${baseURL}/sdk/chorus.js"></script>`,
          `<chorus-contest-list></chorus-contest-list><chorus-contest contest-id="${standard.id}"></chorus-contest>`,
        ),
      },
    });
    try {
      await page.goto(`${site.origin}/`);
      const list = page.locator('chorus-contest-list');
      const contest = page.locator('chorus-contest');
      await expect(list.getByRole('article').first()).toBeVisible();
      await expect(contest.getByRole('heading', { level: 2, name: standard.name })).toBeVisible();
      await expect(contest.getByRole('table')).toBeVisible();
      // The styles are applied, not only present: the Chorus look from the widgets' rules and the :host theme.
      const look = await page.evaluate(() => {
        const inside = (tag: string, sel: string) => document.querySelector(tag)!.shadowRoot!.querySelector(sel)!;
        const css = (el: Element) => getComputedStyle(el);
        const button = inside('chorus-contest-list', 'a[part="card-button"]');
        const card = inside('chorus-contest-list', '[part="card"]');
        return {
          hostDisplay: css(document.querySelector('chorus-contest')!).display,
          buttonBackground: css(button).backgroundColor,
          buttonColor: css(button).color,
          buttonDecoration: css(button).textDecorationLine,
          cardRadius: css(card).borderTopLeftRadius,
          tableCollapse: css(inside('chorus-contest', 'table')).borderCollapse,
          inlineStyles: ['chorus-contest-list', 'chorus-contest'].map((t) => document.querySelector(t)!.shadowRoot!.querySelectorAll('style').length),
        };
      });
      expect(look).toEqual({
        hostDisplay: 'block',
        buttonBackground: 'rgb(91, 61, 245)',
        buttonColor: 'rgb(255, 255, 255)',
        buttonDecoration: 'none',
        cardRadius: '18px',
        tableCollapse: 'collapse',
        inlineStyles: [0, 0],
      });
      // The entry dialog (its own keyframes and top-layer rules) opens styled too.
      await contest.getByRole('button', { name: /^Submit Your (Post|Handle)$/ }).first().click();
      await expect(contest.getByRole('dialog')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      expect(errors).toEqual([]);
      // The policy is in force: a <style> the page adds is refused, and heard.
      await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'main { color: red }' })));
      await expect.poll(() => page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual(['style-src-elem inline']);
    } finally {
      await site.close();
    }
  });

  test('where shadow roots cannot adopt sheets (Safari before 16.4), the widget falls back to a <style> in its shadow root', async ({ page, baseURL, request }) => {
    const quick = quickPostContest(await publicContests(request));
    const errors = watchErrors(page);
    await page.addInitScript(() => delete (ShadowRoot.prototype as Partial<ShadowRoot>).adoptedStyleSheets);
    const site = await artistSite({
      '/': page_(`<script type="module" src="${baseURL}/sdk/chorus.js"></script>`, `<chorus-leaderboard contest-id="${quick.id}"></chorus-leaderboard>`),
    });
    try {
      await page.goto(`${site.origin}/`);
      const board = page.locator('chorus-leaderboard');
      await expect(board.getByRole('table')).toBeVisible();
      const look = await board.evaluate((el) => ({
        display: getComputedStyle(el).display,
        tableCollapse: getComputedStyle(el.shadowRoot!.querySelector('table')!).borderCollapse,
        styles: [...el.shadowRoot!.querySelectorAll('style')].map((s) => (s.id === '_goober' ? 'widget' : s.textContent!.includes(':host') ? 'theme' : 'other')).sort(),
      }));
      expect(look).toEqual({ display: 'block', tableCollapse: 'collapse', styles: ['theme', 'widget'] });
      expect(errors).toEqual([]);
    } finally {
      await site.close();
    }
  });

  test('a widget inside a transformed carousel opens its dialog over the whole viewport; Escape closes it and focus returns', async ({ page, baseURL, request }) => {
    // A quick contest takes anonymous entries: its Submit opens the entry dialog (no log-in detour).
    const quick = quickPostContest(await publicContests(request));
    const site = await artistSite({
      '/': page_(
        `<script type="module" src="${baseURL}/sdk/chorus.js"></script>`,
        `<div style="width: 420px; height: 600px; overflow: hidden; transform: translateX(40px)"><div style="transform: scale(0.9)">
           <chorus-contest contest-id="${quick.id}"></chorus-contest></div></div>`,
      ),
    });
    try {
      await page.setViewportSize({ width: 1200, height: 800 });
      await page.goto(`${site.origin}/`);
      const widget = page.locator('chorus-contest');
      const open = widget.getByRole('button', { name: 'Submit Your Post' }).first();
      await open.click();
      const dialog = widget.getByRole('dialog', { name: 'Submit Your Post' });
      await expect(dialog.getByLabel('Post link')).toBeFocused();
      const box = await dialog.boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: 1200, height: 800 });
      // In the top layer: the element at the viewport's corner is the dialog's overlay, not the page.
      expect(await page.evaluate(() => (document.elementFromPoint(1190, 790) as Element).tagName.toLowerCase())).toBe('chorus-contest');
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(open).toBeFocused();
    } finally {
      await site.close();
    }
  });

  test('theme="auto" follows the visitor’s colour scheme', async ({ page, baseURL, request }) => {
    const quick = quickPostContest(await publicContests(request));
    const site = await artistSite({
      '/': page_(`<script type="module" src="${baseURL}/sdk/chorus.js"></script>`, `<chorus-leaderboard theme="auto" contest-id="${quick.id}"></chorus-leaderboard>`),
    });
    try {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto(`${site.origin}/`);
      const widget = page.locator('chorus-leaderboard');
      await expect(widget.getByRole('table')).toBeVisible();
      const scheme = () => widget.evaluate((el) => getComputedStyle(el).colorScheme);
      await expect.poll(scheme).toBe('dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(scheme).toBe('light');
    } finally {
      await site.close();
    }
  });

  test('a token from an origin the server does not allow: the console says what to fix, visitors that sign-in is unavailable', async ({ page, baseURL, request }) => {
    const standard = standardContest(await publicContests(request));
    const logged: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') logged.push(msg.text());
    });
    const site = await artistSite({
      '/': page_(`<script type="module" src="${baseURL}/sdk/chorus.js"></script>`, `<chorus-entry-form token="not-for-this-site" contest-id="${standard.id}"></chorus-entry-form>`),
    });
    try {
      await page.goto(`${site.origin}/`);
      // The token is sent with the first creator API call, the entrant's handles: the browser refuses it for this
      // origin, so there is no handle to pick and nothing to submit.
      const form = page.locator('chorus-entry-form');
      await form.getByLabel('Post link').fill(freshTikTok('corsfan'));
      await expect(form.getByText('Sign-in is not available here')).toBeVisible();
      await expect(form.getByLabel('Creator handle')).toBeDisabled();
      await expect(form.getByRole('button', { name: 'Submit' })).toBeDisabled();
      expect(logged.some((l) => l.includes('This site is not allowed to sign in to Chorus (add its origin to CORS_ORIGINS)'))).toBe(true);
    } finally {
      await site.close();
    }
  });
});

test('the React example (examples/react-app, @chorus/sdk/react) renders its typed components and hears their events', async ({ page, request }) => {
  const quick = quickPostContest(await publicContests(request));
  const errors = watchErrors(page);
  await page.goto(`/examples/react-app/?contest=${quick.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Luna Vale: fan contests' })).toBeVisible();
  await expect(page.locator('chorus-contest-list').getByRole('article').first()).toBeVisible();
  const board = page.locator('chorus-leaderboard');
  await expect(board).toHaveAttribute('contest-id', String(quick.id));
  await expect(board.getByRole('heading', { name: 'Top fans' })).toBeVisible();
  await expect(board.getByRole('table')).toBeVisible();
  // A raw <chorus-entry-form> in the JSX: defined by importing @chorus/sdk/react, with no element module imported.
  await expect(page.locator('chorus-entry-form').getByLabel('Post link')).toBeVisible();
  // A View Contest press reaches the component's onNavigate (the page logs it) before the browser follows it.
  await page.evaluate(() => document.addEventListener('chorus-navigate', (e) => e.preventDefault()));
  await page.locator('chorus-contest-list').getByRole('link', { name: 'View Contest' }).first().click();
  await expect(page.locator('#log li').first()).toContainText('navigate: /');
  expect(errors).toEqual([]);
});
