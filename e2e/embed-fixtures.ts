import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The SDK's elements, as the embed pages use them. */
export const widgetTags = ['chorus-contest-list', 'chorus-entry-form', 'chorus-leaderboard', 'chorus-contest'] as const;

interface PublicContest {
  id: number;
  kind: string;
  metric: string;
  name: string;
  isClosed: boolean;
}

/** Active contests from the public API (ids depend on the demo data's insertion order, so tests look them up). */
export async function publicContests(request: APIRequestContext): Promise<PublicContest[]> {
  const res = await request.get('/publicapi/contests');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: { data: PublicContest[] } }).results.data;
}

const takesPosts = (c: PublicContest) => ['likes', 'views'].includes(c.metric.toLowerCase());
export const quickPostContest = (all: PublicContest[]) => all.find((c) => c.kind === 'quick' && takesPosts(c))!;
export const standardContest = (all: PublicContest[]) => all.find((c) => c.kind === 'standard' && !c.isClosed && takesPosts(c))!;

/** A post link nobody has submitted yet. */
export const freshTikTok = (handle: string) => `https://www.tiktok.com/@${handle}/video/${Date.now()}${Math.floor(Math.random() * 1000)}`;

/** Collects uncaught page errors and console errors, for "works without errors" checks. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    // A 4xx answer the widget shows to the visitor is logged by the browser too; that is not an error of the page.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(`console: ${msg.text()}`);
  });
  return errors;
}

/**
 * Serious and critical axe violations inside the given elements (axe walks into their open shadow roots), in one
 * scan: each analyze() injects and starts axe again, which is what makes many small scans slow on a busy machine.
 */
export async function seriousViolations(page: Page, ...selectors: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const selector of selectors) builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')})`);
}

/** Waits until a widget has rendered past its loading state. */
export async function settled(widget: Locator) {
  await expect(widget.locator('[aria-busy="true"]')).toHaveCount(0);
}
