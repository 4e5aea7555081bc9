// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import type { ChatMessage, OrganisationRole } from '@chorus/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, type FakeCall } from '../../../testing/fake-api.ts';
import { chatMessage, data, orgConversation } from '../../../testing/studio-creator-fixtures.ts';
import { CampaignChat } from './campaign-chat.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const maya = orgConversation('c-1');
const sam = orgConversation('c-2', { Handle: '@sam', With: 'Sam Reed', UnreadCount: 0, LastMessage: chatMessage(9, { ConversationID: 'c-2', Text: 'Thanks!', Mine: true, SenderName: 'Lena' }) });
const messagesPage = (Messages: ChatMessage[], Page = 1, TotalPages = 1) => ({
  results: { success: true, data: { Conversation: maya, Messages } },
  PageInformation: { TotalPages, Page, TotalRows: Messages.length },
});

function api(extra: Record<string, (c: FakeCall) => ReturnType<typeof ok>> = {}) {
  let read = false;
  return fakeApi({
    'GET /orgapi/conversations': () => ok(data({ Conversations: [read ? { ...maya, UnreadCount: 0 } : maya, sam], UnreadTotal: read ? 0 : 2 })),
    'GET /orgapi/conversations/c-1/messages': (c) =>
      c.query.page === '2'
        ? ok(messagesPage([chatMessage(1, { Text: 'Hello from long ago' })], 2, 2))
        : ok(
            messagesPage(
              [
                chatMessage(2, { Text: '<img src=x onerror=alert(1)> my reel: https://example.test/reel?id=1' }),
                chatMessage(3, { Text: 'Can we talk about the rate?' }),
              ],
              1,
              2,
            ),
          ),
    'POST /orgapi/conversations/c-1/read': () => {
      read = true;
      return ok(data({ UnreadTotal: 0 }));
    },
    'POST /orgapi/conversations/c-1/messages': (c) => ok(data(chatMessage(10, { Text: (c.body as { text: string }).text, Mine: true, SenderName: 'Lena', SenderRole: 'organiser' }))),
    ...extra,
  });
}
const show = (role: OrganisationRole, campaignId?: number) => render(<CampaignChat orgId={1} role={role} campaignId={campaignId} />);

describe('the campaign chat', () => {
  it('lists conversations with the creator, the last message and the unread count in each name; accessible', async () => {
    const { calls } = api();
    const { container } = show('editor', 7);
    const list = await screen.findByRole('list', { name: 'Conversations with creators' });
    expect(within(list).getByRole('button', { name: /^@maya 2 unread Maya Lopez Can we talk about the rate\?$/ })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^@sam Sam Reed You: Thanks!$/ })).toBeTruthy();
    expect(calls[0]!.query).toEqual({ campaignId: '7' });
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('opens a conversation: its messages as text (links clickable, never HTML) in a polite log, marked read, older pages on demand', async () => {
    const { calls } = api();
    const { container } = show('editor');
    fireEvent.click(await screen.findByRole('button', { name: /^@maya 2 unread/ }));
    const log = await screen.findByRole('log', { name: 'Messages: @maya · Maya Lopez · Campaign 7' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    await within(log).findByText('Can we talk about the rate?');
    expect(log.querySelector('img')).toBeNull();
    expect(log.textContent).toContain('<img src=x onerror=alert(1)>');
    const link = within(log).getByRole('link', { name: 'https://example.test/reel?id=1' });
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer nofollow']);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/orgapi/conversations/c-1/read')).toBe(true));
    // Marked read: the list asks again and the count is gone.
    expect(await screen.findByRole('button', { name: /^@maya Maya Lopez/ })).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Load older' }));
    await within(log).findByText('Hello from long ago');
    expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    expect(within(log).getAllByRole('listitem')[0]!.textContent).toContain('Hello from long ago');
    expect(within(log).queryByRole('button', { name: 'Load older' })).toBeNull();
    expect(calls.filter((c) => c.path === '/orgapi/conversations/c-1/messages').map((c) => c.query.page)).toEqual(['1', '2']);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('sends with Enter (Shift+Enter is a new line) and shows the message sent', async () => {
    const { calls } = api();
    show('owner');
    fireEvent.click(await screen.findByRole('button', { name: /^@maya/ }));
    const box = await screen.findByLabelText('Message');
    fireEvent.change(box, { target: { value: 'We can do $180.' } });
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'))).toHaveLength(0);
    fireEvent.keyDown(box, { key: 'Enter' });
    const log = screen.getByRole('log');
    expect(await within(log).findByText('We can do $180.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages')).map((c) => c.body)).toEqual([{ text: 'We can do $180.' }]);
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('lets a viewer read but not write', async () => {
    api();
    show('viewer');
    fireEvent.click(await screen.findByRole('button', { name: /^@maya/ }));
    await screen.findByRole('log');
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.getByText(/an editor or owner of the organisation writes in it/)).toBeTruthy();
  });

  it('says when there are no conversations, and when they cannot load', async () => {
    api({ 'GET /orgapi/conversations': () => ok(data({ Conversations: [], UnreadTotal: 0 })) });
    show('editor');
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
    cleanup();
    api({ 'GET /orgapi/conversations': () => ({ status: 500, body: { error: true, messages: ['Something went wrong.'] } }) });
    show('editor');
    expect(await screen.findByText('Something went wrong.')).toBeTruthy();
  });

  it('opens the conversation in TalkJS when the server is configured for it, as the creators chat there', async () => {
    const { calls } = api({
      'GET /creatorapi/chat/session': () => ok(data({ UserID: '41', Name: 'Lena Park', TalkJS: { AppID: 'tTestApp', Signature: 'ab'.repeat(32) } })),
    });
    show('editor', 7);
    fireEvent.click(await screen.findByRole('button', { name: /^@maya/ }));
    // TalkJS's inbox (or its own error, where the browser cannot run it), never the built-in thread.
    await waitFor(() => expect(screen.queryByTestId('talkjs-inbox') ?? screen.queryByText('Could not initialize chat session. User not identified.')).toBeTruthy());
    expect(screen.queryByRole('log')).toBeNull();
    expect(calls.some((c) => c.path === '/orgapi/conversations/c-1/messages')).toBe(false);
  });
});
