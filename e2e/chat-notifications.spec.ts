import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, demo, expect, logInThroughForm, test } from './fixtures.ts';

// Notifications and chat against the real demo server: the organiser (through the admin API, as the CLI calls it)
// approves a draft of the demo creator's that is under review; the notification reaches the creator's header over the
// live events stream without a reload, and opening it marks it read. Then the organiser and the creator exchange
// messages in the campaign's conversation and the creator's unread count and open conversation update live.
const MAYA_HANDLES = ['mayamoves', 'maya.lopez', 'MayaMovesDance'];

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function organiser(request: APIRequestContext) {
  const token = await apiToken(request, demo.admin.email);
  return async <T>(method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> => {
    const res = await request.fetch(path, { method, data, headers: { 'x-api-key': token } });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return ((await res.json()) as { results: { data: T } }).results.data;
  };
}

test.describe('notifications and chat', () => {
  test('a draft approval notifies the creator live; the creator and the organiser chat with live unread counts', async ({ page, request }) => {
    const call = await organiser(request);
    await page.goto('/login');
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const bell = page.getByTestId('notifications-button');
    await expect(bell).toBeVisible();
    const unreadBefore = Number((await page.getByTestId('notifications-count').textContent({ timeout: 5_000 }).catch(() => null)) ?? 0);
    const chatBefore = Number((await page.getByTestId('chat-count').textContent({ timeout: 5_000 }).catch(() => null)) ?? 0);

    const { rows } = await call<{ rows: { id: number; state: string; handle: string; campaignTitle: string }[] }>('GET', '/adminapi/offers?pageSize=1000');
    const offer = rows.find((o) => o.state === 'review' && MAYA_HANDLES.includes(o.handle));
    if (!offer) throw new Error('The demo creator has no draft under review');
    await call('POST', `/adminapi/offers/${offer.id}/approve-draft`, { feedbackNotes: '<p>Approved from the e2e.</p>' });

    // No reload: the header hears it over the live stream (the demo has unread notifications already: one more).
    const count = async (id: string) => ((await page.getByTestId(id).count()) ? Number(await page.getByTestId(id).textContent()) : 0);
    await expect.poll(() => count('notifications-count')).toBe(unreadBefore + 1);
    await bell.click();
    // This approval's notification (an earlier spec may have left another 'Draft approved'): named by its campaign.
    const item = page.getByTestId('notification-item').filter({ hasText: 'Draft approved' }).filter({ hasText: offer.campaignTitle });
    await expect(item).toBeVisible();
    await expect(item.getByText('New')).toBeVisible();
    // Opening it marks it read on the server; wait for that answer, or the next page can load before it lands.
    const markedRead = page.waitForResponse((r) => r.url().includes('/creatorapi/message?') && r.request().method() === 'POST');
    await item.click();
    expect((await markedRead).ok()).toBe(true);
    await expect(item.getByText('New')).toHaveCount(0);

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    // The row's button is named by the subject alone; the preview beside it names the campaign.
    const row = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem').filter({ hasText: 'Draft approved' }).filter({ hasText: offer.campaignTitle }).getByRole('button');
    await expect(row).toHaveAccessibleName('Draft approved');
    await row.click();
    await expect(page.getByRole('dialog', { name: 'Draft approved' })).toBeVisible();
    await page.keyboard.press('Escape');
    expect(await seriousViolations(page)).toEqual([]);

    // Chat: the organiser writes; the creator's chat count rises without a reload.
    const opened = await call<{ Conversation: { ConversationID: string } }>('GET', `/adminapi/chat/offers/${offer.id}`);
    const id = opened.Conversation.ConversationID;
    await call('POST', `/adminapi/chat/offers/${offer.id}/messages`, { text: 'Hi Maya, the brief is at https://chorus.test/brief' });
    await expect.poll(() => count('chat-count')).toBe(chatBefore + 1);

    await page.goto(`/chat?c=${encodeURIComponent(id)}`);
    const thread = page.getByTestId('chat-messages');
    await expect(thread.getByText(/Hi Maya, the brief is at/)).toBeVisible();
    // Links are clickable, the rest stays text.
    await expect(thread.getByRole('link', { name: 'https://chorus.test/brief' })).toBeVisible();
    // Reading the conversation takes its message off the count (the demo's other unread threads stay).
    await expect.poll(() => count('chat-count')).toBe(chatBefore);
    await page.getByRole('textbox', { name: 'Message' }).fill('Thanks! <b>Posting</b> tonight.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('Thanks! <b>Posting</b> tonight.')).toBeVisible();

    const seen = await call<{ Messages: { Text: string; Mine: boolean }[]; Conversation: { UnreadCount: number } }>('GET', `/adminapi/chat/offers/${offer.id}`);
    expect(seen.Messages.at(-1)).toMatchObject({ Text: 'Thanks! <b>Posting</b> tonight.', Mine: false });
    expect(seen.Conversation.UnreadCount).toBe(1);

    // The organiser answers; it appears in the open conversation live.
    await call('POST', `/adminapi/chat/offers/${offer.id}/messages`, { text: 'Perfect, thank you.' });
    await expect(thread.getByText('Perfect, thank you.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the creator starts a conversation about a campaign from /chat', async ({ page }) => {
    await page.goto('/login');
    await logInThroughForm(page, demo.creator.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/chat');
    // Each campaign with an offer is listed before a word is written; the first message starts it.
    const start = page.getByRole('list', { name: 'Start a conversation' });
    const first = start.getByRole('button').first();
    await expect(first).toBeVisible();
    const subject = (await first.locator('span').first().textContent())!.trim();
    await first.click();
    const thread = page.getByTestId('chat-messages');
    await expect(thread.getByText('No messages yet. Say hello!')).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill('Hello team, a question about the brief.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(thread.getByText('Hello team, a question about the brief.')).toBeVisible();
    // Begun: it moves to the conversations, with its last message.
    const begun = page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await expect(begun.first()).toContainText('Hello team, a question about the brief.');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
