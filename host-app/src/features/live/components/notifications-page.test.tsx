// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, signedInRoutes } from '../../../testing/fake-api.ts';
import { currentUrl, renderApp } from '../../../testing/render-app.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.sessionStorage.clear();
});

const message = (over = {}) => ({ MessageID: 9, Subject: 'New campaign offer', Message: '<p>You have been invited.</p>', IsRead: false, CreatedDateTime: 1_790_000_000, ...over });

describe('/notifications', () => {
  it('links an opened notification to what it is about', async () => {
    fakeApi({
      ...signedInRoutes(),
      'GET /creatorapi/messages': () =>
        ok({
          results: { success: true, data: { Messages: [message({ Link: '/detail?PostID=4&UID=abc', LinkLabel: 'See the offer' }), message({ MessageID: 8, Subject: 'News' })], UnreadCount: 2 } },
          PageInformation: { TotalPages: 1, Page: 1, TotalRows: 2 },
        }),
      'POST /creatorapi/message': () => ok({ results: { success: true, data: { UnreadCount: 1 } } }),
    });
    const { router } = renderApp('/notifications');
    fireEvent.click(await screen.findByRole('button', { name: 'Unread: New campaign offer' }));
    const link = await screen.findByRole('link', { name: 'See the offer' });
    expect(link.getAttribute('href')).toBe('/detail?PostID=4&UID=abc');
    fireEvent.click(link);
    await waitFor(() => expect(currentUrl(router)).toBe('/detail?PostID=4&UID=abc'));
  });
});
